// The English edition's frame, on the export e2e/run.mjs serves: the English top page in Chromium (its language, title,
// Open Graph locale, the language switch in the menu and the footer both ways, accessibility), the English not-found
// page for unknown URLs under /en/, and, over every HTML file of the export, hreflang links that pair each page with its
// versions both ways, with x-default and a canonical URL of its own, as the sitemap lists them too; and no Japanese on an
// English page but what is marked lang="ja".
// Skipped on a series published in one language (site.json `languages`): its export has none of this.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { DESKTOP, PHONE, horizontalOverflow, launch, open } from './browser.mjs';
import { axeViolations } from './axe.mjs';
import { exportedPages } from './crawl.mjs';
import { pathInLang } from '../lib/i18n/languages.ts';
import { elements, get, metaContent, siteBase, sitePath } from './site.mjs';
import { siteContext } from '../lib/content/context.ts';
import { siteTextOf } from '../lib/content/siteText.ts';
import { siteLanguagesOf } from '../lib/content/translations.ts';
import { en } from '../lib/i18n/en.ts';
import { ja } from '../lib/i18n/ja/index.ts';

const OUT = 'out';
const SHOTS = 'test-results/screenshots/english';
mkdirSync(SHOTS, { recursive: true });

const multilingual = siteLanguagesOf(siteContext()).includes('en');
const english = siteTextOf(siteContext('en'));

/** The `<link rel="alternate" hreflang>` of a page, as `{ hreflang: path }` (site paths). */
const hreflangs = (els, site) =>
  Object.fromEntries(els.filter((e) => e.tag === 'link' && e.attrs.get('rel') === 'alternate' && e.attrs.has('hreflang')).map((e) => [e.attrs.get('hreflang'), sitePath(e.attrs.get('href') ?? '', site)]));

describe('English edition', { skip: !multilingual && 'the series publishes Japanese only' }, () => {
  describe('/en/ in Chromium', () => {
    for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
      test(`at ${name} ${viewport.width}×${viewport.height}: English head and words, no console error, no sideways scroll, axe clean with the menu open`, async () => {
        const browser = await launch({ viewport, locale: 'en-US' });
        try {
          const { page, response, errors } = await open(browser.context, '/en/');
          assert.equal(response?.status(), 200);
          assert.deepEqual(errors, []);
          assert.equal(await page.locator('html').getAttribute('lang'), 'en');
          assert.equal(await page.title(), english.title);
          assert.equal(await page.locator('meta[name="description"]').getAttribute('content'), english.description);
          assert.equal(await page.locator('meta[property="og:locale"]').getAttribute('content'), 'en_US');
          assert.deepEqual(await page.locator('meta[property="og:locale:alternate"]').evaluateAll((m) => m.map((e) => e.getAttribute('content'))), ['ja_JP']);
          assert.equal(await page.locator('h1').count(), 1);
          assert.ok((await horizontalOverflow(page)) <= 0, 'no sideways scroll');
          // A date is read whole, never cut with an ellipsis (English writes it longer than Japanese; a title may be cut).
          const cutDates = await page.locator('time').evaluateAll((times) =>
            times.map((time) => time.parentElement).filter((box) => getComputedStyle(box).textOverflow === 'ellipsis' && box.scrollWidth > box.clientWidth).map((box) => box.textContent),
          );
          assert.deepEqual(cutDates, []);
          await page.screenshot({ path: `${SHOTS}/en-top-${name}.png`, fullPage: true });
          assert.deepEqual(await axeViolations(page), [], '/en/');
          await page.getByRole('button', { name: en.shell.openMenu }).click();
          await page.getByRole('dialog', { name: en.shell.siteMenu }).waitFor();
          await page.waitForTimeout(300);
          await page.screenshot({ path: `${SHOTS}/en-menu-${name}.png` });
          assert.deepEqual(await axeViolations(page), [], '/en/ with the menu open');
        } finally {
          await browser.close();
        }
      });
    }

    test('the menu, opened with the keyboard, switches to the Japanese top page; its footer switches back', async () => {
      const browser = await launch({ viewport: PHONE });
      try {
        const { page } = await open(browser.context, '/en/');
        await page.getByRole('button', { name: en.shell.openMenu }).focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: en.shell.siteMenu });
        await dialog.waitFor();
        const switchNav = dialog.getByRole('navigation', { name: en.shell.languages });
        assert.equal(await switchNav.locator('[aria-current="true"]').textContent(), en.shell.langNames.en);
        await switchNav.getByRole('link', { name: en.shell.langNames.ja }).focus();
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname === '/');
        await page.locator('html[lang="ja"]').waitFor({ state: 'attached' });
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        // The footer of the Japanese page leads back to the English one.
        const footerSwitch = page.locator('footer').getByRole('navigation', { name: ja.shell.languages });
        await footerSwitch.getByRole('link', { name: ja.shell.langNames.en }).click();
        await page.waitForURL((url) => url.pathname === '/en/');
        // Next updates the address before it renders the page, and the head after it.
        await page.waitForFunction((title) => document.title === title, english.title, { timeout: 5000 }).catch(() => {});
        assert.equal(await page.title(), english.title);
        await page.locator('footer').getByRole('navigation', { name: en.shell.languages }).getByRole('link', { name: en.shell.langNames.ja }).click();
        await page.waitForURL((url) => url.pathname === '/');
      } finally {
        await browser.close();
      }
    });

    test('an unknown URL under /en/ is answered by the English not-found page, with status 404; elsewhere by the Japanese one', async () => {
      for (const [path, lang, title] of [['/en/no-such-page/', 'en', en.notFound.title], ['/en/news/no-such-article', 'en', en.notFound.title], ['/no-such-page/', 'ja', ja.notFound.title]]) {
        const res = await get(path);
        assert.equal(res.status, 404, path);
        const els = elements(res.text);
        assert.equal(els.find((e) => e.tag === 'html')?.attrs.get('lang'), lang, path);
        assert.ok(els.some((e) => e.tag === 'h1' && e.text.includes(title)) || res.text.includes(title), `${path}: ${title}`);
        assert.equal(metaContent(els, 'robots'), 'noindex', path);
        assert.deepEqual(hreflangs(els, ''), {}, `${path}: a not-found page has no versions`);
      }
      const browser = await launch({ viewport: PHONE });
      try {
        const { page, response, errors } = await open(browser.context, '/en/no-such-page/');
        assert.equal(response?.status(), 404);
        assert.deepEqual(errors.filter((e) => !/404/.test(e)), []);
        await page.getByRole('heading', { level: 1, name: en.notFound.title }).waitFor();
        assert.deepEqual(await axeViolations(page), [], '/en/ not-found page');
      } finally {
        await browser.close();
      }
    });
  });

  test('every page with versions links each of them and itself, both ways, with x-default = the Japanese page and a canonical URL of its own; the sitemap says the same', async () => {
    const site = await siteBase();
    const pages = exportedPages(OUT).filter((p) => !p.endsWith('.html'));
    /** @type {Map<string, Record<string, string | null>>} */
    const links = new Map();
    const problems = [];
    for (const path of pages) {
      const els = elements(readFileSync(`${OUT}${path}index.html`, 'utf8'));
      const canonical = els.find((e) => e.tag === 'link' && e.attrs.get('rel') === 'canonical')?.attrs.get('href');
      const lang = els.find((e) => e.tag === 'html')?.attrs.get('lang');
      if (sitePath(canonical ?? '', site) !== path) problems.push(`${path}: canonical ${canonical}`);
      const found = hreflangs(els, site);
      if (Object.keys(found).length === 0) {
        if (lang !== 'ja') problems.push(`${path}: a page in ${lang} without hreflang links (its Japanese version is missing)`);
        continue;
      }
      links.set(path, found);
      if (found[lang ?? ''] !== path) problems.push(`${path}: hreflang="${lang}" is ${found[lang ?? '']}, not the page itself`);
      if (!found.ja || found['x-default'] !== found.ja) problems.push(`${path}: x-default ${found['x-default']} is not the Japanese page ${found.ja}`);
      const metaLocales = els.filter((e) => e.tag === 'meta' && e.attrs.get('property') === 'og:locale:alternate').length;
      if (metaLocales !== Object.keys(found).length - 2) problems.push(`${path}: ${metaLocales} og:locale:alternate for ${Object.keys(found).length - 2} other language(s)`);
    }
    for (const [path, found] of links) {
      for (const [hreflang, other] of Object.entries(found)) {
        if (hreflang === 'x-default' || other === path) continue;
        const back = other === null ? undefined : links.get(other);
        if (!back) problems.push(`${path}: its ${hreflang} version ${other} is not a page with hreflang links`);
        else if (JSON.stringify(back) !== JSON.stringify(found)) problems.push(`${path} ↔ ${other}: ${JSON.stringify(found)} ≠ ${JSON.stringify(back)}`);
      }
    }
    assert.ok([...links.keys()].some((p) => p.startsWith('/en/')), 'some English page has versions');
    assert.deepEqual(problems, []);
    // The sitemap lists the same versions for each page as its links.
    const sitemap = readFileSync(`${OUT}/sitemap.xml`, 'utf8');
    for (const [, loc, body] of sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)) {
      const path = sitePath(loc.replace(/&amp;/g, '&'), site);
      const inSitemap = Object.fromEntries([...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], sitePath(m[2].replace(/&amp;/g, '&'), site)]));
      assert.deepEqual(inSitemap, path !== null && links.has(path) ? links.get(path) : {}, `sitemap: ${path}`);
    }
  });

  test('no link on an English page leads to a Japanese page that has an English version, but the switch (with hreflang)', () => {
    const pages = exportedPages(OUT).filter((p) => !p.endsWith('.html'));
    const exported = new Set(pages);
    const problems = [];
    for (const path of pages.filter((p) => p.startsWith('/en/'))) {
      for (const el of elements(readFileSync(`${OUT}${path}index.html`, 'utf8'))) {
        const href = el.attrs.get('href') ?? '';
        if (el.tag !== 'a' || el.attrs.has('hreflang') || !href.startsWith('/') || href.startsWith('//')) continue;
        const target = href.split(/[?#]/)[0];
        if (!target.startsWith('/en/') && exported.has(pathInLang('en', target))) problems.push(`${path}: ${href}`);
      }
    }
    // Links written in an English article's body by the paths the original uses are among them (lib/content/bodyLinks.ts).
    assert.deepEqual(problems, []);
  });

  test('no English page shows Japanese text but in an element marked lang="ja" (a proper name, the switch)', () => {
    // Kana, kanji and the Japanese punctuation and full-width forms (「」・〜（）): an interface word, a content field
    // left untranslated or a Japanese date style all show up as one of them.
    const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u3000-\u303f\uff01-\uff60]/u;
    const problems = new Set();
    for (const path of exportedPages(OUT).filter((p) => p.startsWith('/en/'))) {
      for (const el of elements(readFileSync(`${OUT}${path}index.html`, 'utf8'))) {
        if (el.inScript || el.lang === 'ja') continue;
        // What a visitor reads or hears: text, a text alternative, a tooltip, the page's description and share text.
        const read = [el.text, el.attrs.get('alt'), el.attrs.get('title'), el.attrs.get('aria-label'), el.attrs.get('placeholder'), el.tag === 'meta' ? el.attrs.get('content') : undefined];
        for (const text of read) if (text && japanese.test(text)) problems.add(`${path}: ${el.tag} ${JSON.stringify(text.trim())}`);
      }
    }
    assert.deepEqual([...problems], []);
  });
});
