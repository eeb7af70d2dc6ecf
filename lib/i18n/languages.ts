/**
 * The languages the kit can publish in, and where each one's pages live: the first language at the site's root, every
 * other under `/<lang>/` (`/en/news/`). Which of them a series publishes is content (`site.json` `languages`).
 */
export const LANGS = ['ja', 'en'] as const;

/** A language the kit has a message catalogue for (`./ja.ts`, `./en.ts`). */
export type Lang = (typeof LANGS)[number];

/** The language of the site's root: every series publishes it, and its files carry no language in their names. */
export const DEFAULT_LANG: Lang = 'ja';

/** What the page's `<head>` says of each language: `<html lang>`, `og:locale` and `hreflang`. */
export const LANG_TAGS: Record<Lang, { html: string; ogLocale: string }> = {
  ja: { html: 'ja', ogLocale: 'ja_JP' },
  en: { html: 'en', ogLocale: 'en_US' },
};

export const isLang = (value: unknown): value is Lang => typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/**
 * The `lang` attribute of text no translation gives (people's names, as the Japanese files write them) on a page in
 * `lang`: the default language's on another language's page, none on a page in the default language (the page's own).
 */
export const originalLangOn = (lang: Lang): Lang | undefined => (lang === DEFAULT_LANG ? undefined : DEFAULT_LANG);

/** A path of the default language's site in `lang`: `('en', '/news/')` → `/en/news/`. */
export function pathInLang(lang: Lang, path: string): string {
  const base = basePathOf(path);
  if (lang === DEFAULT_LANG) return base;
  return base === '/' ? `/${lang}/` : `/${lang}${base}`;
}

/** The language a site path (or a Next route, `/en/news/[slug]`) is in. */
export function langOfPath(path: string): Lang {
  const first = path.split('/')[1];
  return isLang(first) && first !== DEFAULT_LANG ? first : DEFAULT_LANG;
}

/** A path with its language taken off: `/en/news/` → `/news/`. */
export function basePathOf(path: string): string {
  const lang = langOfPath(path);
  if (lang === DEFAULT_LANG) return path;
  const rest = path.slice(lang.length + 1);
  return rest === '' ? '/' : rest;
}
