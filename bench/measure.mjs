// What a page costs, measured two ways (bench/README.md):
//  - from the export on disk: the scripts and stylesheets each HTML file loads, gzip-compressed (first-load JS/CSS);
//  - in Debian's Chromium at 390 px: every request of a cold load, with its bytes on the wire, and which images sit
//    below the fold (those are reported but not counted in the byte target).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHONE, launch } from '../e2e/browser.mjs';
import { gzipSize, walk } from './lib.mjs';

/**
 * Every page of a static export: each `index.html` (and `404.html`) that carries `__NEXT_DATA__`, with the route
 * pattern it was rendered from (`/news/[slug]`) and its URL path.
 * @param {string} outDir
 * @returns {{path: string, file: string, page: string}[]}
 */
export function listPages(outDir) {
  return walk(outDir)
    .filter((f) => f.endsWith('.html') && !f.startsWith('_next/'))
    .filter((f) => f !== '404/index.html') // the same page as 404.html
    .map((file) => {
      const html = readFileSync(join(outDir, file), 'utf8');
      const page = html.match(/"page":"([^"]+)"/)?.[1];
      if (!page) return null;
      const path = file === '404.html' ? '/404/' : `/${file.replace(/index\.html$/, '')}`;
      return { path, file, page };
    })
    .filter((p) => p !== null)
    .sort((a, b) => a.path.localeCompare(b.path));
}

const attr = (tag, name) => tag.match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))?.slice(1).find((v) => v !== undefined);

/** @type {Map<string, {bytes: number, gzip: number}>} */
const fileCosts = new Map();
/** A script's or stylesheet's size and gzip size, computed once per file: every page of a route loads the same chunks. */
function fileCost(path) {
  let cost = fileCosts.get(path);
  if (!cost) {
    const data = readFileSync(path);
    cost = { bytes: data.length, gzip: gzipSize(data) };
    fileCosts.set(path, cost);
  }
  return cost;
}

/**
 * The scripts and stylesheets an HTML file loads before any interaction, with their gzip sizes.
 * External scripts are read from the export, those of the site's own list too (its loader adds them after the first
 * frame); inline scripts count too (Turbopack's chunk list and the loader are two), JSON (`__NEXT_DATA__`, JSON-LD)
 * does not — it is part of the HTML bytes. Inline stylesheets count as CSS (and as HTML).
 * @param {string} outDir @param {string} file
 */
export function staticCost(outDir, file) {
  const html = readFileSync(join(outDir, file), 'utf8');
  /** @type {{src: string, bytes: number, gzip: number}[]} */
  const scripts = [];
  let inlineJsGzip = 0;
  const external = (src) => {
    if (!src.startsWith('/')) {
      scripts.push({ src, bytes: NaN, gzip: NaN }); // third-party: reported, not readable from disk
      return;
    }
    scripts.push({ src, ...fileCost(join(outDir, decodeURIComponent(src.split('?')[0]))) });
  };
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs, body] = m;
    const type = attr(`<x ${attrs}>`, 'type');
    if (type && !/javascript|module/i.test(type)) continue;
    const src = attr(`<x ${attrs}>`, 'src');
    if (src) external(src);
    else if (body.trim()) inlineJsGzip += gzipSize(body);
  }
  /** @type {{href: string, bytes: number, gzip: number}[]} */
  const styles = [];
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = m[0];
    // A disabled link is not fetched: its stylesheet is inline, in a <style> counted below.
    if (!/\brel=["']?stylesheet/i.test(tag) || /\sdisabled\b/i.test(tag)) continue;
    const href = attr(tag, 'href');
    if (!href?.startsWith('/')) continue;
    styles.push({ href, ...fileCost(join(outDir, decodeURIComponent(href.split('?')[0]))) });
  }
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join('');
  const fontFaces = (html.match(/@font-face/g) ?? []).length;
  const sum = (list) => list.reduce((s, x) => s + (Number.isFinite(x.gzip) ? x.gzip : 0), 0);
  return {
    scripts,
    styles,
    jsGzip: sum(scripts) + inlineJsGzip,
    inlineJsGzip,
    cssGzip: sum(styles) + (inlineCss ? gzipSize(inlineCss) : 0),
    htmlGzip: gzipSize(html),
    thirdPartyScripts: scripts.filter((s) => !s.src.startsWith('/')).map((s) => s.src),
    inlineFontFaces: fontFaces,
  };
}

/**
 * Loads `url` cold in a fresh profile at 390 px and records every request (bytes on the wire from Chromium's
 * network domain: headers and body as received). Two moments are recorded: the load event, and "settled" — after
 * the network has been quiet for `settleMs` (so what a page fetches on idle is counted).
 *
 * `traced` decides the visit's Sentry sample (lib/sentrySampling.ts) by pinning `Math.random`, as e2e does: an
 * untraced visit (9 in 10) downloads no SDK, a traced one fetches it on idle. Unpinned, one load per page would
 * make a route's bytes depend on a coin toss.
 * @param {string} url  https:// when served with `serve(dir, port, { tls: true })` (certificate errors are ignored)
 * @param {{deviceScaleFactor?: number, settleMs?: number, maxWaitMs?: number, traced?: boolean}} [options]
 */
export async function networkCost(url, { deviceScaleFactor = 2, settleMs = 3000, maxWaitMs = 20000, traced = false } = {}) {
  const { context, close } = await launch({ viewport: PHONE, deviceScaleFactor, isMobile: true, hasTouch: true, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await page.addInitScript((value) => {
      Math.random = () => value;
    }, traced ? 0.01 : 0.5);
    const cdp = await context.newCDPSession(page);
    /** @type {Map<string, {url: string, type: string, status?: number, bytes: number, failed?: string, afterLoad?: boolean, mime?: string}>} */
    const requests = new Map();
    let loaded = false;
    let lastActivity = Date.now();
    let inFlight = 0;
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.startsWith('data:')) return;
      if (!requests.has(e.requestId)) inFlight++;
      requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', bytes: 0, afterLoad: loaded });
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (r) Object.assign(r, { status: e.response.status, mime: e.response.mimeType, type: e.type ?? r.type });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r) {
        r.bytes = e.encodedDataLength;
        inFlight--;
      }
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', (e) => {
      const r = requests.get(e.requestId);
      if (r) {
        r.failed = e.errorText;
        inFlight--;
      }
      lastActivity = Date.now();
    });
    /** @type {string[]} */
    const errors = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (e) => errors.push(e.message));

    const start = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    loaded = true;
    const loadSnapshot = [...requests.values()].map((r) => ({ ...r }));
    while (Date.now() - start < maxWaitMs && (inFlight > 0 || Date.now() - lastActivity < settleMs)) {
      await page.waitForTimeout(200);
    }

    // Which image URLs are drawn only below the fold (first screen = 844 CSS px, page not scrolled)?
    const imagePlacement = await page.evaluate(() => {
      const fold = window.innerHeight;
      /** @type {Record<string, boolean>} */
      const aboveFold = {};
      for (const img of document.images) {
        const src = img.currentSrc || img.src;
        if (!src) continue;
        const top = img.getBoundingClientRect().top + window.scrollY;
        aboveFold[src] = (aboveFold[src] ?? false) || top < fold;
      }
      return aboveFold;
    });

    const list = [...requests.values()].map((r) => ({
      ...r,
      belowFoldImage: r.type === 'Image' && imagePlacement[r.url] === false,
    }));
    const sum = (rs) => rs.reduce((s, r) => s + r.bytes, 0);
    const counted = list.filter((r) => !r.belowFoldImage);
    const { origin } = new URL(url);
    return {
      requests: list.length,
      bytes: sum(counted),
      bytesAllImages: sum(list),
      belowFoldImageBytes: sum(list.filter((r) => r.belowFoldImage)),
      bytesAtLoad: sum(loadSnapshot.filter((r) => !(r.type === 'Image' && imagePlacement[r.url] === false))),
      requestsAtLoad: loadSnapshot.length,
      byType: Object.fromEntries(
        [...new Set(list.map((r) => r.type))].map((t) => [t, { count: list.filter((r) => r.type === t).length, bytes: sum(list.filter((r) => r.type === t)) }]),
      ),
      fonts: list.filter((r) => r.type === 'Font').map((r) => r.url),
      offMachine: list.filter((r) => !/^(?:127\.0\.0\.1|localhost)(?::\d+)?$/.test(new URL(r.url).host)).map((r) => r.url),
      failed: list.filter((r) => r.failed || (r.status ?? 0) >= 400).map((r) => `${r.status ?? r.failed} ${r.url}`),
      afterLoad: list.filter((r) => r.afterLoad).map((r) => ({ url: r.url.replace(origin, ''), bytes: r.bytes })),
      errors,
      list: list.map((r) => ({ url: r.url.replace(origin, ''), type: r.type, bytes: r.bytes, status: r.status, afterLoad: r.afterLoad, belowFoldImage: r.belowFoldImage })),
    };
  } finally {
    await close();
  }
}
