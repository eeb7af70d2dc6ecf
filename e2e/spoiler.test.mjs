// The spoiler guard (ネタバレ防止) in a real browser, at phone and desktop widths, on the season build made a minute
// after the reveal of the content's second episode (e2e/season.mjs), so at least two episodes have stills and a
// synopsis whatever the day: set it, reload, see the later episode covered, reveal it with the keyboard, reset it.
// It covers nothing on the server or without JavaScript, moves nothing, passes axe while on, and no page outside the
// story section loads its code or styles.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { WATCHED_UP_TO_KEY } from '../hooks/useWatchedUpTo.ts';
import { axeViolations } from './axe.mjs';
import { DESKTOP, PHONE, launch, layoutShift, open, watchLayoutShifts } from './browser.mjs';
import { SEASON_BUILDS, SEASON_CONTENT, season } from './season.mjs';
import { startServer } from './server.mjs';

const { episode } = season(SEASON_CONTENT);
// The guard set to the episode before it: it covers this one.
const watched = episode.number - 1;
const SHOTS = 'test-results/screenshots/story';

/** The select of the guard. */
const guardOf = (page) => page.getByRole('combobox', { name: 'ネタバレ防止' });

/** @type {Awaited<ReturnType<typeof startServer>>} */
let server;
before(async () => {
  server = await startServer({ dir: SEASON_BUILDS.after, port: String(Number(process.env.E2E_PORT || 3100) + 5) });
});
after(() => server.stop());

for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  describe(`the spoiler guard at ${name} ${viewport.width}×${viewport.height}`, () => {
    /** @type {Awaited<ReturnType<typeof launch>>} */
    let browser;
    before(async () => {
      browser = await launch({ viewport });
    });
    after(() => browser.close());

    test('is off by default; set on /story/, it covers the later episodes’ stills and stays set after a reload', async () => {
      const { page, errors } = await open(browser.context, '/story/', { baseUrl: server.url });
      assert.equal(await guardOf(page).inputValue(), '');
      assert.equal(await page.getByRole('button', { name: /を表示する$/ }).count(), 0, 'nothing covered by default');
      await guardOf(page).selectOption({ label: `第${watched}話まで視聴済み` });
      const cover = page.getByRole('button', { name: `第${episode.number}話の場面写真を表示する`, exact: true });
      await cover.waitFor();
      assert.equal(await page.getByRole('button', { name: `第${watched}話の場面写真を表示する` }).count(), 0, 'the watched one is not covered');
      assert.equal(await page.evaluate((key) => window.localStorage.getItem(key), WATCHED_UP_TO_KEY), String(watched));

      await page.reload({ waitUntil: 'networkidle' });
      assert.equal(await guardOf(page).inputValue(), String(watched));
      await cover.waitFor();
      // Titles are no spoilers: the card still links to the episode.
      assert.ok(await page.getByRole('link', { name: new RegExp(`^第${episode.number}話`) }).isVisible());
      await page.screenshot({ path: `${SHOTS}/story-guard-on-${name}.png`, fullPage: true });
      assert.deepEqual(errors, []);
      await page.close();
    });

    test(`on /story/${episode.slug}/ the stills and the synopsis are covered, out of reach, until revealed with the keyboard`, async () => {
      const page = await browser.context.newPage();
      await watchLayoutShifts(page);
      await page.goto(new URL(`/story/${episode.slug}/`, server.url).href, { waitUntil: 'networkidle' });
      const stillsButton = page.getByRole('button', { name: `第${episode.number}話の場面写真を表示する`, exact: true });
      const synopsisButton = page.getByRole('button', { name: `第${episode.number}話のあらすじを表示する`, exact: true });
      await synopsisButton.waitFor();
      assert.equal(await stillsButton.getAttribute('aria-expanded'), 'false');
      // Covered content is hidden from sight and from the accessibility tree.
      assert.equal(await page.getByRole('list', { name: `第${episode.number}話の場面カット` }).count(), 0);
      assert.equal(await page.getByRole('region', { name: 'あらすじ' }).getByRole('paragraph').filter({ hasNotText: 'ネタバレ防止' }).count(), 0);
      await page.screenshot({ path: `${SHOTS}/episode-guard-on-${name}.png`, fullPage: true });
      assert.equal(await layoutShift(page), 0, 'covering moved nothing');
      assert.deepEqual(await axeViolations(page), [], 'axe with the guard on');

      // The keyboard reaches the button from the guard's select, the focus is visible on it, Enter reveals.
      await guardOf(page).focus();
      for (let i = 0; i < 10 && !(await stillsButton.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
      assert.ok(await stillsButton.evaluate((el) => el === document.activeElement), 'the reveal button takes the focus');
      const outline = await stillsButton.evaluate((el) => getComputedStyle(el).outlineStyle);
      assert.notEqual(outline, 'none', 'a visible focus ring');
      await page.keyboard.press('Enter');
      const stills = page.getByRole('list', { name: `第${episode.number}話の場面カット` });
      await stills.waitFor();
      assert.equal(await stillsButton.count(), 0);
      assert.ok(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
        'the focus moved to what was revealed',
      );
      await synopsisButton.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('group', { name: `第${episode.number}話のあらすじ` }).waitFor();
      assert.ok((await page.getByRole('group', { name: `第${episode.number}話のあらすじ` }).innerText()).length > 20);
      await page.close();
    });

    test('reset: off again, nothing covered, nothing stored', async () => {
      const { page } = await open(browser.context, '/story/', { baseUrl: server.url });
      assert.equal(await guardOf(page).inputValue(), String(watched));
      await guardOf(page).selectOption({ label: 'オフ（すべて表示）' });
      await page.reload({ waitUntil: 'networkidle' });
      assert.equal(await guardOf(page).inputValue(), '');
      assert.equal(await page.getByRole('button', { name: /を表示する$/ }).count(), 0);
      assert.equal(await page.evaluate((key) => window.localStorage.getItem(key), WATCHED_UP_TO_KEY), null);
      await page.close();
    });

    test('the control appears without moving anything', async () => {
      const page = await browser.context.newPage();
      await watchLayoutShifts(page);
      await page.goto(new URL('/story/', server.url).href, { waitUntil: 'networkidle' });
      await guardOf(page).waitFor();
      assert.equal(await layoutShift(page), 0);
      await page.close();
    });
  });
}

describe('without JavaScript', () => {
  test('nothing is covered and there is no control, even with a setting stored', async () => {
    const browser = await launch({ viewport: PHONE, javaScriptEnabled: false });
    try {
      // The setting as a visitor with JavaScript left it.
      await browser.context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [WATCHED_UP_TO_KEY, '1']);
      const { page } = await open(browser.context, `/story/${episode.slug}/`, { baseUrl: server.url });
      assert.equal(await guardOf(page).count(), 0);
      assert.equal(await page.getByRole('button', { name: /を表示する$/ }).count(), 0);
      assert.equal(await page.getByRole('list', { name: `第${episode.number}話の場面カット` }).count(), 1);
      await page.close();
    } finally {
      await browser.close();
    }
  });
});

describe('outside the story section', () => {
  test('no page loads the guard’s code or styles', async () => {
    const browser = await launch({ viewport: DESKTOP });
    try {
      /** What a page loads: the text of its scripts and stylesheets. */
      const loaded = async (pagePath) => {
        const page = await browser.context.newPage();
        /** @type {Promise<string>[]} */
        const bodies = [];
        page.on('response', (response) => {
          if (['script', 'stylesheet'].includes(response.request().resourceType())) bodies.push(response.text().catch(() => ''));
        });
        await page.goto(new URL(pagePath, server.url).href, { waitUntil: 'networkidle' });
        // Visit the section's links the way a visitor would, so prefetched chunks count too.
        await page.mouse.move(1, 1);
        const text = (await Promise.all(bodies)).join('\n');
        await page.close();
        return text;
      };
      const marker = '視聴済み';
      assert.ok((await loaded('/story/')).includes(marker), 'the story list loads it (the check can see it)');
      for (const pagePath of ['/', '/news/', '/onair/', '/member/', '/music/', '/disc/', '/cast/']) {
        const text = await loaded(pagePath);
        assert.equal(text.includes(marker), false, `${pagePath} loads the guard`);
        assert.equal(text.includes(WATCHED_UP_TO_KEY), false, `${pagePath} loads the guard's storage`);
      }
    } finally {
      await browser.close();
    }
  });
});
