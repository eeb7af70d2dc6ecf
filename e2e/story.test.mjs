// /story/ and every /story/NN/ in a real browser: content at phone and desktop widths, every episode reachable
// from the list, no horizontal scroll, axe, and the same content with JavaScript disabled.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { DESKTOP, PHONE, horizontalOverflow, launch, open, sidewaysScrollWidths } from './browser.mjs';
import { axeViolations } from './axe.mjs';
import { contentOf } from './content.mjs';
import { assertEpisode, assertStoryIndex } from './sections.mjs';

const SHOTS = 'test-results/screenshots/story';
mkdirSync(SHOTS, { recursive: true });

const content = contentOf();
const { episodes } = content;
/** The first, a middle and the last episode: the pages the layout checks open. */
const FIRST = episodes[0].slug;
const MIDDLE = episodes[Math.floor((episodes.length - 1) / 2)].slug;
const LAST = episodes[episodes.length - 1].slug;

for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  describe(`/story/ at ${name}`, () => {
    /** @type {Awaited<ReturnType<typeof launch>>} */
    let browser;
    before(async () => {
      browser = await launch({ viewport });
    });
    after(() => browser.close());

    test('shows the introduction and a card per episode, no horizontal scroll, no console error', async () => {
      const { page, response, errors } = await open(browser.context, '/story/');
      assert.equal(response?.status(), 200);
      await assertStoryIndex(page, content);
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
        await assertEpisode(episode.page, content, href.split('/')[2]);
        assert.ok((await horizontalOverflow(episode.page)) <= 0, `no horizontal scroll on ${href}`);
        assert.deepEqual(episode.errors, [], href);
        await episode.page.close();
      }
    });

    test('a card click opens the episode; the next link moves on', async () => {
      // The third card (or the last there is), and the episode after it when there is one.
      const from = episodes[Math.min(2, episodes.length - 1)];
      const { page } = await open(browser.context, '/story/');
      await page.getByRole('link', { name: new RegExp(`第${from.number}話`) }).click();
      await page.waitForURL(new RegExp(`/story/${from.slug}/$`));
      // Client-side navigation: wait for the new page to render, not only for the URL.
      await page.locator('h1', { hasText: `第${from.number}話` }).waitFor();
      const next = page.getByRole('navigation', { name: '前後のエピソード' }).getByRole('link', { name: /次の話/ });
      if (from.next) {
        await next.click();
        await page.waitForURL(new RegExp(`/story/${from.next.slug}/$`));
        await page.locator('h1', { hasText: `第${from.next.number}話` }).waitFor();
        // Its stills are there once it is revealed as of the build instant.
        const shown = episodes.find((e) => e.slug === from.next.slug);
        assert.equal(await page.getByRole('list', { name: `第${from.next.number}話の場面カット` }).count(), shown?.stills.length ? 1 : 0);
        if (name === 'desktop') await page.screenshot({ path: `${SHOTS}/episode-${from.next.slug}-${name}.png`, fullPage: true });
      } else {
        assert.equal(await next.count(), 0, 'the last episode has no next link');
      }
      await page.close();
    });

    for (const path of ['/story/', `/story/${FIRST}/`, `/story/${LAST}/`]) {
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
      for (const path of ['/story/', `/story/${MIDDLE}/`]) {
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
      await assertStoryIndex(page, content);
      assert.ok((await horizontalOverflow(page)) <= 0);
      await page.close();
      const episode = await open(browser.context, `/story/${MIDDLE}/`);
      await assertEpisode(episode.page, content, MIDDLE);
      assert.ok((await horizontalOverflow(episode.page)) <= 0);
      await episode.page.close();
    } finally {
      await browser.close();
    }
  });
});
