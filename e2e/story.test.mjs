// /story/ and every /story/NN/ in a real browser: content at phone and desktop widths, every episode reachable
// from the list, no horizontal scroll, axe, and the same content with JavaScript disabled.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createContentContext } from '../lib/content/context.ts';
import { getEpisode } from '../lib/content/story.ts';
import { DESKTOP, PHONE, horizontalOverflow, launch, open, sidewaysScrollWidths } from './browser.mjs';
import { axeViolations } from './axe.mjs';

const SHOTS = 'test-results/screenshots/story';
mkdirSync(SHOTS, { recursive: true });

const EPISODES = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
// The instant out/ shows the site at (its site-version.json): the episodes revealed by then have their synopsis and
// stills in it, the others their title and air time only.
const shows = JSON.parse(readFileSync('out/site-version.json', 'utf8')).shows;
/** @param {number} number */
const revealed = (number) => getEpisode(number, createContentContext(process.cwd(), { now: shows }))?.revealed ?? false;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** @param {import('playwright-core').Page} page */

/** @param {import('playwright-core').Page} page */
async function assertStoryIndex(page) {
  assert.equal(await page.locator('h1').innerText(), 'ストーリー');
  assert.ok(await page.getByRole('heading', { level: 2, name: /イントロダクション/ }).isVisible());
  const list = page.getByRole('region', { name: /各話あらすじ/ });
  const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  assert.deepEqual(hrefs, EPISODES.map((n) => `/story/${n}/`));
  assert.equal(await list.locator('time[datetime$="+09:00"]').count(), 12);
  assert.match(await list.getByRole('link').first().innerText(), /第1話\s*はじまりの音/);
}

/**
 * @param {import('playwright-core').Page} page
 * @param {string} slug
 */
async function assertEpisode(page, slug) {
  const number = Number(slug);
  assert.match(await page.locator('h1').innerText(), new RegExp(`^第${number}話「.+」$`));
  const stills = page.getByRole('list', { name: `第${number}話の場面カット` });
  if (!revealed(number)) {
    assert.equal(await stills.count(), 0, `no stills on /story/${slug}/ before the reveal`);
    assert.match(await page.getByRole('region', { name: 'あらすじ' }).innerText(), /あらすじは.+に公開します。/);
  } else {
    // Unique alts: without JavaScript a lazy image is there twice (its placeholder and its <noscript> copy).
    const alts = [...new Set(await stills.locator('img:visible').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? '')))];
    assert.equal(alts.length, 3, `three stills on /story/${slug}/`);
    for (const alt of alts) assert.match(alt, JAPANESE);
    assert.ok((await page.getByRole('region', { name: 'あらすじ' }).innerText()).length > 50, 'a synopsis');
  }
  const credits = page.getByRole('region', { name: 'スタッフ' });
  const terms = await credits.locator('dl dt').allInnerTexts();
  assert.deepEqual(terms, ['脚本', '絵コンテ', '演出', '作画監督']);
  const pager = page.getByRole('navigation', { name: '前後のエピソード' });
  assert.equal(await pager.getByRole('link', { name: /前の話/ }).count(), number === 1 ? 0 : 1);
  assert.equal(await pager.getByRole('link', { name: /次の話/ }).count(), number === 12 ? 0 : 1);
  assert.equal(await page.locator('time[datetime$="+09:00"]').count() >= 1, true);
}

for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  describe(`/story/ at ${name}`, () => {
    /** @type {Awaited<ReturnType<typeof launch>>} */
    let browser;
    before(async () => {
      browser = await launch({ viewport });
    });
    after(() => browser.close());

    test('shows the introduction and the 12 episode cards, no horizontal scroll, no console error', async () => {
      const { page, response, errors } = await open(browser.context, '/story/');
      assert.equal(response?.status(), 200);
      await assertStoryIndex(page);
      assert.ok((await horizontalOverflow(page)) <= 0, 'no horizontal scroll');
      await page.screenshot({ path: `${SHOTS}/story-${name}.png`, fullPage: true });
      assert.deepEqual(errors, []);
      await page.close();
    });

    test('every episode page is reachable from the list and complete', async () => {
      const { page } = await open(browser.context, '/story/');
      const hrefs = await page
        .getByRole('region', { name: /各話あらすじ/ })
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      await page.close();
      for (const href of hrefs) {
        assert.ok(href);
        const episode = await open(browser.context, href);
        assert.equal(episode.response?.status(), 200, href);
        await assertEpisode(episode.page, href.split('/')[2]);
        assert.ok((await horizontalOverflow(episode.page)) <= 0, `no horizontal scroll on ${href}`);
        assert.deepEqual(episode.errors, [], href);
        await episode.page.close();
      }
    });

    test('a card click opens the episode; the next link moves on', async () => {
      const { page } = await open(browser.context, '/story/');
      await page.getByRole('link', { name: /第3話/ }).click();
      await page.waitForURL(/\/story\/03\/$/);
      // Client-side navigation: wait for the new page to render, not only for the URL.
      await page.locator('h1', { hasText: '第3話' }).waitFor();
      await page.getByRole('navigation', { name: '前後のエピソード' }).getByRole('link', { name: /次の話/ }).click();
      await page.waitForURL(/\/story\/04\/$/);
      await page.locator('h1', { hasText: '第4話' }).waitFor();
      assert.equal(await page.getByRole('list', { name: '第4話の場面カット' }).count(), revealed(4) ? 1 : 0);
      if (name === 'desktop') await page.screenshot({ path: `${SHOTS}/episode-04-${name}.png`, fullPage: true });
      await page.close();
    });

    for (const path of ['/story/', '/story/01/', '/story/12/']) {
      test(`no serious or critical accessibility violation on ${path}`, async () => {
        const { page } = await open(browser.context, path);
        if (path !== '/story/') await page.screenshot({ path: `${SHOTS}/episode-${path.split('/')[2]}-${name}.png`, fullPage: true });
        assert.deepEqual(await axeViolations(page), []);
        await page.close();
      });
    }
  });
}

describe('widths from 360px to 1440px', () => {
  test('nothing scrolls sideways', async () => {
    const browser = await launch({ viewport: PHONE });
    try {
      for (const path of ['/story/', '/story/07/']) {
        const { page } = await open(browser.context, path);
        assert.deepEqual(await sidewaysScrollWidths(page), [], path);
        await page.close();
      }
    } finally {
      await browser.close();
    }
  });
});

describe('/story/ without JavaScript', () => {
  test('the list and an episode page are complete server HTML', async () => {
    const browser = await launch({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const { page } = await open(browser.context, '/story/');
      await assertStoryIndex(page);
      assert.ok((await horizontalOverflow(page)) <= 0);
      await page.close();
      const episode = await open(browser.context, '/story/05/');
      await assertEpisode(episode.page, '05');
      assert.ok((await horizontalOverflow(episode.page)) <= 0);
      await episode.page.close();
    } finally {
      await browser.close();
    }
  });
});
