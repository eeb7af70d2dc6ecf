// The browser editor at /admin/ (Sveltia CMS), used as a member would, in Chromium, on a temporary copy of the
// repository, so nothing here writes into content/. On this computer the editor works on a folder the member chooses
// in the browser's folder picker; the test answers the picker with a folder of the browser's own private storage that
// holds the copy's content/ and public/images/, and after each save copies what the editor wrote back to the copy:
// - an article written in the form, with an image uploaded through the form, the minute it is published and each
//   field's help beside it, is saved as one file (a double click on save too) that passes the content check; the new upload shows its thumbnail, and
//   the form speaks Japanese; so at 1280×800 and at a phone's 390×844;
// - with English in site.json, an article opened in the editor is translated beside its Japanese: English turned on,
//   an English title typed, saved as news/<name>.en.md holding only the fields a translation gives, which the content
//   check accepts and counts on its line for English; so at 1280×800 and at 390×844; the English side's preview is the
//   English page: the Japanese article's date, category and image under the English title, in English words;
// - so are an episode with its stills, a written page with hero, gallery and download, a member's line and a recast
//   (each also in English, saved into members.en.yaml and cast.en.yaml with only the fields a translation gives),
//   and the site's colour and menu, each through its form;
// - an article already on the site opens with its picture in the preview (the preview has every image of the last build);
// - works.yaml, made in its form, adds a 第2期 announced tomorrow; the check passes, warning of the files it still needs;
// - after one build of the copy, the articles are on /news/ with their minute and their image, and each page shows
//   what was written; nothing of the 第2期 is there yet;
// - that build's own editor (it offers works not yet announced) has a form for each file the 第2期 needs: its work
//   with a key visual, its introduction and its broadcasts are made in them, and an episode with a still; its lists say
//   when each goes public, and a timed article's preview says 「予約: …」; built again at a minute after the
//   announcement, the copy has the 第2期's page and the episode's.
// The editor at /admin/ of a build that names no repository, opened from another computer, says what to set.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { EPISODES_COLLECTION, NEWS_COLLECTION, WRITTEN_PAGES_COLLECTION, workEpisodesCollection } from '../lib/cms/collections.ts';
import { WORKS_COLLECTION } from '../lib/sections/registry.ts';
import { requiredWorkFiles } from '../lib/content/works.ts';
import { createContentContext, inLang } from '../lib/content/context.ts';
import { contentFiles } from '../lib/content/check.ts';
import { siteLanguagesOf, translationLangOf } from '../lib/content/translations.ts';
import { shapeOf } from '../lib/content/shape.ts';
import { labelsIn } from '../lib/sections/shape.ts';
import matter from 'gray-matter';
import { getEpisodes } from '../lib/sections/story/content.ts';
import { episodeSlug } from '../lib/sections/story/episode.ts';
import { MENU_SECTION_NAMES } from '../lib/sections/index.ts';
import { fieldTitle } from '../lib/content/fields.ts';
import { NewsFrontMatterSchema } from '../lib/sections/news/schema.ts';
import { getSettings } from '../lib/content/settings.ts';
import { formatDateTimeJa, splitDateTime, toJstIso } from '../lib/format.ts';
import { getNewsCategories } from '../lib/sections/news/content.ts';
import { englishDates } from '../lib/dateStyleEn.ts';
import { en } from '../lib/i18n/en.ts';
import { news as jaNews } from '../lib/i18n/ja/news.ts';
import YAML from 'yaml';
import { SOURCE_FORMATS_TEXT } from '../lib/imageFormats.js';
import { BASE_URL, CHROMIUM_ARGS, DESKTOP, PHONE, horizontalOverflow, launch, open } from './browser.mjs';
import { startServer } from './server.mjs';
import { elements, get, pageProps, sitemapUrls } from './site.mjs';

const E2E_PORT = Number(process.env.E2E_PORT || 3100);
const COPY_PORT = E2E_PORT + 3;
const SHOTS = 'test-results/screenshots/cms';

/** Field labels as the editor shows them: the schemas' Japanese names. */
const LABEL = {
  title: fieldTitle(NewsFrontMatterSchema.shape.title),
  category: fieldTitle(NewsFrontMatterSchema.shape.category),
  imageAlt: fieldTitle(NewsFrontMatterSchema.shape.imageAlt),
};
/** The help the editor shows beside a field: its schema's description. */
const HELP = {
  title: String(NewsFrontMatterSchema.shape.title.meta()?.description),
  image: String(NewsFrontMatterSchema.shape.image.meta()?.description),
};

/**
 * The editor's code, strings and the libraries its previews load come from their packages on a CDN, which a closed
 * network cannot reach: served from node_modules (the installed version stands in for the one asked for).
 */
const UNPKG = /^https:\/\/unpkg\.com\/((?:@[\w.-]+\/)?[\w.-]+)@[^/]+\/([\w/.-]+)$/;

/** Every file under `dir`, as paths relative to `root`. */
function filesUnder(root, dir) {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

describe('the browser editor, on a copy of the repository', () => {
  const repo = mkdtempSync(join(tmpdir(), 'cms-repo-'));
  const copy = join(repo, 'content');
  const out = join(repo, 'out');
  /** @type {Awaited<ReturnType<typeof launch>> | undefined} */
  let browser;
  /** @type {Awaited<ReturnType<typeof startServer>> | undefined} */
  let site;
  /** Articles saved through the form, checked on the built pages. */
  const written = [];
  /** Other pages, and what each must show after the build. */
  const shown = [];
  /**
   * The 第2期 the editor adds: announced a day after the build below (which shows nothing of it yet), on the minute;
   * its first episode airs a week later.
   */
  const season = { id: 'e2e-s2', label: '編集画面の第2期', announceAt: Math.ceil((Date.now() + 86_400_000) / 60_000) * 60_000 };
  const announce = toJstIso(season.announceAt);
  const announced = `${announce.slice(0, 10)} ${announce.slice(11, 16)}`;
  const firstAir = toJstIso(season.announceAt + 7 * 86_400_000).slice(0, 10);

  before(async () => {
    cpSync('content', copy, { recursive: true });
    cpSync('public/images', join(repo, 'public/images'), { recursive: true });
    mkdirSync(SHOTS, { recursive: true });
    browser = await launch();
    await browser.context.route(UNPKG, (route) => {
      const [, name, file] = UNPKG.exec(route.request().url());
      return route.fulfill({ path: `node_modules/${name}/${file}`, headers: { 'access-control-allow-origin': '*' } });
    });
    // The folder picker, answered with the copy: a folder of the browser's private storage, as a member picks theirs.
    await browser.context.addInitScript(() => {
      Object.assign(window, { showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repository') });
    });
    await offerFolder(BASE_URL);
  });

  /** Puts the copy's content/ and public/images/ as they are now into the folder the picker answers with on `origin`'s pages (each origin has a private storage of its own). */
  async function offerFolder(origin) {
    const page = await browser.context.newPage();
    await page.goto(new URL('/robots.txt', origin).href);
    // The editor recognises a repository by its .git folder.
    const files = ['content', 'public/images'].flatMap((dir) => filesUnder(repo, dir)).map((path) => ({ path, data: readFileSync(join(repo, path)).toString('base64') }));
    await page.evaluate(async (files) => {
      const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('repository', { create: true });
      await root.getDirectoryHandle('.git', { create: true });
      for (const { path, data } of files) {
        const parts = path.split('/');
        let dir = root;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1), { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(data), (c) => c.charCodeAt(0)));
        await writable.close();
      }
    }, files);
    await page.close();
  }

  after(async () => {
    await browser?.close();
    site?.stop();
    rmSync(repo, { recursive: true, force: true });
  });

  /** Copies what the editor wrote since `since` (ms) from the browser's folder to the copy; returns the paths. */
  async function copyBack(page, since) {
    const changed = await page.evaluate(async (since) => {
      const found = [];
      const walk = async (dir, at) => {
        for await (const [name, handle] of dir.entries()) {
          const path = at ? `${at}/${name}` : name;
          if (handle.kind === 'directory') await walk(handle, path);
          else {
            const file = await handle.getFile();
            if (file.lastModified < since) continue;
            const bytes = new Uint8Array(await file.arrayBuffer());
            let binary = '';
            for (const byte of bytes) binary += String.fromCharCode(byte);
            found.push({ path, data: btoa(binary) });
          }
        }
      };
      await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle('repository'), '');
      return found;
    }, since);
    for (const { path, data } of changed) {
      mkdirSync(dirname(join(repo, path)), { recursive: true });
      writeFileSync(join(repo, path), Buffer.from(data, 'base64'));
    }
    return changed.map((c) => c.path).sort();
  }

  /** Messages of the policy refusing something on an editor page: none may come (closeEditor checks). */
  const refused = new WeakMap();

  /** The editor, working on the copy's folder (chosen once: the editor remembers it for the browser profile). */
  async function openEditor(viewport = DESKTOP, origin = BASE_URL) {
    const page = await browser.context.newPage();
    await page.setViewportSize(viewport);
    const messages = [];
    refused.set(page, messages);
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) messages.push(message.text());
    });
    await page.goto(new URL('/admin/', origin).href);
    // The first time, the member chooses the folder; later the editor opens the one it remembers by itself.
    const local = page.getByRole('button', { name: 'ローカルリポジトリで作業' });
    const opened = page.waitForURL(/#\/collections/);
    await Promise.race([opened, local.waitFor()]);
    if (await local.isVisible()) await local.click();
    await opened;
    return page;
  }

  async function closeEditor(page) {
    await page.close();
    assert.deepEqual(refused.get(page), [], 'the editor’s Content-Security-Policy refused something it needs');
  }

  /** A field of the form, by its path in the file (`stills.0.src`); the preview pane marks its fields the same way. */
  const fieldAt = (page, path) => page.locator(`[data-mode="edit"] section[data-key-path="${path}"]`);

  /** Scrolls the form until the field at `path` is there (the editor draws a field once it scrolls into view). */
  async function reveal(page, path) {
    const field = fieldAt(page, path);
    for (let i = 0; i < 60 && (await field.count()) === 0; i += 1) {
      await page.mouse.move(200, 400);
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(50);
    }
    await field.scrollIntoViewIfNeeded();
    return field;
  }

  /** Types `value` into the field at `path`. */
  async function type(page, path, value) {
    await (await reveal(page, path)).locator('input:not([type="file"]), textarea').first().fill(value);
  }

  /** Clicks the 「… を追加」 button of the list or optional object at `path` (its own: the last in it). */
  async function add(page, path) {
    const field = await reveal(page, path);
    // An optional object is added with a check box, a list with a button below its items.
    const toggle = field.getByRole('checkbox', { name: /を追加/ });
    if ((await toggle.count()) > 0) await toggle.first().click();
    else await field.locator('button', { hasText: /を追加/ }).last().click();
  }

  /** Chooses `option` in the field at `path`: a few options are radio buttons, more a list that opens. */
  async function choose(page, path, option) {
    const field = await reveal(page, path);
    const radio = field.getByRole('radio', { name: option, exact: true });
    if ((await radio.count()) > 0) return radio.check();
    await field.getByRole('combobox').click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Uploads a new image (a copy of one of the copy's, under a name no file has) into the image field at `path`. */
  async function upload(page, path) {
    const source = filesUnder(repo, 'public/images').find((f) => f.endsWith('.png'));
    // Kept until the copy goes: the browser reads a chosen file when the form is saved.
    // File names are lower case, as the content check wants them.
    const file = join(repo, 'uploads', `e2e-${path.replaceAll('.', '-').toLowerCase()}-${Date.now()}.png`);
    mkdirSync(dirname(file), { recursive: true });
    cpSync(join(repo, source), file);
    const field = await reveal(page, path);
    await field.locator('input[type="file"]').first().setInputFiles(file);
    await field.locator('img[src^="blob:"]').waitFor();
  }

  /**
   * Fills an episode's form as a member would: its number, title, air date and reveal, one uploaded still and the credits.
   * @param {import('playwright-core').Page} page
   * @param {{ number: string, title: string, airDate: string, revealAt: string, stillAlt: string }} episode
   */
  async function fillEpisode(page, { number, title, airDate, revealAt, stillAlt }) {
    await type(page, 'number', number);
    await type(page, 'title', title);
    await type(page, 'airDate', airDate);
    await type(page, 'revealAt', revealAt);
    await add(page, 'stills');
    await upload(page, 'stills.0.src');
    await type(page, 'stills.0.alt', stillAlt);
    await type(page, 'credits.screenplay', '脚本の人');
    await type(page, 'credits.storyboard', '絵コンテの人');
    await type(page, 'credits.director', '演出の人');
    await add(page, 'credits.animationDirectors');
    await type(page, 'credits.animationDirectors.0', '作画監督の人');
  }

  /** The visible text of the form has no English words of the editor's own (「Add …」, 「Save」). */
  async function assertJapanese(page) {
    const text = await page.locator('[data-mode="edit"]').first().innerText();
    assert.doesNotMatch(text, /\b(Add|Save|Remove|Choose|Upload|Title|Date|Image)\b/, 'the editor speaks Japanese');
  }

  /** Shows the English side beside the Japanese (the second pane's language). */
  async function showEnglish(page) {
    const english = page.getByRole('radio', { name: /英語/ }).last();
    if ((await english.getAttribute('aria-checked')) !== 'true') await english.click();
    await page.locator('[data-locale="en"] section[data-key-path]').first().waitFor();
  }

  /** Types `value` into the field at `path` on the side of `locale`, scrolling that side until the field is drawn. */
  async function typeIn(page, locale, path, value) {
    const field = page.locator(`[data-locale="${locale}"] section[data-key-path="${path}"]`);
    const box = await page.locator(`[data-locale="${locale}"]`).first().boundingBox();
    for (let i = 0; i < 80 && (await field.count()) === 0; i += 1) {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(50);
    }
    await field.scrollIntoViewIfNeeded();
    await field.locator('input:not([type="file"]), textarea').first().fill(value);
  }

  /** The fields the English side draws, editable or copied read-only, as paths with `*` for a list's item. */
  const englishFields = async (page) =>
    (await page.locator('[data-locale="en"] section[data-key-path]').evaluateAll((els) => els.map((el) => ({ path: el.getAttribute('data-key-path'), editable: !!el.querySelector('input:not([readonly]):not([disabled]), textarea:not([readonly]):not([disabled])') }))))
      .map(({ path, editable }) => ({ path: path.replace(/\.\d+(?=\.|$)/g, '.*'), editable }));

  /** Whether `path` (`members.*.cv.name`) is a field of `translated` or inside one. */
  const isTranslated = (path, translated) => translated.some((t) => path === t || path.startsWith(`${t}.`) || t.startsWith(`${path}.`));

  /** The English side offers to type only what a translation gives (a field shown read-only is copied from the Japanese). */
  function assertTranslatedFields(fields, translated) {
    const typed = fields.filter((f) => f.editable && !/\.\*$/.test(f.path));
    assert.ok(typed.length > 0, 'the English side has fields to type');
    assert.deepEqual([...new Set(typed.filter((f) => !isTranslated(f.path, translated)).map((f) => f.path))], [], 'English fields a translation does not give');
  }

  /**
   * A translation's file holds the fields of `translated` and, in a list's item, at most the one field that finds its
   * original, with the original's value; nothing else of the original.
   */
  function assertOnlyTranslated(translation, original, translated, file) {
    const walk = (value, source, at) => {
      // An item's original: the one with its id, else the one in its place (as the build matches them).
      const originalOf = (item, i) => (Array.isArray(source) ? (source.find((s) => item?.id !== undefined && s?.id === item.id) ?? source[i]) : undefined);
      if (Array.isArray(value)) return value.forEach((item, i) => walk(item, originalOf(item, i), [...at, '*']));
      if (typeof value !== 'object' || value === null) return assert.ok(isTranslated(at.join('.'), translated), `${file}: ${at.join('.')} is not a field a translation gives`);
      const copied = Object.keys(value).filter((key) => !isTranslated([...at, key].join('.'), translated));
      if (at.at(-1) === '*') {
        assert.ok(copied.length <= 1, `${file}: ${at.join('.')} copies ${copied.join(', ')}`);
        for (const key of copied) assert.deepEqual(value[key], source?.[key], `${file}: ${[...at, key].join('.')} is the original’s`);
      } else assert.deepEqual(copied, [], `${file}: ${at.join('.')} holds fields a translation does not give`);
      for (const key of Object.keys(value).filter((k) => !copied.includes(k))) walk(value[key], source?.[key], [...at, key]);
    };
    walk(translation, original, []);
  }

  /** Saves the form and waits until the editor has written `expected` (a path, or a test of the paths written); copies what it wrote back to the copy and returns the paths. */
  async function save(page, since, expected) {
    const done = typeof expected === 'string' ? (paths) => paths.includes(expected) : expected;
    await page.getByRole('button', { name: '保存', exact: true }).click();
    let written = [];
    for (let i = 0; i < 100 && !done(written); i += 1) {
      await page.waitForTimeout(200);
      written = await copyBack(page, since);
    }
    if (!done(written)) await page.screenshot({ path: `${SHOTS}/failed-save.png` });
    assert.ok(done(written), `the editor wrote ${written.join(', ') || 'nothing'} (${SHOTS}/failed-save.png)`);
    await closeEditor(page);
    return written;
  }

  const contentCheck = () => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content-check.mjs', repo], { encoding: 'utf8' });
  // The copy as a series of its own: its content/ and its public/images/ with the uploads; its editor, a group's that
  // prepares a season before announcing it, offers works not yet announced.
  const build = (dest = out, env = {}) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.mjs', '--series', repo, '--dest', dest], {
      encoding: 'utf8',
      env: { ...process.env, CMS_UNANNOUNCED_WORKS: 'true', ...env },
    });

  test('the editor has a policy of its own without eval, stays out of search engines, and changes nothing for the site', async () => {
    const admin = await get('/admin/');
    const top = await get('/');
    const editorCsp = admin.headers.get('content-security-policy') ?? '';
    const siteCsp = top.headers.get('content-security-policy') ?? '';
    assert.doesNotMatch(editorCsp, /'unsafe-eval'/);
    assert.doesNotMatch(siteCsp, /'unsafe-eval'|'unsafe-inline'|blob:|unpkg|jsdelivr/);
    assert.doesNotMatch(editorCsp, /, /, 'one policy, not the site’s joined to it');
    assert.equal(admin.headers.get('x-robots-tag'), 'noindex');
    assert.equal(admin.headers.get('x-frame-options'), 'DENY');
    assert.equal(top.headers.get('cross-origin-opener-policy'), 'same-origin');
    const robots = elements(admin.text).find((el) => el.tag === 'meta' && el.attrs.get('name') === 'robots');
    assert.equal(robots?.attrs.get('content'), 'noindex');
    assert.ok((await sitemapUrls()).every((url) => !new URL(url).pathname.startsWith('/admin/')));
  });

  for (const [name, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
    test(`at ${name} ${viewport.width}×${viewport.height}, an article with an uploaded image and its minute is saved once, as a file the content check accepts`, async () => {
      const [category] = getSettings(createContentContext()).newsCategories;
      // A minute ago in Japan, so that the build below publishes it; the form takes the date and time as Japan's.
      const jst = toJstIso(Date.now() - 60_000);
      const [date, time] = [jst.slice(0, 10), jst.slice(11, 16)];
      const title = `編集画面から書いた記事（${name}）`;
      // A new image, under a name no file has yet.
      const source = filesUnder(repo, 'public/images').find((f) => f.endsWith('.png'));
      const upload = join(repo, `upload-${name}-${Date.now()}.png`);
      cpSync(join(repo, source), upload);
      const before = readdirSync(join(copy, 'news'));
      const since = Date.now();

      const page = await openEditor(viewport);
      await page.goto(new URL(`/admin/#/collections/${NEWS_COLLECTION}/new`, BASE_URL).href);
      await page.getByRole('textbox', { name: LABEL.title }).fill(title);
      // Beside each field, what it is: its schema's description; an image's also names the formats it may be.
      await page.getByText(HELP.title, { exact: true }).waitFor();
      assert.ok((await page.getByText(HELP.image).textContent())?.includes(SOURCE_FORMATS_TEXT), 'the image field’s hint names the formats');
      await page.locator('input[type="datetime-local"]').fill(`${date}T${time}`);
      await page.getByRole('radio', { name: category.label }).check();
      await page.locator('input[type="file"]').first().setInputFiles(upload);
      // The new upload's thumbnail is the picture, not a broken image.
      const thumbnail = page.locator('img[src^="blob:"]').first();
      await thumbnail.waitFor();
      await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await thumbnail.elementHandle());
      await page.getByRole('textbox', { name: LABEL.imageAlt }).fill('編集画面から載せた画像');
      // Beside the form, the preview is the article page's own component, with the site's styles (a phone shows one
      // of the two at a time).
      if (viewport === DESKTOP) await page.frameLocator('iframe').first().getByRole('heading', { level: 1, name: title }).waitFor();
      const form = await page.locator('body').innerText();
      assert.doesNotMatch(form, /\b(Add|Save|Title|Date|Image|Choose|Upload)\b/, 'the editor speaks Japanese');
      assert.ok(await horizontalOverflow(page) <= 0, 'nothing scrolls sideways');
      await page.screenshot({ path: `${SHOTS}/news-with-image-${name}.png` });
      await page.getByRole('button', { name: '保存', exact: true }).dblclick();
      await page.waitForURL(/#\/collections\/[^/]+\/entries\//);
      await page.waitForTimeout(1000);
      const changed = await copyBack(page, since);
      await closeEditor(page);

      const added = readdirSync(join(copy, 'news')).filter((f) => !before.includes(f));
      assert.equal(added.length, 1, `one article file for a double click on save: ${added.join(', ')}`);
      const [file] = added;
      const text = readFileSync(join(copy, 'news', file), 'utf8');
      assert.match(text, new RegExp(`^title: ${title}$`, 'm'));
      assert.match(text, new RegExp(`^date: ${date} ${time}$`, 'm'));
      assert.match(text, new RegExp(`^category: ${category.slug}$`, 'm'));
      const image = /^image: (\/images\/\S+)$/m.exec(text)?.[1];
      assert.ok(image, `the article names its image:\n${text}`);
      assert.ok(changed.includes(`public${image}`), `the upload is written where the article says: ${changed.join(', ')}`);
      assert.deepEqual(readFileSync(join(repo, 'public', image)), readFileSync(upload));
      rmSync(upload);
      const check = contentCheck();
      assert.equal(check.status, 0, check.stdout + check.stderr);
      written.push({ slug: file.replace(/\.md$/, ''), title, shown: formatDateTimeJa(date, time), image });
    });
  }

  // With English in site.json, an article is translated beside its Japanese: the English side holds only the fields a
  // translation of an article may give (the section's files[].translated), and the file is named after the original.
  for (const [name, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
    test(`at ${name} ${viewport.width}×${viewport.height}, an English title typed beside an article's Japanese is saved as news/<name>.en.md with only what a translation gives`, async () => {
      const ctx = createContentContext(repo);
      assert.ok(siteLanguagesOf(ctx).includes('en'), 'the copy publishes English (site.json languages)');
      const kind = contentFiles(ctx).find((k) => k.pattern.test('news/x.md'));
      const translated = kind?.translated ?? [];
      assert.ok(translated.includes('title'), 'an article’s title is translated');
      // An article with no translation yet (a different one for each viewport).
      const originals = readdirSync(join(copy, 'news')).filter((f) => f.endsWith('.md') && !translationLangOf(f));
      const slug = originals.map((f) => f.replace(/\.md$/, '')).find((s) => !existsSync(join(copy, 'news', `${s}.en.md`)));
      const japanese = matter(readFileSync(join(copy, 'news', `${slug}.md`), 'utf8')).data;
      const title = `An article translated in the editor (${name})`;
      const since = Date.now();
      const page = await openEditor(viewport);
      await page.goto(new URL(`/admin/#/collections/${NEWS_COLLECTION}/entries/${slug}`, BASE_URL).href);
      // English is off for an article that has no translation: the member turns it on, beside the Japanese (a phone shows one at a time).
      await page.getByRole('textbox', { name: LABEL.title }).first().waitFor();
      if (viewport === PHONE) {
        await page.getByRole('combobox', { name: 'ロケールを切り替え' }).click();
        await page.getByRole('option', { name: /英語/ }).click();
      } else await page.getByRole('radio', { name: /英語/ }).last().click();
      await page.getByRole('button', { name: /英語.*有効化/ }).first().click();
      const english = page.locator('[data-locale="en"] section[data-key-path="title"]');
      await english.locator('input').fill(title);
      // The English side offers what a translation may give, and nothing else (no date, category or image).
      const fields = await page.locator('[data-locale="en"] section[data-key-path]').evaluateAll((els) => els.map((el) => el.getAttribute('data-key-path')));
      assert.deepEqual([...new Set(fields)].filter((f) => !translated.includes(f)), [], `English fields: ${fields.join(', ')}`);
      if (viewport === DESKTOP) assert.ok(await page.locator('[data-locale="ja"] section[data-key-path="title"]').isVisible(), 'the Japanese beside the English');
      assert.ok(await horizontalOverflow(page) <= 0, 'nothing scrolls sideways');
      await page.screenshot({ path: `${SHOTS}/news-in-english-${name}.png` });
      // The English side's preview is the article's English page: its title over the Japanese article's date, category
      // and image, in the English catalogue's words and dates (a phone shows the preview in place of the form).
      // (A desktop's other pane previews the language its neighbour edits.)
      if (viewport === PHONE) await page.getByRole('button', { name: 'プレビュー' }).click();
      else await page.getByRole('radio', { name: /プレビュー/ }).first().click();
      const frame = page.frameLocator('iframe').first();
      await frame.getByRole('heading', { level: 1, name: title }).waitFor();
      const raw = /^date: ['"]?([^'"\n]+)/m.exec(readFileSync(join(copy, 'news', `${slug}.md`), 'utf8'))?.[1] ?? '';
      const { date, time } = splitDateTime(raw.trim());
      await frame.getByText(englishDates.published(date, time), { exact: true }).waitFor();
      const category = getNewsCategories(inLang(ctx, 'en')).find((c) => c.slug === japanese.category);
      await frame.getByText(category.label, { exact: true }).first().waitFor();
      const shownText = await frame.locator('body').innerText();
      assert.ok(shownText.includes(en.news.backToList), `the preview speaks English:\n${shownText}`);
      assert.ok(!shownText.includes(jaNews.backToList) && !shownText.includes('カテゴリ未選択'), `no Japanese page words:\n${shownText}`);
      if (japanese.image) assert.ok(await frame.locator('article picture img, article img').count() > 0, 'the original’s image');
      assert.ok(await horizontalOverflow(page) <= 0, 'nothing scrolls sideways');
      await page.screenshot({ path: `${SHOTS}/news-in-english-preview-${name}.png` });
      await save(page, since, `content/news/${slug}.en.md`);

      const saved = matter(readFileSync(join(copy, 'news', `${slug}.en.md`), 'utf8'));
      assert.equal(saved.data.title, title);
      assert.deepEqual(Object.keys(saved.data).filter((key) => !translated.includes(key)), [], `only translated fields:\n${JSON.stringify(saved.data)}`);
      // The Japanese article is as it was.
      assert.deepEqual(matter(readFileSync(join(copy, 'news', `${slug}.md`), 'utf8')).data, japanese);
      const check = contentCheck();
      assert.equal(check.status, 0, check.stdout + check.stderr);
      const count = readdirSync(join(copy, 'news')).filter((f) => f.endsWith('.en.md')).length;
      assert.match(check.stdout, new RegExp(`英語: .*${labelsIn(shapeOf(ctx), 'news').labelJa} ${count}/${originals.length} 件`));
    });
  }

  test('an article already on the site opens with its picture in the preview, as the page draws it', async () => {
    // An article with an image of the last build, as a fan group finds one to edit; one without a translation, whose
    // form opens in Japanese alone with its preview beside it.
    const news = readdirSync(join(copy, 'news'));
    const file = news.find((f) => !f.includes('.en.') && !news.includes(f.replace(/\.md$/, '.en.md')) && /^image: \/images\//m.test(readFileSync(join(copy, 'news', f), 'utf8')));
    assert.ok(file, 'an article with an image and no translation');
    const page = await openEditor(DESKTOP);
    /** @type {string[]} */
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(new URL(`/admin/#/collections/${NEWS_COLLECTION}/entries/${file.replace(/\.md$/, '')}`, BASE_URL).href);
    // The pane beside the form may still show another language from an earlier visit: it shows the preview instead.
    await page.getByRole('textbox').first().waitFor();
    const preview = page.getByText('プレビュー', { exact: true });
    if ((await preview.count()) > 1) await preview.last().click();
    const picture = page.frameLocator('iframe').first().locator('article picture img').first();
    await picture.waitFor().catch((error) => {
      throw new Error(`no picture in the preview; the page said: ${errors.join(' / ')}`, { cause: error });
    });
    await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await picture.elementHandle());
    await closeEditor(page);
  });

  test('an episode with its stills, written in the form, is saved as a file the content check accepts', async () => {
    const episodes = getEpisodes(createContentContext(repo));
    const number = Math.max(...episodes.map((e) => e.number)) + 1;
    const last = episodes.find((e) => e.number === number - 1) ?? episodes.at(-1);
    const airDate = new Date(Date.parse(`${last.airDate}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    // Revealed a minute ago, ahead of its broadcast, so the build below shows its stills.
    const jst = toJstIso(Date.now() - 60_000);
    const title = `編集画面から書いた第${number}話`;
    const since = Date.now();
    const page = await openEditor();
    await page.goto(new URL(`/admin/#/collections/${EPISODES_COLLECTION}/new`, BASE_URL).href);
    await fillEpisode(page, { number: String(number), title, airDate, revealAt: `${jst.slice(0, 10)} ${jst.slice(11, 16)}`, stillAlt: '編集画面から載せた場面写真' });
    await assertJapanese(page);
    const file = `content/story/episodes/${number}.md`;
    const changed = await save(page, since, file);
    const text = readFileSync(join(repo, file), 'utf8');
    assert.match(text, new RegExp(`^title: ${title}$`, 'm'));
    const still = /^\s+- src: (\/images\/story\/\S+)$/m.exec(text)?.[1];
    assert.ok(still && changed.includes(`public${still}`), `the still is uploaded where the file says:\n${text}`);
    const check = contentCheck();
    assert.equal(check.status, 0, check.stdout + check.stderr);
    shown.push({ path: `/story/${episodeSlug(number)}/`, texts: [title, still.split('/').pop().replace(/\.\w+$/, '')] });
  });

  test('a written page with a hero, a gallery and a download, written in the form, is saved as a file the content check accepts', async () => {
    const since = Date.now();
    const page = await openEditor();
    await page.goto(new URL(`/admin/#/collections/${WRITTEN_PAGES_COLLECTION}/new`, BASE_URL).href);
    await type(page, 'title', '編集画面から書いたページ');
    await type(page, 'label', 'EDITOR GALLERY');
    await add(page, 'hero');
    await upload(page, 'hero.src');
    await type(page, 'hero.alt', 'ページのメインの画像');
    await add(page, 'galleries');
    await type(page, 'galleries.0.title', '編集画面のギャラリー');
    await add(page, 'galleries.0.images');
    await upload(page, 'galleries.0.images.0.src');
    await type(page, 'galleries.0.images.0.alt', 'ギャラリーの一枚目');
    await add(page, 'galleries.0.images.0.downloads');
    await type(page, 'galleries.0.images.0.downloads.0.label', '壁紙 PC');
    await upload(page, 'galleries.0.images.0.downloads.0.src');
    await assertJapanese(page);
    const changed = await save(page, since, (paths) => paths.some((f) => f.startsWith('content/pages/')));
    const file = changed.find((f) => f.startsWith('content/pages/'));
    const text = readFileSync(join(repo, file), 'utf8');
    for (const image of text.match(/\/images\/\S+/g) ?? []) assert.ok(changed.includes(`public${image}`), `${image} is uploaded`);
    assert.equal(text.match(/\/images\/\S+/g)?.length, 3, `hero, gallery image and download:\n${text}`);
    const check = contentCheck();
    assert.equal(check.status, 0, check.stdout + check.stderr);
    shown.push({ path: `/${file.split('/').pop().replace(/\.md$/, '')}/`, texts: ['編集画面から書いたページ', '編集画面のギャラリー', '壁紙 PC'] });
  });

  test('a member’s line and a recast (a cast line with a voice of its own), edited in the form in Japanese and English, pass the content check', async () => {
    const quote = '編集画面から書いたセリフ';
    const voice = { name: '代役 声子', reading: 'だいやく こえこ' };
    const english = { quote: 'A line typed in the editor', voice: 'Koeko Daiyaku' };
    const ctx = createContentContext(repo);
    const translatedOf = (file) => contentFiles(ctx).find((k) => k.pattern.test(file))?.translated ?? [];
    const japaneseBefore = readFileSync(join(copy, 'members.yaml'), 'utf8');
    let since = Date.now();
    let page = await openEditor();
    await page.goto(new URL('/admin/#/collections/characters/entries/members', BASE_URL).href);
    await type(page, 'members.0.quote', quote);
    // Beside the Japanese, the English side: a member's words only, typed into the item they belong to.
    await showEnglish(page);
    await typeIn(page, 'en', 'members.0.quote', english.quote);
    assertTranslatedFields(await englishFields(page), translatedOf('members.yaml'));
    await page.screenshot({ path: `${SHOTS}/members-in-english-desktop.png` });
    await save(page, since, (paths) => paths.includes('content/members.yaml') && paths.includes('content/members.en.yaml'));
    since = Date.now();
    page = await openEditor();
    await page.goto(new URL('/admin/#/collections/credits/entries/cast', BASE_URL).href);
    await add(page, 'cast.0.cv');
    await type(page, 'cast.0.cv.name', voice.name);
    await type(page, 'cast.0.cv.reading', voice.reading);
    await assertJapanese(page);
    await showEnglish(page);
    const cv = page.locator('[data-locale="en"] section[data-key-path="cast.0.cv"]').getByRole('checkbox', { name: /を追加/ });
    if ((await cv.count()) > 0 && (await cv.first().getAttribute('aria-checked')) !== 'true') await cv.first().click();
    await typeIn(page, 'en', 'cast.0.cv.name', english.voice);
    assertTranslatedFields(await englishFields(page), translatedOf('cast.yaml'));
    await save(page, since, (paths) => paths.includes('content/cast.yaml') && paths.includes('content/cast.en.yaml'));
    // The translations hold the English words, and of the rest only what finds each item's original (its id, its
    // character), as the original has it: never a Japanese-only field copied.
    for (const [file, expected] of [['members', english.quote], ['cast', english.voice]]) {
      const original = YAML.parse(readFileSync(join(copy, `${file}.yaml`), 'utf8'));
      const translation = YAML.parse(readFileSync(join(copy, `${file}.en.yaml`), 'utf8'));
      assert.ok(JSON.stringify(translation).includes(expected), `${file}.en.yaml holds ${expected}`);
      assertOnlyTranslated(translation, original, translatedOf(`${file}.yaml`), `${file}.en.yaml`);
    }
    assert.equal(YAML.parse(readFileSync(join(copy, 'members.yaml'), 'utf8')).members[0].quote, quote);
    assert.deepEqual(
      { ...YAML.parse(readFileSync(join(copy, 'members.yaml'), 'utf8')), members: [] },
      { ...YAML.parse(japaneseBefore), members: [] },
      'the rest of the Japanese file as it was',
    );
    const check = contentCheck();
    assert.equal(check.status, 0, check.stdout + check.stderr);
    shown.push({ path: '/member/', texts: [] }, { path: '/cast/', texts: [voice.name] });
    const id = /^\s+- id: (\S+)$/m.exec(readFileSync(join(copy, 'members.yaml'), 'utf8'))?.[1];
    shown.push({ path: `/member/${id}/`, texts: [quote] });
  });

  test('the site’s colour and a menu entry, edited in the form, pass the content check', async () => {
    const since = Date.now();
    const page = await openEditor();
    await page.goto(new URL('/admin/#/collections/site/entries/site', BASE_URL).href);
    await add(page, 'colors');
    await type(page, 'colors.main', '#1A4D8F');
    // The menu lists every section, in its usual order (a section left out is off), the news under a name of the group's.
    for (const [i, name] of MENU_SECTION_NAMES.entries()) {
      await add(page, 'sections');
      const section = await reveal(page, `sections.${i}.section`);
      await section.getByRole('combobox').click();
      await page.getByRole('option', { name, exact: true }).click();
    }
    await type(page, `sections.${MENU_SECTION_NAMES.indexOf('news')}.labelJa`, 'おしらせ');
    await assertJapanese(page);
    await save(page, since, 'content/site.json');
    const site = JSON.parse(readFileSync(join(copy, 'site.json'), 'utf8'));
    assert.equal(site.colors?.main?.toUpperCase(), '#1A4D8F');
    assert.deepEqual(site.sections?.map((entry) => entry.section), MENU_SECTION_NAMES);
    const check = contentCheck();
    assert.equal(check.status, 0, check.stdout + check.stderr);
    shown.push({ path: '/news/', texts: ['おしらせ'] });
  });

  test('works.yaml, made in its form from nothing, lists the first work and a 第2期 announced tomorrow: the check passes, warning of its files', async () => {
    const since = Date.now();
    const page = await openEditor();
    await page.goto(new URL(`/admin/#/collections/${WORKS_COLLECTION.name}-works-new/new`, BASE_URL).href);
    for (const [i, work] of [{ id: 'tv', label: '第1期' }, season].entries()) {
      await add(page, 'works');
      await type(page, `works.${i}.id`, work.id);
      await type(page, `works.${i}.label`, work.label);
      await choose(page, `works.${i}.kind`, 'tv');
    }
    await type(page, 'works.1.announce', announce.slice(0, 16));
    await assertJapanese(page);
    await save(page, since, 'content/works.yaml');
    const text = readFileSync(join(copy, 'works.yaml'), 'utf8');
    assert.match(text, new RegExp(`^ +announce: ${announced}$`, 'm'), text);
    const check = contentCheck();
    assert.equal(check.status, 0, check.stdout + check.stderr);
    for (const file of requiredWorkFiles({ dir: `works/${season.id}`, kind: 'tv' })) assert.ok(check.stdout.includes(file), `the check names ${file} as missing:\n${check.stdout}`);
  });

  test('after one build of the copy, each article is on /news/ with its minute and its image, and each page shows what was written', async () => {
    assert.equal(written.length, 2, 'both articles were saved');
    const result = build();
    assert.equal(result.status, 0, result.stdout + result.stderr);
    site = await startServer({ dir: out, port: COPY_PORT });
    const list = await (await fetch(`${site.url}/news/`)).text();
    for (const { slug, title, shown, image } of written) {
      assert.ok(list.includes(title), `${title} is in the news list`);
      const article = await fetch(`${site.url}/news/${slug}/`);
      assert.equal(article.status, 200);
      const html = await article.text();
      assert.ok(html.includes(title));
      assert.ok(html.includes(shown), `the article shows the minute it was published, ${shown}`);
      const stem = image.split('/').pop().replace(/\.\w+$/, '');
      assert.ok(html.includes(stem), `the article shows its image ${image}`);
    }
    for (const { path, texts } of shown) {
      const response = await fetch(`${site.url}${path}`);
      assert.equal(response.status, 200, path);
      const html = await response.text();
      for (const text of texts) assert.ok(html.includes(text), `${path} shows ${text}`);
    }
    assert.match(await (await fetch(`${site.url}/`)).text(), /#1a4d8f/i, 'the site’s main colour');
    assert.equal((await fetch(`${site.url}/story/${season.id}/`)).status, 404, 'nothing of the 第2期 before its announcement');
  });

  test('the built copy’s editor offers the 第2期’s forms; its work, key visual, introduction, broadcasts and an episode with a still are made in them', async () => {
    assert.ok(site, 'the copy is built');
    // The built editor is on an address of its own, whose private storage holds its own copy of the folder.
    await offerFolder(site.url);
    const at = (hash) => new URL(`/admin/#/collections/${hash}`, site.url).href;
    const group = `work-${season.id}`;
    const dir = `content/works/${season.id}`;

    // The new work's first form, at a phone's width and at a desktop's.
    let page = await openEditor(PHONE, site.url);
    await page.goto(at(`${group}-work-new/new`));
    await fieldAt(page, 'title').waitFor();
    assert.ok(await horizontalOverflow(page) <= 0, 'nothing scrolls sideways');
    await page.screenshot({ path: `${SHOTS}/new-work-phone.png` });
    await closeEditor(page);
    let since = Date.now();
    page = await openEditor(DESKTOP, site.url);
    await page.goto(at(`${group}-work-new/new`));
    // The editor names the 第2期 and its announcement in each of its forms.
    await page.getByText(`作品: ${season.label}（${announced} に発表）：作品名・キャッチコピー・キービジュアルを作る`).first().waitFor({ state: 'attached' });
    await type(page, 'title', `編集画面から作った${season.label}`);
    await type(page, 'catchCopy', '二度目の夏が鳴る。');
    await upload(page, 'keyVisual.src');
    await type(page, 'keyVisual.alt', '第2期のキービジュアル');
    await type(page, 'broadcastStart', `${firstAir} より放送開始`);
    await assertJapanese(page);
    await page.screenshot({ path: `${SHOTS}/new-work-desktop.png` });
    let changed = await save(page, since, `${dir}/work.yaml`);
    const keyVisual = /^ +src: (\/images\/\S+)$/m.exec(readFileSync(join(repo, dir, 'work.yaml'), 'utf8'))?.[1];
    assert.ok(keyVisual && changed.includes(`public${keyVisual}`), `the key visual is uploaded where work.yaml says: ${changed.join(', ')}`);

    since = Date.now();
    page = await openEditor(DESKTOP, site.url);
    await page.goto(at(`${group}-intro-new/new`));
    await type(page, 'title', 'イントロダクション');
    await type(page, 'lead', `${season.label}のリード文。`);
    await type(page, 'body', `${season.label}のイントロダクション。`);
    await save(page, since, `${dir}/story/intro.md`);

    since = Date.now();
    page = await openEditor(DESKTOP, site.url);
    await page.goto(at(`${group}-onair-new/new`));
    await add(page, 'notes');
    await type(page, 'notes.0', '※放送日時は変更になる場合があります。');
    await add(page, 'stations');
    await type(page, 'stations.0.id', 'e2e-tv');
    await type(page, 'stations.0.name', '編集画面テレビ');
    await type(page, 'stations.0.area', '全国');
    await type(page, 'stations.0.firstAirDate', firstAir);
    const weekday = '日月火水木金土'[new Date(`${firstAir}T00:00:00Z`).getUTCDay()];
    await choose(page, 'stations.0.weekday', weekday);
    await type(page, 'stations.0.time', '23:00');
    await (await reveal(page, 'stations.0.fastest')).locator('[role="switch"], [role="checkbox"], input[type="checkbox"]').first().click();
    await add(page, 'streaming');
    await type(page, 'streaming.0.id', 'e2e-video');
    await type(page, 'streaming.0.name', '編集画面ビデオ');
    await choose(page, 'streaming.0.type', '見放題');
    await type(page, 'streaming.0.startDate', firstAir);
    await choose(page, 'streaming.0.weekday', weekday);
    await type(page, 'streaming.0.time', '23:30');
    await type(page, 'streaming.0.url', 'https://video.example.com/e2e');
    await save(page, since, `${dir}/onair.yaml`);

    // Its first episode, its synopsis public with the announcement: the preview says so.
    since = Date.now();
    page = await openEditor(DESKTOP, site.url);
    await page.goto(at(`${workEpisodesCollection(season.id)}/new`));
    const title = `${season.label}の第1話`;
    await fillEpisode(page, { number: '1', title, airDate: firstAir, revealAt: announced, stillAlt: '第2期の場面写真' });
    changed = await save(page, since, (paths) => paths.some((f) => f.startsWith(`${dir}/story/episodes/`)));
    const file = changed.find((f) => f.startsWith(`${dir}/story/episodes/`));
    const still = /^\s+- src: (\/images\/\S+)$/m.exec(readFileSync(join(repo, file), 'utf8'))?.[1];
    assert.ok(still && changed.includes(`public${still}`), `the still is uploaded where the file says: ${changed.join(', ')}`);
    season.episode = { title, still };

    // 予約 in the lists: each line says when it goes public, at both widths.
    for (const [name, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
      page = await openEditor(viewport, site.url);
      await page.goto(at(workEpisodesCollection(season.id)));
      const line = page.getByText(`あらすじ公開: ${announced}`).first();
      await line.waitFor();
      // The editor may still be settling on its first collection: the line is there once it has.
      await page.waitForTimeout(1000);
      await line.waitFor();
      await page.screenshot({ path: `${SHOTS}/reserved-list-${name}.png` });
      await closeEditor(page);
      // Before saving, an article timed for the announcement says in its preview when it goes public (a phone shows
      // the preview instead of the form).
      page = await openEditor(viewport, site.url);
      await page.goto(at(`${NEWS_COLLECTION}/new`));
      await page.getByRole('textbox', { name: LABEL.title }).fill(`${season.label}の発表`);
      await page.locator('input[type="datetime-local"]').fill(announce.slice(0, 16));
      if (viewport === PHONE) await page.getByRole('button', { name: /プレビュー/ }).or(page.locator('button', { hasText: 'visibility' })).first().click();
      await page.frameLocator('iframe').first().getByText(`予約: ${announced} に公開されます`).waitFor();
      await page.screenshot({ path: `${SHOTS}/reserved-preview-${name}.png` });
      await closeEditor(page);
    }
    const check = contentCheck();
    assert.equal(check.status, 0, check.stdout + check.stderr);
  });

  test('built at a minute after the announcement, the copy has the 第2期’s page and its episode with its still', async (t) => {
    assert.ok(season.episode, 'the 第2期’s files were made');
    const started = Date.now();
    const result = build(join(repo, 'out-announced'), { SITE_NOW: toJstIso(season.announceAt + 60_000) });
    t.diagnostic(`the second build of the copy took ${Math.round((Date.now() - started) / 1000)} s`);
    assert.equal(result.status, 0, result.stdout + result.stderr);
    const announcedSite = await startServer({ dir: join(repo, 'out-announced'), port: COPY_PORT + 1 });
    try {
      const story = await fetch(`${announcedSite.url}/story/${season.id}/`);
      assert.equal(story.status, 200);
      assert.ok((await story.text()).includes(`${season.label}のイントロダクション。`));
      const episode = await fetch(`${announcedSite.url}/story/${season.id}/${episodeSlug(1)}/`);
      assert.equal(episode.status, 200);
      const html = await episode.text();
      assert.ok(html.includes(season.episode.title), 'the episode page shows its title');
      assert.ok(html.includes(season.episode.still.split('/').pop().replace(/\.\w+$/, '')), `the episode page shows its still ${season.episode.still}`);
    } finally {
      announcedSite.stop();
    }
  });
});

describe('the editor of a build that names no repository to save to (out/ is built without CMS_REPO)', () => {
  mkdirSync(SHOTS, { recursive: true });
  // The site as another computer sees it: a name that is not this computer's, so the editor cannot offer its folders.
  const remote = new URL(BASE_URL);
  remote.hostname = 'fansite.example';

  test('out/ is such a build: its editor is GitHub with no repository', () => {
    const { backend } = pageProps(elements(readFileSync('out/admin/index.html', 'utf8'))).config ?? {};
    assert.equal(backend?.name, 'github');
    assert.equal(backend?.repo, undefined, 'out/ was built with CMS_REPO (or GITHUB_REPOSITORY): build it without');
  });

  for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    test(`at ${name} ${viewport.width}×${viewport.height}, /admin/ says in Japanese what to set and where, and starts no editor`, async () => {
      const browser = await launch({ viewport, args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${remote.hostname} 127.0.0.1`] });
      try {
        const scripts = [];
        browser.context.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(request.url());
        });
        const { page, errors } = await open(browser.context, '/admin/', { baseUrl: remote.href });
        const status = page.getByRole('status');
        await status.getByText('保存先のリポジトリが設定されていません').waitFor();
        assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'コンテンツの編集');
        const text = await status.innerText();
        assert.match(text, /CMS_REPO/);
        assert.match(text, /docs\/deploy\.md の「ブラウザでの編集（\/admin\/）」/);
        assert.equal(await page.locator('#nc-root').innerHTML(), '', 'the editor drew nothing');
        assert.deepEqual(scripts.filter((url) => /sveltia/.test(url)), [], 'the editor’s code is not loaded');
        // Chromium's note that plain HTTP on a name other than localhost cannot isolate the page: the test's address only.
        assert.deepEqual(errors.filter((e) => !/Cross-Origin-Opener-Policy header has been ignored/.test(e)), []);
        assert.equal(await horizontalOverflow(page), 0, 'nothing scrolls sideways');
        await page.screenshot({ path: `${SHOTS}/admin-unconfigured-${name}.png`, fullPage: true });
      } finally {
        await browser.close();
      }
    });
  }
});
