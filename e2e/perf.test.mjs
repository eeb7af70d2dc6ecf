// What keeps the pages light, checked on the built export (the numbers themselves are `npm run bench`'s job).
// - Stylesheets: a page loads the site-wide stylesheet(s) and its own section's, never another section's
//   (CONTRIBUTING.md, "Styles": a CSS module shared across sections makes Turbopack merge their stylesheets).
// - The first paint comes from what Next writes: linked stylesheets, and scripts that start as Next starts them
//   (`defer`), not held back behind the first screen's images; a page reached by client-side navigation gets its
//   section's stylesheet once and looks as it does when loaded directly; without JavaScript every page is styled.
// - Links prefetch on intent (components/Common/Link): loading a list downloads no other page's data.
// - Phrase line breaking (`word-break: auto-phrase`, styles/_mixins.scss) only on headings and short display lines:
//   Chrome's segmenter costs layout time in proportion to the text it runs over.
// - First-load JavaScript: at most 1.30× a bare Next.js export's (bench/baseline, built by e2e/run.mjs before this
//   file; 1.27× until the second language, whose switch, hreflang and routes every page pays: bench/README.md),
//   without the code that waits for later (the menu dialog and react-modal, the Sentry SDK, zod; the editor's code is
//   not in the export at all, e2e/cms.test.mjs); and no web font anywhere.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { isEditorPage } from '../pipeline/headers.ts';
import { editorPages, exportedPages } from './crawl.mjs';
import { BASE_URL, PHONE, launch, open } from './browser.mjs';
import { firstLoadJs, listPages } from './firstLoad.mjs';
import { elements } from './site.mjs';
import { basePathOf } from '../lib/i18n/languages.ts';

const OUT = 'out';
const BASELINE_OUT = 'bench/baseline/out';

/**
 * The section a page belongs to: its first path segment below its language (`/news/page/2/` and `/en/news/` → `news`),
 * `home` for `/` and `/en/`: a section's pages in every language load the same stylesheets.
 */
const section = (path) => basePathOf(path).split('/')[1] || 'home';

/** The stylesheets a page links. @param {string} path */
function stylesheets(path) {
  return elements(readFileSync(`${OUT}${path}index.html`, 'utf8'))
    .filter((e) => e.tag === 'link' && e.attrs.get('rel') === 'stylesheet' && !e.inNoscript)
    .map((e) => /** @type {string} */ (e.attrs.get('href')));
}

describe('stylesheets per page', () => {
  // The editor's page too (its own section, /admin/): its previews load the news and story components later, and
  // their styles must stay in those sections' stylesheets.
  const pages = [...exportedPages(OUT), ...editorPages(OUT)].map((path) => ({ path, sheets: stylesheets(path) }));

  test('every page has stylesheets, and the site-wide ones are few', () => {
    assert.ok(pages.length > 20, `${pages.length} pages`);
    for (const { path, sheets } of pages) assert.ok(sheets.length > 0, `${path}: no stylesheet`);
    const everywhere = pages[0].sheets.filter((sheet) => pages.every((p) => p.sheets.includes(sheet)));
    assert.equal(everywhere.length, 1, `one stylesheet on every page (global styles + the shell): ${everywhere}`);
  });

  test('no page loads the stylesheet of another section', () => {
    /** @type {Map<string, Set<string>>} sheet → sections whose pages load it */
    const users = new Map();
    for (const { path, sheets } of pages) {
      for (const sheet of sheets) users.set(sheet, (users.get(sheet) ?? new Set()).add(section(path)));
    }
    const sections = new Set(pages.map((p) => section(p.path)));
    const shared = [...users].filter(([, by]) => by.size > 1 && by.size < sections.size);
    assert.deepEqual(
      shared.map(([sheet, by]) => `${sheet}: ${[...by].join(', ')}`),
      [],
      'a stylesheet shared by some sections but not all: a CSS module is imported across sections',
    );
  });
});

describe('first paint', () => {
  /**
   * Records the stylesheets and scripts of the site a context requests, in order.
   * @param {import('playwright-core').BrowserContext} context
   */
  const assetRequests = (context) => {
    /** @type {string[]} */
    const urls = [];
    context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\.(css|js)$/.test(pathname)) urls.push(pathname);
    });
    return urls;
  };

  /**
   * A few computed properties of the first elements of <main>: equal when the same rules apply.
   * @param {import('playwright-core').Page} page
   */
  const looks = (page) =>
    page.locator('main :is(h1, h2, ul, li, p, a, img)').evaluateAll((els) =>
      els.slice(0, 40).map((el) => {
        const style = getComputedStyle(el);
        return `${el.tagName} ${style.display} ${style.fontSize} ${style.margin} ${style.padding} ${style.color} ${style.gridTemplateColumns}`;
      }),
    );

  test('/ starts its scripts as Next writes them, without waiting for the key visual, and hydrates', async () => {
    const browser = await launch({ viewport: PHONE, isMobile: true, hasTouch: true });
    // The key visual arrives 1 s late, as on a slow link: the scripts (the menu's among them) must not wait for it.
    const KEY_VISUAL_DELAY_MS = 1000;
    await browser.context.route('**/_next/static/media/img/top/kv*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, KEY_VISUAL_DELAY_MS));
      await route.continue();
    });
    const { page, errors } = await open(browser.context, '/');
    const head = elements(readFileSync(`${OUT}/index.html`, 'utf8')).filter((e) => e.tag === 'script' && e.attrs.has('src'));
    assert.ok(head.length >= 5 && head.every((e) => e.attrs.has('defer')), 'Next writes its scripts with `defer`');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.initiatorType === 'img' && e.responseEnd > 0 && /\/top\/kv/.test(e.name)));
    const { keyVisual, scripts } = await page.evaluate(() => {
      const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
      const kv = resources.find((e) => /\/top\/kv/.test(e.name));
      return { keyVisual: kv?.responseEnd ?? NaN, scripts: resources.filter((e) => e.initiatorType === 'script').map((e) => e.startTime) };
    });
    assert.ok(scripts.length >= 5, `${scripts.length} scripts`);
    const first = Math.min(...scripts);
    assert.ok(first < keyVisual - KEY_VISUAL_DELAY_MS / 2, `first script requested at ${first.toFixed(0)} ms, the key visual loaded at ${keyVisual.toFixed(0)} ms`);
    // Hydrated: the menu button works.
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    await page.getByRole('dialog', { name: 'サイトメニュー' }).waitFor();
    assert.deepEqual(errors, []);
    await browser.close();
  });

  test('a page reached client-side gets its section stylesheet once, and looks as it does loaded directly', async () => {
    const browser = await launch({ viewport: PHONE, isMobile: true, hasTouch: true });
    const direct = await open(browser.context, '/news/');
    const expected = await looks(direct.page);
    await direct.page.close();

    const requested = assetRequests(browser.context);
    const { page, errors } = await open(browser.context, '/');
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    await page.getByRole('dialog', { name: 'サイトメニュー' }).getByRole('link', { name: 'NEWS ニュース' }).click();
    await page.waitForURL(new URL('/news/', BASE_URL).href);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    // The news section's own stylesheet, requested once on the way; none of the stylesheets / has already, again.
    const home = stylesheets('/');
    const news = stylesheets('/news/').filter((href) => !home.includes(href));
    assert.equal(news.length, 1, `the news section's own stylesheet: ${news}`);
    const css = requested.filter((u) => u.endsWith('.css'));
    assert.deepEqual(css.filter((u) => news.includes(u)), news, 'the news stylesheet, once');
    assert.deepEqual(home.map((href) => css.filter((u) => u === href).length), home.map(() => 1), 'each stylesheet of /, once');
    assert.deepEqual(await looks(page), expected);
    assert.ok(expected.length >= 10, `${expected.length} elements compared`);
    assert.deepEqual([...direct.errors, ...errors], []);
    await browser.close();
  });

  test('without JavaScript a page is styled, and requests no script', async () => {
    const browser = await launch({ viewport: PHONE, javaScriptEnabled: false });
    const requested = assetRequests(browser.context);
    const { page } = await open(browser.context, '/news/');
    assert.deepEqual(requested.filter((u) => u.endsWith('.js')), []);
    assert.deepEqual(requested.filter((u) => u.endsWith('.css')).sort(), [...stylesheets('/news/')].sort());
    // The site-wide reset applies (the browser's own margin on <body> is 8px).
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).margin), '0px');
    await browser.close();
  });
});

describe('prefetching', () => {
  test('a list page downloads no other page until the visitor points at a link', async () => {
    const browser = await launch({ viewport: PHONE, hasTouch: true, isMobile: true });
    /** @type {string[]} */
    const data = [];
    browser.context.on('request', (request) => {
      if (request.url().includes('/_next/data/')) data.push(new URL(request.url()).pathname);
    });
    const { page, errors } = await open(browser.context, '/news/');
    await page.waitForTimeout(1500);
    assert.deepEqual(data, [], 'no _next/data request on load');

    // Hover (a mouse) or touchstart: Next prefetches the article the visitor is about to open.
    const first = page.locator('main ul a[href^="/news/"]').first();
    await first.dispatchEvent('touchstart');
    await page.waitForTimeout(1000);
    const href = /** @type {string} */ (await first.getAttribute('href'));
    assert.ok(data.some((p) => p.endsWith(`${href.replace(/\/$/, '')}.json`)), `prefetched ${href} on touch: ${data}`);
    assert.deepEqual(errors, []);
    await browser.close();
  });
});

describe('Japanese line breaking', () => {
  test('headings and short display lines break at phrases; article and synopsis paragraphs at any character', async () => {
    const browser = await launch({ viewport: PHONE });
    /** @param {import('playwright-core').Page} page @param {string} selector */
    const wordBreak = (page, selector) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).wordBreak);
    const article = await open(browser.context, '/news/2026-03-21-umikaze-anime-fes-stage/');
    assert.equal(await wordBreak(article.page, 'h1'), 'auto-phrase');
    assert.equal(await wordBreak(article.page, 'article p'), 'normal');
    const story = await open(browser.context, '/story/');
    assert.equal(await wordBreak(story.page, '.page-header__lead'), 'auto-phrase');
    assert.equal(await wordBreak(story.page, 'main h2 ~ p:not([class])'), 'normal');
    const news = await open(browser.context, '/news/');
    assert.equal(await wordBreak(news.page, '.news-items__title'), 'auto-phrase');
    assert.deepEqual([...article.errors, ...story.errors, ...news.errors], []);
    await browser.close();
  });
});

describe('first-load JavaScript', () => {
  const pages = listPages(OUT).map((p) => ({ ...p, cost: firstLoadJs(OUT, p.file) }));
  const chunkDir = join(OUT, '_next/static/chunks');
  const chunks = readdirSync(chunkDir)
    .filter((f) => f.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(join(chunkDir, name), 'utf8') }));

  // Strings that survive minification, one per library that must not load before it is needed.
  const LATER = [
    { what: 'react-modal (the menu dialog: on first pointer, focus or click)', marker: 'ReactModalPortal' },
    { what: 'the Sentry SDK (on idle, and only with a DSN)', marker: 'sentry.javascript' },
    { what: 'zod (the news search, on first use)', marker: '$ZodType' },
  ];

  for (const { what, marker } of LATER) {
    test(`no page loads ${what} up front`, () => {
      // The marker must be in the export, or this test would pass on any build.
      const holders = chunks.filter((c) => c.text.includes(marker)).map((c) => c.name);
      assert.ok(holders.length > 0, `"${marker}" is in no chunk: the marker no longer identifies the library`);
      const early = pages.filter(({ cost }) => cost.scripts.some((src) => holders.some((h) => src.endsWith(`/${h}`))));
      assert.deepEqual(
        early.map((p) => p.path),
        [],
        `pages whose HTML loads ${holders.join(', ')}`,
      );
    });
  }

  test('every page hydrates its content after the shell: the whole of <main> is one <Activity> boundary', () => {
    // pages/_app.tsx: React hydrates a visible <Activity> at idle priority, in 5 ms slices, instead of in the one
    // long task that hydrates the shell; the server renders it inline, between these two comments.
    // Not the editor, which has no shell: it draws the whole page.
    const outside = pages
      .filter(({ file }) => !isEditorPage(file))
      .filter(({ file }) => !/<main\b[^>]*><!--&-->[^]*<!--\/&--><\/main>/.test(readFileSync(join(OUT, file), 'utf8')));
    assert.deepEqual(outside.map((p) => p.path), []);
  });

  test('every page loads at most 1.30× the first-load JavaScript of a bare Next.js export', () => {
    assert.ok(existsSync(join(BASELINE_OUT, 'index.html')), `${BASELINE_OUT}/ is missing: npx next build bench/baseline`);
    const baseline = firstLoadJs(BASELINE_OUT, 'index.html').jsGzip;
    // A sanity floor: React and Next alone are over 100 kB gzip, so a smaller baseline is not a Next export.
    assert.ok(baseline > 100_000, `baseline first-load JS ${baseline} B`);
    assert.ok(pages.length > 20, `${pages.length} pages`);
    const over = pages
      .map(({ path, cost }) => ({ path, ratio: cost.jsGzip / baseline }))
      .filter(({ ratio }) => ratio > 1.3)
      .map(({ path, ratio }) => `${path} ${ratio.toFixed(2)}×`);
    assert.deepEqual(over, [], `baseline ${(baseline / 1024).toFixed(1)} kB`);
  });
});

describe('fonts', () => {
  test('no web font: no @font-face in any stylesheet or page, and no font file in the export', () => {
    const files = readdirSync(OUT, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    const fontFiles = files.filter((e) => /\.(woff2?|ttf|otf|eot)$/i.test(e.name)).map((e) => e.name);
    assert.deepEqual(fontFiles, []);
    const sources = files.filter((e) => /\.(css|html)$/.test(e.name));
    assert.ok(sources.some((e) => e.name.endsWith('.css')), 'the export has stylesheets');
    const withFontFace = sources
      .filter((e) => readFileSync(join(e.parentPath, e.name), 'utf8').includes('@font-face'))
      .map((e) => join(e.parentPath, e.name));
    assert.deepEqual(withFontFace, []);
  });
});
