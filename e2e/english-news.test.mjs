// /en/news/ in a real browser: the English list and an English article, in English (lang, words, dates, JSON-LD,
// feeds), the language switch both ways, an untranslated article's switch leading to /en/, the English search index,
// and screenshots and axe at phone and desktop widths.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { NEWS_SEARCH_INDEX_PATH } from '../lib/sections/news/search.ts';
import { pathInLang } from '../lib/i18n/languages.ts';
import { ja } from '../lib/i18n/ja/index.ts';
import { BASE_URL, DESKTOP, PHONE, horizontalOverflow, launch, open } from './browser.mjs';
import { axeViolations } from './axe.mjs';

const SHOTS = 'test-results/screenshots/english-news';
mkdirSync(SHOTS, { recursive: true });

const EN_INDEX_PATH = pathInLang('en', NEWS_SEARCH_INDEX_PATH);
const readIndex = (path) => JSON.parse(readFileSync(`out${path}`, 'utf8')).entries;
const english = readIndex(EN_INDEX_PATH);
const japanese = readIndex(NEWS_SEARCH_INDEX_PATH);
const article = english[0];
const untranslated = japanese.find((j) => !english.some((e) => e.slug === j.slug));

/** The Japanese pages' own interface words of the news section (the catalogue's), none of which an English page shows. */
const JA_WORDS = ['全', '件中', ja.news.noneInCategory, ja.news.previousArticle, ja.news.nextArticle, ja.news.backToList, ja.news.shareOnX, ja.news.previousPage, ja.news.nextPage, ja.news.all, ja.news.categories, 'ニュース'];

/** The language switch's link to `lang` in the footer (the menu's entries to untranslated sections have an hreflang too). */
const switchTo = (page, lang) => page.locator(`footer a[hreflang="${lang}"][lang="${lang}"]`);

/** @param {import('playwright-core').Page} page */
const mainText = (page) => page.locator('main').innerText();

describe('English news', () => {
  /** @type {Awaited<ReturnType<typeof launch>>} */
  let browser;
  before(async () => {
    assert.ok(article, `${EN_INDEX_PATH} lists no article: the sample has English news`);
    browser = await launch({ locale: 'en-US' });
  });
  after(() => browser?.close());

  test('/en/news/ lists the translated articles only, in English', async () => {
    const { page, errors } = await open(browser.context, '/en/news/');
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    const links = await page.locator('main li a[href^="/en/news/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const articleLinks = links.filter((href) => /^\/en\/news\/[^/]+\/$/.test(href) && href !== '/en/news/page/');
    assert.ok(articleLinks.length > 0);
    for (const href of articleLinks) assert.ok(english.some((e) => href === `/en/news/${e.slug}/`), `${href} is a translated article`);
    if (untranslated) assert.ok(!links.includes(`/en/news/${untranslated.slug}/`));
    const text = await mainText(page);
    for (const word of JA_WORDS) assert.ok(!text.includes(word), `no 「${word}」 on /en/news/`);
    // Dates as English readers write them.
    assert.match(text, /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/);
    // The feeds the page announces are the English ones.
    const feeds = await page.locator('head link[rel="alternate"][type$="xml"]').evaluateAll((ls) => ls.map((l) => new URL(l.href).pathname));
    assert.ok(feeds.length > 0 && feeds.every((p) => p.startsWith('/en/news/')), feeds.join(' '));
    const rss = await (await fetch(new URL('/en/news/feed.xml', BASE_URL))).text();
    assert.match(rss, /<language>en<\/language>/);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('the English search box searches the English index', async () => {
    const { page, errors } = await open(browser.context, '/en/news/');
    const fetched = page.waitForRequest((request) => request.url().endsWith('/search-index.json'));
    await page.getByRole('searchbox').fill(article.title.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w)) ?? article.title.slice(0, 4));
    assert.equal(new URL((await fetched).url()).pathname, EN_INDEX_PATH);
    await page.getByRole('status').filter({ hasText: /Articles/ }).waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('an English article is English, and the switch leads to its Japanese page and back', async () => {
    const { page, errors } = await open(browser.context, `/en/news/${article.slug}/`);
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.equal(await page.locator('h1').innerText(), article.title);
    const jsonLd = JSON.parse(await page.locator('script[type="application/ld+json"]').first().textContent());
    const graph = [jsonLd, ...(jsonLd['@graph'] ?? [])].find((node) => node['@type'] === 'NewsArticle');
    assert.equal(graph.headline, article.title);
    assert.equal(new URL(graph.url).pathname, `/en/news/${article.slug}/`);
    const text = await mainText(page);
    for (const word of JA_WORDS) assert.ok(!text.includes(word), `no 「${word}」 on the English article`);
    await switchTo(page, 'ja').click();
    await page.waitForURL((url) => url.pathname === `/news/${article.slug}/`);
    assert.equal(new URL(page.url()).pathname, `/news/${article.slug}/`);
    const original = japanese.find((j) => j.slug === article.slug);
    await page.locator('h1', { hasText: original.title }).waitFor();
    await switchTo(page, 'en').click();
    await page.waitForURL((url) => url.pathname === `/en/news/${article.slug}/`);
    await page.locator('h1', { hasText: article.title }).waitFor();
    // The switch navigates on the client: <html lang> follows the page (hooks/useDocumentLanguage).
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('an untranslated article has no English page: its switch leads to /en/', async (t) => {
    if (!untranslated) return t.skip('every article is translated');
    const { page } = await open(browser.context, `/news/${untranslated.slug}/`);
    assert.equal(await switchTo(page, 'en').getAttribute('href'), '/en/');
    const response = await fetch(new URL(`/en/news/${untranslated.slug}/`, BASE_URL));
    assert.equal(response.status, 404);
    await page.close();
  });

  for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    test(`screenshots at ${name} width: nothing scrolls sideways, no serious accessibility violation`, async () => {
      const { context, close } = await launch({ viewport, locale: 'en-US' });
      try {
        for (const [shot, path] of [['list', '/en/news/'], ['article', `/en/news/${article.slug}/`]]) {
          const { page } = await open(context, path);
          assert.ok((await horizontalOverflow(page)) <= 0, `${path} at ${viewport.width}px`);
          assert.deepEqual(await axeViolations(page), [], `${path} at ${viewport.width}px`);
          await page.screenshot({ path: `${SHOTS}/${shot}-${viewport.width}.png`, fullPage: true });
          await page.close();
        }
      } finally {
        await close();
      }
    });
  }
});
