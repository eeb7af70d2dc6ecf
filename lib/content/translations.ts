/**
 * Translations sit beside their originals, named with the language before the extension (`news/x.md` →
 * `news/x.en.md`, `site.json` → `site.en.json`): the editor's `multiple_files` structure, which leaves every Japanese
 * file as it was. Loaders list originals only; a page in another language overlays its translation on the original.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LANG, type Lang, isLang } from '../i18n/languages';
import { type ContentContext, cached, langOf } from './context';
import type { ContentIssue, Locator } from './errors';
import { readMarkdownFile, readYamlFile } from './read';
import { translationPath } from './translationFiles';

export { originalPath, translationLangOf, translationPath } from './translationFiles';

/** The languages the site of `ctx` is published in, the default first: its site.json's `languages` (the check reports a bad one). */
export function siteLanguagesOf(ctx: ContentContext): readonly Lang[] {
  return cached(ctx, 'languages', () => {
    try {
      const { languages } = JSON.parse(fs.readFileSync(path.join(ctx.contentDir, 'site.json'), 'utf8')) as { languages?: unknown };
      const named = Array.isArray(languages) ? languages.filter((lang): lang is Lang => isLang(lang) && lang !== DEFAULT_LANG) : [];
      return [DEFAULT_LANG, ...new Set(named)];
    } catch {
      return [DEFAULT_LANG];
    }
  });
}

/**
 * The schema of a translation of a file checked by `schema`: the fields it may translate (`translated`, `body` for a
 * Markdown file's body aside), each optional (what is left out stays the original's), nothing else.
 */
export function translationSchema(schema: z.ZodType, translated: readonly string[]): z.ZodType {
  if (!(schema instanceof z.ZodObject)) throw new Error('a translated file must have an object schema');
  const shape = schema.shape as Record<string, z.ZodType>;
  const picked = Object.fromEntries(translated.filter((field) => field in shape).map((field) => [field, shape[field]!.optional()]));
  return z.strictObject(picked);
}

/** A file's translation as read: the fields it gives and, for Markdown, its body (undefined when it has none). */
export interface Translation<T> {
  file: string;
  data: Partial<T>;
  body?: string;
  /** The line of a field in the translation's file, for a later check's message. */
  locate: Locator;
}

/**
 * The translation of `relPath` into the language of `ctx`, checked by the translated fields of its original's schema;
 * undefined in the default language, without a translation, or when it cannot be read (`issues` says why).
 */
export function readTranslation<T>(ctx: ContentContext, relPath: string, schema: z.ZodType<T>, translated: readonly string[], issues: ContentIssue[]): Translation<T> | undefined {
  const lang = langOf(ctx);
  if (lang === DEFAULT_LANG) return undefined;
  const rel = translationPath(relPath, lang);
  if (!fs.existsSync(path.join(ctx.contentDir, rel))) return undefined;
  const tSchema = translationSchema(schema, translated);
  if (rel.endsWith('.md')) {
    const parsed = readMarkdownFile(ctx, rel, tSchema, issues);
    if (!parsed?.value) return undefined;
    const body = translated.includes('body') && parsed.body.trim() !== '' ? parsed.body : undefined;
    return { file: parsed.file, data: parsed.value as Partial<T>, body, locate: parsed.locate };
  }
  // JSON is YAML, so one reader serves site.en.json and work.en.yaml alike.
  const parsed = readYamlFile(ctx, rel, tSchema, issues);
  return parsed?.value ? { file: parsed.file, data: parsed.value as Partial<T>, locate: parsed.locate } : undefined;
}
