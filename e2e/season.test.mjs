// Timed publishing and the page between builds, on the season builds of e2e/season.mjs (content/ with a fixture article
// timed at the reveal of its second episode, built a minute before, a minute after and later again):
// - before the minute no file of the export holds the article or the episode's synopsis and stills, nor anything of the
//   second season and the film announced at that minute (labels, station, songs, staff, recast, theatres, their new
//   characters and their pictures); after it they are everywhere they belong; a later rebuild with nothing changed
//   writes the same files;
// - a page built before a broadcast, opened with the browser's clock past it (Playwright's clock), shows the episode as
//   aired and the next-episode panel on the following one, without a layout shift or a console error; without
//   JavaScript it shows the build's state.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createContentContext } from '../lib/content/context.ts';
import { getSettings } from '../lib/content/settings.ts';
import { getEpisode } from '../lib/sections/story/content.ts';
import { newsNewUntil } from '../lib/sections/news/newness.ts';
import { DESKTOP, PHONE, launch, layoutShift, watchLayoutShifts } from './browser.mjs';
import { ANNOUNCED_FILE, EMBARGOED, SEASON_BUILDS, SEASON_CONTENT, season } from './season.mjs';
import { startServer } from './server.mjs';
import { en } from '../lib/i18n/en.ts';
import { fillTemplate } from '../lib/i18n/template.ts';

const { episode, next, at, now } = season(SEASON_CONTENT);
const SLOT_MS = 30 * 60_000;

/** Every file of an export, as paths inside it. */
function filesOf(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** The files of an export that hold `text` (as UTF-8 bytes, so binary and compressed-looking files are read too). */
function filesHolding(dir, text) {
  const needle = Buffer.from(text);
  return filesOf(dir).filter((file) => fs.readFileSync(path.join(dir, file)).includes(needle));
}

// The episode's synopsis as the page prints it: a stretch of its text that the HTML holds as it is (checked below in
// the build after the reveal, so the search before it is not looking for something that could never be there).
const synopsis = getEpisode(episode.number, createContentContext(process.cwd(), { contentDir: SEASON_CONTENT, buildInstant: at }));
const synopsisText = synopsis?.summary.slice(0, 24) ?? '';
const stillNames = episode.stills.map((s) => path.basename(s.src, path.extname(s.src)));

before(() => {
  for (const dir of Object.values(SEASON_BUILDS)) {
    assert.ok(fs.existsSync(`${dir}/index.html`), `${dir}/ がありません。e2e/run.mjs で実行してください（このビルドを先に作ります）。`);
  }
  assert.ok(synopsisText.length >= 10, `episode ${episode.number} has a synopsis to look for`);
});

describe(`an article timed at ${at}, and episode ${episode.number}'s reveal at the same minute`, () => {
  test('a minute before: no file of the export holds the article, the synopsis or the stills', () => {
    const dir = SEASON_BUILDS.before;
    assert.deepEqual(filesHolding(dir, EMBARGOED.title), [], 'the title');
    assert.deepEqual(filesHolding(dir, EMBARGOED.body), [], 'the body');
    assert.deepEqual(filesHolding(dir, EMBARGOED.slug), [], 'the slug (no page, link, feed or sitemap entry)');
    assert.deepEqual(filesHolding(dir, synopsisText), [], 'the synopsis');
    for (const name of stillNames) assert.deepEqual(filesHolding(dir, name), [], `the still ${name}`);
    // The episode's page is there, with its title and what it says until the reveal.
    const page = fs.readFileSync(`${dir}/story/${episode.slug}/index.html`, 'utf8');
    assert.ok(page.includes(episode.title));
    assert.ok(page.includes('あらすじは放送後に公開します'));
  });

  test('a minute after: the article is in its page, its data, the lists, the feeds, the sitemap and the search index', () => {
    const dir = SEASON_BUILDS.after;
    const holding = new Set(filesHolding(dir, EMBARGOED.title));
    const category = getSettings(createContentContext(process.cwd(), { contentDir: SEASON_CONTENT })).newsCategories[0].slug;
    for (const file of [
      `news/${EMBARGOED.slug}/index.html`,
      'news/index.html',
      `news/category/${category}/index.html`,
      // The newest article, so on the top page too.
      'index.html',
      'news/feed.xml',
      'news/atom.xml',
      `news/category/${category}/feed.xml`,
      'news/search-index.json',
    ]) {
      assert.ok(holding.has(file), `${file} has the article`);
    }
    assert.ok([...holding].some((f) => f.startsWith('_next/data/') && f.endsWith(`/news/${EMBARGOED.slug}.json`)), 'its page data');
    assert.ok(fs.readFileSync(`${dir}/sitemap.xml`, 'utf8').includes(`/news/${EMBARGOED.slug}/`), 'the sitemap');
    assert.ok(filesHolding(dir, EMBARGOED.body).includes(`news/${EMBARGOED.slug}/index.html`));
  });

  test('a minute after: the synopsis and the stills are on the episode page, in its data and on the list', () => {
    const dir = SEASON_BUILDS.after;
    const holding = filesHolding(dir, synopsisText);
    assert.ok(holding.includes(`story/${episode.slug}/index.html`), 'the episode page');
    assert.ok(holding.some((f) => f.startsWith('_next/data/') && f.endsWith(`/story/${episode.slug}.json`)), 'its page data');
    for (const still of episode.stills) {
      assert.ok(fs.existsSync(path.join(dir, still.src)), `${still.src} is served`);
      assert.ok(filesHolding(dir, path.basename(still.src, path.extname(still.src))).includes(`story/${episode.slug}/index.html`));
    }
    assert.ok(filesHolding(dir, stillNames[0]).includes('story/index.html'), 'the card has its still');
  });

  test('a second season and a film announced at that minute: nothing of them in any file of the export before it, all there after', () => {
    const announced = JSON.parse(fs.readFileSync(ANNOUNCED_FILE, 'utf8'));
    assert.ok(announced.images.length > 0, 'the newcomers have pictures of their own');
    for (const mark of announced.marks) assert.deepEqual(filesHolding(SEASON_BUILDS.before, mark), [], mark);
    for (const src of announced.images) {
      assert.deepEqual(filesHolding(SEASON_BUILDS.before, src), [], src);
      assert.equal(fs.existsSync(`${SEASON_BUILDS.before}${src}`), false, src);
      assert.ok(fs.existsSync(`${SEASON_BUILDS.after}${src}`), src);
    }
    const after = announced.marks.filter((mark) => filesHolding(SEASON_BUILDS.after, mark).length === 0);
    assert.deepEqual(after, [], 'every mark is somewhere in the export after the announcement');
    for (const page of announced.pages) assert.ok(fs.existsSync(`${SEASON_BUILDS.after}/${page}`), page);
    const members = fs.readFileSync(`${SEASON_BUILDS.after}/member/index.html`, 'utf8');
    for (const name of announced.newcomers) assert.ok(members.includes(name), name);
    assert.ok(fs.readFileSync(`${SEASON_BUILDS.after}/sitemap.xml`, 'utf8').includes(`/${announced.pages[0].replace('index.html', '')}`));
  });

  test(`a rebuild at ${now.again}, before the next change, writes the same files, byte for byte`, () => {
    const a = filesOf(SEASON_BUILDS.after);
    assert.deepEqual(filesOf(SEASON_BUILDS.again), a);
    const differing = a.filter((f) => !fs.readFileSync(path.join(SEASON_BUILDS.after, f)).equals(fs.readFileSync(path.join(SEASON_BUILDS.again, f))));
    assert.deepEqual(differing, []);
    const version = JSON.parse(fs.readFileSync(`${SEASON_BUILDS.after}/site-version.json`, 'utf8'));
    assert.equal(version.shows, at);
    assert.match(version.hash, /^[0-9a-f]{64}$/);
  });
});

const port = (offset) => String(Number(process.env.E2E_PORT || 3100) + offset);

for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  describe(`between builds, at ${name} ${viewport.width}×${viewport.height}: the page follows the visitor's clock`, () => {
    /** @type {Awaited<ReturnType<typeof startServer>>} */
    let server;
    /** @type {Awaited<ReturnType<typeof startServer>>} */
    let serverAfter;
    before(async () => {
      server = await startServer({ dir: SEASON_BUILDS.before, port: port(3) });
      serverAfter = await startServer({ dir: SEASON_BUILDS.after, port: port(4) });
    });
    after(() => {
      server.stop();
      serverAfter.stop();
    });

    /**
     * Opens `pagePath` of the build before the broadcast with the browser's clock at `time`; returns the page once the
     * clock-driven state has been drawn, and the layout shifts and console errors seen.
     */
    async function openAt(pagePath, time, { baseUrl = server.url, javaScriptEnabled = true } = {}) {
      const browser = await launch({ viewport, javaScriptEnabled });
      await browser.context.clock.install({ time: new Date(time) });
      const page = await browser.context.newPage();
      await watchLayoutShifts(page);
      /** @type {string[]} */
      const errors = [];
      page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
      return { page, errors, close: browser.close, shifts: () => layoutShift(page) };
    }

    // Past the broadcast and its slot: the episode has aired, the panel has moved on to the next one.
    const afterSlot = Date.parse(episode.airsAt) + SLOT_MS + 60_000;

    test(`/story/${episode.slug}/ built before the broadcast shows it as aired once hydrated`, async () => {
      const { page, errors, close, shifts } = await openAt(`/story/${episode.slug}/`, afterSlot);
      try {
        const onair = page.locator('p', { has: page.locator(`time[datetime="${episode.airsAt}"]`) });
        await onair.getByText('最新話').waitFor();
        assert.equal(await onair.getByText('放送前').count(), 0);
        // The synopsis comes with the next build: it is not in this page at all.
        assert.ok(await page.getByText('あらすじは放送後に公開します。').isVisible());
        assert.equal(await shifts(), 0, 'no layout shift');
        assert.deepEqual(errors, []);
        if (name === 'phone') await page.screenshot({ path: `test-results/screenshots/season-episode-between-builds-${name}.png`, fullPage: true });
      } finally {
        await close();
      }
    });

    test('/onair/ built before the broadcast shows the next-episode panel on the following episode', async () => {
      const { page, errors, close, shifts } = await openAt('/onair/', afterSlot);
      try {
        const timer = page.getByRole('timer');
        await timer.waitFor();
        const panel = page.locator('div', { has: timer }).first();
        assert.ok((await panel.innerText()).includes(`第${next.number}話「${next.title}」`), await panel.innerText());
        assert.equal(await shifts(), 0, 'no layout shift');
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });

    test('/ and /story/ built before the broadcast follow the clock too: the next broadcast, the 「最新話」 card', async () => {
      const top = await openAt('/', afterSlot);
      try {
        await top.page.getByText(`次回 第${next.number}話「${next.title}」`).waitFor();
        assert.equal(await top.shifts(), 0, 'no layout shift on /');
        assert.deepEqual(top.errors, []);
      } finally {
        await top.close();
      }
      const list = await openAt('/story/', afterSlot);
      try {
        const card = list.page.locator('article', { has: list.page.getByRole('link', { name: new RegExp(`^第${episode.number}話`) }) });
        await card.getByText('最新話').waitFor();
        assert.equal(await card.getByText('放送前').count(), 0);
        assert.equal(await list.shifts(), 0, 'no layout shift on /story/');
        assert.deepEqual(list.errors, []);
      } finally {
        await list.close();
      }
    });

    test('a NEW mark runs out with the clock, in place', async () => {
      const { page, errors, close, shifts } = await openAt('/news/', Date.parse(newsNewUntil(at.slice(0, 10))), { baseUrl: serverAfter.url });
      try {
        const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: EMBARGOED.title }) });
        const mark = row.getByText('NEW', { exact: true });
        assert.equal(await mark.count(), 1, 'the build has the mark');
        await page.waitForFunction((el) => el && getComputedStyle(el).visibility === 'hidden', await mark.elementHandle());
        assert.equal(await shifts(), 0, 'no layout shift');
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });

    test('the announced works in English: the film’s screening page under /en/ reads English, its switcher leads to English pages, and it and its Japanese twin link each other', async () => {
      const { english } = JSON.parse(fs.readFileSync(ANNOUNCED_FILE, 'utf8'));
      const { page, errors, close } = await openAt(english.film.path, Date.parse(now.after), { baseUrl: serverAfter.url });
      try {
        assert.equal(await page.locator('html').getAttribute('lang'), 'en');
        const main = page.locator('main');
        const text = await main.innerText();
        for (const words of [...english.film.notes, english.film.theatre, en.onair.theatres, english.season.label]) assert.ok(text.includes(words), words);
        // The film has no English label: it is named by its kind. Its second theatre keeps its name (a proper name),
        // and nothing else on the page is Japanese: the untranslated note is left out.
        const theatres = await main.getByRole('rowheader').allInnerTexts();
        assert.equal(theatres.length, 2);
        const japanese = text.replace(theatres[1], '').match(/[\u3040-\u30ff\u4e00-\u9fff]+/g);
        assert.equal(japanese, null, `no Japanese but the theatre's name: ${japanese}`);
        assert.ok(text.includes(en.workNames.kinds.film));
        const switcher = main.getByRole('navigation', { name: fillTemplate(en.works.switcher, { section: en.onair.switcherSection }) });
        const links = await switcher.getByRole('link').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href'), hrefLang: a.getAttribute('hreflang') })));
        assert.deepEqual(links.map((l) => l.href), [english.first.id, english.season.id, english.film.id].map((id) => `/en/onair/${id}/`));
        assert.ok(links.every((l) => l.hrefLang === null), 'every work has its English page');
        // hreflang both ways: the English page names its Japanese twin, which names it back.
        const ja = await page.locator('link[rel="alternate"][hreflang="ja"]').getAttribute('href');
        assert.equal(new URL(ja ?? '').pathname, english.film.path.replace(/^\/en/, ''));
        await page.goto(new URL(new URL(ja ?? '').pathname, serverAfter.url).href, { waitUntil: 'networkidle' });
        assert.equal(new URL((await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')) ?? '').pathname, english.film.path);
        await page.goto(new URL(english.film.path, serverAfter.url).href, { waitUntil: 'networkidle' });
        await page.screenshot({ path: `test-results/screenshots/season-en-film-${name}.png`, fullPage: true });
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });

    test('without JavaScript the page shows the build’s state', async () => {
      const { page, close } = await openAt(`/story/${episode.slug}/`, afterSlot, { javaScriptEnabled: false });
      try {
        const onair = page.locator('p', { has: page.locator(`time[datetime="${episode.airsAt}"]`) });
        assert.equal(await onair.getByText('放送前').count(), 1);
        assert.equal(await onair.getByText('最新話').count(), 0);
      } finally {
        await close();
      }
    });
  });
}
