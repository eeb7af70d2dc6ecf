// /music/ in a real browser: every release with its details, anchors, prices 税込, without JavaScript, and axe.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { DESKTOP, PHONE, horizontalOverflow, launch, open } from './browser.mjs';
import { axeViolations } from './axe.mjs';
import { contentOf } from './content.mjs';
import { jacketRatios } from './releases.mjs';
import { assertMusicContent } from './sections.mjs';

const SHOTS = 'test-results/screenshots/music';
mkdirSync(SHOTS, { recursive: true });

const content = contentOf();
const releases = content.music;
const [first] = releases;
/** The release the index link test jumps to (the third, or the last there is), and the last one. */
const JUMP = releases[Math.min(2, releases.length - 1)].id;
const LAST = releases[releases.length - 1].id;

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
      await assertMusicContent(page, content);
      // The first jacket is square and shown whole.
      const jacket = page.locator(`article#${first.id}`).getByRole('img', { name: first.jacket.alt }).first();
      const box = await jacket.boundingBox();
      assert.ok(box && Math.abs(box.width - box.height) <= 1, 'the jacket is square');
      const overflow = await horizontalOverflow(page);
      assert.ok(overflow <= 0, `no horizontal scroll (${overflow}px too wide)`);
      const ratios = await jacketRatios(page, `article#${first.id}`);
      assert.ok(Math.abs(ratios.natural - 1) < 0.01 && Math.abs(ratios.shown - 1) < 0.01, `square jacket, shown whole (${JSON.stringify(ratios)})`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/music-${name}.png`, fullPage: true });
      assert.deepEqual(errors, []);
      await page.close();
    });

    test('the index jumps to a release, whose heading is then in view', async () => {
      const { page } = await open(browser.context, '/music/');
      await page.getByRole('navigation', { name: 'リリース一覧' }).locator(`a[href="#${JUMP}"]`).click();
      await page.waitForURL(new RegExp(`#${JUMP}$`));
      const heading = page.locator(`article#${JUMP} h2`);
      await page.waitForFunction((id) => {
        const rect = document.querySelector(`article#${id}`)?.getBoundingClientRect();
        return rect !== undefined && Math.abs(rect.top) < 80;
      }, JUMP);
      assert.ok(await heading.isVisible());
      await page.close();
    });

    test('opening /music/#<the last release> directly shows that release', async () => {
      const { page } = await open(browser.context, `/music/#${LAST}`);
      const top = await page.locator(`article#${LAST}`).evaluate((el) => el.getBoundingClientRect().top);
      assert.ok(Math.abs(top) < 80, `${LAST} at the top (${top}px)`);
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
      await assertMusicContent(page, content);
      const jacket = page.getByRole('img', { name: first.jacket.alt }).first();
      await jacket.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (id) => [...document.querySelectorAll(`article#${id} img`)].some((img) => img.complete && img.naturalWidth > 1),
        first.id,
      );
      await page.close();
    } finally {
      await browser.close();
    }
  });
});
