/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { createContentContext, inLang } from './context';
import type { ContentIssue } from './errors';
import { originalPath, readTranslation, siteLanguagesOf, translationLangOf, translationPath, translationSchema } from './translations';
import { overlayTranslation } from '../i18n/overlay';

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

const Item = z.strictObject({ id: z.string(), name: z.string(), text: z.string(), tags: z.array(z.strictObject({ label: z.string(), src: z.string() })).default([]) });
const File = z.strictObject({ lead: z.string().optional(), items: z.array(Item), credits: z.array(z.strictObject({ role: z.string(), names: z.array(z.string()) })) });
const FIELDS = ['lead', 'items.*.text', 'items.*.tags.*.label', 'credits.*.role'];

describe('translationSchema with fields inside lists', () => {
  const schema = translationSchema(File, FIELDS);

  it.each([
    ['the words only', { items: [{ id: 'a', text: 'A' }] }],
    ['an item as the editor writes it, its other fields copied', { items: [{ id: 'a', name: 'あ', text: 'A', tags: [{ label: 'L', src: '/x.png' }] }] }],
    ['nothing', {}],
  ])('accepts %s', (_, data) => {
    expect(schema.safeParse(data).success).toBe(true);
  });

  it.each([
    ['a field the original does not have', { items: [{ id: 'a', note: 'x' }] }],
    ['an item without its id', { items: [{ text: 'A' }] }],
    ['a top-level field no translation gives', { extra: 'x' }],
    ['a copied field of the wrong kind', { items: [{ id: 'a', tags: 'x' }] }],
  ])('refuses %s', (_, data) => {
    expect(schema.safeParse(data).success).toBe(false);
  });
});

describe('overlayTranslation', () => {
  const original = {
    lead: '紹介',
    items: [
      { id: 'a', name: 'あ', text: '本文あ', tags: [{ label: '札', src: '/a.png' }] },
      { id: 'b', name: 'い', text: '本文い', tags: [] },
    ],
    credits: [
      { role: '監督', names: ['甲'] },
      { role: '音楽', names: ['乙'] },
    ],
  };

  it('matches items by id (by position without one), takes only the words, and lists what is left', () => {
    const untranslated: string[] = [];
    const data = { items: [{ id: 'b', name: 'ignored', text: 'Text B' }], credits: [{ role: 'Director' }] };
    expect(overlayTranslation(original, data, FIELDS, untranslated)).toEqual({
      lead: '紹介',
      items: [original.items[0], { ...original.items[1], text: 'Text B' }],
      credits: [{ role: 'Director', names: ['甲'] }, original.credits[1]],
    });
    expect(untranslated).toEqual(['lead', 'items.0.text', 'items.0.tags.0.label', 'credits.1.role']);
  });
});
