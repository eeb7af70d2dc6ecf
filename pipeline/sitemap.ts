/** `sitemap.xml` and `robots.txt`, listing the pages the page scan found, so none is missing or invented. */
import fs from 'node:fs';
import path from 'node:path';
import { ROBOTS_PATH, SITEMAP_PATH } from '../lib/feedLinks';
import { SITE_URL, absoluteUrl } from '../lib/url';
import type { PageScan } from './pageScan';
import { type ContentContext, inLang } from '../lib/content/context';
import { siteLanguagesOf } from '../lib/content/translations';
import { DEFAULT_LANG, LANG_TAGS, type Lang, basePathOf, pathInLang } from '../lib/i18n/languages';
import type { Alternates } from '../lib/i18n/pageLanguage';
import { langSitePaths } from '../lib/sections/registry';

/** A page's versions in the site's languages (site paths), or none: what its `hreflang` links say (lib/content/shell.ts). */
export type PageVersions = (path: string) => Alternates;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The page path of an HTML file in `out/`, or null for a file that is no page of its own (a language's 404 page). */
export function pagePathOf(file: string): string | null {
  if (file.startsWith('_next/')) return null;
  const base = basePathOf(`/${file}`);
  if (base === '/404.html' || base.startsWith('/404/')) return null;
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}

/**
 * A sitemaps.org 0.9 sitemap, sorted so the file only changes when pages do. A page with versions in other languages
 * lists each of them, itself included, and the default language's as `x-default` (Google's `xhtml:link` alternates),
 * as its `hreflang` links do; a site without any has the plain sitemap it always had.
 */
export function sitemapXml(paths: readonly string[], base: string = SITE_URL, versions: PageVersions = () => ({})): string {
  const link = (hreflang: string, p: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(p, base))}"/>`;
  let alternates = false;
  const urls = [...new Set(paths)].sort().map((p) => {
    const entries = Object.entries(versions(p)) as Array<[Lang, string]>;
    if (entries.length < 2) return `  <url><loc>${escapeXml(absoluteUrl(p, base))}</loc></url>`;
    alternates = true;
    const links = [...entries.map(([lang, version]) => link(LANG_TAGS[lang].html, version)), ...entries.filter(([lang]) => lang === DEFAULT_LANG).map(([, version]) => link('x-default', version))];
    return `  <url><loc>${escapeXml(absoluteUrl(p, base))}</loc>${links.join('')}</url>`;
  });
  const xmlns = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${alternates ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${xmlns}>\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Each page's versions as of `ctx`: the languages whose pages (the sections' `langPaths`, `langSitePaths`) have it,
 * when more than one does; none on a one-language site.
 */
export function sitemapVersions(ctx: ContentContext): PageVersions {
  const languages = siteLanguagesOf(ctx);
  if (languages.length < 2) return () => ({});
  const published = languages.map((lang) => [lang, langSitePaths(inLang(ctx, lang))] as const);
  return (p) => {
    const base = basePathOf(p);
    const found = published.flatMap(([lang, paths]) => (paths.has(pathInLang(lang, base)) ? [[lang, pathInLang(lang, base)] as const] : []));
    return found.length > 1 ? Object.fromEntries(found) : {};
  };
}

/** `robots.txt`: everything may be crawled; the sitemap's absolute URL. */
export function robotsTxt(base: string = SITE_URL): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(SITEMAP_PATH, base)}\n`;
}

/** The build step: every page but those marked noindex. */
export function writeSitemap(outDir: string, pages: Pick<PageScan, 'files' | 'noindex'>, versions?: PageVersions): string {
  const paths = pages.files
    .filter((file) => !pages.noindex.has(file))
    .map(pagePathOf)
    .filter((p) => p !== null);
  fs.writeFileSync(path.join(outDir, SITEMAP_PATH.slice(1)), sitemapXml(paths, SITE_URL, versions));
  fs.writeFileSync(path.join(outDir, ROBOTS_PATH.slice(1)), robotsTxt());
  return `${paths.length} URL`;
}
