// What keeps the pages light, checked on the built export (the numbers themselves are `npm run bench`'s job).
// - Stylesheets: a page loads the site-wide stylesheet(s) and its own section's, never another section's
//   (CONTRIBUTING.md, "Styles": a CSS module shared across sections makes Turbopack merge their stylesheets).
// - Links prefetch on intent (components/Common/Link): loading a list downloads no other page's data.
// - Phrase line breaking (`word-break: auto-phrase`, styles/_mixins.scss) only on headings and short display lines:
//   Chrome's segmenter costs layout time in proportion to the text it runs over.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { exportedPages } from './crawl.mjs';
import { PHONE, launch, open } from './browser.mjs';

const OUT = 'out';

/** The section a page belongs to: its first path segment (`/news/page/2/` → `news`), `home` for `/`. */
const section = (path) => path.split('/')[1] || 'home';

/** @param {string} path */
function stylesheets(path) {
  const html = readFileSync(`${OUT}${path}index.html`, 'utf8');
  return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]);
}

describe('stylesheets per page', () => {
  const pages = exportedPages(OUT).map((path) => ({ path, sheets: stylesheets(path) }));

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
