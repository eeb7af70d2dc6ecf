import type { SiteFile } from './content/schema';
import siteFile from '../content/site.json';

// Typed by the schema rather than by this copy of the file, so a series without the optional fields still type-checks.
const siteJson: SiteFile = siteFile;

/** Site-wide values from `content/site.json`; imported by client code, so no Node imports. */
// A wording written empty reads as not written, as the content check reads it.
const workName = siteJson.workName || `『${siteJson.title}』`;
const siteName = siteJson.siteName || `${workName}のファンサイト`;

export const site = {
  title: siteJson.title,
  titleEn: siteJson.titleEn,
  shortName: siteJson.shortName,
  description: siteJson.description,
  xAccountUrl: siteJson.xAccountUrl,
  xAccountName: siteJson.xAccountName,
  errorReportingClient: siteJson.errorReportingClient,
  copyright: siteJson.copyright,
  footerNote: siteJson.footerNote ?? null,
  workName,
  siteName,
  xAccountLabel: siteJson.xAccountLabel || 'X',
  operator: siteJson.operator || siteName,
} as const;

/** 「ページ名｜シリーズ名」, or the series title alone for the top page. */
export function pageTitle(pageName?: string): string {
  return pageName ? `${pageName}｜${site.title}` : site.title;
}
