// /disc/ and the volume pages in a real browser: volumes, prices 税込, the store-bonus table on a phone,
// without JavaScript, and axe.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { DESKTOP, PHONE, horizontalOverflow, launch, open } from './browser.mjs';
import { axeViolations } from './axe.mjs';
import { groupBonusesByStore } from '../lib/sections/disc/volumes.ts';
import { contentOf } from './content.mjs';
import { jacketRatios, untaxedPrices } from './releases.mjs';
import { assertDiscContent, discSectionName, escapeRegExp, hrefsIn } from './sections.mjs';

const SHOTS = 'test-results/screenshots/disc';
mkdirSync(SHOTS, { recursive: true });

const content = contentOf();
const { volumes, storeBonuses } = content.discs;
const [first] = volumes;
const LAST = volumes[volumes.length - 1];
/** The volume whose own page the navigation test opens (the second, or the only one). */
const OPENED = volumes[Math.min(1, volumes.length - 1)];
/** The bonuses that come with a volume: those for every volume and those that name it. */
const bonusesOf = (id) => storeBonuses.filter((b) => b.volumes === 'all' || b.volumes.includes(id));

/** @param {import('playwright-core').Page} page */
async function noHorizontalScroll(page) {
  const overflow = await horizontalOverflow(page);
  assert.ok(overflow <= 0, `no horizontal scroll (${overflow}px too wide)`);
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
      await assertDiscContent(page, content);
      await noHorizontalScroll(page);
      const ratios = await jacketRatios(page, `article#${first.id}`);
      assert.ok(Math.abs(ratios.natural - ratios.shown) < 0.01, `the jacket is shown whole (${JSON.stringify(ratios)})`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/disc-${name}.png`, fullPage: true });
      assert.deepEqual(errors, []);
      await page.close();
    });

    test('the store-bonus table is readable: a grid on wide screens, one card per store on a phone, still a table', async () => {
      const { page } = await open(browser.context, '/disc/');
      const table = page.getByRole('table', { name: '店舗別購入特典' });
      if (storeBonuses.length === 0) {
        assert.equal(await table.count(), 0, 'no table without store bonuses');
        return void (await page.close());
      }
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
        const last = groupBonusesByStore(storeBonuses).at(-1);
        const card = table.locator('tbody').last();
        const storeBox = await card.locator('th').boundingBox();
        const itemBox = await card.getByText(last?.bonuses[0].item ?? '').boundingBox();
        assert.ok(storeBox && itemBox && storeBox.y + storeBox.height <= itemBox.y, 'store name on top');
      } else {
        assert.equal(layout.groupDisplay, 'table-row-group');
      }
      // The browser still exposes a data table with its headers (the reflow only changes the look).
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const roles = nodes.map((n) => n.role?.value);
      assert.ok(roles.includes('table'), `a table in the accessibility tree (${[...new Set(roles)].join(', ')})`);
      assert.ok(roles.filter((r) => r === 'rowheader').length >= new Set(storeBonuses.map((b) => b.store.id)).size, 'store names are row headers');
      assert.ok(roles.filter((r) => r === 'columnheader').length >= 4 + 3 * volumes.length, 'column headers of the bonus and format tables');
      await page.screenshot({ path: `${SHOTS}/disc-table-${name}.png` });
      await noHorizontalScroll(page);
      await page.close();
    });

    test('each volume has its own page with its store bonuses and links to its neighbours', async () => {
      const i = volumes.indexOf(OPENED);
      const { page } = await open(browser.context, '/disc/');
      await page.getByRole('link', { name: `${OPENED.label}の詳細・店舗別特典` }).click();
      await page.waitForURL(new RegExp(`/disc/${OPENED.id}/$`));
      // Client-side navigation updates the URL before the new page renders: wait for its heading.
      await page.locator('h1', { hasText: OPENED.label }).waitFor();
      assert.equal(await page.locator('h1').innerText(), `${discSectionName(volumes)} ${OPENED.label}`);
      const own = bonusesOf(OPENED.id);
      const table = page.getByRole('table', { name: `${OPENED.label} 店舗別購入特典` });
      assert.equal(await table.count(), own.length > 0 ? 1 : 0);
      if (own.length > 0) {
        const text = await table.innerText();
        for (const bonus of storeBonuses) {
          assert.equal(new RegExp(escapeRegExp(bonus.item)).test(text), own.includes(bonus), `${bonus.item} ${own.includes(bonus) ? 'comes' : 'does not come'} with ${OPENED.id}`);
        }
      }
      const pager = page.getByRole('navigation', { name: 'ほかの巻' });
      const neighbours = [volumes[i - 1] && `/disc/${volumes[i - 1].id}/`, '/disc/', volumes[i + 1] && `/disc/${volumes[i + 1].id}/`].filter(Boolean);
      assert.deepEqual(await hrefsIn(pager), neighbours);
      const { count, untaxed } = await untaxedPrices(page);
      assert.equal(count, OPENED.formats.length);
      assert.deepEqual(untaxed, []);
      await noHorizontalScroll(page);
      await page.screenshot({ path: `${SHOTS}/disc-${OPENED.id}-${name}.png`, fullPage: true });
      await page.close();
    });

    test('no serious or critical accessibility violation', async () => {
      for (const path of ['/disc/', `/disc/${first.id}/`, `/disc/${LAST.id}/`]) {
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
      await assertDiscContent(page, content);
      await noHorizontalScroll(page);
      assert.equal(await page.locator('tbody').last().evaluate((el) => getComputedStyle(el).display), 'block');
      const own = await open(browser.context, `/disc/${first.id}/`);
      assert.equal(await own.page.locator('h1').innerText(), `${discSectionName(volumes)} ${first.label}`);
      assert.equal(await own.page.getByRole('table', { name: `${first.label} 店舗別購入特典` }).isVisible(), bonusesOf(first.id).length > 0);
      await page.close();
      await own.page.close();
    } finally {
      await browser.close();
    }
  });
});
