/**
 * Absolute URLs. Canonical links, Open Graph images, feeds, the sitemap and calendar entries must name the site
 * with its real address, which only the deployer knows: `NEXT_PUBLIC_SITE_URL` (see `.env.example`), read at
 * build time. Without it the build uses {@link DEFAULT_SITE_URL}, right for `npm start` on this machine.
 *
 * The site may live below a path (GitHub Pages project sites: `https://user.github.io/sorairo`); every helper
 * here keeps that path.
 */

/** Where `npm start` serves the export when nothing else is configured. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/**
 * The site's base URL without a trailing slash (`https://example.com`, `https://user.github.io/sorairo`).
 * @param value a URL such as `NEXT_PUBLIC_SITE_URL`; empty or undefined gives {@link DEFAULT_SITE_URL}
 * @throws TypeError when the value is not an absolute http(s) URL, so a typo fails the build instead of
 *   shipping broken canonical links
 */
export function normalizeSiteUrl(value: string | undefined): string {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TypeError(`NEXT_PUBLIC_SITE_URL must be an absolute URL such as https://example.com, got ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TypeError(`NEXT_PUBLIC_SITE_URL must start with https:// or http://, got ${JSON.stringify(raw)}`);
  }
  if (url.search || url.hash) {
    throw new TypeError(`NEXT_PUBLIC_SITE_URL must not have a query or fragment, got ${JSON.stringify(raw)}`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** This build's base URL (`NEXT_PUBLIC_SITE_URL`, inlined by Next at build time). */
export const SITE_URL: string = normalizeSiteUrl(process.env.NEXT_PUBLIC_SITE_URL);

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

/** The share image (1200×630) used by Open Graph and structured data when a page has no image of its own. */
export const DEFAULT_OG_IMAGE = '/images/common/ogp.png';
