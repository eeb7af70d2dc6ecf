/**
 * The content check's part for translations (`news/x.en.md`, `site.en.json`): each is in a language the site lists,
 * beside an original of a kind that may be translated, and gives only the fields that kind translates. Also the
 * per-language line of the summary, counted from each section's `files[].translated` and the files present.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LANG, type Lang } from '../i18n/languages';
import { type ContentContext, contentFileLabel, inLang } from './context';
import type { ContentIssue } from './errors';
import { allowedKeys, fieldName } from './fields';
import { readMarkdownFile, readYamlFile } from './read';
import { originalPath, readTranslation, siteLanguagesOf, translationLangOf, translationPath, translationSchema } from './translations';
import type { ContentFile } from '../sections/contentSection';

/** A language as a message to an editor names it. */
export const LANG_NAMES_JA: Record<Lang, string> = { ja: '日本語', en: '英語' };

const issue = (ctx: ContentContext, rel: string, message: string, extra: Partial<ContentIssue> = {}): ContentIssue => ({
  file: contentFileLabel(ctx, rel),
  field: '',
  fieldName: '',
  message,
  ...extra,
});

/** The fields a translation of `kind` may give, as a message lists them (`title（タイトル）`, `body（本文）`). */
function allowedFields(kind: ContentFile): string[] {
  const schema = kind.schema ? translationSchema(kind.schema, kind.translated ?? []) : undefined;
  const named = schema ? allowedKeys(schema, []) : [];
  return [...named, ...((kind.translated ?? []).includes('body') ? ['body（本文。--- の下に書きます）'] : [])];
}

/** The top-level keys a file gives, read without a schema (undefined when it cannot be read: its own check says why). */
function keysOf(ctx: ContentContext, rel: string): Set<string> | undefined {
  const scratch: ContentIssue[] = [];
  const parsed = rel.endsWith('.md') ? readMarkdownFile(ctx, rel, z.unknown(), scratch) : readYamlFile(ctx, rel, z.unknown(), scratch);
  const data = parsed?.data;
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? new Set(Object.keys(data)) : undefined;
}

function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length];
}

/** The original beside `original` whose name is a slip of the pen away (a translation named after a misspelt original). */
function nearestOriginal(files: readonly string[], original: string): string | undefined {
  const dir = path.dirname(original);
  const candidates = files.filter((rel) => translationLangOf(rel) === undefined && path.dirname(rel) === dir && path.extname(rel) === path.extname(original));
  return candidates
    .map((rel) => ({ rel, d: distance(path.basename(rel), path.basename(original)) }))
    .filter(({ d }) => d <= 2)
    .sort((a, b) => a.d - b.d)[0]?.rel;
}

/**
 * Every problem of the translations under `content/` (`kinds`: the kinds of file `ctx` reads, see `contentFiles`). A
 * translation of a kind the content does not read (an off section's) is checked for its language and original only.
 */
export function translationIssues(ctx: ContentContext, files: readonly string[], kinds: readonly ContentFile[]): ContentIssue[] {
  const languages = siteLanguagesOf(ctx);
  return files.flatMap((rel): ContentIssue[] => {
    const lang = translationLangOf(rel);
    if (lang === undefined) return [];
    const original = originalPath(rel);
    const name = LANG_NAMES_JA[lang];
    if (!languages.includes(lang)) {
      return [issue(ctx, rel, `${name}（${lang}）の訳のファイルですが、site.json の languages に "${lang}" がありません。${name}版を出すなら site.json に "languages": ${JSON.stringify([...languages, lang])} と書いてください。出さないならこのファイルを消してください`)];
    }
    if (!fs.existsSync(path.join(ctx.contentDir, original))) {
      const near = nearestOriginal(files, original);
      const hint = near ? `${path.basename(near)} の訳ならファイル名を ${path.basename(translationPath(near, lang))} にしてください` : '元のファイルの名前に合わせるか、元のファイルを先に作ってください';
      return [issue(ctx, rel, `この${name}の訳の元になる日本語のファイル ${contentFileLabel(ctx, original)} がありません。訳は元のファイルと同じ名前で、拡張子の前に .${lang} を付けます（${path.basename(original)} の${name}版は ${path.basename(translationPath(original, lang))}）。${hint}`)];
    }
    const kind = kinds.find((k) => k.pattern.test(original));
    // The original is not a file the site reads: the check of uncovered files reports it.
    if (!kind || kind.schema === null) return [];
    if (!kind.translated || kind.translated.length === 0) {
      return [issue(ctx, rel, `${path.basename(original)} の種類のファイルには訳を置けません（日付・値段・id などはどの言語でも同じなので、${name}版も日本語のファイルの値を使います）。このファイルを消してください`)];
    }
    const issues: ContentIssue[] = [];
    const read = readTranslation(inLang(ctx, lang), original, kind.schema, kind.translated, issues);
    // A field the schema translates but the original leaves out: the other language would show what Japanese does not.
    const own = keysOf(ctx, original);
    const given = read ? Object.keys(read.data as object) : [];
    const extra = own ? given.filter((key) => !own.has(key)) : [];
    const allowed = allowedFields(kind);
    const suffix = `（訳のファイルに書ける項目: ${allowed.join('、')}。書かない項目は日本語のファイルの値のままです）`;
    const shape = kind.schema instanceof z.ZodObject ? (kind.schema.shape as Record<string, unknown>) : {};
    return [
      ...issues.map((i): ContentIssue => {
        // The strict schema's message for a field it does not know, said for a translation: a field the original has
        // but no language changes (a date, an image) is not a slip of the pen.
        if (!i.message?.startsWith('この項目名は使えません')) return i;
        if (i.field in shape) return { ...i, fieldName: fieldName(kind.schema!, [i.field]), message: `訳さない項目です。${name}版も日本語のファイルの値を使うので、この行を消してください${suffix}` };
        return { ...i, message: `${(i.message ?? '').replace(/使える項目名: .*$/, '').replace(/^この項目名は使えません。/, `この項目名は${name}の訳に使えません。`)}${suffix.slice(1, -1)}` };
      }),
      ...extra.map((key) => issue(ctx, rel, `この項目は日本語のファイル ${contentFileLabel(ctx, original)} にありません。訳は日本語のファイルにある項目だけを訳します。先に日本語のファイルに書くか、この行を消してください${suffix}`, { field: key, fieldName: fieldName(kind.schema!, [key]), line: read?.locate([key]) })),
    ];
  });
}

/** A section's files of the kinds it translates, for the summary: how many originals there are and how many have `lang`. */
export function translatedCount(files: readonly string[], kinds: readonly ContentFile[], lang: Lang): { originals: number; translated: number } {
  const present = new Set(files);
  const originals = files.filter((rel) => translationLangOf(rel) === undefined && kinds.some((k) => (k.translated?.length ?? 0) > 0 && k.pattern.test(rel)));
  return { originals: originals.length, translated: originals.filter((rel) => present.has(translationPath(rel, lang))).length };
}

/** The languages of the summary's lines: every one the site lists but Japanese. */
export const summaryLanguages = (ctx: ContentContext): readonly Lang[] => siteLanguagesOf(ctx).filter((lang) => lang !== DEFAULT_LANG);
