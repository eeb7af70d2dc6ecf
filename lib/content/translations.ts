/**
 * Translations sit beside their originals, named with the language before the extension (`news/x.md` →
 * `news/x.en.md`, `site.json` → `site.en.json`): the editor's `multiple_files` structure, which leaves every Japanese
 * file as it was. Loaders list originals only; a page in another language overlays its translation on the original.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LANG, type Lang, isLang } from '../i18n/languages';
import { type ContentContext, cached, contentFileLabel, langOf } from './context';
import { type ContentIssue, type Locator, valueAt } from './errors';
import { allowedKeys, fieldName } from './fields';
import { type ParsedFile, checkReference, readMarkdownFile, readYamlFile, valuesAt } from './read';
import { translationPath } from './translationFiles';
import { overlayTranslation } from '../i18n/overlay';

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
 * Markdown file's body aside), each optional (what is left out stays the original's), nothing else. A field inside a
 * list is a dotted path through `*` (`members.*.profile`): the editor writes such a list whole, its other fields
 * copied from the original, so an item may repeat them (checked as the original's, then ignored) but adds nothing else.
 */
export function translationSchema(schema: z.ZodType, translated: readonly string[]): z.ZodType {
  if (!(schema instanceof z.ZodObject)) throw new Error('a translated file must have an object schema');
  return pickFields(schema, translated.map((field) => field.split('.')), false);
}

/** A schema without the optional/default wrapper the original's field may have. */
function unwrapped(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return unwrapped(schema.unwrap() as z.ZodType);
  return schema;
}

/** `schema`'s object narrowed to `paths` (each split at dots); inside a list item its other fields may stay, optional. */
function pickFields(schema: z.ZodObject, paths: readonly string[][], inItem: boolean): z.ZodType {
  const shape = schema.shape as Record<string, z.ZodType>;
  const fields = new Map<string, string[][]>();
  for (const [head, ...rest] of paths) if (head !== undefined && head in shape) fields.set(head, [...(fields.get(head) ?? []), rest]);
  const picked = Object.fromEntries(
    [...fields].map(([field, rests]) => {
      const original = shape[field]!;
      if (rests.some((rest) => rest.length === 0)) return [field, original.optional()];
      const inner = unwrapped(original);
      if (inner instanceof z.ZodArray && rests.every((rest) => rest[0] === '*')) {
        const element = unwrapped(inner.element as z.ZodType);
        if (element instanceof z.ZodObject) return [field, z.array(pickFields(element, rests.map((rest) => rest.slice(1)), true)).optional()];
      }
      if (inner instanceof z.ZodObject) return [field, pickFields(inner, rests, inItem).optional()];
      throw new Error(`translated field ${field}.${rests[0]!.join('.')} is not inside a list or an object`);
    }),
  );
  // An item's id is how its translation finds it, so it is written; the other copied fields may be left out.
  const copied = inItem ? Object.fromEntries(Object.entries(shape).filter(([field]) => !fields.has(field)).map(([field, s]) => [field, field === 'id' ? s : s.optional()])) : {};
  return z.strictObject({ ...copied, ...picked });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A file's translation as read: the fields it gives and, for Markdown, its body (undefined when it has none). */
export interface Translation<T> {
  file: string;
  data: Partial<T>;
  body?: string;
  /** The line of a field in the translation's file, for a later check's message. */
  locate: Locator;
}

/** A language as a message to an editor names it. */
export const LANG_NAMES_JA: Record<Lang, string> = { ja: '日本語', en: '英語' };

/** The fields a translation may give, as a message lists them (`title（タイトル）`, `body（本文。…）`). */
function allowedFields(tSchema: z.ZodType, translated: readonly string[]): string[] {
  return [...allowedKeys(tSchema, []), ...(translated.includes('body') ? ['body（本文。--- の下に書きます）'] : [])];
}

/**
 * A translation's problems said for a translation: the strict schema's "unknown field" names what a translation may
 * give, and a field of the original that no language changes (a date, an image) is not a slip of the pen. A
 * translated field the original leaves out is allowed: a summary or a lead the Japanese derives or does without.
 */
function translationProblems(ctx: ContentContext, relPath: string, lang: Lang, schema: z.ZodType, translated: readonly string[], parsed: ParsedFile<unknown> | undefined, found: readonly ContentIssue[]): ContentIssue[] {
  const name = LANG_NAMES_JA[lang];
  const suffix = `訳のファイルに書ける項目: ${allowedFields(translationSchema(schema, translated), translated).join('、')}。書かない項目は日本語のファイルの値のままです`;
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : {};
  const reworded = found.map((issue): ContentIssue => {
    if (!issue.message?.startsWith('この項目名は使えません')) return issue;
    if (issue.field in shape) return { ...issue, fieldName: fieldName(schema, [issue.field]), message: `訳さない項目です。${name}版も日本語のファイルの値を使うので、この行を消してください（${suffix}）` };
    return { ...issue, message: `${issue.message.replace(/使える項目名: .*$/, '').replace(/^この項目名は使えません。/, `この項目名は${name}の訳に使えません。`)}${suffix}` };
  });
  return reworded;
}

/**
 * The translation of `relPath` into the language of `ctx`, checked by the translated fields of its original's schema;
 * undefined in the default language, without a translation, or when it cannot be read (`issues` says why, as the
 * content check does: every reader of a translation reports its problems in the same words).
 */
export function readTranslation<T>(ctx: ContentContext, relPath: string, schema: z.ZodType<T>, translated: readonly string[], issues: ContentIssue[]): Translation<T> | undefined {
  const lang = langOf(ctx);
  if (lang === DEFAULT_LANG) return undefined;
  const rel = translationPath(relPath, lang);
  if (!fs.existsSync(path.join(ctx.contentDir, rel))) return undefined;
  const tSchema = translationSchema(schema, translated);
  const found: ContentIssue[] = [];
  // JSON is YAML, so one reader serves site.en.json and work.en.yaml alike.
  const markdown = rel.endsWith('.md') ? readMarkdownFile(ctx, rel, tSchema, found) : undefined;
  const parsed = markdown ?? (rel.endsWith('.md') ? undefined : readYamlFile(ctx, rel, tSchema, found));
  const problems = translationProblems(ctx, relPath, lang, schema, translated, parsed, found);
  issues.push(...problems);
  if (!parsed?.value || problems.length > found.length) return undefined;
  const body = markdown && translated.includes('body') && markdown.body.trim() !== '' ? markdown.body : undefined;
  return { file: parsed.file, data: parsed.value as Partial<T>, ...(body === undefined ? {} : { body }), locate: parsed.locate };
}

/** A YAML file in the language of `ctx`: the original's value with its translation laid over it. */
export interface TranslatedFile<T> {
  value: T;
  /** Whether the translation exists (always false in the default language). */
  exists: boolean;
  /** The translatable fields the translation leaves in the original's language (`overlayTranslation`). */
  untranslated: string[];
}

/**
 * `original` (the value of `relPath`) in the language of `ctx`, with its translation beside it laid over it. The
 * translation is checked by `translationSchema`, and the items of each list of `idLists` (`['members']`) by their id:
 * an id the original does not have is reported, since its text would be shown nowhere.
 */
export function readTranslatedYaml<T>(
  ctx: ContentContext,
  relPath: string,
  schema: z.ZodType<T>,
  translated: readonly string[],
  original: T,
  idLists: ReadonlyArray<readonly string[]>,
  issues: ContentIssue[],
): TranslatedFile<T> {
  const lang = langOf(ctx);
  const rel = translationPath(relPath, lang);
  if (lang === DEFAULT_LANG) return { value: original, exists: false, untranslated: [] };
  if (!fs.existsSync(path.join(ctx.contentDir, rel))) {
    // Without a translation every word is still the original's.
    const untranslated: string[] = [];
    overlayTranslation(original, undefined, translated, untranslated);
    return { value: original, exists: false, untranslated };
  }
  const parsed = readYamlFile(ctx, rel, translationSchema(schema, translated), issues);
  if (!parsed?.value) return { value: original, exists: true, untranslated: [] };
  for (const list of idLists) {
    const items = valueAt(original, list);
    const ids = Array.isArray(items) ? items.flatMap((item) => (isRecord(item) && typeof item.id === 'string' ? [{ id: item.id }] : [])) : [];
    checkReference(parsed, valuesAt(parsed, [...list, '*', 'id'], z.string()), ids, `${contentFileLabel(ctx, relPath)} にある id`, issues);
  }
  const untranslated: string[] = [];
  return { value: overlayTranslation(original, parsed.value, translated, untranslated), exists: true, untranslated };
}
