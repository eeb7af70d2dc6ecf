/** Absolute URLs from `NEXT_PUBLIC_SITE_URL`, keeping its path for sites served below one. */

// Plain JavaScript so next.config.js derives Next's `basePath` from the same function.
import { DEFAULT_SITE_URL, basePathOf, normalizeSiteUrl } from './siteUrl';

export { DEFAULT_SITE_URL, basePathOf, normalizeSiteUrl };

export const SITE_URL: string = normalizeSiteUrl(process.env.NEXT_PUBLIC_SITE_URL);

/** The path the export is served below, `''` at a domain's root. */
export const BASE_PATH: string = basePathOf(SITE_URL);

/** Prefixes root-relative paths with the base path where Next does not (plain `<img>`, `fetch()`, Markdown); apply once. */
export function withBasePath(path: string, basePath: string = BASE_PATH): string {
  if (basePath === '' || !path.startsWith('/') || path.startsWith('//')) return path;
  return `${basePath}${path}`;
}

/** An absolute URL for a site path. */
export function absoluteUrl(path: string, base: string = SITE_URL): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The canonical form of a page path: no query or fragment, and a trailing slash. */
export function canonicalPath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  const withLeading = bare.startsWith('/') ? bare : `/${bare}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

export function siteHost(base: string = SITE_URL): string {
  return new URL(base).hostname;
}
