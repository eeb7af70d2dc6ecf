// /cast/ in a real browser: the cast and staff lists at phone and desktop widths, without JavaScript, and axe.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { DESKTOP, PHONE, horizontalOverflow, launch, open } from './browser.mjs';
import { axeViolations } from './axe.mjs';
import { contentOf } from './content.mjs';
import { assertCastContent } from './sections.mjs';

const SHOTS = 'test-results/screenshots/cast';
mkdirSync(SHOTS, { recursive: true });

const content = contentOf();

for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  describe(`/cast/ at ${name}`, () => {
    /** @type {Awaited<ReturnType<typeof launch>>} */
    let browser;
    before(async () => {
      browser = await launch({ viewport });
    });
    after(() => browser.close());

    test('shows the cast and staff lists, no horizontal scroll, no console error', async () => {
      const { page, response, errors } = await open(browser.context, '/cast/');
      assert.equal(response?.status(), 200);
      await assertCastContent(page, content);
      const overflow = await horizontalOverflow(page);
      assert.ok(overflow <= 0, `no horizontal scroll (${overflow}px too wide)`);
      // Two columns side by side on desktop, one after the other on a phone.
      const castBox = await page.getByRole('region', { name: 'キャスト' }).boundingBox();
      const staffBox = await page.getByRole('region', { name: 'スタッフ' }).boundingBox();
      assert.ok(castBox && staffBox);
      if (viewport.width >= 1024) assert.equal(Math.round(castBox.y), Math.round(staffBox.y), 'side by side');
      else assert.ok(staffBox.y >= castBox.y + castBox.height, 'stacked');
      await page.screenshot({ path: `${SHOTS}/cast-${name}.png`, fullPage: true });
      assert.deepEqual(errors, []);
      await page.close();
    });

    test('a member name leads to the member page', async () => {
      const member = content.cast.filter((c) => c.kind === 'member').at(-1);
      assert.ok(member, 'a member in the cast');
      const { page } = await open(browser.context, '/cast/');
      const link = page.getByRole('region', { name: 'キャスト' }).getByRole('link').last();
      assert.equal(await link.getAttribute('href'), `/member/${member.characterId}/`);
      await link.click();
      await page.waitForURL(new RegExp(`/member/${member.characterId}/$`));
      await page.locator(`nav a[aria-current="page"][href="/member/${member.characterId}/"]`).waitFor();
      await page.close();
    });

    test('no serious or critical accessibility violation', async () => {
      const { page } = await open(browser.context, '/cast/');
      assert.deepEqual(await axeViolations(page), []);
      await page.close();
    });
  });
}

describe('/cast/ without JavaScript', () => {
  test('is complete server HTML', async () => {
    const browser = await launch({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const { page } = await open(browser.context, '/cast/');
      await assertCastContent(page, content);
      const overflow = await horizontalOverflow(page);
      assert.ok(overflow <= 0);
      await page.close();
    } finally {
      await browser.close();
    }
  });
});
