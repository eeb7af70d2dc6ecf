// The export as a GitHub Pages project site (docs/deploy.md, "GitHub Pages"): built with NEXT_PUBLIC_SITE_URL
// https://sorairo-e2e.github.io/sorairo (pipeline/options.ts `BASEPATH`, built by e2e/run.mjs) and served below
// /sorairo/ with nothing outside it, on E2E_PORT + 2. The crawl of e2e/crawl.mjs finds any link, asset or absolute
// URL without the base path (the server answers 404 outside it) or with it twice; Chromium checks that the pages
// hydrate, the images and the menu load, client-side navigation and the news search work, and nothing logs an error.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { BASEPATH as BUILD, TEST_BASE_PATH as BASEPATH } from '../pipeline/options.ts';
import { PHONE, launch, open } from './browser.mjs';
import { assertCrawlClean, exportedPages, sitemapPaths } from './crawl.mjs';
import { startServer } from './server.mjs';
import { get } from './site.mjs';
import { buildMenu } from '../lib/menu.ts';
import { SHAPE } from '../lib/sections/shape.ts';
import { contentOf, shownAt } from './content.mjs';

const port = String(Number(process.env.E2E_PORT || 3100) + 2);
const origin = `http://127.0.0.1:${port}`;
const base = `${origin}${BASEPATH}`;
const SITE_URL = /** @type {string} */ (BUILD.siteUrl);
const BASEPATH_DIR = BUILD.dest;
// The content as this build shows it (built after out/, possibly at a later instant).
const content = contentOf('.', shownAt(BASEPATH_DIR));

/**
 * Opens a page of the export and records what went wrong: console errors (from e2e/browser.mjs) and every response
 * of 400 or more or failed request, whatever its type.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} path a path below the base path (`/news/`)
 */
async function openBelow(context, path) {
  const failed = [];
  context.on('response', (r) => {
    if (r.status() >= 400 && !r.url().endsWith('/no-such-page/')) failed.push(`${r.status()} ${r.url()}`);
  });
  // ERR_ABORTED is the browser cancelling a request the page no longer needs (a link prefetch cut short by the
  // navigation); a missing file shows as a status above.
  context.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`failed ${r.url()} (${r.failure()?.errorText})`);
  });
  const opened = await open(context, `${BASEPATH}${path}`, { baseUrl: origin });
  return { ...opened, failed };
}

/** Waits until React has taken over the server HTML (hydrateRoot marks its container). */
async function hydrated(page) {
  await page.waitForFunction(
    () => Object.keys(document.getElementById('__next') ?? {}).some((key) => key.startsWith('__reactContainer')),
    null,
    { timeout: 10_000 },
  );
}

/** Scrolls to the bottom in half-screen steps, so lazy images load, and waits for them. */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => {}))));
}

/** Every image that has started loading a real file (not the lazy placeholder), with whether it decoded. */
async function loadedImages(page, scope = 'body') {
  return page.locator(scope).locator('img').evaluateAll((imgs) =>
    imgs
      .filter((img) => img.currentSrc && !img.currentSrc.startsWith('data:'))
      .map((img) => ({ src: img.currentSrc, ok: img.complete && img.naturalWidth > 0 })),
  );
}

describe('the export below a base path', () => {
  /** @type {Awaited<ReturnType<typeof startServer>> | undefined} */
  let server;
  /** @type {Awaited<ReturnType<typeof launch>> | undefined} */
  let browser;

  before(async () => {
    assert.ok(
      existsSync(`${BASEPATH_DIR}/index.html`),
      `${BASEPATH_DIR}/ がありません。e2e/run.mjs で実行してください（このビルドを先に作ります）。`,
    );
    server = await startServer({ dir: BASEPATH_DIR, port, basePath: BASEPATH });
  });
  after(async () => {
    await browser?.close();
    server?.stop();
  });

  test('the server answers as GitHub Pages does: the folder, its redirects, nothing outside it', async () => {
    const folder = await get(BASEPATH, { base: origin });
    assert.equal(folder.status, 301);
    assert.equal(folder.headers.get('location'), `${BASEPATH}/`);
    const news = await get(`${BASEPATH}/news`, { base: origin });
    assert.equal(news.headers.get('location'), `${BASEPATH}/news/`, 'a folder without its slash redirects within the base path');
    assert.equal((await get('/', { base: origin })).status, 404);
    assert.equal((await get('/news/', { base: origin })).status, 404, 'a link without the base path would be broken');
    const missing = await get(`${BASEPATH}/no-such-page/`, { base: origin });
    assert.equal(missing.status, 404);
    const missingNoSlash = await get(`${BASEPATH}/no-such-page`, { base: origin });
    assert.equal(missingNoSlash.status, 404, 'an unknown path without its slash is a 404 at once, not a redirect');
    assert.equal(missingNoSlash.headers.get('location'), null);
    assert.match(missing.text, new RegExp(`"${BASEPATH}/_next/static/[^"]+\\.js"`), 'the 404 page loads its scripts from below the base path');
  });

  test('every internal link and asset answers 200 below the base path, and every page is reached', async () => {
    await assertCrawlClean({ base, outDir: BASEPATH_DIR });
  });

  test('absolute URLs (sitemap, robots.txt, canonical, feeds) name the base path exactly once', async () => {
    const listed = await sitemapPaths(base);
    assert.deepEqual([...listed].sort(), exportedPages(BASEPATH_DIR));
    const robots = await get(`${BASEPATH}/robots.txt`, { base: origin });
    assert.match(robots.text, new RegExp(`^Sitemap: ${SITE_URL}/sitemap\\.xml$`, 'm'));
    const home = await get(`${BASEPATH}/`, { base: origin });
    assert.match(home.text, new RegExp(`<link rel="canonical" href="${SITE_URL}/"`));
    for (const file of ['/', '/sitemap.xml', '/news/feed.xml', '/news/atom.xml', '/onair/calendar.ics']) {
      const { text, status } = await get(`${BASEPATH}${file}`, { base: origin });
      assert.equal(status, 200, file);
      assert.ok(text.includes(SITE_URL), `${file} names the site`);
      assert.doesNotMatch(text, new RegExp(`${BASEPATH}${BASEPATH}/`), `${file}: the base path twice`);
    }
  });

  test('the headers of _headers apply below the base path', async () => {
    const home = await get(`${BASEPATH}/`, { base: origin });
    assert.match(home.headers.get('content-security-policy') ?? '', /^default-src 'none'; /);
    assert.equal(home.headers.get('cache-control'), 'public, max-age=0, must-revalidate');
    const chunk = /"([^"]+\/_next\/static\/[^"]+\.js)"/.exec(home.text)?.[1] ?? '';
    assert.ok(chunk.startsWith(`${BASEPATH}/_next/static/`), `a script of the page: ${chunk}`);
    assert.equal((await get(chunk, { base: origin })).headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });

  test('in Chromium: the top page hydrates, images load, the menu and its links work, the search fetches its index', async () => {
    browser = await launch({ viewport: PHONE });
    const { page, errors, failed } = await openBelow(browser.context, '/');
    await hydrated(page);

    // The key visual and the logo (both Pictures) come from below the base path and decode.
    const first = await loadedImages(page, 'main');
    assert.ok(first.some((img) => img.src.includes(`${BASEPATH}/_next/static/media/img/top/`)), 'key visual variant');
    assert.ok(first.some((img) => img.src.includes(`${BASEPATH}/_next/static/media/img/common/logo.`)), 'logo');
    assert.deepEqual(first.filter((img) => !img.ok).map((img) => img.src), [], 'every image decodes');

    // The menu (a lazily loaded chunk) opens, its images load, and a link navigates client-side.
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    const dialog = page.getByRole('dialog', { name: 'サイトメニュー' });
    await dialog.waitFor();
    const srcs = await dialog.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    assert.ok(srcs.length === buildMenu(SHAPE, []).filter((item) => item.image !== null).length + 1 && srcs.every((src) => src?.startsWith(`${BASEPATH}/images/`) || src?.startsWith(`${BASEPATH}/_next/static/media/img/`)), `menu images below the base path: ${srcs.join(' ')}`);
    await dialog.locator('img').evaluateAll((imgs) => Promise.all(imgs.map((img) => img.decode().catch(() => {}))));
    const menuImages = await loadedImages(page, '[role="dialog"]');
    assert.equal(menuImages.length, srcs.length, 'every menu image loaded');
    assert.deepEqual(menuImages.filter((img) => !img.ok || !(img.src.includes(`${BASEPATH}/images/`) || img.src.includes(`${BASEPATH}/_next/static/media/img/`))).map((img) => img.src), []);
    assert.equal(await dialog.getByRole('link', { name: /トップページ/ }).getAttribute('href'), `${BASEPATH}/`);
    await dialog.getByRole('link', { name: 'NEWS ニュース' }).click();
    await page.waitForURL(`${base}/news/`);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.locator('h1', { hasText: 'ニュース' }).waitFor();

    // The search index is a plain fetch, below the base path too.
    const index = page.waitForResponse((r) => r.url().endsWith('/news/search-index.json'));
    await page.getByRole('searchbox', { name: 'キーワード' }).fill('放送');
    const response = await index;
    assert.equal(response.url(), `${base}/news/search-index.json`);
    assert.equal(response.status(), 200);
    await page.locator(`main a[href^="${BASEPATH}/news/"]`).first().waitFor();

    // A footer link (server-rendered next/link) navigates too.
    await page.locator('footer').getByRole('link', { name: /CAST/ }).click();
    await page.waitForURL(`${base}/cast/`);
    await page.locator('h1', { hasText: 'キャスト' }).waitFor();

    assert.deepEqual(failed, [], 'failed requests');
    assert.deepEqual(errors, [], 'console errors');
    await page.close();
  });

  test('in Chromium: the story list, an article, an episode and the 404 page load directly, hydrate, and their lazy images load', async () => {
    browser ??= await launch({ viewport: PHONE });
    const pages = exportedPages(BASEPATH_DIR);
    const article = pages.find((p) => /^\/news\/\d{4}-[^/]+\/$/.test(p));
    const episode = pages.find((p) => /^\/story\/\d{2}\/$/.test(p));
    for (const path of ['/story/', article, episode, '/onair/', '/no-such-page/']) {
      assert.ok(path, 'a page of each kind');
      const { page, errors, failed, response } = await openBelow(browser.context, path);
      await hydrated(page);
      await scrollThrough(page);
      if (path === '/story/') {
        const images = await loadedImages(page, 'main');
        // One thumbnail per episode whose stills are out as of the build instant (the others have none until their
        // reveal), each loaded once scrolled to.
        const thumbnails = content.episodes.filter((e) => e.stills.length > 0).length;
        assert.equal(await page.locator('main article img').count(), thumbnails, `${path}: thumbnails`);
        assert.ok(images.length >= thumbnails, `${path}: lazy images loaded when scrolled to (${images.length} of ${thumbnails})`);
        assert.ok(images.every((img) => img.src.includes(`${BASEPATH}/_next/static/media/img/`)), `${path}: variants below the base path`);
      }
      if (path === '/no-such-page/') {
        assert.equal(response?.status(), 404);
        assert.equal(await page.getByRole('link', { name: 'トップページへ戻る' }).getAttribute('href'), `${BASEPATH}/`);
      }
      assert.deepEqual((await loadedImages(page)).filter((img) => !img.ok).map((img) => img.src), [], `${path}: images`);
      assert.deepEqual(failed, [], `${path}: failed requests`);
      assert.deepEqual(errors.filter((e) => !(path === '/no-such-page/' && /404/.test(e))), [], `${path}: console errors`);
      await page.close();
    }
  });
});
