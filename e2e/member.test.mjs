// /member/ and every /member/<id>/ in a real browser: content at phone and desktop widths, every member page
// reachable from the list, no horizontal scroll, axe, and the same content with JavaScript disabled.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { DESKTOP, PHONE, horizontalOverflow, launch, open, sidewaysScrollWidths } from './browser.mjs';
import { axeViolations } from './axe.mjs';

const SHOTS = 'test-results/screenshots/member';
mkdirSync(SHOTS, { recursive: true });

const MEMBERS = ['misaki', 'nagi', 'kanade', 'hinata', 'ren'];

/** @param {import('playwright-core').Page} page */

/** @param {import('playwright-core').Page} page */
async function assertMemberIndex(page) {
  assert.equal(await page.locator('h1').innerText(), 'メンバー');
  const band = page.getByRole('region', { name: 'バンドメンバー' });
  const hrefs = await band.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  assert.deepEqual(hrefs, MEMBERS.map((id) => `/member/${id}/`));
  assert.equal(await band.locator('ruby rt').first().innerText(), 'あさなぎ');
  // Unique alts: without JavaScript a lazy image is there twice (its placeholder and its <noscript> copy).
  const alts = await band.locator('img:visible').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
  assert.equal(new Set(alts).size, 5);
  assert.match(await band.innerText(), /汐田ことね/);
  const supporting = page.getByRole('region', { name: /サブキャラクター/ });
  assert.equal(await supporting.getByRole('article').count(), 3);
}

/**
 * @param {import('playwright-core').Page} page
 * @param {string} id
 */
async function assertMember(page, id) {
  const h1 = page.locator('h1');
  assert.ok((await h1.locator('ruby').count()) >= 1, `${id}: name with reading`);
  const terms = await page.locator('dl dt').allInnerTexts();
  assert.deepEqual(terms, ['学年', 'パート', '誕生日', '身長', 'CV']);
  assert.ok((await page.locator('blockquote').innerText()).length > 3, `${id}: quote`);
  const alts = await page.locator('img:visible').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
  assert.ok(new Set(alts).size >= 2, `${id}: main art and an alternate`);
  const nav = page.getByRole('navigation', { name: 'ほかのメンバー' });
  assert.equal(await nav.getByRole('link', { name: /前のメンバー/ }).count(), 1);
  assert.equal(await nav.getByRole('link', { name: /次のメンバー/ }).count(), 1);
  assert.equal(await nav.locator('[aria-current="page"]').getAttribute('href'), `/member/${id}/`);
}

for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  describe(`/member/ at ${name}`, () => {
    /** @type {Awaited<ReturnType<typeof launch>>} */
    let browser;
    before(async () => {
      browser = await launch({ viewport });
    });
    after(() => browser.close());

    test('shows the five members and the supporting characters, no horizontal scroll, no console error', async () => {
      const { page, response, errors } = await open(browser.context, '/member/');
      assert.equal(response?.status(), 200);
      await assertMemberIndex(page);
      assert.ok((await horizontalOverflow(page)) <= 0, 'no horizontal scroll');
      await page.screenshot({ path: `${SHOTS}/member-${name}.png`, fullPage: true });
      assert.deepEqual(errors, []);
      await page.close();
    });

    test('every member page is reachable from the list and complete', async () => {
      for (const id of MEMBERS) {
        const { page } = await open(browser.context, '/member/');
        await page.getByRole('region', { name: 'バンドメンバー' }).locator(`a[href="/member/${id}/"]`).click();
        await page.waitForURL(new RegExp(`/member/${id}/$`));
        await page.locator(`nav a[aria-current="page"][href="/member/${id}/"]`).waitFor();
        await assertMember(page, id);
        assert.ok((await horizontalOverflow(page)) <= 0, `no horizontal scroll on /member/${id}/`);
        if (id === 'misaki' || id === 'ren') await page.screenshot({ path: `${SHOTS}/${id}-${name}.png`, fullPage: true });
        await page.close();
      }
    });

    for (const path of ['/member/', '/member/misaki/', '/member/ren/']) {
      test(`no serious or critical accessibility violation on ${path}`, async () => {
        const { page, errors } = await open(browser.context, path);
        assert.deepEqual(await axeViolations(page), []);
        assert.deepEqual(errors, []);
        await page.close();
      });
    }
  });
}

describe('widths from 360px to 1440px', () => {
  test('nothing scrolls sideways', async () => {
    const browser = await launch({ viewport: PHONE });
    try {
      for (const path of ['/member/', '/member/hinata/']) {
        const { page } = await open(browser.context, path);
        assert.deepEqual(await sidewaysScrollWidths(page), [], path);
        await page.close();
      }
    } finally {
      await browser.close();
    }
  });
});

describe('/member/ without JavaScript', () => {
  test('the list and a member page are complete server HTML', async () => {
    const browser = await launch({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const { page } = await open(browser.context, '/member/');
      await assertMemberIndex(page);
      assert.ok((await horizontalOverflow(page)) <= 0);
      await page.close();
      const member = await open(browser.context, '/member/kanade/');
      await assertMember(member.page, 'kanade');
      assert.ok((await horizontalOverflow(member.page)) <= 0);
      await member.page.close();
    } finally {
      await browser.close();
    }
  });
});
