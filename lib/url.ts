/**
 * Absolute URLs. Canonical links, Open Graph images, feeds, the sitemap and calendar entries must name the site
 * with its real address, which only the deployer knows: `NEXT_PUBLIC_SITE_URL` (see `.env.example`), read at
 * build time. Without it the build uses {@link DEFAULT_SITE_URL}, right for `npm start` on this machine.
 *
 * The site may live below a path (GitHub Pages project sites: `https://user.github.io/sorairo`): every absolute
 * URL here keeps that path, and {@link BASE_PATH} / {@link withBasePath} give it to root-relative URLs.
 */

// The parsing lives in plain JavaScript so that next.config.js derives Next's `basePath` from the same function.
import { DEFAULT_SITE_URL, basePathOf, normalizeSiteUrl } from './siteUrl';

export { DEFAULT_SITE_URL, basePathOf, normalizeSiteUrl };

/** This build's base URL (`NEXT_PUBLIC_SITE_URL`, inlined by Next at build time). */
export const SITE_URL: string = normalizeSiteUrl(process.env.NEXT_PUBLIC_SITE_URL);

/**
 * The path the export is served below (`/sorairo` for `https://user.github.io/sorairo`), `''` at a domain's root.
 * next.config.js gives the same value to Next's `basePath`, so `next/link`, the router and `/_next/` assets get it
 * from Next; {@link withBasePath} adds it everywhere else.
 */
export const BASE_PATH: string = basePathOf(SITE_URL);

/**
 * A site path as the browser must request it: root-relative paths get the base path in front
 * (`/images/a.png` → `/sorairo/images/a.png`); everything else is returned unchanged (`https://…`, `//host/…`,
 * `#top`, `mailto:`, `data:`, relative paths). For what Next does not prefix by itself: plain `<img src>`,
 * `<a href>`, `<link href>`, `fetch()`, image variants, Markdown bodies, `_headers` patterns. Not for `next/link`
 * hrefs or `router` paths (Next adds it there) and not for {@link absoluteUrl} (the site URL already has it).
 * Apply once: the result of a call is not a site path any more.
 * @param path e.g. `/news/search-index.json`
 * @param basePath defaults to {@link BASE_PATH}
 */
export function withBasePath(path: string, basePath: string = BASE_PATH): string {
  if (basePath === '' || !path.startsWith('/') || path.startsWith('//')) return path;
  return `${basePath}${path}`;
}

/**
 * An absolute URL for a site path. Paths keep what they have: `/news/` stays a folder, `/news/feed.xml` a file.
 * `absoluteUrl('/news/')` → `https://example.com/news/`. Absolute URLs are returned unchanged.
 * @param path a path starting with `/` (a missing leading slash is added)
 * @param base defaults to {@link SITE_URL}
 */
export function absoluteUrl(path: string, base: string = SITE_URL): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The canonical form of a page path: no query or fragment, and a trailing slash (the export writes folders with
 * `index.html`, `trailingSlash: true`). `/news/2026-10-01-pv?x=1#top` → `/news/2026-10-01-pv/`.
 */
export function canonicalPath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  const withLeading = bare.startsWith('/') ? bare : `/${bare}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

/** Host name of the site without a port (`example.com`), used in calendar UIDs. */
export function siteHost(base: string = SITE_URL): string {
  return new URL(base).hostname;
}
