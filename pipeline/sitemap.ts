/**
 * `sitemap.xml` and `robots.txt` of the export. The page list comes from the built HTML itself (the page scan of
 * pipeline/pageScan.ts), so every page that exists is listed, and none that does not.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SITE_URL, absoluteUrl } from '../lib/url';
import type { PageScan } from './pageScan';

/** Where the sitemap is served. */
export const SITEMAP_PATH = '/sitemap.xml';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * The page path of an HTML file in the export, or null for files that are not pages of their own
 * (`404.html`, `404/index.html`).
 * @param file path inside `out/` with forward slashes (`news/2026-10-01-pv/index.html`)
 */
export function pagePathOf(file: string): string | null {
  if (file === '404.html' || file.startsWith('404/') || file.startsWith('_next/')) return null;
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}

/**
 * A sitemap (sitemaps.org 0.9) of the given page paths, sorted so the file only changes when pages do.
 * @param paths site paths (`/`, `/news/`)
 */
export function sitemapXml(paths: readonly string[], base: string = SITE_URL): string {
  const urls = [...new Set(paths)].sort().map((p) => `  <url><loc>${escapeXml(absoluteUrl(p, base))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `robots.txt`: everything may be crawled; the sitemap's absolute URL. */
export function robotsTxt(base: string = SITE_URL): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(SITEMAP_PATH, base)}\n`;
}

/**
 * The build step: writes `sitemap.xml` (every page of the export but those that ask not to be indexed, such as the
 * 404 page) and `robots.txt` into `outDir`.
 * @returns a line for the build's log
 */
export function writeSitemap(outDir: string, pages: Pick<PageScan, 'files' | 'noindex'>): string {
  const paths = pages.files
    .filter((file) => !pages.noindex.has(file))
    .map(pagePathOf)
    .filter((p) => p !== null);
  fs.writeFileSync(path.join(outDir, SITEMAP_PATH.slice(1)), sitemapXml(paths));
  fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt());
  return `${paths.length} URL`;
}
