// MEMBER and CAST in English (#45) in a real browser: /en/member/, a member page and /en/cast/ open in English
// (lang="en", the English names its loaders give), nothing scrolls sideways at phone and desktop widths, and the
// language switch leads from each Japanese page to its English one and back. What is expected is read with the site's
// own loaders in English; a series without these translations has no such pages, and the test says so.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DESKTOP, PHONE, horizontalOverflow, launch, open } from './browser.mjs';
import { shownAt } from './content.mjs';
import { createContentContext, inLang } from '../lib/content/context.ts';
import { hasCastPage } from '../lib/sections/cast/pages.ts';
import { getCast } from '../lib/sections/cast/content.ts';
import { getMembers } from '../lib/sections/member/content.ts';
import { hasMemberPages } from '../lib/sections/member/pages.ts';
import { siteLanguagesOf } from '../lib/content/translations.ts';
import { CATALOGUES } from '../lib/i18n/catalogue.ts';

const SHOTS = 'test-results/screenshots/english-people';
mkdirSync(SHOTS, { recursive: true });

const root = path.resolve('.');
const ja = createContentContext(root, { contentDir: path.join(root, 'content'), buildInstant: shownAt() });
const en = inLang(ja, 'en');
const english = siteLanguagesOf(ja).includes('en');
const members = getMembers(en);
const FIRST = members[0];

describe('MEMBER and CAST in English', () => {
  /** @type {Awaited<ReturnType<typeof launch>>} */
  let browser;
  before(async () => {
    browser = await launch({ viewport: PHONE });
  });
  after(() => browser.close());

  test('/en/member/ and /en/cast/ exist exactly when the site has English and their files a translation', async () => {
    for (const [path, exists] of [
      ['/en/member/', english && hasMemberPages(en)],
      ['/en/cast/', english && hasCastPage(en)],
    ]) {
      const { page, response } = await open(browser.context, path);
      assert.equal(response?.status(), exists ? 200 : 404, path);
      await page.close();
    }
  });

  for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    test(`in English at ${name}: the members, a member and the cast, lang="en", no horizontal scroll`, async (t) => {
      if (!english || !hasMemberPages(en) || !hasCastPage(en)) return t.diagnostic('no English MEMBER/CAST in this series');
      const { page, errors } = await open(browser.context, '/en/member/');
      await page.setViewportSize(viewport);
      assert.equal(await page.getAttribute('html', 'lang'), 'en');
      for (const m of members) {
        assert.equal(await page.locator(`main a[href="/en/member/${m.id}/"]`).first().innerText(), m.nameEn);
      }
      assert.ok((await horizontalOverflow(page)) <= 0, 'no horizontal scroll on /en/member/');
      await page.screenshot({ path: `${SHOTS}/member-${name}.png`, fullPage: true });

      await page.goto(new URL(`/en/member/${FIRST.id}/`, page.url()).href, { waitUntil: 'networkidle' });
      assert.equal(await page.getAttribute('html', 'lang'), 'en');
      assert.equal((await page.locator('h1').innerText()).trim(), FIRST.nameEn);
      assert.ok((await horizontalOverflow(page)) <= 0, `no horizontal scroll on /en/member/${FIRST.id}/`);
      await page.screenshot({ path: `${SHOTS}/${FIRST.id}-${name}.png`, fullPage: true });

      await page.goto(new URL('/en/cast/', page.url()).href, { waitUntil: 'networkidle' });
      assert.equal(await page.getAttribute('html', 'lang'), 'en');
      const castNames = await page.locator('main dt').allInnerTexts();
      for (const entry of getCast(en)) assert.ok(castNames.some((text) => text.trim() === entry.characterName), entry.characterName);
      assert.ok((await horizontalOverflow(page)) <= 0, 'no horizontal scroll on /en/cast/');
      await page.screenshot({ path: `${SHOTS}/cast-${name}.png`, fullPage: true });
      assert.deepEqual(errors, []);
      await page.close();
    });
  }

  test('the language switch leads to the same page in the other language, both ways', async (t) => {
    if (!english || !hasMemberPages(en) || !hasCastPage(en)) return t.diagnostic('no English MEMBER/CAST in this series');
    for (const path of ['/member/', `/member/${FIRST.id}/`, '/cast/']) {
      const { page } = await open(browser.context, path);
      await page.locator(`footer nav[aria-label="${CATALOGUES.ja.shell.languages}"] a[hreflang="en"]`).click();
      await page.waitForURL((url) => url.pathname === `/en${path}`);
      // A client-side navigation: the new page sets <html lang> once it has rendered.
      await page.waitForFunction(() => document.documentElement.lang === 'en', undefined, { timeout: 5000 });
      await page.locator(`footer nav[aria-label="${CATALOGUES.en.shell.languages}"] a[hreflang="ja"]`).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.waitForFunction(() => document.documentElement.lang === 'ja', undefined, { timeout: 5000 });
      await page.close();
    }
  });
});
