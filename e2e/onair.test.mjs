// /onair/ in a real browser: the two schedule tables (real tables at both widths, cards on a phone without
// horizontal scroll), the countdown after load at a fixed clock (upcoming → on air → next, and the end of the
// run), the page without JavaScript, and axe.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { DESKTOP, PHONE, horizontalOverflow, launch, open, sidewaysScrollWidths } from './browser.mjs';
import { axeViolations } from './axe.mjs';

const SHOTS = 'test-results/screenshots/onair';
mkdirSync(SHOTS, { recursive: true });

const TV = 'テレビ放送の放送局と放送日時';
const STREAMING = '配信サービスと配信日時';

/** @param {import('playwright-core').Page} page */

/** @param {import('playwright-core').Page} page */
async function assertSchedule(page) {
  assert.equal(await page.locator('h1').innerText(), '放送・配信情報');
  assert.match(await page.getByRole('heading', { level: 2, name: /より/ }).innerText(), /毎週土曜 25:30〜/);

  const tv = page.getByRole('table', { name: TV });
  assert.equal(await tv.locator('caption').innerText(), TV);
  // The last column holds the per-station calendar links.
  assert.deepEqual(await tv.locator('thead th').allTextContents(), ['放送局', '放送地域', '放送開始', '放送日時', '備考', 'カレンダー']);
  assert.equal(await tv.locator('tbody th[scope="row"]').count(), 6);
  const aozora = tv.locator('tbody tr').first();
  assert.match(await aozora.locator('th').innerText(), /あおぞらテレビ\s*最速/);
  const slot = aozora.locator('time', { hasText: '毎週土曜 25:30〜' });
  assert.equal(await slot.getAttribute('datetime'), '2026-10-04T01:30:00+09:00');
  assert.match(await tv.innerText(), /リピート/);

  const streaming = page.getByRole('table', { name: STREAMING });
  assert.equal(await streaming.locator('tbody th[scope="row"]').count(), 5);
  assert.match(await streaming.innerText(), /見放題/);
  assert.match(await streaming.innerText(), /レンタル/);
  assert.equal(await streaming.locator('time[datetime$="+09:00"]').count(), 10);

  const notice = page.getByRole('region', { name: 'ご注意' });
  assert.match(await notice.innerText(), /変更になる場合があります/);
}

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
      await assertSchedule(page);
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

    test('counts down to the next broadcast after load, then says it is on air', async () => {
      // A fresh profile per fixed clock. 10 seconds before episode 9 (Saturday 2026-11-28 25:30 = Sunday 01:30 JST).
      const clocked = await launch({ viewport });
      await clocked.context.clock.install({ time: new Date('2026-11-29T01:29:50+09:00') });
      try {
        const { page, errors } = await open(clocked.context, '/onair/');
        const timer = page.getByRole('timer');
        await timer.waitFor();
        assert.match(await page.locator('main').innerText(), /第9話「夏合宿と流れ星」/);
        assert.match(await timer.innerText(), /放送まであと\s*0\s*日\s*00\s*時間\s*00\s*分\s*(0\d|10)\s*秒/);
        const live = page.locator('main [aria-live="polite"]');
        assert.equal(await live.count(), 1);
        assert.equal(await live.textContent(), '');
        await page.screenshot({ path: `${SHOTS}/onair-countdown-${name}.png`, fullPage: true });

        await page.clock.runFor(12_000);
        await page.getByText('ただいま放送中！').waitFor();
        assert.equal(await timer.count(), 0);
        assert.equal(await live.textContent(), '第9話「夏合宿と流れ星」の放送が始まりました。');
        await page.screenshot({ path: `${SHOTS}/onair-live-${name}.png` });

        await page.clock.runFor(30 * 60_000);
        await page.getByText('第10話「ぼくらの歌詞ノート」', { exact: true }).waitFor();
        assert.equal(await live.textContent(), '次の放送は第10話「ぼくらの歌詞ノート」です。');
        assert.deepEqual(errors, []);
      } finally {
        await clocked.close();
      }
    });

    test('says the run is over after the last episode', async () => {
      const clocked = await launch({ viewport });
      await clocked.context.clock.install({ time: new Date('2027-01-10T12:00:00+09:00') });
      try {
        const { page } = await open(clocked.context, '/onair/');
        await page.getByText('全12話の放送は終了しました。').waitFor();
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
        await browser.context.clock.install({ time: new Date('2026-11-25T20:00:00+09:00') });
        const { page } = await open(browser.context, '/onair/');
        await page.getByRole('timer').waitFor();
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
      await assertSchedule(page);
      assert.equal(await page.getByRole('timer').count(), 0);
      assert.ok((await horizontalOverflow(page)) <= 0);
      await page.close();
    } finally {
      await browser.close();
    }
  });
});
