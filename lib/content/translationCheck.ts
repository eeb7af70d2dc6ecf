/**
 * The content check's part for translations (`news/x.en.md`, `site.en.json`): each is in a language the site lists,
 * beside an original of a kind that may be translated, and gives only the fields that kind translates. Also the
 * per-language line of the summary, counted from each section's `files[].translated` and the files present.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANG, type Lang } from '../i18n/languages';
import { type ContentContext, contentFileLabel, inLang } from './context';
import type { ContentIssue } from './errors';
import { LANG_NAMES_JA, originalPath, readTranslation, siteLanguagesOf, translationLangOf, translationPath } from './translations';

export { LANG_NAMES_JA } from './translations';
import type { ContentFile } from '../sections/contentSection';

const issue = (ctx: ContentContext, rel: string, message: string, extra: Partial<ContentIssue> = {}): ContentIssue => ({
  file: contentFileLabel(ctx, rel),
  field: '',
  fieldName: '',
  message,
  ...extra,
});

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
    // Its fields: readTranslation's messages, the same a loader reading it for a page gets (the check keeps one of each).
    const issues: ContentIssue[] = [];
    readTranslation(inLang(ctx, lang), original, kind.schema, kind.translated, issues);
    return issues;
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
