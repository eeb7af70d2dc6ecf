// @ts-check
// Plain CommonJS on purpose: next.config.js (which cannot import TypeScript) derives Next's `basePath` from it,
// and lib/url.ts re-exports it for the pages, the post-build scripts and scripts/serve.mjs, so the base path
// every part of the build uses comes from one function and one environment variable.

/** Where `npm start` serves the export when nothing else is configured. */
const DEFAULT_SITE_URL = 'http://localhost:3000';

/**
 * The site's base URL without a trailing slash (`https://example.com`, `https://user.github.io/sorairo`).
 * @param {string | undefined} value a URL such as `NEXT_PUBLIC_SITE_URL`; empty or undefined gives {@link DEFAULT_SITE_URL}
 * @returns {string}
 * @throws TypeError when the value is not an absolute http(s) URL, so a typo fails the build instead of
 *   shipping broken canonical links
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

/**
 * Characters allowed in a base path segment: what GitHub allows in a repository name, and nothing that would need
 * percent-encoding (Next matches `basePath` against the raw request path, the image variants and `_headers`
 * patterns against the decoded one; plain ASCII keeps all three the same).
 */
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * The path below which the site is served (Next's `basePath`): the path of the site URL, `''` at a domain's root.
 * `https://user.github.io/sorairo` → `/sorairo`; `https://sorairo.example` → `''`.
 * @param {string} siteUrl a URL as {@link normalizeSiteUrl} returns it
 * @returns {string} `''` or `/segment[/segment…]`, never ending in `/`
 * @throws TypeError when the path has characters that would need encoding (spaces, non-ASCII, `%`), or a
 *   segment that is `.`/`..`, or an `_next` segment (Next's own folder)
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
