// /disc/ and the volume pages in a real browser: volumes, prices 税込, the store-bonus table on a phone,
// without JavaScript, and axe.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { DESKTOP, PHONE, horizontalOverflow, launch, open } from './browser.mjs';
import { axeViolations } from './axe.mjs';
import { jacketRatios, untaxedPrices } from './releases.mjs';

const SHOTS = 'test-results/screenshots/disc';
mkdirSync(SHOTS, { recursive: true });

const VOLUMES = ['vol1', 'vol2', 'vol3', 'vol4'];

/** @param {import('playwright-core').Page} page */
async function noHorizontalScroll(page) {
  const overflow = await horizontalOverflow(page);
  assert.ok(overflow <= 0, `no horizontal scroll (${overflow}px too wide)`);
}

/** @param {import('playwright-core').Page} page */
async function assertDiscContent(page) {
  assert.equal(await page.locator('h1').innerText(), 'ブルーレイ・DVD');
  const index = page.getByRole('navigation', { name: '巻の一覧' });
  assert.deepEqual(
    await index.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    VOLUMES.map((id) => `#${id}`),
  );
  for (const [i, id] of VOLUMES.entries()) {
    const volume = page.locator(`article#${id}`);
    assert.equal(await volume.getByRole('heading', { level: 2 }).innerText(), `そらいろアンサンブル Vol.${i + 1}`);
    const time = volume.locator('time').first();
    assert.match((await time.getAttribute('datetime')) ?? '', /^\d{4}-\d{2}-\d{2}T00:00:00\+09:00$/);
    const episodes = await volume.locator('a[href^="/story/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    assert.deepEqual(episodes, [1, 2, 3].map((n) => `/story/${String(i * 3 + n).padStart(2, '0')}/`));
    const formats = await volume.locator('table tbody tr').allInnerTexts();
    assert.equal(formats.length, 2);
    assert.match(formats[0], /Blu-ray\s+SRXB-100\d\s+16,500円（税込）/);
    assert.match(formats[1], /DVD\s+SRXD-100\d\s+14,300円（税込）/);
    assert.ok(await volume.getByRole('heading', { name: '封入特典' }).isVisible());
    assert.ok(await volume.getByRole('heading', { name: '映像特典' }).isVisible());
    assert.equal(await volume.getByRole('link', { name: `Vol.${i + 1}の詳細・店舗別特典` }).getAttribute('href'), `/disc/${id}/`);
  }
  const table = page.getByRole('table', { name: '店舗別購入特典' });
  assert.equal(await table.locator('caption').textContent(), '店舗別購入特典');
  assert.deepEqual(await table.locator('thead th').evaluateAll((ths) => ths.map((th) => th.getAttribute('scope'))), ['col', 'col', 'col', 'col']);
  assert.equal(await table.locator('tbody th').count(), 5, 'one row header per store');
  assert.match(await table.innerText(), /メンバー缶バッジ（奏・ひなた・蓮）\s+Vol\.3・Vol\.4\s+各巻購入/);
  const { count, untaxed } = await untaxedPrices(page);
  assert.equal(count, 8, 'two formats × four volumes');
  assert.deepEqual(untaxed, [], 'every price says 税込');
}

for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  describe(`/disc/ at ${name}`, () => {
    /** @type {Awaited<ReturnType<typeof launch>>} */
    let browser;
    before(async () => {
      browser = await launch({ viewport });
    });
    after(() => browser.close());

    test('shows every volume and the store bonuses, no horizontal page scroll, no console error', async () => {
      const { page, response, errors } = await open(browser.context, '/disc/');
      assert.equal(response?.status(), 200);
      await assertDiscContent(page);
      await noHorizontalScroll(page);
      const ratios = await jacketRatios(page, 'article#vol1');
      assert.ok(Math.abs(ratios.natural - ratios.shown) < 0.01, `the jacket is shown whole (${JSON.stringify(ratios)})`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/disc-${name}.png`, fullPage: true });
      assert.deepEqual(errors, []);
      await page.close();
    });

    test('the store-bonus table is readable: a grid on wide screens, one card per store on a phone, still a table', async () => {
      const { page } = await open(browser.context, '/disc/');
      const table = page.getByRole('table', { name: '店舗別購入特典' });
      await table.scrollIntoViewIfNeeded();
      const layout = await table.evaluate((el) => ({
        width: el.getBoundingClientRect().width,
        right: el.getBoundingClientRect().right,
        overflow: el.parentElement ? el.parentElement.scrollWidth - el.parentElement.clientWidth : 0,
        groupDisplay: getComputedStyle(/** @type {Element} */ (el.querySelector('tbody'))).display,
        headHidden: /** @type {HTMLElement} */ (el.querySelector('thead')).getBoundingClientRect().height <= 1,
      }));
      assert.ok(layout.right <= viewport.width, `the table fits the screen (${layout.right}px)`);
      assert.ok(layout.overflow <= 0, 'nothing inside it scrolls sideways');
      if (viewport.width < 768) {
        assert.equal(layout.groupDisplay, 'block', 'stores are cards');
        assert.ok(layout.headHidden, 'column headers are hidden visually');
        // Each store card shows the store name above its bonuses.
        const card = table.locator('tbody').nth(2);
        const storeBox = await card.locator('th').boundingBox();
        const itemBox = await card.getByText('メンバー缶バッジ（奏・ひなた・蓮）').boundingBox();
        assert.ok(storeBox && itemBox && storeBox.y + storeBox.height <= itemBox.y, 'store name on top');
      } else {
        assert.equal(layout.groupDisplay, 'table-row-group');
      }
      // The browser still exposes a data table with its headers (the reflow only changes the look).
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const roles = nodes.map((n) => n.role?.value);
      assert.ok(roles.includes('table'), `a table in the accessibility tree (${[...new Set(roles)].join(', ')})`);
      assert.ok(roles.filter((r) => r === 'rowheader').length >= 5, 'store names are row headers');
      assert.ok(roles.filter((r) => r === 'columnheader').length >= 4 + 3 * 4, 'column headers of the bonus and format tables');
      await page.screenshot({ path: `${SHOTS}/disc-table-${name}.png` });
      await noHorizontalScroll(page);
      await page.close();
    });

    test('each volume has its own page with its store bonuses and links to its neighbours', async () => {
      const { page } = await open(browser.context, '/disc/');
      await page.getByRole('link', { name: 'Vol.2の詳細・店舗別特典' }).click();
      await page.waitForURL(/\/disc\/vol2\/$/);
      // Client-side navigation updates the URL before the new page renders: wait for its heading.
      await page.locator('h1', { hasText: 'Vol.2' }).waitFor();
      assert.equal(await page.locator('h1').innerText(), 'ブルーレイ・DVD Vol.2');
      assert.ok(await page.getByRole('table', { name: 'Vol.2 店舗別購入特典' }).isVisible());
      assert.match(await page.getByRole('table', { name: 'Vol.2 店舗別購入特典' }).innerText(), /メンバー缶バッジ（美咲・凪）/);
      assert.doesNotMatch(await page.getByRole('table', { name: 'Vol.2 店舗別購入特典' }).innerText(), /奏・ひなた・蓮/);
      const pager = page.getByRole('navigation', { name: 'ほかの巻' });
      assert.deepEqual(
        await pager.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
        ['/disc/vol1/', '/disc/', '/disc/vol3/'],
      );
      const { count, untaxed } = await untaxedPrices(page);
      assert.equal(count, 2);
      assert.deepEqual(untaxed, []);
      await noHorizontalScroll(page);
      await page.screenshot({ path: `${SHOTS}/disc-vol2-${name}.png`, fullPage: true });
      await page.close();
    });

    test('no serious or critical accessibility violation', async () => {
      for (const path of ['/disc/', '/disc/vol1/', '/disc/vol4/']) {
        const { page } = await open(browser.context, path);
        assert.deepEqual(await axeViolations(page), [], path);
        await page.close();
      }
    });
  });
}

describe('/disc/ without JavaScript', () => {
  test('is complete server HTML, the bonus table reflowed into cards', async () => {
    const browser = await launch({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const { page } = await open(browser.context, '/disc/');
      await assertDiscContent(page);
      await noHorizontalScroll(page);
      assert.equal(await page.locator('tbody').last().evaluate((el) => getComputedStyle(el).display), 'block');
      const vol1 = await open(browser.context, '/disc/vol1/');
      assert.equal(await vol1.page.locator('h1').innerText(), 'ブルーレイ・DVD Vol.1');
      assert.ok(await vol1.page.getByRole('table', { name: 'Vol.1 店舗別購入特典' }).isVisible());
      await page.close();
      await vol1.page.close();
    } finally {
      await browser.close();
    }
  });
});
