/** How a translation's file is named beside its original (no Node imports: the editor's config shares it). */
import { DEFAULT_LANG, LANGS, type Lang, isLang } from '../i18n/languages';

const OTHER_LANGS = LANGS.filter((lang) => lang !== DEFAULT_LANG);
const TRANSLATION_RE = new RegExp(`\\.(${OTHER_LANGS.join('|')})\\.[^.]+$`);

/** A translation's path from its original's: `('news/x.md', 'en')` → `news/x.en.md`. */
export function translationPath(relPath: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return relPath;
  const ext = /\.[^./]+$/.exec(relPath)?.[0] ?? '';
  return `${relPath.slice(0, relPath.length - ext.length)}.${lang}${ext}`;
}

/** The language of a translation's file name (`x.en.md` → `en`), or undefined for an original. */
export function translationLangOf(fileName: string): Lang | undefined {
  const lang = TRANSLATION_RE.exec(fileName)?.[1];
  return isLang(lang) ? lang : undefined;
}

/** An original's path from its translation's: `news/x.en.md` → `news/x.md`. */
export function originalPath(relPath: string): string {
  const lang = translationLangOf(relPath);
  return lang ? relPath.replace(`.${lang}.`, '.') : relPath;
}
