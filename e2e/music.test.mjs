// /music/ in a real browser: every release with its details, anchors, prices 税込, without JavaScript, and axe.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { DESKTOP, PHONE, horizontalOverflow, launch, open } from './browser.mjs';
import { axeViolations } from './axe.mjs';
import { jacketRatios, untaxedPrices } from './releases.mjs';

const SHOTS = 'test-results/screenshots/music';
mkdirSync(SHOTS, { recursive: true });

const RELEASES = [
  ['op', 'OP主題歌', 'ソライロ・シグナル'],
  ['ed', 'ED主題歌', '潮騒のあとで'],
  ['insert', '挿入歌', '防波堤ブルース'],
  ['album', 'アルバム', 'Blue Horizon'],
];

/** @param {import('playwright-core').Page} page */
async function assertMusicContent(page) {
  assert.equal(await page.locator('h1').innerText(), 'ミュージック');
  const index = page.getByRole('navigation', { name: 'リリース一覧' });
  for (const [id, kind, title] of RELEASES) {
    const link = index.locator(`a[href="#${id}"]`);
    assert.match(await link.innerText(), new RegExp(`${kind}[\\s\\S]*${title}`));
    const article = page.locator(`article#${id}`);
    assert.equal(await article.getByRole('heading', { level: 2 }).innerText(), title);
    assert.match(await article.innerText(), new RegExp(kind));
    const time = article.locator('time').first();
    assert.match((await time.getAttribute('datetime')) ?? '', /^\d{4}-\d{2}-\d{2}T00:00:00\+09:00$/);
    assert.match(await time.innerText(), /^\d{4}\.\d{2}\.\d{2}（.）$/);
    assert.ok((await article.locator('table tbody tr').count()) >= 1, `${id} editions`);
    assert.ok((await article.locator('ol > li').count()) >= 1, `${id} tracks`);
  }
  const op = page.locator('article#op');
  for (const credit of ['作詞', '作曲', '編曲']) assert.ok(await op.locator('dt', { hasText: credit }).isVisible());
  assert.match(await op.locator('ol').innerText(), /TV size/);
  assert.match(await op.locator('ol').innerText(), /Instrumental/);
  const jacket = op.getByRole('img', { name: /ソライロ・シグナル/ }).first();
  const box = await jacket.boundingBox();
  assert.ok(box && Math.abs(box.width - box.height) <= 1, 'the jacket is square');
  // External links: new tab, no opener, announced.
  const external = page.locator('main a[target="_blank"]');
  assert.ok((await external.count()) >= 7);
  for (const a of await external.all()) {
    assert.equal(await a.getAttribute('rel'), 'noopener noreferrer');
    assert.match(await a.textContent() ?? '', /（新しいタブで開きます）$/);
  }
  const { count, untaxed } = await untaxedPrices(page);
  assert.equal(count, 7, 'seven edition prices');
  assert.deepEqual(untaxed, [], 'every price says 税込');
}

for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  describe(`/music/ at ${name}`, () => {
    /** @type {Awaited<ReturnType<typeof launch>>} */
    let browser;
    before(async () => {
      browser = await launch({ viewport });
    });
    after(() => browser.close());

    test('shows every release in full, no horizontal scroll, no console error', async () => {
      const { page, response, errors } = await open(browser.context, '/music/');
      assert.equal(response?.status(), 200);
      await assertMusicContent(page);
      const overflow = await horizontalOverflow(page);
      assert.ok(overflow <= 0, `no horizontal scroll (${overflow}px too wide)`);
      const ratios = await jacketRatios(page, 'article#op');
      assert.ok(Math.abs(ratios.natural - 1) < 0.01 && Math.abs(ratios.shown - 1) < 0.01, `square jacket, shown whole (${JSON.stringify(ratios)})`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/music-${name}.png`, fullPage: true });
      assert.deepEqual(errors, []);
      await page.close();
    });

    test('the index jumps to a release, whose heading is then in view', async () => {
      const { page } = await open(browser.context, '/music/');
      await page.getByRole('navigation', { name: 'リリース一覧' }).locator('a[href="#insert"]').click();
      await page.waitForURL(/#insert$/);
      const heading = page.locator('article#insert h2');
      await page.waitForFunction(() => {
        const rect = document.querySelector('article#insert')?.getBoundingClientRect();
        return rect !== undefined && Math.abs(rect.top) < 80;
      });
      assert.ok(await heading.isVisible());
      await page.close();
    });

    test('opening /music/#album directly shows the album', async () => {
      const { page } = await open(browser.context, '/music/#album');
      const top = await page.locator('article#album').evaluate((el) => el.getBoundingClientRect().top);
      assert.ok(Math.abs(top) < 80, `album at the top (${top}px)`);
      await page.close();
    });

    test('no serious or critical accessibility violation', async () => {
      const { page } = await open(browser.context, '/music/');
      assert.deepEqual(await axeViolations(page), []);
      await page.close();
    });
  });
}

describe('/music/ without JavaScript', () => {
  test('is complete server HTML, jackets included', async () => {
    const browser = await launch({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const { page } = await open(browser.context, '/music/');
      await assertMusicContent(page);
      const jacket = page.getByRole('img', { name: /ソライロ・シグナル/ }).first();
      await jacket.scrollIntoViewIfNeeded();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('article#op img')].some((img) => img.complete && img.naturalWidth > 1),
      );
      await page.close();
    } finally {
      await browser.close();
    }
  });
});
