// A second series, built as a fan group builds its own: fixtures/series (『星見坂ロケット部』) in a copy of the project
// whose content/ and public/images/ are that series' (pipeline/options.ts `SERIES`, built by e2e/run.mjs), served on
// E2E_PORT + 6. The same checks as for the sample, with expectations from the series' own content: every link, image,
// feed and calendar resolves, every page is valid HTML, no text of the repository's content/ leaks into it, and in
// Chromium every kind of page shows its content under the CSP, hydrates, has no console error and no axe violation;
// the menu works with the keyboard; its browser editor is configured from its own content; it is drawn in its own colours.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { formatRgb, parse } from 'culori';
import { SERIES } from '../pipeline/options.ts';
import { defaultTheme, mergeTheme } from '../lib/theme.ts';
import { NEWS_COLLECTION } from '../lib/cms/collections.ts';
import { FILE_COLLECTIONS } from '../lib/sections/registry.ts';
import { DESKTOP, PHONE, horizontalOverflow, open } from './browser.mjs';
import { axeViolations } from './axe.mjs';
import { EVERYTHING_PUBLISHED, contentOf, shownAt } from './content.mjs';
import { assertCrawlClean, exportedPages, sitemapPaths } from './crawl.mjs';
import { menuIsClosed, openMenu, openMenuWithKeyboard } from './menu.mjs';
import { MENU_SECTIONS } from '../lib/sections/index.ts';
import { isOn } from '../lib/sections/shape.ts';
import { checkRoute, launchUnderPolicy, routesToVisit } from './policy.mjs';
import {
  assertCastContent,
  assertDiscContent,
  assertEpisode,
  assertHomeContent,
  assertMember,
  assertMemberIndex,
  assertMusicContent,
  assertNewsList,
  assertSchedule,
  assertStoryIndex,
  assertWrittenPage,
} from './sections.mjs';
import { startServer } from './server.mjs';
import { elements, get, pageProps } from './site.mjs';
import { htmlErrors } from './vnu.mjs';

const OUT = SERIES.dest;
const port = String(Number(process.env.E2E_PORT || 3100) + 6);
const base = `http://127.0.0.1:${port}`;
const series = contentOf(SERIES.series, shownAt(OUT));

/** The sections the series has off (site.json `sections`): nothing of them may be exported or linked. */
const OFF = MENU_SECTIONS.filter((section) => !isOn(series.shape, section.name));

/**
 * What a page of the series must show, by its path: the section checks of e2e/sections.mjs with the series' content,
 * for the sections it has on.
 * @type {Array<[RegExp, (page: import('playwright-core').Page, path: string) => Promise<void>]>}
 */
const SECTION_CHECKS = /** @type {const} */ ([
  ['home', /^\/$/, (page) => assertHomeContent(page, series)],
  ['news', /^\/news\/$/, (page) => assertNewsList(page, series)],
  ['story', /^\/story\/$/, (page) => assertStoryIndex(page, series)],
  ['story', /^\/story\/\d{2}\/$/, (page, p) => assertEpisode(page, series, p.split('/')[2])],
  ['onair', /^\/onair\/$/, (page) => assertSchedule(page, series)],
  ['member', /^\/member\/$/, (page) => assertMemberIndex(page, series)],
  ['member', /^\/member\/[^/]+\/$/, (page, p) => assertMember(page, series, p.split('/')[2])],
  ['cast', /^\/cast\/$/, (page) => assertCastContent(page, series)],
  ['music', /^\/music\/$/, (page) => assertMusicContent(page, series)],
  ['disc', /^\/disc\/$/, (page) => assertDiscContent(page, series)],
  ...series.pages.map((written) => /** @type {const} */ (['pages', new RegExp(`^/${written.slug}/$`), (page) => assertWrittenPage(page, series, written.slug)])),
]).flatMap(([name, pattern, check]) => (isOn(series.shape, name) ? [[pattern, check]] : []));

/** The written pages still timed for later at the export's instant: they must be nowhere in it. */
const timedPages = contentOf(SERIES.series, EVERYTHING_PUBLISHED).pages.filter((p) => !series.pages.some((shown) => shown.slug === p.slug));

/** Every image a written page shows or offers. */
const imagesOf = (page) => [
  ...(page.hero ? [page.hero.src] : []),
  ...(page.menuImage ? [page.menuImage] : []),
  ...page.galleries.flatMap((g) => g.images.flatMap((i) => [i.src, ...i.downloads.map((d) => d.src)])),
  ...(page.pv ? [page.pv.poster] : []),
];

/**
 * The texts that belong to one series and to no other: its title and account, the names of its people, stations,
 * shops and releases, the titles of its episodes and articles. Strings shorter than three characters are left out
 * (a two-letter name may be an ordinary word elsewhere).
 * @param {import('./content.mjs').SeriesContent} content
 */
function distinctiveTexts(content) {
  const { site, settings, news, episodes, members, supporting, staff, onair, music, discs } = content;
  const people = [...members, ...supporting].flatMap((c) => [c.name, c.cv.name]);
  const texts = [
    site.title,
    site.titleEn,
    site.xAccountName,
    site.xAccountUrl,
    site.copyright,
    settings.catchCopy,
    settings.keyVisualAlt,
    ...people,
    ...people.map((name) => name.replace(/[ 　]/g, '')),
    ...members.map((m) => m.nameEn),
    ...staff.flatMap((s) => s.names),
    ...onair.stations.map((s) => s.name),
    ...onair.streaming.map((s) => s.name),
    ...music.flatMap((r) => [r.title, r.artist, ...r.tracks.map((t) => t.title)]),
    ...(discs?.volumes.map((v) => v.title) ?? []),
    ...(discs?.stores.map((s) => s.name) ?? []),
    ...(discs?.storeBonuses.map((b) => b.item) ?? []),
    ...episodes.map((e) => e.title),
    ...news.map((n) => n.title),
    ...content.pages.map((p) => p.title),
  ];
  return [...new Set(texts)].filter((text) => text.length >= 3);
}

/** Every text file of an export (pages, scripts, styles, feeds, calendars, data, headers), as [path, text]. */
function exportTexts(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !/\.(?:png|jpe?g|webp|avif|gif|ico|woff2?)$/.test(e.name))
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      return [path.relative(dir, file), readFileSync(file, 'utf8')];
    });
}

describe('a second series, built from fixtures/series in a copy of the project', () => {
  /** @type {Awaited<ReturnType<typeof startServer>> | undefined} */
  let server;
  before(async () => {
    assert.ok(existsSync(`${OUT}/index.html`), `${OUT}/ がありません。e2e/run.mjs で実行してください（このビルドを先に作ります）。`);
    server = await startServer({ dir: OUT, port });
  });
  after(() => server?.stop());

  test('is the series of its own content: its title, not the repository’s', async () => {
    const home = await get('/', { base });
    assert.equal(elements(home.text).find((e) => e.tag === 'title')?.text, series.site.title);
  });

  test('every internal link, image, feed and calendar answers 200, and every page is reached', async () => {
    await assertCrawlClean({ base, outDir: OUT });
    assert.deepEqual([...(await sitemapPaths(base))].sort(), exportedPages(OUT));
  });

  test('has no file of a section it has off, and nothing links to one: pages, sitemap, feeds, calendars, search', () => {
    assert.ok(OFF.length > 0, 'the series has a section off (site.json sections)');
    for (const { path: off } of OFF) {
      // Next's export may leave the route's folder empty: nothing in it is served.
      const dir = path.join(OUT, off);
      assert.deepEqual(existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : [], [], `files in ${OUT}${off}`);
      assert.equal(existsSync(path.join(OUT, `${off.replace(/\/$/, '')}.html`)), false, `${OUT}${off.replace(/\/$/, '')}.html`);
    }
    const offPath = new RegExp(`(?:^|[^a-z])(?:${OFF.map((s) => s.path.replace(/\//g, '\\/')).join('|')})`);
    const linking = exportTexts(OUT)
      .filter(([file]) => !file.startsWith('_next/'))
      .flatMap(([file, text]) => {
        if (!file.endsWith('.html')) return offPath.test(text) ? [file] : [];
        const urls = elements(text).flatMap((e) => [e.attrs.get('href'), e.attrs.get('src'), e.attrs.get('content')]);
        const inData = text.match(/<script[^>]*type="application\/(?:ld\+)?json"[^>]*>[\s\S]*?<\/script>/g) ?? [];
        return [...urls.filter((u) => u !== undefined && offPath.test(new URL(u, 'https://x.invalid').pathname)), ...inData.filter((d) => offPath.test(d))].map((u) => `${file}: ${u.slice(0, 80)}`);
      });
    assert.deepEqual(linking, [], 'references to a section that is off');
  });

  test('a one-language site (site.json without `languages`) has no /en/, no hreflang and no language switch', () => {
    assert.equal(series.site.languages, undefined, 'the series names no languages');
    // Next's export may leave a route's folder empty, as for a section that is off: nothing in it is served.
    const en = path.join(OUT, 'en');
    assert.deepEqual(existsSync(en) ? readdirSync(en, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : [], [], `files in ${OUT}/en/`);
    const marked = exportedPages(OUT).flatMap((page) => {
      const text = readFileSync(path.join(OUT, page === '/' ? 'index.html' : `${page.slice(1)}index.html`), 'utf8');
      const tags = elements(text);
      return [
        ...(tags.find((e) => e.tag === 'html')?.attrs.get('lang') === 'ja' ? [] : [`${page}: <html lang>`]),
        ...tags.filter((e) => e.attrs.has('hreflang')).map(() => `${page}: hreflang`),
        ...(text.includes('og:locale:alternate') ? [`${page}: og:locale:alternate`] : []),
      ];
    });
    assert.deepEqual(marked, []);
  });

  test('every page is valid HTML (Nu Html Checker, errors only)', async () => {
    const errors = await htmlErrors(OUT);
    assert.deepEqual(errors, [], `${errors.length} error(s):\n${errors.join('\n')}`);
  });

  test('no text of the repository’s content/ appears anywhere in it', () => {
    // All of it, published by now or not.
    const words = distinctiveTexts(contentOf('.', EVERYTHING_PUBLISHED));
    // The list stands for the whole of content/: a handful of strings would prove little.
    assert.ok(words.length >= 20, `${words.length} distinctive texts in content/`);
    const leaks = exportTexts(OUT).flatMap(([file, text]) => words.filter((word) => text.includes(word)).map((word) => `${file}: ${word}`));
    assert.deepEqual(leaks, [], 'texts of content/ in the build of another series');
  });

  test('its browser editor (/admin/) offers the series’ own categories and characters', () => {
    const { config } = pageProps(elements(readFileSync(path.join(OUT, 'admin/index.html'), 'utf8')));
    /** The option values of a field of the editor, by collection and field names (list items' fields by theirs). */
    const options = (collection, ...names) => {
      const { fields = [], files = [] } = config.collections.find((c) => c.name === collection) ?? {};
      let field = { fields: [...fields, ...files.flatMap((f) => f.fields)] };
      for (const name of names) field = field.fields?.find((f) => f.name === name) ?? {};
      return (field.options ?? []).map((o) => o.value);
    };
    const credits = FILE_COLLECTIONS.find((c) => c.files.some((f) => f.file === 'cast.yaml'))?.name;
    assert.deepEqual(options(NEWS_COLLECTION, 'category'), series.settings.newsCategories.map((c) => c.slug));
    assert.deepEqual(options(credits, 'cast', 'character'), [...series.members, ...series.supporting].map((c) => c.id));
  });

  test('its written pages’ downloads answer 200 with their file’s type, and the page links each with `download`', async () => {
    const downloads = series.pages.flatMap((p) => p.galleries.flatMap((g) => g.images.flatMap((i) => i.downloads)));
    // The test series offers downloads, or this test would prove nothing.
    assert.ok(downloads.length > 0, 'downloads in fixtures/series/content/pages/');
    const types = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif', svg: 'image/svg+xml' };
    for (const { src, bytes } of downloads) {
      const response = await fetch(new URL(src, base));
      assert.equal(response.status, 200, src);
      assert.equal(response.headers.get('content-type')?.split(';')[0], types[src.split('.').pop() ?? ''], src);
      assert.equal((await response.arrayBuffer()).byteLength, bytes, `${src}: the size the link names`);
    }
  });

  test('a written page timed for later is nowhere: no file, no link, not in the sitemap or the search index, no image of it', async () => {
    // The test series has one, or this test would prove nothing.
    assert.ok(timedPages.length > 0, 'a page timed for later in fixtures/series/content/pages/');
    const texts = exportTexts(OUT);
    const sitemap = await sitemapPaths(base);
    for (const timed of timedPages) {
      assert.equal(existsSync(path.join(OUT, timed.slug)), false, `${timed.slug}/ in the export`);
      assert.equal((await fetch(new URL(`/${timed.slug}/`, base))).status, 404);
      assert.ok(![...sitemap].includes(`/${timed.slug}/`), 'in the sitemap');
      const mentions = texts.filter(([, text]) => text.includes(`/${timed.slug}/`) || text.includes(timed.title)).map(([file]) => file);
      assert.deepEqual(mentions, [], `files naming ${timed.slug} (its path or its title), the search index among them`);
      for (const src of imagesOf(timed)) {
        const stem = src.slice('/images/'.length).replace(/\.[a-z]+$/, '');
        const copies = readdirSync(OUT, { recursive: true }).map(String).filter((f) => f === src.slice(1) || f.includes(`img/${stem}.`));
        assert.deepEqual(copies, [], `${src} or its variants in the export`);
      }
    }
  });

  for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    test(`its written pages on a ${name} (${viewport.width}px): the content, no sideways scroll, no axe violation; the PV plays under the CSP`, async () => {
      assert.ok(series.pages.length > 0, 'a published page in fixtures/series/content/pages/');
      const { browser, traffic } = await launchUnderPolicy(base, { viewport });
      try {
        for (const written of series.pages) {
          const { page, errors } = await checkRoute(browser.context, base, `/${written.slug}/`);
          await assertWrittenPage(page, series, written.slug);
          assert.ok((await horizontalOverflow(page)) <= 0, 'nothing scrolls sideways');
          assert.deepEqual(await axeViolations(page), [], 'axe');
          if (written.pv) {
            await page.getByRole('button', { name: 'PVを再生する' }).click();
            await page.locator(`iframe[title="${written.title} PV"]`).waitFor();
            // @ts-expect-error test hook
            assert.deepEqual(await page.evaluate(() => window.__csp), [], 'the player is allowed by the policy');
          }
          assert.deepEqual(errors, []);
          await page.close();
        }
        assert.deepEqual(traffic.unexpected, []);
      } finally {
        await browser.close();
      }
    });
  }

  describe('in Chromium', () => {
    /** @type {Awaited<ReturnType<typeof launchUnderPolicy>>['browser']} */
    let browser;
    /** @type {Awaited<ReturnType<typeof launchUnderPolicy>>['traffic']} */
    let traffic;
    before(async () => {
      ({ browser, traffic } = await launchUnderPolicy(base));
    });
    after(() => browser.close());

    test('every kind of page shows its content, hydrates and runs its menu under the CSP, without an error or an axe violation', async () => {
      const paths = await routesToVisit(base);
      for (const p of paths) {
        const { page, errors } = await checkRoute(browser.context, base, p);
        const section = SECTION_CHECKS.find(([pattern]) => pattern.test(p));
        if (section) await section[1](page, p);
        else if (p === '/no-such-page/') assert.match(await page.locator('h1').innerText(), /ページが見つかりません/);
        assert.deepEqual(await axeViolations(page), [], `${p}: axe`);
        assert.deepEqual(errors.filter((e) => !(p === '/no-such-page/' && /404/.test(e))), [], `${p}: console errors`);
        await page.close();
      }
      // Every section page was checked for its content, and the detail pages of each kind.
      for (const [pattern] of SECTION_CHECKS) assert.ok(paths.some((p) => pattern.test(p)), `a page matching ${pattern}`);
      assert.deepEqual(traffic.thirdParty, [], 'no request leaves the site');
    });

    test('draws in the colours of its site.json, not the product’s palette', async () => {
      const colours = mergeTheme(series.site.colors);
      /** A colour as Chromium computes it: `rgb(166, 58, 28)`. */
      const rgb = (hex) => formatRgb(parse(hex));
      // Else this test could not tell the series' colours from the product's.
      for (const name of ['main', 'textBlack', 'white']) assert.notEqual(rgb(colours[name]), rgb(defaultTheme[name]), `fixtures/series sets its own ${name}`);
      const { page, errors } = await open(browser.context, '/news/', { baseUrl: base });
      const style = (locator, property) => locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
      assert.equal(await style(page.locator('body'), 'color'), rgb(colours.textBlack), 'body text');
      assert.equal(await style(page.locator('body'), 'background-color'), rgb(colours.white), 'page background');
      assert.equal(await style(page.locator('.page-header__en'), 'color'), rgb(colours.main), 'the heading’s English label');
      const button = page.getByRole('button', { name: 'メニューを開く' });
      assert.equal(await style(button, 'background-color'), rgb(colours.main), 'menu button');
      assert.equal(await style(button, 'color'), rgb(colours.white), 'menu button’s icon');
      assert.equal(await style(page.getByRole('contentinfo'), 'background-color'), rgb(colours.main), 'footer');
      assert.equal(await page.locator('meta[name="theme-color"]').getAttribute('content'), colours.main);
      assert.deepEqual(errors, []);
      await page.close();
    });

    test('the menu follows site.json sections: its order, a renamed section as a text link, its page under the new name', async () => {
      const { page, errors } = await open(browser.context, '/', { baseUrl: base });
      const dialog = await openMenu(page);
      const links = await dialog.getByRole('navigation').getByRole('link').all();
      const sections = series.shape.filter((e) => e.kind === 'section');
      // A written page's entry is at /<slug>/ (content/pages/<slug>.md), once the page is published: the series lists
      // one timed for later too, and it must not be in the menu yet.
      const published = (e) => e.kind === 'section' || series.pages.some((p) => p.slug === e.slug);
      const listedTimed = series.shape.filter((e) => e.kind === 'page' && timedPages.some((p) => p.slug === e.slug));
      assert.ok(listedTimed.length > 0, 'the series lists a written page timed for later in site.json sections');
      assert.ok(series.shape.some((e) => e.kind === 'page' && published(e)), 'the series lists a published written page in site.json sections');
      const hrefs = await Promise.all(links.slice(0, -1).map((l) => l.getAttribute('href')));
      assert.deepEqual(hrefs, series.shape.filter(published).map((e) => (e.kind === 'section' ? e.path : `/${e.slug}/`)));
      for (const entry of listedTimed) assert.ok(!hrefs.includes(`/${entry.slug}/`), `${entry.slug} (timed for later) is not in the menu`);
      // A written page in the menu without a label image is drawn as text too, named by its label and title.
      const textPages = series.shape.filter((e) => e.kind === 'page' && published(e) && e.image === null).map((e) => series.pages.find((p) => p.slug === e.slug));
      for (const written of textPages.filter((p) => !p.menuImage)) {
        const link = dialog.getByRole('link', { name: `${written.label} ${written.title}`, exact: true });
        assert.equal(await link.getAttribute('href'), `/${written.slug}/`);
        assert.equal(await link.locator('img').count(), 0);
      }
      assert.ok(textPages.some((p) => !p.menuImage), 'the series has a written page in the menu without an image');
      const texts = sections.filter((e) => e.image === null);
      assert.ok(texts.length > 0, 'the series has a section drawn as text (renamed without an image)');
      for (const entry of texts) {
        // A real link, named by its two names like the images' alt, with no image.
        const link = dialog.getByRole('link', { name: `${entry.label} ${entry.labelJa}`, exact: true });
        assert.equal(await link.getAttribute('href'), entry.path);
        assert.equal(await link.locator('img').count(), 0);
        assert.ok(await link.isVisible());
        await link.click();
        await page.waitForURL(`**${entry.path}`);
        // The page is rendered by the client after the click: wait for its heading and title.
        await page.locator('h1', { hasText: entry.labelJa }).waitFor();
        await page.waitForFunction((name) => document.title.startsWith(`${name}｜`), entry.labelJa);
        assert.equal(await page.locator('h1').innerText(), entry.labelJa);
        assert.equal(await page.locator('.page-header__en').innerText(), entry.label, 'the Latin name above the heading');
        assert.equal(await page.getByRole('navigation', { name: 'フッターナビゲーション' }).getByRole('link', { name: new RegExp(`^${entry.label}\\s*${entry.labelJa}$`) }).getAttribute('href'), entry.path);
        await page.goto(`${base}/`);
        await openMenu(page);
      }
      assert.deepEqual(errors, []);
      await page.close();
    });

    test('the menu opens with the keyboard, keeps the focus, and Escape closes it', async () => {
      const { page, errors } = await open(browser.context, '/', { baseUrl: base });
      const dialog = await openMenuWithKeyboard(page);
      assert.equal(await dialog.getByRole('link', { name: /^Twitter / }).getAttribute('href'), series.site.xAccountUrl);
      await page.keyboard.press('Escape');
      await menuIsClosed(page);
      assert.deepEqual(errors, []);
      await page.close();
    });
  });
});
