/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { createContentContext, inLang } from './context';
import type { ContentIssue } from './errors';
import { originalPath, readTranslation, siteLanguagesOf, translationLangOf, translationPath, translationSchema } from './translations';

const Schema = z.strictObject({ title: z.string(), date: z.string(), tags: z.array(z.string()).optional() });

let dir = '';
const ctxOf = (files: Record<string, string>) => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return createContentContext(dir, { contentDir: dir, buildInstant: '2026-12-01T12:00:00+09:00' });
};
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('translation files', () => {
  it('sit beside their originals, named with the language before the extension', () => {
    expect(translationPath('news/a.md', 'en')).toBe('news/a.en.md');
    expect(translationPath('site.json', 'en')).toBe('site.en.json');
    expect(translationPath('news/a.md', 'ja')).toBe('news/a.md');
    expect(translationLangOf('news/a.en.md')).toBe('en');
    expect(translationLangOf('news/a.md')).toBeUndefined();
    expect(translationLangOf('news/2026-10-01-en.md')).toBeUndefined();
    expect(originalPath('works/s2/work.en.yaml')).toBe('works/s2/work.yaml');
  });

  it('may give the translated fields only, each optional', () => {
    const schema = translationSchema(Schema, ['title', 'body']);
    expect(schema.safeParse({}).success).toBe(true);
    expect(schema.safeParse({ title: 'Hello' }).success).toBe(true);
    const wrong = schema.safeParse({ title: 'Hello', date: '2026-01-01' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['date'] });
  });
});

describe('readTranslation', () => {
  it('reads a Markdown translation for a page in its language, and nothing for the default language', () => {
    const ctx = ctxOf({ 'news/a.md': '---\ntitle: 題\ndate: "2026-01-01"\n---\n本文', 'news/a.en.md': '---\ntitle: Title\n---\nBody' });
    const issues: ContentIssue[] = [];
    expect(readTranslation(ctx, 'news/a.md', Schema, ['title', 'body'], issues)).toBeUndefined();
    const en = readTranslation(inLang(ctx, 'en'), 'news/a.md', Schema, ['title', 'body'], issues);
    expect(en).toMatchObject({ file: expect.stringMatching(/news\/a\.en\.md$/), data: { title: 'Title' } });
    expect(en?.body?.trim()).toBe('Body');
    expect(issues).toEqual([]);
  });

  it('leaves a body out when the translation has none, and reports a field it may not give', () => {
    const ctx = inLang(ctxOf({ 'a.yaml': 'title: 題\ndate: x\n', 'a.en.yaml': 'title: Title\ndate: y\n' }), 'en');
    const issues: ContentIssue[] = [];
    expect(readTranslation(ctx, 'a.yaml', Schema, ['title'], issues)).toBeUndefined();
    expect(issues).toEqual([expect.objectContaining({ file: expect.stringMatching(/a\.en\.yaml$/) })]);
  });

  it('is undefined where there is no translation', () => {
    const ctx = inLang(ctxOf({ 'a.yaml': 'title: 題\n' }), 'en');
    expect(readTranslation(ctx, 'a.yaml', Schema, ['title'], [])).toBeUndefined();
  });
});

describe('siteLanguagesOf', () => {
  it('is the default language alone without `languages`, and the default first with it', () => {
    expect(siteLanguagesOf(ctxOf({ 'site.json': '{}' }))).toEqual(['ja']);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(siteLanguagesOf(ctxOf({ 'site.json': '{"languages":["ja","en","xx"]}' }))).toEqual(['ja', 'en']);
  });
});
