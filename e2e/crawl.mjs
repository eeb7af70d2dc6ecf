// The crawl of e2e/crawl.test.mjs, for any served export: out/ at the server's root, or the base-path build
// below /sorairo/ (e2e/basepath.test.mjs). Starting from the top page and every sitemap URL, it follows every
// internal link and loads every asset (scripts, stylesheets and what they reference, images and their srcset
// variants, icons, feeds, Open Graph images, JSON-LD and feed links), and reports each that does not answer 200
// without a redirect, and each #fragment that points to no element.
//
// Paths are the server's (`/sorairo/news/` below a base path). A root-relative link that lacks the base path, or
// a site URL outside it (`https://user.github.io/news/`), is requested as it is and fails: the server answers
// 404 outside the base path, as GitHub Pages does.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { EDITOR_FOLDER, isEditorPage } from '../pipeline/headers.ts';
import { basePathOf } from '../lib/i18n/languages.ts';
import { elements, get, jsonLd, sitePath, siteBase, sitemapUrls } from './site.mjs';

/** A language's not-found page (`404.html`, `404/index.html`, `en/404.html` …): no page of its own. @param {string} file */
export const isNotFoundPage = (file) => /^(?:404\.html|404\/)/.test(basePathOf(`/${file}`).slice(1));

/**
 * Every page of the site in an export as a site path (`news/x/index.html` → `/news/x/`), the 404 page and the
 * editor (/admin/, which no page links to and the sitemap leaves out) left out.
 * @param {string} outDir
 */
export function exportedPages(outDir) {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => relative(outDir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((f) => !isNotFoundPage(f) && !isEditorPage(f))
    .map((f) => (f === 'index.html' ? '/' : `/${f.replace(/index\.html$/, '')}`))
    .sort();
}

/**
 * The editor's pages in an export (/admin/), as site paths: not pages of the site, but built with its components.
 * @param {string} outDir
 */
export function editorPages(outDir) {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name === 'index.html')
    .map((e) => relative(outDir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter(isEditorPage)
    .map((f) => `/${f.replace(/index\.html$/, '')}`)
    .sort();
}

/** URLs referenced from CSS (`url(...)`), relative to the stylesheet. */
function cssUrls(css, from) {
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((m) => m[2]).filter((u) => !u.startsWith('data:')).map((u) => new URL(u, from).pathname);
}

/** `srcset` candidates. */
const srcsetUrls = (value) => value.split(',').map((part) => part.trim().split(/\s+/)[0]).filter(Boolean);

/**
 * Crawls a served export.
 * @param {{ base: string, outDir: string }} options base: the server and the base path the export is served
 *   below (`http://127.0.0.1:3100`, `http://127.0.0.1:3102/sorairo`); outDir: the export it serves
 * @returns {Promise<{ problems: string[], unreached: string[], pages: number, requests: number, requested: Set<string> }>}
 *   requested: every path the crawl asked the server for
 */
export async function crawl({ base, outDir }) {
  const server = new URL(base);
  const origin = server.origin;
  const prefix = server.pathname.replace(/\/+$/, '');
  const site = await siteBase(base);
  const siteOrigin = new URL(site).origin;

  /** A site URL (absolute) as a server path, or null when it is not the site's. Outside the site's path: as it is. */
  const fromSite = (url) => {
    const p = sitePath(url, site);
    if (p !== null) return `${prefix}${p}`;
    const absolute = new URL(url);
    return absolute.origin === siteOrigin ? absolute.pathname + absolute.hash : null;
  };
  const toPath = (url, from) => {
    if (/^(?:mailto:|tel:|javascript:|data:)/i.test(url)) return null;
    const absolute = new URL(url, new URL(from, 'http://crawl.invalid'));
    if (absolute.origin === 'http://crawl.invalid') return absolute.pathname + absolute.hash;
    return fromSite(absolute.href);
  };

  /** @type {Map<string, Set<string>>} target path (with #hash) → pages that reference it */
  const referrers = new Map();
  const queue = [`${prefix}/`, ...(await sitemapUrls(base)).map((u) => fromSite(u) ?? u)];
  const seen = new Set();
  /** @type {Map<string, Set<string>>} page → ids on it */
  const idsOf = new Map();
  const problems = [];

  const reference = (target, from) => {
    if (target === null) return;
    if (!referrers.has(target)) referrers.set(target, new Set());
    referrers.get(target)?.add(from);
    const bare = target.replace(/#.*$/, '');
    if (!seen.has(bare)) queue.push(bare);
  };

  while (queue.length > 0) {
    const path = /** @type {string} */ (queue.shift());
    if (seen.has(path)) continue;
    seen.add(path);
    const res = await get(path, { base: origin });
    if (res.status !== 200) {
      const from = [...(referrers.get(path) ?? referrers.get(`${path}#`) ?? [])].slice(0, 3).join(', ') || 'the sitemap';
      problems.push(`${path} → ${res.status}${res.redirected ? ` (redirects to ${res.headers.get('location')})` : ''}, linked from ${from}`);
      continue;
    }
    const type = res.headers.get('content-type') ?? '';
    if (type.startsWith('text/html')) {
      const els = elements(res.text);
      idsOf.set(path, new Set(els.map((e) => e.attrs.get('id')).filter(Boolean)));
      for (const el of els) {
        const attr = (name) => el.attrs.get(name);
        if (el.tag === 'a' && attr('href')) reference(toPath(attr('href'), path), path);
        if (el.tag === 'link' && attr('href')) reference(toPath(attr('href'), path), path);
        if (['script', 'img', 'source', 'iframe', 'video', 'audio'].includes(el.tag) && attr('src')) reference(toPath(attr('src'), path), path);
        // An inline stylesheet's url()s.
        if (el.tag === 'style') for (const u of cssUrls(el.text, new URL(path, 'http://crawl.invalid').href)) reference(u, path);
        if (['img', 'source'].includes(el.tag) && attr('srcset')) for (const u of srcsetUrls(attr('srcset'))) reference(toPath(u, path), path);
        if (el.tag === 'meta' && /^(?:og:image|og:url|twitter:image)$/.test(attr('property') ?? attr('name') ?? '')) {
          reference(toPath(attr('content') ?? '', path), path);
        }
      }
      // Site URLs inside structured data (pages, images).
      const strings = JSON.stringify(jsonLd(els)).match(/"https?:[^"]+"/g) ?? [];
      for (const s of strings) reference(fromSite(JSON.parse(s)), `${path} (JSON-LD)`);
    } else if (type.startsWith('text/css')) {
      for (const u of cssUrls(res.text, new URL(path, 'http://crawl.invalid').href)) reference(u, path);
    } else if (/xml|calendar/.test(type)) {
      // Feeds, the sitemap and calendars link back into the site with absolute URLs.
      // (iCalendar folds long lines: unfold them first.)
      for (const m of res.text.replace(/\r\n[ \t]/g, '').matchAll(/https?:\/\/[^\s"<>\\]+/g)) {
        reference(fromSite(m[0].replace(/&amp;/g, '&')), path);
      }
    }
  }

  // #fragments: the target page must have an element with that id.
  for (const [target, from] of referrers) {
    const hash = target.indexOf('#');
    if (hash === -1 || hash === target.length - 1) continue;
    const page = target.slice(0, hash);
    const id = decodeURIComponent(target.slice(hash + 1));
    const ids = idsOf.get(page);
    if (ids && !ids.has(id)) problems.push(`${target}: no element with id "${id}" (linked from ${[...from].slice(0, 3).join(', ')})`);
  }

  const unreached = exportedPages(outDir).filter((p) => !seen.has(`${prefix}${p}`));
  return { problems, unreached, pages: idsOf.size, requests: seen.size, requested: seen };
}

/**
 * The sitemap's URLs as site paths, to compare with {@link exportedPages}; null for a URL not on the site.
 * @param {string} base as for {@link crawl}
 */
export async function sitemapPaths(base) {
  const site = await siteBase(base);
  return (await sitemapUrls(base)).map((u) => sitePath(u, site));
}

/**
 * Crawls a served export and fails on a broken link or asset, a #fragment without its element, a page of the
 * export that nothing links to (and the sitemap does not list), or a link to the editor (/admin/).
 * @param {{ base: string, outDir: string }} options as for {@link crawl}
 */
export async function assertCrawlClean({ base, outDir }) {
  const { problems, unreached, pages, requests, requested } = await crawl({ base, outDir });
  assert.deepEqual(problems, [], `${problems.length} broken link(s) or asset(s):\n${problems.join('\n')}`);
  assert.deepEqual(unreached, [], 'pages of the export that nothing links to (and the sitemap does not list)');
  const editor = `${new URL(base).pathname.replace(/\/+$/, '')}/${EDITOR_FOLDER}/`;
  assert.deepEqual([...requested].filter((p) => p.startsWith(editor)), [], 'no page links to the editor, and the sitemap leaves it out');
  assert.ok(pages >= exportedPages(outDir).length, `${pages} HTML pages crawled`);
  assert.ok(requests > pages, 'assets were crawled as well as pages');
}
