// Helpers for the HTTP-level e2e tests (meta, crawl): fetch from the test server, read HTML with a real HTML
// parser, and map the site's absolute URLs (NEXT_PUBLIC_SITE_URL, learnt from robots.txt) to the test server.
import { parse } from 'parse5';
import { BASE_URL } from './browser.mjs';

/**
 * @typedef {{ status: number, headers: Headers, text: string, url: string, redirected: boolean }} Fetched
 */

/**
 * GET without following redirects, so a redirect is seen as one.
 * @param {string} pathOrUrl
 * @param {{ base?: string, headers?: Record<string, string> }} [options]
 * @returns {Promise<Fetched>}
 */
export async function get(pathOrUrl, { base = BASE_URL, headers = {} } = {}) {
  const url = new URL(pathOrUrl, base).href;
  const response = await fetch(url, { redirect: 'manual', headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, url, redirected: response.status >= 300 && response.status < 400 };
}

/**
 * A file of the export on the test server: `base` may have the path the export is served below
 * (`http://127.0.0.1:3102/sorairo` + `robots.txt` → `http://127.0.0.1:3102/sorairo/robots.txt`).
 * @param {string} base
 * @param {string} file a path inside the export, without the leading slash
 */
const inExport = (base, file) => new URL(file, `${base.replace(/\/+$/, '')}/`).href;

/**
 * The site's own base URL as the build wrote it (the `Sitemap:` line of robots.txt), e.g. `http://localhost:3000`.
 * @param {string} [base] the test server, with the base path the export is served below if any
 */
export async function siteBase(base = BASE_URL) {
  const robots = await get(inExport(base, 'robots.txt'), { base });
  const m = /^Sitemap:\s*(\S+)\/sitemap\.xml\s*$/m.exec(robots.text);
  if (robots.status !== 200 || !m) throw new Error(`robots.txt has no Sitemap line (status ${robots.status})`);
  return m[1];
}

/** Every `<loc>` of the sitemap. */
export async function sitemapUrls(base = BASE_URL) {
  const sitemap = await get(inExport(base, 'sitemap.xml'), { base });
  return [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

/**
 * A site URL (`http://localhost:3000/news/`) as a path on the test server (`/news/`), or null when the URL is
 * not on the site.
 * @param {string} url
 * @param {string} site the site's base URL
 */
export function sitePath(url, site) {
  if (url === site || url.startsWith(`${site}/`)) return url.slice(site.length) || '/';
  return null;
}

/**
 * @typedef {{ tag: string, attrs: Map<string, string>, text: string, inNoscript: boolean, lang: string | undefined, inScript: boolean }} El
 */

/**
 * Every element of an HTML document, in document order. `<noscript>` content is parsed as markup too (as a
 * browser without JavaScript would), flagged `inNoscript`; `lang` is the element's language (its own `lang` or its
 * nearest ancestor's), `inScript` whether it is (inside) a `<script>`, `<style>` or `<template>`.
 * @param {string} html
 * @returns {El[]}
 */
export function elements(html) {
  /** @type {El[]} */
  const found = [];
  /** @param {any} node @param {boolean} inNoscript @param {string | undefined} lang @param {boolean} inScript */
  const walk = (node, inNoscript, lang, inScript) => {
    const code = inScript || ['script', 'style', 'template'].includes(node.tagName);
    if (node.tagName) {
      const text = (node.childNodes ?? []).filter((c) => c.nodeName === '#text').map((c) => c.value).join('');
      const attrs = new Map(node.attrs.map((a) => [a.name, a.value]));
      lang = attrs.get('lang') ?? lang;
      found.push({ tag: node.tagName, attrs, text, inNoscript, lang, inScript: code });
    }
    const inside = inNoscript || node.tagName === 'noscript';
    for (const child of node.childNodes ?? []) walk(child, inside, lang, code);
    if (node.content) walk(node.content, inside, lang, code);
  };
  walk(parse(html, { scriptingEnabled: false }), false, undefined, false);
  return found;
}

/**
 * `<meta property|name=key content>` of a page.
 * @param {El[]} els
 * @param {string} key
 */
export function metaContent(els, key) {
  return els.find((e) => e.tag === 'meta' && (e.attrs.get('property') === key || e.attrs.get('name') === key))?.attrs.get('content') ?? null;
}

/**
 * Parsed JSON-LD blocks of a page.
 * @param {El[]} els
 * @returns {any[]}
 */
export function jsonLd(els) {
  return els.filter((e) => e.tag === 'script' && e.attrs.get('type') === 'application/ld+json').map((e) => JSON.parse(e.text));
}

/**
 * The page props Next wrote into a page (its `__NEXT_DATA__`).
 * @param {El[]} els
 * @returns {any}
 */
export function pageProps(els) {
  const data = els.find((e) => e.tag === 'script' && e.attrs.get('id') === '__NEXT_DATA__');
  return JSON.parse(data?.text ?? '{}').props?.pageProps ?? {};
}

/**
 * Every object with an `@type` inside JSON-LD (top level, `@graph`, nested).
 * @param {any} value
 * @returns {any[]}
 */
export function typedObjects(value) {
  if (Array.isArray(value)) return value.flatMap(typedObjects);
  if (value && typeof value === 'object') {
    const nested = Object.values(value).flatMap(typedObjects);
    return value['@type'] ? [value, ...nested] : nested;
  }
  return [];
}
