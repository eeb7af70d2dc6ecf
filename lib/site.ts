import siteJson from '../content/site.json';

/**
 * Site-wide values: the one place the code learns the series' name, short name and X account.
 * The values live in `content/site.json` (what a fan group edits); `npm run content:check` validates that file
 * against `SiteSchema`. Imported by client code (menu, Sentry release), so it stays a plain JSON import.
 */
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
} as const;

/** 「ページ名｜シリーズ名」, or the series title alone for the top page. */
export function pageTitle(pageName?: string): string {
  return pageName ? `${pageName}｜${site.title}` : site.title;
}
