// /en/music/, /en/disc/ and a volume in a real browser: English pages of the translated releases, <html lang="en">,
// and the language switch both ways between each and its Japanese page. Screenshots at both sizes.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DESKTOP, PHONE, horizontalOverflow, launch, open } from './browser.mjs';
import { shownAt } from './content.mjs';
import { createContentContext, inLang } from '../lib/content/context.ts';
import { getMusic } from '../lib/sections/music/content.ts';
import { getDiscs } from '../lib/sections/disc/content.ts';
import { siteLanguagesOf } from '../lib/content/translations.ts';
import { en } from '../lib/i18n/en.ts';
import { ja } from '../lib/i18n/ja/index.ts';

const SHOTS = 'test-results/screenshots/english-release';
mkdirSync(SHOTS, { recursive: true });

const root = path.resolve('.');
const ctx = createContentContext(root, { contentDir: path.join(root, 'content'), buildInstant: shownAt() });
const english = inLang(ctx, 'en');
const hasEnglish = siteLanguagesOf(ctx).includes('en');
/** What the English pages hold: the translated releases and volumes only. */
const releases = hasEnglish ? getMusic(english) : [];
const volumes = hasEnglish ? getDiscs(english).volumes : [];

/** The language switch in the footer (the menu has one too, behind its button on phones). */
const footerSwitch = (page, messages) => page.locator('footer').getByRole('navigation', { name: messages.shell.languages });

describe('MUSIC and DISC in English', () => {
  /** @type {Awaited<ReturnType<typeof launch>>} */
  let browser;
  before(async () => {
    browser = await launch({ viewport: DESKTOP, locale: 'en-US' });
  });
  after(() => browser.close());

  test('/en/music/ lists the translated releases in English, with prices in yen (none translated: no page)', async () => {
    const { page, response, errors } = await open(browser.context, '/en/music/');
    if (releases.length === 0) {
      assert.equal(response?.status(), 404);
      return page.close();
    }
    assert.equal(response?.status(), 200);
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    for (const release of releases) {
      assert.ok(await page.getByRole('heading', { level: 2, name: release.title, exact: true }).isVisible(), `${release.title} is shown`);
    }
    assert.equal(await page.locator('article').count(), releases.length);
    assert.ok((await page.getByText(/^¥[\d,]+ \(tax incl\.\)$/).count()) > 0, 'prices read ¥… (tax incl.)');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('/en/disc/ and a volume’s page are in English and link within /en/ (none translated: no page)', async () => {
    const { page, response, errors } = await open(browser.context, '/en/disc/');
    if (volumes.length === 0) {
      assert.equal(response?.status(), 404);
      return page.close();
    }
    assert.equal(response?.status(), 200);
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    assert.equal(await page.locator('article').count(), volumes.length);
    const [first] = volumes;
    await page.locator(`a[href="/en/disc/${first.id}/"]`).first().click();
    await page.waitForURL(new RegExp(`/en/disc/${first.id}/$`));
    assert.ok(await page.getByRole('heading', { level: 2, name: first.title, exact: true }).isVisible());
    assert.ok(await page.getByRole('navigation', { name: en.disc.otherVolumes }).isVisible());
    assert.deepEqual(errors, []);
    await page.close();
  });

  for (const section of ['/music/', '/disc/']) {
    // Without an English page the switch leads to the English top page (e2e of the shell).
    const translated = (section === '/music/' ? releases : volumes).length > 0;
    test(`the switch leads from ${section} to /en${section} and back, when there is one`, async () => {
      const { page } = await open(browser.context, section);
      if (!translated) return page.close();
      await footerSwitch(page, ja).getByRole('link', { name: ja.shell.langNames.en }).click();
      await page.waitForURL(new RegExp(`/en${section}$`));
      // The page is drawn in English; <html lang> is the exported page's, so it is read from the page loaded afresh
      // (Next's client-side navigation keeps the <html> element of the page it came from).
      await footerSwitch(page, en).waitFor();
      await page.reload();
      assert.equal(await page.locator('html').getAttribute('lang'), 'en');
      await footerSwitch(page, en).getByRole('link', { name: en.shell.langNames.ja }).click();
      await page.waitForURL((url) => url.pathname === section);
      await footerSwitch(page, ja).waitFor();
      await page.reload();
      assert.equal(await page.locator('html').getAttribute('lang'), 'ja');
      await page.close();
    });
  }
});

for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  test(`screenshots of the English MUSIC and DISC pages at ${name}, none scrolling sideways`, async () => {
    const pages = [...(releases.length > 0 ? [['music', '/en/music/']] : []), ...(volumes.length > 0 ? [['disc', '/en/disc/'], ['volume', `/en/disc/${volumes[0].id}/`]] : [])];
    const browser = await launch({ viewport, locale: 'en-US' });
    try {
      for (const [shot, pagePath] of pages) {
        const { page } = await open(browser.context, pagePath);
        const overflow = await horizontalOverflow(page);
        assert.ok(overflow <= 0, `${pagePath}: no horizontal scroll (${overflow}px too wide)`);
        await page.screenshot({ path: `${SHOTS}/${shot}-${name}.png`, fullPage: true });
        await page.close();
      }
    } finally {
      await browser.close();
    }
  });
}
