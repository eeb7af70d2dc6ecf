/** `sitemap.xml` and `robots.txt`, listing the pages the page scan found, so none is missing or invented. */
import fs from 'node:fs';
import path from 'node:path';
import { ROBOTS_PATH, SITEMAP_PATH } from '../lib/feedLinks';
import { SITE_URL, absoluteUrl } from '../lib/url';
import type { PageScan } from './pageScan';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The page path of an HTML file in `out/`, or null for a file that is no page of its own (the 404 page). */
export function pagePathOf(file: string): string | null {
  if (file === '404.html' || file.startsWith('404/') || file.startsWith('_next/')) return null;
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}

/** A sitemaps.org 0.9 sitemap, sorted so the file only changes when pages do. */
export function sitemapXml(paths: readonly string[], base: string = SITE_URL): string {
  const urls = [...new Set(paths)].sort().map((p) => `  <url><loc>${escapeXml(absoluteUrl(p, base))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `robots.txt`: everything may be crawled; the sitemap's absolute URL. */
export function robotsTxt(base: string = SITE_URL): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(SITEMAP_PATH, base)}\n`;
}

/** The build step: every page but those marked noindex. */
export function writeSitemap(outDir: string, pages: Pick<PageScan, 'files' | 'noindex'>): string {
  const paths = pages.files
    .filter((file) => !pages.noindex.has(file))
    .map(pagePathOf)
    .filter((p) => p !== null);
  fs.writeFileSync(path.join(outDir, SITEMAP_PATH.slice(1)), sitemapXml(paths));
  fs.writeFileSync(path.join(outDir, ROBOTS_PATH.slice(1)), robotsTxt());
  return `${paths.length} URL`;
}
