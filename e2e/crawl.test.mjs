// A crawl of the whole export over HTTP, as a visitor's browser and a search engine see it: starting from / and
// every sitemap URL, it follows every internal link and loads every asset (scripts, stylesheets and what they
// reference, images and their srcset variants, icons, feeds, Open Graph images, JSON-LD and feed links), and
// checks that each answers 200 without a redirect, that #fragments point to an element, and that every HTML
// page of out/ is reached.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { elements, get, jsonLd, sitePath, siteBase, sitemapUrls } from './site.mjs';

const OUT = 'out';

/** Every HTML page in out/ as a URL path (`news/x/index.html` → `/news/x/`). */
function exportedPages() {
  return readdirSync(OUT, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => relative(OUT, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((f) => f !== '404.html' && !f.startsWith('404/'))
    .map((f) => (f === 'index.html' ? '/' : `/${f.replace(/index\.html$/, '')}`))
    .sort();
}

/** URLs referenced from CSS (`url(...)`), relative to the stylesheet. */
function cssUrls(css, from) {
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((m) => m[2]).filter((u) => !u.startsWith('data:')).map((u) => new URL(u, from).pathname);
}

/** `srcset` candidates. */
const srcsetUrls = (value) => value.split(',').map((part) => part.trim().split(/\s+/)[0]).filter(Boolean);

test('every internal link and asset of the export answers 200, and every page is reached', async () => {
  const site = await siteBase();
  const toPath = (url, from) => {
    if (/^(?:mailto:|tel:|javascript:|data:)/i.test(url)) return null;
    const absolute = new URL(url, new URL(from, 'http://crawl.invalid'));
    if (absolute.origin === 'http://crawl.invalid') return absolute.pathname + absolute.hash;
    return sitePath(absolute.href.replace(/#.*$/, ''), site) !== null ? sitePath(absolute.href, site) : null;
  };

  /** @type {Map<string, Set<string>>} target path (with #hash) → pages that reference it */
  const referrers = new Map();
  const queue = ['/', ...(await sitemapUrls()).map((u) => sitePath(u, site) ?? u)];
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
    const res = await get(path);
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
        if (['img', 'source'].includes(el.tag) && attr('srcset')) for (const u of srcsetUrls(attr('srcset'))) reference(toPath(u, path), path);
        if (el.tag === 'meta' && /^(?:og:image|og:url|twitter:image)$/.test(attr('property') ?? attr('name') ?? '')) {
          reference(toPath(attr('content') ?? '', path), path);
        }
      }
      // Site URLs inside structured data (pages, images).
      const strings = JSON.stringify(jsonLd(els)).match(/"https?:[^"]+"/g) ?? [];
      for (const s of strings) {
        const p = sitePath(JSON.parse(s), site);
        if (p !== null) reference(p, `${path} (JSON-LD)`);
      }
    } else if (type.startsWith('text/css')) {
      for (const u of cssUrls(res.text, new URL(path, 'http://crawl.invalid').href)) reference(u, path);
    } else if (/xml|calendar/.test(type)) {
      // Feeds, the sitemap and calendars link back into the site with absolute URLs.
      // (iCalendar folds long lines: unfold them first.)
      for (const m of res.text.replace(/\r\n[ \t]/g, '').matchAll(/https?:\/\/[^\s"<>\\]+/g)) {
        const p = sitePath(m[0].replace(/&amp;/g, '&'), site);
        if (p !== null) reference(p, path);
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

  assert.deepEqual(problems, [], `${problems.length} broken link(s) or asset(s):\n${problems.join('\n')}`);

  const unreached = exportedPages().filter((p) => !seen.has(p));
  assert.deepEqual(unreached, [], 'pages in out/ that nothing links to (and the sitemap does not list)');
  const htmlSeen = [...idsOf.keys()].length;
  assert.ok(htmlSeen >= exportedPages().length, `${htmlSeen} HTML pages crawled`);
  assert.ok(seen.size > htmlSeen, 'assets were crawled as well as pages');
});

test('the sitemap lists exactly the pages of the export (no 404, no redirects)', async () => {
  const site = await siteBase();
  const listed = (await sitemapUrls()).map((u) => sitePath(u, site));
  assert.ok(listed.every((p) => p !== null), 'every sitemap URL is on the site');
  assert.deepEqual([...listed].sort(), exportedPages());
  assert.equal(new Set(listed).size, listed.length, 'no URL is listed twice');
});
