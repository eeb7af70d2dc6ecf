// The top page in a real browser: the key visual fills the visible viewport, the logo is the h1, the latest five
// news, the on-air summary and links into every section (e2e/sections.mjs, against the content the export was built
// from), at phone and desktop widths, with and without JavaScript.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { DESKTOP, PHONE, horizontalOverflow, launch, open } from './browser.mjs';
import { axeViolations } from './axe.mjs';
import { contentOf } from './content.mjs';
import { assertHomeContent } from './sections.mjs';

const SHOTS = 'test-results/screenshots/home';
mkdirSync(SHOTS, { recursive: true });

const content = contentOf();

for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  describe(`/ at ${name} ${viewport.width}×${viewport.height}`, () => {
    /** @type {Awaited<ReturnType<typeof launch>>} */
    let browser;
    before(async () => {
      browser = await launch({ viewport });
    });
    after(() => browser.close());

    test('the key visual fills the first screen, with the logo, the catch copy and the broadcast start', async () => {
      const { page, response, errors } = await open(browser.context, '/');
      assert.equal(response?.status(), 200);
      const hero = page.locator('section', { has: page.locator('h1') });
      const box = await hero.boundingBox();
      assert.ok(box, 'the hero is rendered');
      assert.equal(Math.round(box.height), viewport.height, 'hero height = visible viewport (--vh × 100)');
      assert.equal(Math.round(box.width), viewport.width);
      // The key visual is loaded and covers the hero.
      const kv = hero.locator('img[fetchpriority="high"]');
      await page.waitForFunction((el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 1, await kv.elementHandle());
      const kvBox = await kv.boundingBox();
      assert.ok(kvBox && kvBox.width >= viewport.width - 1 && kvBox.height >= viewport.height - 1, 'the key visual covers the hero');
      // Logo, catch copy and broadcast start are inside the first screen.
      const { catchCopy, broadcastStart } = content.settings;
      for (const locator of [page.locator('h1 img'), hero.getByText(catchCopy), hero.getByText(broadcastStart.split(' ')[0])]) {
        const b = await locator.boundingBox();
        assert.ok(b && b.y >= 0 && b.y + b.height <= viewport.height, 'visible without scrolling');
      }
      await page.screenshot({ path: `${SHOTS}/home-${name}.png`, fullPage: true });
      assert.deepEqual(errors, []);
      await page.close();
    });

    test('shows the latest news, the on-air summary and links into every section; no horizontal scroll', async () => {
      const { page } = await open(browser.context, '/');
      await assertHomeContent(page, content);
      const overflow = await horizontalOverflow(page);
      assert.ok(overflow <= 0, `no horizontal scroll (${overflow}px too wide)`);
      await page.close();
    });

    test('a news row and a section card lead to their pages', async () => {
      const { page } = await open(browser.context, '/');
      const first = page.getByRole('region', { name: 'ニュース' }).getByRole('listitem').first().getByRole('link');
      const href = await first.getAttribute('href');
      const title = await first.innerText();
      await first.click();
      await page.waitForURL(`**${href}`);
      await page.locator('h1', { hasText: title }).waitFor();
      await page.goBack();
      await page.getByRole('region', { name: 'コンテンツ' }).getByRole('link', { name: /STORY/ }).click();
      await page.waitForURL('**/story/');
      await page.locator('h1', { hasText: 'ストーリー' }).waitFor();
      await page.close();
    });

    test('a section card keeps its Latin label whole, however a series renames the section', async () => {
      const { page } = await open(browser.context, '/');
      const cards = page.getByRole('region', { name: 'コンテンツ' }).getByRole('link');
      // Labels a series may give its sections (site.json `sections`), each in every card: no word breaks inside itself.
      for (const label of ['CHARACTER', 'INTRODUCTION', 'IN THEATERS', 'SPECIAL EVENT']) {
        const broken = await cards.evaluateAll((links, text) => {
          const found = [];
          for (const link of links) {
            const en = link.querySelector('span:not([class*="hidden"])');
            if (!en) continue;
            en.textContent = text;
            const node = en.firstChild;
            let start = 0;
            for (const word of text.split(' ')) {
              const range = document.createRange();
              range.setStart(node, start);
              range.setEnd(node, start + word.length);
              const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
              const right = Math.max(...[...range.getClientRects()].map((r) => r.right));
              if (lines.size > 1 || right > link.getBoundingClientRect().right) found.push(word);
              start += word.length + 1;
            }
          }
          return found;
        }, label);
        assert.deepEqual(broken, [], `${label}: ${broken.join(', ')} broken or cut at ${viewport.width}px`);
      }
      await page.close();
    });

    test('no serious or critical accessibility violation', async () => {
      const { page } = await open(browser.context, '/');
      assert.deepEqual(await axeViolations(page), []);
      await page.close();
    });
  });
}

describe('/ without JavaScript', () => {
  test('is complete server HTML: hero, news, on-air summary, section links', async () => {
    const browser = await launch({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const { page } = await open(browser.context, '/');
      await assertHomeContent(page, content);
      // Without the measured --vh the hero falls back to 100vh, which still fills the first screen.
      const box = await page.locator('section', { has: page.locator('h1') }).boundingBox();
      assert.equal(Math.round(box?.height ?? 0), PHONE.height);
      await page.screenshot({ path: `${SHOTS}/home-nojs.png` });
      await page.close();
    } finally {
      await browser.close();
    }
  });
});
