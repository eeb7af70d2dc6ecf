// STORY and ON AIR in English (/en/story/, /en/story/<n>/, /en/onair/) in a real browser: a translated episode in
// English, an untranslated one with its English title or number, its air time and a line linking the Japanese
// synopsis (never the synopsis itself), ON AIR for a visitor in New York (the local time in English beside JST),
// lang="en", and the language switch both ways. Screenshots at both widths go to SHOTS.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { DESKTOP, PHONE, horizontalOverflow, launch, open } from './browser.mjs';
import { shownAt } from './content.mjs';
import { createContentContext, inLang } from '../lib/content/context.ts';
import { siteLanguagesOf } from '../lib/content/translations.ts';
import { getEpisodes } from '../lib/sections/story/content.ts';
import { getOnAir } from '../lib/sections/onair/content.ts';
import { formatInstantEn } from '../lib/dateStyleEn.ts';

const SHOTS = process.env.SHOTS_DIR || 'test-results/screenshots/english-story';
mkdirSync(SHOTS, { recursive: true });

// The content as the export shows it, read in each language by the site's own loaders.
const ctx = createContentContext(process.cwd(), { buildInstant: shownAt() });
const english = siteLanguagesOf(ctx).includes('en');
const enCtx = inLang(ctx, 'en');
const episodes = english ? getEpisodes(enCtx) : [];
const japanese = getEpisodes(ctx);
/** An episode out in English, and one out whose synopsis is in Japanese only (the sample has both). */
const TRANSLATED = episodes.find((e) => e.revealed && !e.inDefaultLang && e.summary);
const UNTRANSLATED = episodes.find((e) => e.inDefaultLang);
const fastest = english ? getOnAir(enCtx).fastest : undefined;

describe('English STORY and ON AIR', () => {
  /** @type {Awaited<ReturnType<typeof launch>>} */
  let browser;
  before(async () => {
    browser = await launch({ viewport: PHONE });
  });
  after(() => browser.close());

  test('/en/story/ is there exactly when the site publishes English', async () => {
    const { page, response } = await open(browser.context, '/en/story/');
    assert.equal(response?.status(), english ? 200 : 404);
    if (english) assert.equal(await page.getAttribute('html', 'lang'), 'en');
    await page.close();
  });

  test('a translated episode: its English title, synopsis and stills, in lang="en"', async () => {
    if (!TRANSLATED) return; // a series without a translated episode out has nothing to show here
    const { page, response, errors } = await open(browser.context, `/en/story/${TRANSLATED.slug}/`);
    assert.equal(response?.status(), 200);
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.match(await page.locator('h1').innerText(), new RegExp(`Episode ${TRANSLATED.number}: ${TRANSLATED.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    assert.ok((await page.locator('main').innerText()).includes(TRANSLATED.summary.slice(0, 40)), 'the English synopsis');
    assert.equal(await page.locator(`time[datetime="${TRANSLATED.airsAt}"]`).first().innerText(), formatInstantEn(TRANSLATED.airsAt));
    const alts = await page.locator('main img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
    assert.deepEqual(alts.slice(0, TRANSLATED.stills.length), TRANSLATED.stills.map((s) => s.alt));
    assert.ok((await horizontalOverflow(page)) <= 0, 'no horizontal scroll');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('an untranslated episode: number or English title, air time, and a link to the Japanese synopsis, never the synopsis', async () => {
    if (!UNTRANSLATED) return; // every episode out is translated
    const original = japanese.find((e) => e.number === UNTRANSLATED.number);
    const { page, response, errors } = await open(browser.context, `/en/story/${UNTRANSLATED.slug}/`);
    assert.equal(response?.status(), 200);
    const h1 = await page.locator('h1').innerText();
    assert.match(h1, new RegExp(`Episode ${UNTRANSLATED.number}`));
    if (UNTRANSLATED.title) assert.ok(h1.includes(UNTRANSLATED.title));
    assert.equal(await page.locator(`time[datetime="${UNTRANSLATED.airsAt}"]`).first().innerText(), formatInstantEn(UNTRANSLATED.airsAt));
    const main = await page.locator('main').innerText();
    assert.ok(main.includes('The synopsis of this episode is in Japanese.'));
    assert.ok(!main.includes(original.title), 'no Japanese title');
    assert.ok(!main.includes(original.summary.slice(0, 20)), 'no Japanese synopsis');
    const link = page.locator(`main a[hreflang="ja"][href$="/story/${UNTRANSLATED.slug}/"]`);
    assert.equal(await link.count(), 1);
    assert.equal(await page.locator('main img').count(), 0, 'no stills with Japanese alt texts');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('the language switch leads to the same episode in the other language, both ways', async () => {
    if (!english) return; // a Japanese-only site: the first test checks it has no English pages
    const slug = (TRANSLATED ?? episodes[0]).slug;
    const { page } = await open(browser.context, `/story/${slug}/`);
    await page.locator(`a[hreflang="en"][href$="/en/story/${slug}/"]`).first().click();
    await page.waitForURL(`**/en/story/${slug}/`);
    await page.locator('h1', { hasText: /^Episode / }).waitFor();
    await page.locator(`a[hreflang="ja"][lang="ja"][href$="/story/${slug}/"]`).first().click();
    await page.waitForURL((url) => url.pathname.endsWith(`/story/${slug}/`) && !url.pathname.includes('/en/'));
    await page.locator('h1', { hasText: /^第/ }).waitFor();
    await page.close();
  });
});

describe('English ON AIR for a visitor in New York', () => {
  /** @type {Awaited<ReturnType<typeof launch>>} */
  let browser;
  before(async () => {
    browser = await launch({ viewport: PHONE, timezoneId: 'America/New_York', locale: 'en-US' });
  });
  after(() => browser.close());

  test('JST first as the station announces it, the visitor’s time beside it in English', async () => {
    if (!english) return; // a Japanese-only site: the first test checks it has no English pages
    const { page, response, errors } = await open(browser.context, '/en/onair/');
    assert.equal(response?.status(), 200);
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    const local = page.locator('.local-time').filter({ has: page.locator(`time[datetime="${fastest.firstAirAt}"]`) }).first();
    await local.waitFor();
    const expected = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(fastest.firstAirAt));
    assert.equal(await local.innerText(), `Your time ${expected}`);
    const main = await page.locator('main').innerText();
    assert.ok(main.includes('JST'), 'Japan time written as such');
    assert.ok(!/放送|配信|ご注意/.test(main), 'no Japanese interface words');
    const calendar = page.locator('main aside a[type="text/calendar"]');
    assert.match((await calendar.getAttribute('href')) ?? '', /\/en\/onair\/calendar\.ics$/);
    const ics = await (await page.request.get(new URL((await calendar.getAttribute('href')) ?? '', page.url()).href)).text();
    assert.match(ics, /SUMMARY:.*Episode 1/);
    assert.deepEqual(errors, []);
    await page.close();
  });
});

// Screenshots to look at (not compared): the English list, a translated episode and ON AIR for a New York visitor.
describe('screenshots', () => {
  for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    test(`at ${name}`, async () => {
    if (!english) return; // a Japanese-only site: the first test checks it has no English pages
      const browser = await launch({ viewport, timezoneId: 'America/New_York', locale: 'en-US' });
      for (const [shot, path] of [
        ['story', '/en/story/'],
        ['episode', `/en/story/${(TRANSLATED ?? episodes[0]).slug}/`],
        ['untranslated', `/en/story/${(UNTRANSLATED ?? episodes[0]).slug}/`],
        ['onair', '/en/onair/'],
      ]) {
        const { page, response } = await open(browser.context, path);
        assert.equal(response?.status(), 200);
        await page.screenshot({ path: `${SHOTS}/${shot}-${name}.png`, fullPage: true });
        await page.close();
      }
      await browser.close();
    });
  }
});
