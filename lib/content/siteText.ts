/** The site's own words in a page's language: site.json's, with its translation (`site.en.json`) laid over them. */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANG } from '../i18n/languages';
import type { SiteText } from '../i18n/pageLanguage';
import { site } from '../site';
import { type ContentContext, cached, langOf } from './context';
import { translationPath } from './translations';

/** The fields of site.json a translation may give: the words, not the account, the colours or the menu. */
export const TRANSLATED_SITE_FIELDS = ['title', 'description', 'copyright', 'footerNote', 'workName', 'siteName', 'xAccountLabel', 'operator'] as const;

type TranslatedSiteField = (typeof TRANSLATED_SITE_FIELDS)[number];

function readTranslation(ctx: ContentContext): Partial<Record<TranslatedSiteField, string>> {
  const file = path.join(ctx.contentDir, translationPath('site.json', langOf(ctx)));
  if (!fs.existsSync(file)) return {};
  try {
    const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    return Object.fromEntries(TRANSLATED_SITE_FIELDS.flatMap((field) => (typeof raw[field] === 'string' && raw[field] !== '' ? [[field, raw[field]]] : [])));
  } catch {
    // The content check reports a translation that cannot be read; the pages fall back to the defaults below.
    return {};
  }
}

/**
 * The site's words for the pages of `ctx`. In another language a field its translation leaves out is never Japanese:
 * the title is site.json's `titleEn`, and the names built from it follow the same rules as in Japanese.
 */
export function siteTextOf(ctx: ContentContext): SiteText {
  if (langOf(ctx) === DEFAULT_LANG) return site;
  return cached(ctx, 'site-text', () => {
    const t = readTranslation(ctx);
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
