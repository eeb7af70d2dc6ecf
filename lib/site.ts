import type { SiteFile } from './content/schema';
import siteFile from '../content/site.json';

// Typed by the schema rather than by this repository's copy of the file, so a series without the optional fields
// still type-checks. (`npm run content:check` runs before `next build` and reports a bad file in Japanese first.)
const siteJson: SiteFile = siteFile;

/**
 * Site-wide values: the one place the code learns the series' name, short name and X account.
 * The values live in `content/site.json` (what a fan group edits); `npm run content:check` validates that file
 * against `SiteSchema`. Imported by client code (menu, Sentry release), so it stays a plain JSON import.
 */
// A wording written empty reads as not written, as the content check reads it (lib/content/read.ts).
const workName = siteJson.workName || `『${siteJson.title}』`;
const siteName = siteJson.siteName || `${workName}のファンサイト`;

export const site = {
  title: siteJson.title,
  titleEn: siteJson.titleEn,
  shortName: siteJson.shortName,
  description: siteJson.description,
  xAccountUrl: siteJson.xAccountUrl,
  xAccountName: siteJson.xAccountName,
  /** Used in the Sentry release name `<client>-<shortName>@<version>`. */
  errorReportingClient: siteJson.errorReportingClient,
  copyright: siteJson.copyright,
  /** A note printed at the bottom of every page, or null. */
  footerNote: siteJson.footerNote ?? null,
  /** The work as descriptions name it: 「TVアニメ『…』」, or the title in 『』. */
  workName,
  /** The site as its feeds name it: 「TVアニメ『…』公式ファンサイト」, or 「『…』のファンサイト」. */
  siteName,
  /** The X account's name before 「アカウント」 in the menu and the footer: 「公式X」, or 「X」. */
  xAccountLabel: siteJson.xAccountLabel || 'X',
  /** Who publishes the site's articles in structured data: the fan group, or the site's name. */
  operator: siteJson.operator || siteName,
} as const;

/** 「ページ名｜シリーズ名」, or the series title alone for the top page. */
export function pageTitle(pageName?: string): string {
  return pageName ? `${pageName}｜${site.title}` : site.title;
}
