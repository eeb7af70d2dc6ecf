/** The site's own words in a page's language: site.json's, with its translation (`site.en.json`) laid over them. */
import { DEFAULT_LANG } from '../i18n/languages';
import type { SiteText } from '../i18n/pageLanguage';
import { site } from '../site';
import { type ContentContext, cached, langOf } from './context';
import { readTranslation } from './translations';
import { SiteSchema } from './schema';

/** The fields of site.json a translation may give: the words, not the account, the colours or the menu. */
export const TRANSLATED_SITE_FIELDS = ['title', 'description', 'copyright', 'footerNote', 'workName', 'siteName', 'xAccountLabel', 'operator'] as const;

type TranslatedSiteField = (typeof TRANSLATED_SITE_FIELDS)[number];

/**
 * The translation's words, checked as the content check checks them (`readTranslation`). A translation that does not
 * pass gives none: the check reports it, and the pages fall back to the defaults below rather than fail.
 */
function translatedWords(ctx: ContentContext): Partial<Record<TranslatedSiteField, string>> {
  const read = readTranslation(ctx, 'site.json', SiteSchema, TRANSLATED_SITE_FIELDS, []);
  return Object.fromEntries(TRANSLATED_SITE_FIELDS.flatMap((field) => (typeof read?.data[field] === 'string' && read.data[field] !== '' ? [[field, read.data[field]]] : [])));
}

/**
 * The site's words for the pages of `ctx`. In another language a field its translation leaves out is never Japanese:
 * the title is site.json's `titleEn`, and the names built from it follow the same rules as in Japanese.
 */
export function siteTextOf(ctx: ContentContext): SiteText {
  if (langOf(ctx) === DEFAULT_LANG) return site;
  return cached(ctx, 'site-text', () => {
    const t = translatedWords(ctx);
    const title = t.title ?? site.titleEn;
    const workName = t.workName ?? title;
    const siteName = t.siteName ?? `${workName} fan site`;
    return {
      ...site,
      title,
      description: t.description ?? `${siteName}: news, story, broadcast times and more.`,
      copyright: t.copyright ?? site.copyright,
      footerNote: t.footerNote ?? null,
      workName,
      siteName,
      xAccountLabel: t.xAccountLabel ?? 'X',
      operator: t.operator ?? siteName,
    };
  });
}
