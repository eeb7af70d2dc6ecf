// /news/ in a real browser: the list and its pagination and category pages, an article, the search (its index
// fetched on first use, a body-only word found, the error state and its retry), at phone and desktop widths,
// without JavaScript, and axe.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { BASE_URL, DESKTOP, PHONE, horizontalOverflow, launch, open } from './browser.mjs';
import { axeViolations } from './axe.mjs';

const SHOTS = 'test-results/screenshots/news';
mkdirSync(SHOTS, { recursive: true });

const INDEX_PATH = '/news/search-index.json';
/** @type {{ entries: { slug: string, title: string, date: string, category: { slug: string, label: string }, text: string }[] }} */
const index = JSON.parse(readFileSync(`out${INDEX_PATH}`, 'utf8'));
const entries = index.entries;

// A word in the body of exactly one article and in no title: found only by searching bodies.
const BODY_WORD = '整理券';
const bodyOnly = entries.filter((e) => e.text.includes(BODY_WORD));

/** @param {import('playwright-core').Page} page */
const listRows = (page) => page.locator('main ul', { has: page.locator('time') }).first().getByRole('listitem');

/**
 * Waits until the list shows `slug` first: after a client-side navigation the URL changes before the new page
 * has rendered.
 * @param {import('playwright-core').Page} page
 * @param {string} slug
 */
async function listStartsWith(page, slug) {
  await listRows(page).first().locator(`a[href="/news/${slug}/"]`).waitFor();
}

/** @param {import('playwright-core').Page} page */
async function noHorizontalScroll(page) {
  const overflow = await horizontalOverflow(page);
  assert.ok(overflow <= 0, `no horizontal scroll (${overflow}px too wide)`);
}

/** @param {import('playwright-core').Page} page */
async function rowSlugs(page) {
  return listRows(page)
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')?.replace(/^\/news\/|\/$/g, '')));
}

test('the search index was written by the build and has every article', () => {
  assert.ok(entries.length > 10);
  assert.equal(bodyOnly.length, 1, `${BODY_WORD} is in exactly one body`);
  assert.ok(entries.every((e) => !e.title.includes(BODY_WORD)), `${BODY_WORD} is in no title`);
});

/**
 * Holds back the page's scripts until the returned function is called, so a test can act on the HTML before
 * hydration and then let it happen.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<() => void>}
 */
async function holdScripts(page) {
  /** @type {() => void} */
  let release = () => {};
  const held = new Promise((resolve) => (release = () => resolve(undefined)));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  describe(`/news/ at ${name} ${viewport.width}×${viewport.height}`, () => {
    /** @type {Awaited<ReturnType<typeof launch>>} */
    let browser;
    before(async () => {
      browser = await launch({ viewport });
    });
    after(() => browser.close());

    test('lists ten articles newest first, and page links lead to the next ten', async () => {
      const { page, response, errors } = await open(browser.context, '/news/');
      assert.equal(response?.status(), 200);
      assert.equal(await page.locator('h1').innerText(), 'ニュース');
      assert.deepEqual(await rowSlugs(page), entries.slice(0, 10).map((e) => e.slug));
      const firstRow = listRows(page).first();
      assert.match((await firstRow.locator('time').getAttribute('datetime')) ?? '', /^\d{4}-\d{2}-\d{2}T00:00:00\+09:00$/);
      assert.match(await firstRow.innerText(), new RegExp(entries[0].category.label));
      await noHorizontalScroll(page);
      await page.screenshot({ path: `${SHOTS}/news-${name}.png`, fullPage: true });

      const pager = page.getByRole('navigation', { name: 'ページ送り' });
      await pager.getByRole('link', { name: '2ページ目' }).click();
      await page.waitForURL('**/news/page/2/');
      await listStartsWith(page, entries[10].slug);
      assert.deepEqual(await rowSlugs(page), entries.slice(10, 20).map((e) => e.slug));
      assert.equal(await pager.getByRole('link', { name: '2ページ目' }).getAttribute('aria-current'), 'page');
      await pager.getByRole('link', { name: '前へ' }).click();
      await page.waitForURL(/\/news\/$/);
      await listStartsWith(page, entries[0].slug);
      assert.deepEqual(errors, []);
      await page.close();
    });

    test('a later page opened directly is a real page', async () => {
      const { page, response } = await open(browser.context, '/news/page/3/');
      assert.equal(response?.status(), 200);
      assert.deepEqual(await rowSlugs(page), entries.slice(20, 30).map((e) => e.slug));
      await page.close();
    });

    test('category links lead to a page of that category only', async () => {
      const { page } = await open(browser.context, '/news/');
      await page.getByRole('navigation', { name: 'カテゴリ' }).getByRole('link', { name: /^イベント/ }).click();
      await page.waitForURL('**/news/category/event/');
      const expected = entries.filter((e) => e.category.slug === 'event').map((e) => e.slug);
      await listStartsWith(page, expected[0]);
      assert.equal(await page.locator('h1').innerText(), 'ニュース：イベント');
      assert.deepEqual(await rowSlugs(page), expected.slice(0, 10));
      await noHorizontalScroll(page);
      await page.close();
    });

    test('an article shows its title, date, body, previous/next and the way back', async () => {
      const { page } = await open(browser.context, '/news/');
      const target = entries[1];
      await listRows(page).nth(1).getByRole('link').click();
      await page.waitForURL(`**/news/${target.slug}/`);
      await page.locator('h1', { hasText: target.title }).waitFor();
      assert.equal(await page.locator('article time').first().getAttribute('datetime'), `${target.date}T00:00:00+09:00`);
      assert.match(await page.locator('article').innerText(), new RegExp(target.text.slice(0, 12).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      const pager = page.getByRole('navigation', { name: '前後の記事' });
      assert.equal(await pager.getByRole('link', { name: /^前の記事/ }).getAttribute('href'), `/news/${entries[2].slug}/`);
      assert.equal(await pager.getByRole('link', { name: /^次の記事/ }).getAttribute('href'), `/news/${entries[0].slug}/`);
      const share = new URL((await page.getByRole('link', { name: /Xでポストする/ }).getAttribute('href')) ?? '');
      assert.equal(share.origin + share.pathname, 'https://x.com/intent/post');
      assert.match(share.searchParams.get('url') ?? '', new RegExp(`/news/${target.slug}/$`));
      await noHorizontalScroll(page);
      await page.screenshot({ path: `${SHOTS}/article-${name}.png`, fullPage: true });
      await pager.getByRole('link', { name: /^次の記事/ }).click();
      await page.waitForURL(`**/news/${entries[0].slug}/`);
      await page.locator('h1', { hasText: entries[0].title }).waitFor();
      await page.getByRole('link', { name: 'ニュース一覧へ戻る' }).click();
      await page.waitForURL(/\/news\/$/);
      await listStartsWith(page, entries[0].slug);
      await page.close();
    });

    test('search fetches the index on first use and finds an article by a word only in its body', async () => {
      const { page } = await open(browser.context, '/news/');
      /** @type {string[]} */
      const indexRequests = [];
      page.on('request', (request) => {
        if (request.url().endsWith(INDEX_PATH)) indexRequests.push(request.url());
      });
      const box = page.getByRole('searchbox', { name: 'キーワード' });
      await box.waitFor();
      assert.equal(indexRequests.length, 0, 'nothing fetched before the box is used');
      await box.pressSequentially(BODY_WORD, { delay: 30 });
      const status = page.getByRole('status');
      await status.getByText('件').waitFor();
      assert.equal(await status.innerText(), `「${BODY_WORD}」を含むニュース：1件`);
      assert.deepEqual(await rowSlugs(page), [bodyOnly[0].slug]);
      assert.equal(await listRows(page).locator('mark').first().innerText(), BODY_WORD);
      assert.equal(await page.getByRole('navigation', { name: 'ページ送り' }).count(), 0, 'results replace the paged list');
      assert.equal(indexRequests.length, 1, 'the index is fetched once');
      await noHorizontalScroll(page);
      await page.screenshot({ path: `${SHOTS}/search-${name}.png`, fullPage: true });
      assert.deepEqual(await axeViolations(page), []);

      // Case and width do not matter (full-width 「ＢＬＵ－ＲＡＹ」 finds 「Blu-ray」); the category narrows the results.
      await box.fill('ＢＬＵ－ＲＡＹ');
      await status.getByText('「ＢＬＵ－ＲＡＹ」').waitFor();
      const matches = entries.filter((e) => `${e.title}\n${e.text}`.normalize('NFKC').toLowerCase().includes('blu-ray'));
      assert.ok(matches.length > 2);
      assert.deepEqual(await rowSlugs(page), matches.map((e) => e.slug));
      await page.getByRole('combobox', { name: 'カテゴリ' }).selectOption('goods');
      await status.getByText('商品のニュース').waitFor();
      const goods = matches.filter((e) => e.category.slug === 'goods').map((e) => e.slug);
      assert.ok(goods.length > 0 && goods.length < matches.length);
      assert.deepEqual(await rowSlugs(page), goods);

      await page.getByRole('button', { name: '条件をクリア' }).click();
      await listStartsWith(page, entries[0].slug);
      assert.deepEqual(await rowSlugs(page), entries.slice(0, 10).map((e) => e.slug));
      assert.equal(indexRequests.length, 1);

      // The query cache belongs to the visit (the shell's client), not to the page: another list searches at once.
      await page.getByRole('navigation', { name: 'カテゴリ' }).getByRole('link', { name: /^商品/ }).click();
      await page.waitForURL(/\/news\/category\/goods\/$/);
      await page.getByRole('searchbox', { name: 'キーワード' }).fill('ＢＬＵ－ＲＡＹ');
      await status.getByText('「ＢＬＵ－ＲＡＹ」').waitFor();
      assert.deepEqual(await rowSlugs(page), goods);
      assert.equal(indexRequests.length, 1, 'the index is not fetched again after a page change');
      await page.close();
    });

    test('a link of the list focused before the scripts have run keeps the focus when the search box appears', async () => {
      // A keyboard visitor on a slow connection may tab into the list before hydration. The list must stay the same
      // elements when the form is added above it; a list React replaced would drop the focus to <body>.
      const page = await browser.context.newPage();
      const release = await holdScripts(page);
      await page.goto(new URL('/news/', BASE_URL).href, { waitUntil: 'commit' });
      const link = listRows(page).nth(1).getByRole('link');
      await link.focus();
      const href = await link.getAttribute('href');
      assert.equal(await page.getByRole('search').count(), 0, 'the scripts have not run yet');
      await link.evaluate((a) => Object.assign(window, { focusedBeforeHydration: a }));
      release();
      await page.getByRole('searchbox', { name: 'キーワード' }).waitFor();
      assert.deepEqual(
        await page.evaluate(() => {
          const before = /** @type {Element} */ (/** @type {any} */ (window).focusedBeforeHydration);
          return { connected: before.isConnected, focused: document.activeElement === before };
        }),
        { connected: true, focused: true },
        `${href} is still the focused element`,
      );
      await page.close();
    });

    test('the list does not move when the search box appears (its room is held from the first paint)', async () => {
      // The form comes at hydration, above the list. Measured: without the held room, every row moved down by the
      // form's height (CLS 0.123 in Lighthouse on the news lists).
      const page = await browser.context.newPage();
      await page.addInitScript(() => {
        Object.assign(window, { layoutShift: 0 });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) /** @type {any} */ (window).layoutShift += /** @type {any} */ (entry).value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const release = await holdScripts(page);
      await page.goto(new URL('/news/', BASE_URL).href, { waitUntil: 'commit' });
      await page.waitForFunction(() =>
        [...document.querySelectorAll('link[rel="stylesheet"]:not([disabled])')].every((l) => /** @type {HTMLLinkElement} */ (l).sheet),
      );
      const firstRow = listRows(page).first();
      const before = (await firstRow.boundingBox())?.y;
      assert.equal(await page.getByRole('search').count(), 0, 'the scripts have not run yet');
      release();
      await page.getByRole('searchbox', { name: 'キーワード' }).waitFor();
      await page.waitForTimeout(300);
      assert.equal((await firstRow.boundingBox())?.y, before, 'the first row is where it was');
      assert.equal(await page.evaluate(() => /** @type {any} */ (window).layoutShift), 0, 'no layout shift');
      await page.close();
    });

    test('shows an error with a retry button when the index request fails, and recovers', async () => {
      const { page } = await open(browser.context, '/news/');
      let failing = true;
      await page.route(`**${INDEX_PATH}`, (route) => (failing ? route.abort() : route.continue()));
      await page.getByRole('searchbox', { name: 'キーワード' }).fill(BODY_WORD);
      const alert = page.getByRole('alert').filter({ hasText: '検索データを読み込めませんでした。' });
      await alert.getByText('検索データを読み込めませんでした。').waitFor({ timeout: 5000 });
      // The plain list is still there.
      assert.equal(await listRows(page).count(), 10);
      await page.screenshot({ path: `${SHOTS}/search-error-${name}.png` });
      assert.deepEqual(await axeViolations(page), []);

      failing = false;
      await alert.getByRole('button', { name: '再読み込み' }).click();
      await page.getByRole('status').getByText('1件').waitFor();
      assert.deepEqual(await rowSlugs(page), [bodyOnly[0].slug]);
      assert.equal(await page.getByRole('alert').filter({ hasText: '検索データを読み込めませんでした' }).count(), 0);
      await page.close();
    });

    test('no serious or critical accessibility violation on the list and an article', async () => {
      for (const path of ['/news/', '/news/category/goods/', `/news/${entries[0].slug}/`]) {
        const { page } = await open(browser.context, path);
        assert.deepEqual(await axeViolations(page), [], path);
        await page.close();
      }
    });
  });
}

describe('/news/ without JavaScript', () => {
  test('the list, its page links and an article are complete HTML; the search box is not there', async () => {
    const browser = await launch({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const { page } = await open(browser.context, '/news/');
      assert.deepEqual(await rowSlugs(page), entries.slice(0, 10).map((e) => e.slug));
      assert.equal(await page.getByRole('searchbox').count(), 0);
      assert.equal(await page.locator('form').count(), 0);
      await page.getByRole('navigation', { name: 'ページ送り' }).getByRole('link', { name: '2ページ目' }).click();
      await page.waitForURL('**/news/page/2/');
      assert.deepEqual(await rowSlugs(page), entries.slice(10, 20).map((e) => e.slug));
      await listRows(page).first().getByRole('link').click();
      await page.waitForURL(`**/news/${entries[10].slug}/`);
      assert.equal(await page.locator('h1').innerText(), entries[10].title);
      assert.ok((await page.locator('article').innerText()).length > 100, 'the body is there');
      await page.screenshot({ path: `${SHOTS}/article-nojs.png`, fullPage: true });
      await page.close();
    } finally {
      await browser.close();
    }
  });
});
