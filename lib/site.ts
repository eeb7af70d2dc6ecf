import type { SiteFile } from './content/schema';
import siteFile from '../content/site.json';
import { DEFAULT_LANG, type Lang, isLang } from './i18n/languages';

/** An entry of site.json `sections` as the file holds it, before the content check (names are plain strings). */
export interface RawSectionEntry {
  section?: string;
  page?: string;
  label?: string;
  labelJa?: string;
  image?: string;
}

// Typed by the schema rather than by this copy of the file, so a series without the optional fields still type-checks.
// JSON imports type names as plain strings, so `sections` is typed loosely here and resolved by lib/sections/shape.ts.
// (Omit would drop every field of a loose object's type, so the key is filtered out.)
type SiteFields = { [K in keyof SiteFile as K extends 'sections' | 'languages' ? never : K]: SiteFile[K] };
const siteJson: SiteFields & { sections?: readonly RawSectionEntry[]; languages?: readonly string[] } = siteFile;

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

/**
 * The languages the site is published in, the default first (unchecked, as `siteSections`: a name the kit has no words
 * for is left out here and reported by the content check).
 */
export const siteLanguages: readonly Lang[] = [DEFAULT_LANG, ...((siteJson.languages ?? []) as readonly unknown[]).filter((lang): lang is Lang => isLang(lang) && lang !== DEFAULT_LANG)];

/** The menu's entries as site.json lists them (unchecked: the content check reports what is wrong); `lib/sections/shape.ts` reads them. */
export const siteSections: readonly RawSectionEntry[] | undefined = siteJson.sections;
