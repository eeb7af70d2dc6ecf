// /news/ in a real browser: the list and its pagination and category pages, an article, the search (its index
// fetched on first use, a body-only word found, the error state and its retry), at phone and desktop widths,
// without JavaScript, and axe.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { NEWS_PER_PAGE, pageCount } from '../lib/sections/news/articles.ts';
import { NEWS_SEARCH_INDEX_PATH, normalizeForSearch } from '../lib/sections/news/search.ts';
import { BASE_URL, DESKTOP, PHONE, horizontalOverflow, launch, open } from './browser.mjs';
import { axeViolations } from './axe.mjs';
import { contentOf } from './content.mjs';
import { escapeRegExp, newsRows } from './sections.mjs';

const SHOTS = 'test-results/screenshots/news';
mkdirSync(SHOTS, { recursive: true });

const content = contentOf();
/** @type {{ entries: import('../lib/sections/news/search.ts').NewsSearchEntry[] }} */
const index = JSON.parse(readFileSync(`out${NEWS_SEARCH_INDEX_PATH}`, 'utf8'));
const { entries } = index;
const PAGES = pageCount(entries.length);
const firstPage = entries.slice(0, NEWS_PER_PAGE).map((e) => e.slug);
const haystack = (e) => `${normalizeForSearch(e.title)}\n${normalizeForSearch(e.text)}`;

/**
 * A word in the body of exactly one article and in no title, found only by searching bodies: the first run of three
 * letters (kana, kanji or Latin) of a body that is unique in that sense.
 */
function bodyOnlyWord() {
  for (const entry of entries) {
    for (const word of [...entry.text.matchAll(/(?=([\p{L}\p{N}]{3}))/gu)].map((m) => m[1])) {
      const w = normalizeForSearch(word);
      if (entries.filter((e) => normalizeForSearch(e.text).includes(w)).length === 1 && entries.every((e) => !normalizeForSearch(e.title).includes(w))) {
        return word;
      }
    }
  }
  throw new Error('no word of the content is in exactly one body and in no title');
}
const BODY_WORD = bodyOnlyWord();
const bodyOnly = entries.filter((e) => normalizeForSearch(e.text).includes(normalizeForSearch(BODY_WORD)));

/**
 * A word in Latin letters or digits found in several articles, best one spanning categories, typed as a visitor with a
 * Japanese keyboard may type it: full-width capitals (「ＢＬＵ－ＲＡＹ」 for 「Blu-ray」).
 */
function wideQuery() {
  const words = new Set(entries.flatMap((e) => `${e.title} ${e.text}`.match(/[A-Za-z0-9][A-Za-z0-9-]*[A-Za-z0-9]/g) ?? []));
  const scored = [...words].map((word) => {
    const matches = entries.filter((e) => haystack(e).includes(normalizeForSearch(word)));
    return { word, matches, categories: new Set(matches.map((e) => e.category.slug)).size, letters: /[A-Za-z]/.test(word) };
  });
  scored.sort((a, b) => Number(b.letters) - Number(a.letters) || Math.min(b.categories, 2) - Math.min(a.categories, 2) || b.matches.length - a.matches.length);
  if (scored.length === 0) throw new Error('no word in Latin letters or digits in the news');
  const { word, matches, categories } = scored[0];
  const query = [...word.toUpperCase()].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
  // The category that narrows the results most, without emptying them.
  const counts = [...new Set(matches.map((e) => e.category.slug))].map((slug) => ({ slug, n: matches.filter((e) => e.category.slug === slug).length }));
  const category = counts.sort((a, b) => (a.n < matches.length ? 0 : 1) - (b.n < matches.length ? 0 : 1) || b.n - a.n)[0].slug;
  return { query, matches, spansCategories: categories > 1, category };
}
const WIDE = wideQuery();
const wideCategory = content.newsCategories.find((c) => c.slug === WIDE.category);
const wideInCategory = WIDE.matches.filter((e) => e.category.slug === WIDE.category).map((e) => e.slug);
/** The category with the most articles, for the category links. */
const [busiest] = [...content.newsCategories].sort((a, b) => b.count - a.count);

const listRows = newsRows;

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
  assert.deepEqual(entries.map((e) => e.slug), content.news.map((n) => n.slug));
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
      assert.deepEqual(await rowSlugs(page), firstPage);
      const firstRow = listRows(page).first();
      // The instant the article is published (its date, at its minute when it gives one), as the loader computed it.
      assert.equal(await firstRow.locator('time').getAttribute('datetime'), content.news.find((a) => a.slug === entries[0].slug)?.publishedAt);
      assert.match(await firstRow.innerText(), new RegExp(escapeRegExp(entries[0].category.label)));
      await noHorizontalScroll(page);
      await page.screenshot({ path: `${SHOTS}/news-${name}.png`, fullPage: true });

      const pager = page.getByRole('navigation', { name: 'ページ送り' });
      if (PAGES === 1) {
        assert.equal(await pager.count(), 0, 'one page of news has no page links');
      } else {
        await pager.getByRole('link', { name: '2ページ目' }).click();
        await page.waitForURL('**/news/page/2/');
        await listStartsWith(page, entries[NEWS_PER_PAGE].slug);
        assert.deepEqual(await rowSlugs(page), entries.slice(NEWS_PER_PAGE, 2 * NEWS_PER_PAGE).map((e) => e.slug));
        assert.equal(await pager.getByRole('link', { name: '2ページ目' }).getAttribute('aria-current'), 'page');
        await pager.getByRole('link', { name: '前へ' }).click();
        await page.waitForURL(/\/news\/$/);
        await listStartsWith(page, entries[0].slug);
      }
      assert.deepEqual(errors, []);
      await page.close();
    });

    test('the last page opened directly is a real page, and the one after it is not found', async () => {
      if (PAGES > 1) {
        const { page, response } = await open(browser.context, `/news/page/${PAGES}/`);
        assert.equal(response?.status(), 200);
        assert.deepEqual(await rowSlugs(page), entries.slice((PAGES - 1) * NEWS_PER_PAGE).map((e) => e.slug));
        await page.close();
      }
      const { page, response } = await open(browser.context, `/news/page/${PAGES + 1}/`);
      assert.equal(response?.status(), 404);
      await page.close();
    });

    test('category links lead to a page of that category only', async () => {
      const { page } = await open(browser.context, '/news/');
      await page.getByRole('navigation', { name: 'カテゴリ' }).getByRole('link', { name: new RegExp(`^${escapeRegExp(busiest.label)}`) }).click();
      await page.waitForURL(`**/news/category/${busiest.slug}/`);
      const expected = entries.filter((e) => e.category.slug === busiest.slug).map((e) => e.slug);
      await listStartsWith(page, expected[0]);
      assert.equal(await page.locator('h1').innerText(), `ニュース：${busiest.label}`);
      assert.deepEqual(await rowSlugs(page), expected.slice(0, NEWS_PER_PAGE));
      await noHorizontalScroll(page);
      await page.close();
    });

    test('an article shows its title, date, body, previous/next and the way back', async () => {
      const { page } = await open(browser.context, '/news/');
      // The second article (or the only one): one with a newer neighbour when there is one.
      const i = Math.min(1, entries.length - 1);
      const target = entries[i];
      await listRows(page).nth(i).getByRole('link').click();
      await page.waitForURL(`**/news/${target.slug}/`);
      await page.locator('h1', { hasText: target.title }).waitFor();
      // The minute it was published, where the article gives one.
      assert.equal(await page.locator('article time').first().getAttribute('datetime'), content.news.find((a) => a.slug === target.slug)?.publishedAt);
      assert.match(await page.locator('article').innerText(), new RegExp(escapeRegExp(target.text.slice(0, 12))));
      const pager = page.getByRole('navigation', { name: '前後の記事' });
      const older = pager.getByRole('link', { name: /^前の記事/ });
      const newer = pager.getByRole('link', { name: /^次の記事/ });
      assert.equal(entries[i + 1] ? await older.getAttribute('href') : await older.count(), entries[i + 1] ? `/news/${entries[i + 1].slug}/` : 0);
      assert.equal(entries[i - 1] ? await newer.getAttribute('href') : await newer.count(), entries[i - 1] ? `/news/${entries[i - 1].slug}/` : 0);
      const share = new URL((await page.getByRole('link', { name: /Xでポストする/ }).getAttribute('href')) ?? '');
      assert.equal(share.origin + share.pathname, 'https://x.com/intent/post');
      assert.match(share.searchParams.get('url') ?? '', new RegExp(`/news/${target.slug}/$`));
      await noHorizontalScroll(page);
      await page.screenshot({ path: `${SHOTS}/article-${name}.png`, fullPage: true });
      if (entries[i - 1]) {
        await newer.click();
        await page.waitForURL(`**/news/${entries[0].slug}/`);
        await page.locator('h1', { hasText: entries[0].title }).waitFor();
      }
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
        if (request.url().endsWith(NEWS_SEARCH_INDEX_PATH)) indexRequests.push(request.url());
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
      await box.fill(WIDE.query);
      await status.getByText(`「${WIDE.query}」`).waitFor();
      assert.deepEqual(await rowSlugs(page), WIDE.matches.map((e) => e.slug));
      await page.getByRole('combobox', { name: 'カテゴリ' }).selectOption(WIDE.category);
      await status.getByText(`${wideCategory?.label}のニュース`).waitFor();
      if (WIDE.spansCategories) assert.ok(wideInCategory.length > 0 && wideInCategory.length < WIDE.matches.length, 'the category narrows the results');
      assert.deepEqual(await rowSlugs(page), wideInCategory);

      await page.getByRole('button', { name: '条件をクリア' }).click();
      await listStartsWith(page, entries[0].slug);
      assert.deepEqual(await rowSlugs(page), firstPage);
      assert.equal(indexRequests.length, 1);

      // The query cache belongs to the visit (the shell's client), not to the page: another list searches at once.
      await page.getByRole('navigation', { name: 'カテゴリ' }).getByRole('link', { name: new RegExp(`^${escapeRegExp(wideCategory?.label ?? '')}`) }).click();
      await page.waitForURL(new RegExp(`/news/category/${WIDE.category}/$`));
      await page.getByRole('searchbox', { name: 'キーワード' }).fill(WIDE.query);
      await status.getByText(`「${WIDE.query}」`).waitFor();
      assert.deepEqual(await rowSlugs(page), wideInCategory);
      assert.equal(indexRequests.length, 1, 'the index is not fetched again after a page change');
      await page.close();
    });

    test('a link of the list focused before the scripts have run keeps the focus when the search box appears', async () => {
      // A keyboard visitor on a slow connection may tab into the list before hydration. The list must stay the same
      // elements when the form is added above it; a list React replaced would drop the focus to <body>.
      const page = await browser.context.newPage();
      const release = await holdScripts(page);
      await page.goto(new URL('/news/', BASE_URL).href, { waitUntil: 'commit' });
      const link = listRows(page).nth(Math.min(1, entries.length - 1)).getByRole('link');
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
      await page.route(`**${NEWS_SEARCH_INDEX_PATH}`, (route) => (failing ? route.abort() : route.continue()));
      await page.getByRole('searchbox', { name: 'キーワード' }).fill(BODY_WORD);
      const alert = page.getByRole('alert').filter({ hasText: '検索データを読み込めませんでした。' });
      await alert.getByText('検索データを読み込めませんでした。').waitFor({ timeout: 5000 });
      // The plain list is still there.
      assert.equal(await listRows(page).count(), firstPage.length);
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
      for (const path of ['/news/', `/news/category/${WIDE.category}/`, `/news/${entries[0].slug}/`]) {
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
      assert.deepEqual(await rowSlugs(page), firstPage);
      assert.equal(await page.getByRole('searchbox').count(), 0);
      assert.equal(await page.locator('form').count(), 0);
      // The first article of the second page, or of the only one.
      let first = entries[0];
      if (PAGES > 1) {
        await page.getByRole('navigation', { name: 'ページ送り' }).getByRole('link', { name: '2ページ目' }).click();
        await page.waitForURL('**/news/page/2/');
        assert.deepEqual(await rowSlugs(page), entries.slice(NEWS_PER_PAGE, 2 * NEWS_PER_PAGE).map((e) => e.slug));
        first = entries[NEWS_PER_PAGE];
      }
      await listRows(page).first().getByRole('link').click();
      await page.waitForURL(`**/news/${first.slug}/`);
      assert.equal(await page.locator('h1').innerText(), first.title);
      assert.ok((await page.locator('article').innerText()).includes(first.text.slice(0, 12)), 'the body is there');
      await page.screenshot({ path: `${SHOTS}/article-nojs.png`, fullPage: true });
      await page.close();
    } finally {
      await browser.close();
    }
  });
});
