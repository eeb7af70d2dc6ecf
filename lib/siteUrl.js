// @ts-check
// CommonJS so next.config.js derives Next's `basePath` from the same function as the pages.

const DEFAULT_SITE_URL = 'http://localhost:3000';

/**
 * The site's base URL without a trailing slash. @throws TypeError when not an absolute http(s) URL, so a typo fails the build.
 * @param {string | undefined} value
 * @returns {string}
 */
function normalizeSiteUrl(value) {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  /** @type {URL} */
  let url;
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

/** Plain ASCII only, so the raw and decoded request paths that Next, the variants and `_headers` match stay the same. */
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * The path the site is served below, `''` at a domain's root. @throws TypeError for characters that need encoding, dot or `_next` segments.
 * @param {string} siteUrl
 * @returns {string}
 */
function basePathOf(siteUrl) {
  const { pathname } = new URL(siteUrl);
  const path = pathname.replace(/\/+$/, '');
  if (path === '') return '';
  const segments = path.split('/').slice(1);
  const bad = segments.find((segment) => !SEGMENT.test(segment) || segment === '.' || segment === '..' || segment === '_next');
  if (bad !== undefined) {
    throw new TypeError(
      `NEXT_PUBLIC_SITE_URL: the path ${JSON.stringify(path)} cannot be the site's base path ` +
        `(segment ${JSON.stringify(decodeURIComponent(bad))}: use letters, digits, "-", "_", "." and "~", as in a GitHub repository name)`,
    );
  }
  return path;
}

module.exports = { DEFAULT_SITE_URL, normalizeSiteUrl, basePathOf };
