// The shell in a real browser: routes, the overlay menu, the viewport variables, accessibility.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { BASE_URL, DESKTOP, PHONE, horizontalOverflow, launch, open } from './browser.mjs';
import { axeViolations } from './axe.mjs';
import { menuIsClosed, openMenu, openMenuWithKeyboard } from './menu.mjs';
import { ROUTES, menuSections } from './routes.mjs';

const SHOTS = 'test-results/screenshots/shell';
mkdirSync(SHOTS, { recursive: true });

for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  describe(`shell at ${name} ${viewport.width}×${viewport.height}`, () => {
    /** @type {Awaited<ReturnType<typeof launch>>} */
    let browser;
    before(async () => {
      browser = await launch({ viewport });
    });
    after(() => browser.close());

    test('every route answers 200 with an h1, a unique title, the shell, and no console error', async () => {
      const titles = new Set();
      for (const path of ROUTES) {
        const { page, response, errors } = await open(browser.context, path);
        assert.equal(response?.status(), 200, path);
        assert.deepEqual(errors, [], `${path}: ${errors.join('\n')}`);
        assert.equal(await page.locator('h1').count(), 1, `${path} has one h1`);
        const title = await page.title();
        assert.ok(!titles.has(title), `${path}: title "${title}" is unique`);
        titles.add(title);
        assert.equal(await page.locator('html').getAttribute('lang'), 'ja');
        assert.ok(await page.getByRole('button', { name: 'メニューを開く' }).isVisible(), `${path}: menu button`);
        const footerLinks = await page.locator('footer nav a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        for (const { path: section } of menuSections) {
          assert.ok(footerLinks.includes(section), `${path}: footer links ${section}`);
        }
        const overflow = await horizontalOverflow(page);
        assert.ok(overflow <= 0, `${path}: no horizontal scroll (${overflow}px too wide)`);
        await page.close();
      }
    });

    test('an unknown path gets the 404 page with status 404 and a link home', async () => {
      const { page, response } = await open(browser.context, '/no-such-page/');
      assert.equal(response?.status(), 404);
      assert.match(await page.locator('h1').innerText(), /ページが見つかりません/);
      assert.equal(await page.getByRole('link', { name: 'トップページへ戻る' }).getAttribute('href'), '/');
      await page.close();
    });

    test('the menu opens centred, at the right width, with every entry, and closes three ways', async () => {
      const { page, errors } = await open(browser.context, '/news/');
      await page.screenshot({ path: `${SHOTS}/news-${name}-closed.png` });
      const dialog = await openMenu(page);
      await page.screenshot({ path: `${SHOTS}/news-${name}-menu.png` });

      const box = await dialog.boundingBox();
      assert.ok(box);
      if (viewport.width >= 760) {
        assert.equal(box.width, 700, 'exactly 700px wide on desktop');
      } else {
        assert.ok(box.width <= viewport.width - 16 && box.width >= viewport.width - 48, `fits the phone (${box.width}px)`);
      }
      const centre = box.x + box.width / 2;
      assert.ok(Math.abs(centre - viewport.width / 2) <= 1, 'centred horizontally');
      const overflow = await horizontalOverflow(page);
      assert.ok(overflow <= 0, 'no horizontal scroll with the menu open');

      // The overlay covers the viewport with a gradient.
      const overlay = await dialog.evaluate((el) => {
        const parent = /** @type {HTMLElement} */ (el.parentElement);
        const style = getComputedStyle(parent);
        const rect = parent.getBoundingClientRect();
        return { image: style.backgroundImage, width: rect.width, height: rect.height };
      });
      assert.match(overlay.image, /linear-gradient/);
      assert.equal(overlay.width, viewport.width);
      assert.equal(overlay.height, viewport.height);

      // Entries: image links with alt text, the current section marked, the X account in a new tab.
      const news = dialog.getByRole('link', { name: 'NEWS ニュース' });
      assert.equal(await news.getAttribute('href'), '/news/');
      assert.equal(await news.getAttribute('aria-current'), 'page');
      for (const { menu: { label, image }, path: href } of menuSections) {
        const link = dialog.getByRole('link', { name: new RegExp(`^${label} `) });
        assert.equal(await link.getAttribute('href'), href);
        // A renamed section without its own image is a text label (lib/sections/shape.ts).
        assert.equal(await link.locator('img').count(), image === null ? 0 : 1, `${label} is an ${image === null ? 'text' : 'image'} link`);
        assert.equal(await link.getAttribute('target'), null);
      }
      const x = dialog.getByRole('link', { name: /^Twitter / });
      assert.equal(await x.getAttribute('target'), '_blank');
      assert.equal(await x.getAttribute('rel'), 'noopener noreferrer');
      assert.equal(await dialog.getByRole('link', { name: /トップページ/ }).getAttribute('href'), '/');
      // Every menu image actually loaded.
      const broken = await dialog.locator('img').evaluateAll((imgs) =>
        imgs.filter((img) => !(/** @type {HTMLImageElement} */ (img).naturalWidth > 0)).map((img) => img.getAttribute('src')),
      );
      assert.deepEqual(broken, []);

      // Escape.
      await page.keyboard.press('Escape');
      await menuIsClosed(page);
      // The close icon.
      await openMenu(page);
      await page.getByRole('button', { name: 'メニューを閉じる' }).click();
      await menuIsClosed(page);
      // A click on the overlay, outside the dialog.
      await openMenu(page);
      await page.mouse.click(4, viewport.height - 4);
      await menuIsClosed(page);

      assert.deepEqual(errors, []);
      await page.close();
    });

    test('keyboard: focus moves into the menu, Tab stays inside, Enter on a link navigates and closes it', async () => {
      const { page } = await open(browser.context, '/');
      const dialog = await openMenuWithKeyboard(page);
      await dialog.getByRole('link', { name: 'STORY ストーリー' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/story\/$/);
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // The URL changes before the new page renders: wait for its heading.
      await page.locator('h1', { hasText: 'ストーリー' }).waitFor();
      await page.close();
    });

    test('--vh and --vw are 1% of the viewport on load and after a resize', async () => {
      const { page } = await open(browser.context, '/');
      const read = () =>
        page.evaluate(() => {
          const style = document.documentElement.style;
          return { vh: style.getPropertyValue('--vh'), vw: style.getPropertyValue('--vw'), h: innerHeight, w: innerWidth };
        });
      let v = await read();
      assert.equal(v.vh, `${v.h / 100}px`);
      assert.equal(v.vw, `${v.w / 100}px`);
      await page.setViewportSize({ width: 700, height: 500 });
      await page.waitForFunction(() => document.documentElement.style.getPropertyValue('--vh') === '5px');
      v = await read();
      assert.deepEqual([v.vh, v.vw], ['5px', '7px']);
      await page.close();
    });

    test('no serious or critical accessibility violation on any route, or with the menu open', async () => {
      for (const path of ROUTES) {
        const { page } = await open(browser.context, path);
        assert.deepEqual(await axeViolations(page), [], path);
        if (path === '/') {
          await openMenu(page);
          assert.deepEqual(await axeViolations(page), [], 'menu open');
        }
        await page.close();
      }
    });
  });
}

describe('menu icon animation', () => {
  test('fades and scales for 0.5 s, and not at all with reduced motion', async () => {
    for (const reducedMotion of /** @type {const} */ (['no-preference', 'reduce'])) {
      const browser = await launch({ viewport: PHONE, reducedMotion });
      const { page } = await open(browser.context, '/');
      const animation = await page.getByRole('button', { name: 'メニューを開く' }).evaluate((el) => {
        const style = getComputedStyle(el);
        return { name: style.animationName, duration: style.animationDuration };
      });
      if (reducedMotion === 'reduce') assert.equal(animation.name, 'none');
      else assert.deepEqual(animation.duration, '0.5s');
      await browser.close();
    }
  });
});

describe('without JavaScript', () => {
  test('every section is reachable through the footer', async () => {
    const browser = await launch({ viewport: PHONE, javaScriptEnabled: false });
    const { page } = await open(browser.context, '/');
    await page.locator('footer').getByRole('link', { name: /CAST/ }).click();
    await page.waitForURL(`${BASE_URL}/cast/`);
    assert.match(await page.locator('h1').innerText(), /キャスト/);
    await browser.close();
  });
});
