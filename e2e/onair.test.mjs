// /onair/ in a real browser: the two schedule tables (real tables at both widths, cards on a phone without
// horizontal scroll), the countdown after load at a fixed clock (upcoming → on air → next, and the end of the
// run), the page without JavaScript, and axe.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { BASE_URL, DESKTOP, PHONE, horizontalOverflow, launch, layoutShift, open, sidewaysScrollWidths, watchLayoutShifts } from './browser.mjs';
import { EPISODE_SLOT_MINUTES } from '../lib/broadcast.ts';
import { axeViolations } from './axe.mjs';
import { contentOf, shownAt } from './content.mjs';
import { assertSchedule, escapeRegExp } from './sections.mjs';

const SHOTS = 'test-results/screenshots/onair';
mkdirSync(SHOTS, { recursive: true });

const TV = 'テレビ放送の放送局と放送日時';
const content = contentOf();
const { episodes } = content;
const { fastest } = content.onair;
/**
 * The episode the countdown test waits for: the first to air after the instant out/ shows (the countdown never shows
 * a state before the page's own, hooks/useLiveInstant), the middle one of those when there are more, so that one airs
 * after it.
 */
const ahead = episodes.filter((e) => Date.parse(e.airsAt) > Date.parse(shownAt()));
const NEXT = ahead[Math.floor((ahead.length - 1) / 2)];
const AFTER_NEXT = NEXT && episodes[episodes.indexOf(NEXT) + 1];
const LAST = episodes[episodes.length - 1];
const label = (e) => `第${e.number}話「${e.title}」`;
/**
 * The first episode to air after the instant out/ shows, with one after it: a page built before its broadcast and
 * opened after it moves its panel on to the next episode.
 */
const AIRS_AFTER_BUILD = episodes.find((e, i) => Date.parse(e.airsAt) > Date.parse(shownAt()) && episodes[i + 1]);
/** Past a broadcast's slot by a minute. */
const PAST_SLOT = (EPISODE_SLOT_MINUTES + 1) * 60_000;
/** An instant `ms` after another (ISO string or milliseconds), as a Date for the browser's fixed clock. */
const at = (instant, ms) => new Date(Date.parse(instant) + ms);

for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  describe(`/onair/ at ${name}`, () => {
    /** @type {Awaited<ReturnType<typeof launch>>} */
    let browser;
    before(async () => {
      browser = await launch({ viewport });
    });
    after(() => browser.close());

    test('shows the schedule tables, no horizontal scroll, no console error', async () => {
      const { page, response, errors } = await open(browser.context, '/onair/');
      assert.equal(response?.status(), 200);
      await assertSchedule(page, content);
      assert.ok((await horizontalOverflow(page)) <= 0, 'no horizontal scroll');
      assert.deepEqual(errors, []);
      await page.close();
    });

    test('Chromium still exposes real tables (rows, column and row headers, cells) at this width', async () => {
      // The markup has no ARIA table roles (they are invalid HTML inside a table): these come from the elements
      // themselves, restyled as cards on a phone.
      const { page } = await open(browser.context, '/onair/');
      assert.equal(await page.locator('table [role]:is(thead, tbody, tr, th, td)').count(), 0);
      const cdp = await browser.context.newCDPSession(page);
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const count = (/** @type {string} */ role) => nodes.filter((n) => !n.ignored && n.role?.value === role).length;
      assert.equal(count('table'), await page.locator('table').count());
      assert.equal(count('row'), await page.locator('tr').count());
      assert.equal(count('columnheader'), await page.locator('thead th').count());
      assert.equal(count('rowheader'), await page.locator('tbody th[scope="row"]').count());
      // Every data cell that is shown (a phone hides the empty ones).
      const shown = await page.locator('tbody td').evaluateAll((cells) => cells.filter((td) => td.getClientRects().length > 0).length);
      assert.equal(count('cell'), shown);
      await cdp.detach();
      await page.close();
    });

    test('the tables are laid out as a table on desktop and as cards on a phone and a tablet', async () => {
      const { page } = await open(browser.context, '/onair/');
      const display = await page.getByRole('table', { name: TV }).evaluate((t) => getComputedStyle(t).display);
      assert.equal(display, viewport.width >= 1024 ? 'table' : 'block');
      await page.close();
    });

    test('nothing scrolls sideways at any width from 360px to 1440px', async () => {
      const { page } = await open(browser.context, '/onair/');
      assert.deepEqual(await sidewaysScrollWidths(page, [360, 600, 768, 900, 1024, 1100, 1440]), []);
      await page.close();
    });

    test('counts down to the next broadcast after load, then says it is on air, then names the one after', async (t) => {
      if (!NEXT) return t.skip('no episode airs after the instant out/ shows');
      // A fresh profile per fixed clock: 10 seconds before an episode airs.
      const clocked = await launch({ viewport });
      await clocked.context.clock.install({ time: at(NEXT.airsAt, -10_000) });
      try {
        const { page, errors } = await open(clocked.context, '/onair/');
        const timer = page.getByRole('timer');
        await timer.waitFor();
        assert.match(await page.locator('main').innerText(), new RegExp(escapeRegExp(label(NEXT))));
        assert.match(await timer.innerText(), /放送まであと\s*0\s*日\s*00\s*時間\s*00\s*分\s*(0\d|10)\s*秒/);
        const live = page.locator('main [aria-live="polite"]');
        assert.equal(await live.count(), 1);
        assert.equal(await live.textContent(), '');
        await page.screenshot({ path: `${SHOTS}/onair-countdown-${name}.png`, fullPage: true });

        await page.clock.runFor(12_000);
        await page.getByText('ただいま放送中！').filter({ visible: true }).waitFor();
        assert.equal(await timer.count(), 0);
        assert.match(await page.locator('main').innerText(), new RegExp(escapeRegExp(fastest.name)));
        assert.equal(await live.textContent(), `${label(NEXT)}の放送が始まりました。`);
        await page.screenshot({ path: `${SHOTS}/onair-live-${name}.png` });

        await page.clock.runFor(30 * 60_000);
        if (AFTER_NEXT) {
          await page.getByText(label(AFTER_NEXT), { exact: true }).filter({ visible: true }).waitFor();
          assert.equal(await live.textContent(), `次の放送は${label(AFTER_NEXT)}です。`);
        } else {
          await page.getByText(`全${episodes.length}話の放送は終了しました。`).filter({ visible: true }).waitFor();
        }
        assert.deepEqual(errors, []);
      } finally {
        await clocked.close();
      }
    });

    test('a page built before a broadcast and opened after it moves the panel on to the next episode, and nothing else moves', async (t) => {
      if (!AIRS_AFTER_BUILD) return t.skip('no episode airs after the instant out/ shows, with one after it');
      const following = episodes[episodes.indexOf(AIRS_AFTER_BUILD) + 1];
      const clocked = await launch({ viewport });
      await clocked.context.clock.install({ time: at(AIRS_AFTER_BUILD.airsAt, PAST_SLOT) });
      try {
        const page = await clocked.context.newPage();
        await watchLayoutShifts(page);
        await page.goto(new URL('/onair/', BASE_URL).href, { waitUntil: 'networkidle' });
        const timer = page.getByRole('timer');
        await timer.waitFor();
        const panel = page.locator('div', { has: timer }).first();
        assert.match(await panel.innerText(), new RegExp(escapeRegExp(label(following))));
        await page.screenshot({ path: `${SHOTS}/onair-moved-on-${name}.png` });
        assert.equal(await layoutShift(page), 0, 'no layout shift');
      } finally {
        await clocked.close();
      }
    });

    test('says the run is over after the last episode', async () => {
      const clocked = await launch({ viewport });
      await clocked.context.clock.install({ time: at(LAST.airsAt, 7 * 24 * 3_600_000) });
      try {
        const { page } = await open(clocked.context, '/onair/');
        await page.getByText(`全${episodes.length}話の放送は終了しました。`).filter({ visible: true }).waitFor();
        assert.equal(await page.getByRole('timer').count(), 0);
      } finally {
        await clocked.close();
      }
    });
  });
}

describe('/onair/ accessibility', () => {
  for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    test(`no serious or critical violation at ${name}, countdown shown`, async () => {
      const browser = await launch({ viewport });
      try {
        // Before an episode that airs after the page's instant: the countdown is on the page.
        await browser.context.clock.install({ time: at((NEXT ?? episodes[0]).airsAt, -60_000) });
        const { page } = await open(browser.context, '/onair/');
        // After the run, the panel says so instead.
        await (NEXT ? page.getByRole('timer') : page.getByText(`全${episodes.length}話の放送は終了しました。`).filter({ visible: true })).waitFor();
        await page.screenshot({ path: `${SHOTS}/onair-${name}.png`, fullPage: true });
        assert.deepEqual(await axeViolations(page), []);
        await page.close();
      } finally {
        await browser.close();
      }
    });
  }
});

describe('/onair/ without JavaScript', () => {
  test('states the whole schedule; there is no countdown', async () => {
    const browser = await launch({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const { page } = await open(browser.context, '/onair/');
      await assertSchedule(page, content);
      assert.equal(await page.getByRole('timer').count(), 0);
      assert.ok((await horizontalOverflow(page)) <= 0);
      await page.close();
    } finally {
      await browser.close();
    }
  });
});
