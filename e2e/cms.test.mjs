// The browser editor at /admin/ (Decap CMS), used as an editor would, in Chromium, against the local backend
// (decap-server) on a temporary copy of the repository, so nothing here writes into content/:
// - an article written in the form, with the minute it is published and each field's help beside it, is saved as a
//   file that passes the content check,
//   and is on /news/ after a build; an article dated without a time opens at 00:00 of its day and keeps its date as
//   written when saved;
// - a station's broadcast time edited in the form is saved, and the on-air page shows it after a build;
// - a save with a required field left empty shows the error in the form and writes nothing;
// - the build stays the gate: a file the form accepts but the content check does not (a weekday that is not its
//   date's) stops the build with the check's Japanese message, and the last build stays as it was.
//
// The export's editor looks for the local backend where the build told it to (CMS_LOCAL_PORT, by default
// decap-server's own port); this test runs its own decap-server on a port of its own (E2E_PORT + 4), and the browser's
// requests for the built address are sent there.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import YAML from 'yaml';
import { NEWS_COLLECTION } from '../lib/cms/collections.ts';
import { FILE_COLLECTIONS, FOLDER_COLLECTIONS } from '../lib/content/sections/index.ts';
import { createContentContext } from '../lib/content/context.ts';
import { fieldTitle } from '../lib/content/fields.ts';
import { getOnAir } from '../lib/content/onair.ts';
import { NewsFrontMatterSchema, OnAirFileSchema, StationSchema, ThemeColorsSchema } from '../lib/content/schema.ts';
import { getSettings } from '../lib/content/settings.ts';
import { WEEKDAYS_JA, formatDateTimeJa, toJstIso } from '../lib/format.ts';
import { SOURCE_FORMATS_TEXT } from '../lib/imageFormats.js';
import { BASE_URL, DESKTOP, PHONE, horizontalOverflow, launch, open } from './browser.mjs';
import { fingerprint } from './fingerprint.mjs';
import { startServer } from './server.mjs';
import { elements, get, pageProps, sitemapUrls } from './site.mjs';

const E2E_PORT = Number(process.env.E2E_PORT || 3100);
const BACKEND_PORT = E2E_PORT + 4;
const COPY_PORT = E2E_PORT + 3;

/** Field labels as the editor shows them: the schemas' Japanese names. */
const LABEL = {
  title: fieldTitle(NewsFrontMatterSchema.shape.title),
  date: fieldTitle(NewsFrontMatterSchema.shape.date),
  category: fieldTitle(NewsFrontMatterSchema.shape.category),
  stations: fieldTitle(OnAirFileSchema.shape.stations),
  time: fieldTitle(StationSchema.shape.time),
  weekday: fieldTitle(StationSchema.shape.weekday),
  main: fieldTitle(ThemeColorsSchema.shape.main),
};
/** The help the editor shows beside a field: its schema's description. */
const HELP = {
  title: String(NewsFrontMatterSchema.shape.title.meta()?.description),
  image: String(NewsFrontMatterSchema.shape.image.meta()?.description),
};
const news = FOLDER_COLLECTIONS.find((c) => c.name === NEWS_COLLECTION);
const onairGroup = FILE_COLLECTIONS.find((c) => c.files.some((f) => f.file === 'onair.yaml'));
const onairFile = onairGroup?.files.find((f) => f.file === 'onair.yaml');
const siteGroup = FILE_COLLECTIONS.find((c) => c.files.some((f) => f.file === 'site.json'));
const siteFile = siteGroup?.files.find((f) => f.file === 'site.json');

/** Where the built editor looks for the local backend (its page props, written by the build). */
function builtLocalBackend() {
  const url = pageProps(elements(readFileSync('out/admin/index.html', 'utf8'))).config?.local_backend?.url;
  assert.ok(url, 'out/admin/index.html has no local backend in its configuration');
  return new URL(url);
}

/** A minute of the 30-hour day other than `time` (`25:30` → `25:45`). */
function anotherTime(time) {
  const [hour, minute] = time.split(':').map(Number);
  return `${String(hour).padStart(2, '0')}:${String((minute + 15) % 60).padStart(2, '0')}`;
}

describe('the browser editor, on a copy of the repository', () => {
  const repo = mkdtempSync(join(tmpdir(), 'cms-repo-'));
  const copy = join(repo, 'content');
  const out = join(repo, 'out');
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let backend;
  /** @type {Awaited<ReturnType<typeof launch>> | undefined} */
  let browser;
  /** @type {Awaited<ReturnType<typeof startServer>> | undefined} */
  let site;
  const written = { title: `ブラウザの編集画面から書いた記事 ${Date.now()}`, slug: '', shown: '', time: '' };
  /** An article of the copy dated without a time, as files written by hand often are. */
  const dateOnly = { slug: '2000-01-01-editor-date-only', date: '2000-01-01' };

  before(async () => {
    cpSync('content', copy, { recursive: true });
    const [category] = getSettings().newsCategories;
    writeFileSync(join(copy, 'news', `${dateOnly.slug}.md`), `---\ntitle: 日付だけの記事\ndate: ${dateOnly.date}\ncategory: ${category.slug}\n---\n本文\n`);
    cpSync('public/images', join(repo, 'public/images'), { recursive: true });
    backend = spawn(process.execPath, [createRequire(import.meta.url).resolve('decap-server')], {
      cwd: repo,
      env: { ...process.env, PORT: String(BACKEND_PORT), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: repo },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [chunk] = await once(/** @type {import('node:stream').Readable} */ (backend.stdout), 'data');
    assert.match(String(chunk), /configured with/, 'decap-server did not start');
    browser = await launch();
    const built = builtLocalBackend();
    await browser.context.route(`${built.origin}/**`, (route) => {
      const url = new URL(route.request().url());
      url.host = `127.0.0.1:${BACKEND_PORT}`;
      return route.continue({ url: url.href });
    });
  });

  after(async () => {
    await browser?.close();
    site?.stop();
    backend?.kill();
    rmSync(repo, { recursive: true, force: true });
  });

  /** Messages of the policy refusing something on an editor page: none may come (closeEditor checks). */
  const refused = new WeakMap();

  /** The editor, signed in to the local backend (once: Decap remembers it for the browser profile). */
  async function openEditor() {
    const page = await browser.context.newPage();
    const messages = [];
    refused.set(page, messages);
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) messages.push(message.text());
    });
    await page.goto(new URL('/admin/', BASE_URL).href, { waitUntil: 'networkidle' });
    const login = page.getByRole('button', { name: 'ログイン' });
    await login.or(page.getByRole('link', { name: news.label, exact: true })).waitFor();
    if (await login.isVisible()) await login.click();
    return page;
  }

  /** Closes an editor page, which must have run without the policy refusing anything. */
  async function closeEditor(page) {
    await page.close();
    assert.deepEqual(refused.get(page), [], 'the editor’s Content-Security-Policy refused something it needs');
  }

  /** The on-air file in the editor, its stations' fields shown (Decap collapses list items). */
  async function openStations() {
    const page = await openEditor();
    await page.getByRole('link', { name: onairGroup.label, exact: true }).click();
    await page.getByRole('link', { name: onairFile.label, exact: true }).click();
    const stations = page.locator('[aria-label="list field"]').filter({ has: page.locator('label').getByText(LABEL.stations, { exact: true }) });
    await stations.getByRole('button', { name: 'Expand' }).first().click();
    return page;
  }

  /** Clicks 公開 → 公開する (save and publish, Decap's simple workflow). */
  async function publish(page) {
    await page.getByText('未保存', { exact: true }).waitFor();
    await page.getByRole('button', { name: '公開', exact: true }).click();
    await page.getByRole('menuitem', { name: '公開する', exact: true }).click();
  }

  /** Waits until the editor says the entry is saved: the backend has written the file by then. */
  const saved = (page) => page.getByText('保存済', { exact: true }).waitFor();

  const contentCheck = () => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content-check.mjs', repo], { encoding: 'utf8' });
  const build = () =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.mjs', '--content-dir', copy, '--dest', out], { encoding: 'utf8' });
  const onair = () => YAML.parse(readFileSync(join(copy, 'onair.yaml'), 'utf8'));

  test('the editor has a policy of its own, stays out of search engines, and changes nothing for the site', async () => {
    const admin = await get('/admin/');
    const top = await get('/');
    const editorCsp = admin.headers.get('content-security-policy') ?? '';
    const siteCsp = top.headers.get('content-security-policy') ?? '';
    assert.match(editorCsp, /'unsafe-eval'/);
    assert.doesNotMatch(siteCsp, /'unsafe-eval'|'unsafe-inline'|blob:/);
    assert.doesNotMatch(editorCsp, /, /, 'one policy, not the site’s joined to it');
    assert.equal(admin.headers.get('x-robots-tag'), 'noindex');
    assert.equal(admin.headers.get('cross-origin-opener-policy'), 'same-origin-allow-popups');
    assert.equal(admin.headers.get('x-frame-options'), 'DENY');
    assert.equal(top.headers.get('cross-origin-opener-policy'), 'same-origin');
    const robots = elements(admin.text).find((el) => el.tag === 'meta' && el.attrs.get('name') === 'robots');
    assert.equal(robots?.attrs.get('content'), 'noindex');
    assert.ok((await sitemapUrls()).every((url) => !new URL(url).pathname.startsWith('/admin/')));
  });

  test('an article written in the form, with its minute, is saved as a file that passes the content check', async () => {
    const [category] = getSettings().newsCategories;
    // A minute ago in Japan, so that the build below publishes it; the form takes the date and time as Japan's.
    const jst = toJstIso(Date.now() - 60_000);
    const [date, time] = [jst.slice(0, 10), jst.slice(11, 16)];
    written.shown = formatDateTimeJa(date, time);
    const before = readdirSync(join(copy, 'news'));
    const page = await openEditor();
    await page.getByRole('link', { name: news.label, exact: true }).click();
    await page.getByRole('link', { name: `${news.labelSingular}タイプのエントリを作成` }).click();
    await page.getByLabel(LABEL.title).fill(written.title);
    // Beside each field, what it is: its schema's description; an image's also names the formats it may be.
    await page.getByText(HELP.title, { exact: true }).waitFor();
    assert.ok((await page.getByText(HELP.image).textContent())?.includes(SOURCE_FORMATS_TEXT), 'the image field’s hint names the formats');
    await page.getByLabel(LABEL.date).fill(`${date}T${time}`);
    await page.getByLabel(LABEL.category).fill(category.label);
    await page.keyboard.press('Enter');
    await page.locator('[contenteditable="true"]').click();
    await page.keyboard.type('ブラウザから書いた本文です。**太字**も書けます。');
    // The preview is the article page's own component.
    const preview = page.frameLocator('iframe').first();
    await preview.getByRole('heading', { level: 1, name: written.title }).waitFor();
    await preview.getByText('太字', { exact: true }).waitFor();
    await preview.locator(`time[datetime="${date}T${time}:00+09:00"]`).waitFor();
    await publish(page);
    await page.waitForURL(/#\/collections\/[^/]+\/entries\//);
    await saved(page);
    written.slug = decodeURIComponent(page.url().split('/entries/')[1]);
    await closeEditor(page);

    assert.deepEqual(readdirSync(join(copy, 'news')).filter((f) => !before.includes(f)), [`${written.slug}.md`]);
    const file = readFileSync(join(copy, 'news', `${written.slug}.md`), 'utf8');
    assert.match(file, new RegExp(`^title: ${written.title}$`, 'm'));
    assert.match(file, new RegExp(`^date: ${date} ${time}$`, 'm'));
    assert.match(file, new RegExp(`^category: ${category.slug}$`, 'm'));
    const check = contentCheck();
    assert.equal(check.status, 0, check.stdout + check.stderr);
  });

  test('an article dated without a time opens at 00:00 of its day, and keeps its date as written', async () => {
    const page = await openEditor();
    await page.goto(new URL(`/admin/#/collections/${NEWS_COLLECTION}/entries/${dateOnly.slug}`, BASE_URL).href);
    const date = page.getByLabel(LABEL.date);
    await date.waitFor();
    assert.equal(await date.inputValue(), `${dateOnly.date}T00:00`);
    await page.getByLabel(LABEL.title).fill('日付だけの記事（題を直した）');
    await publish(page);
    await saved(page);
    await closeEditor(page);
    const file = readFileSync(join(copy, 'news', `${dateOnly.slug}.md`), 'utf8');
    assert.match(file, /^title: 日付だけの記事（題を直した）$/m);
    assert.match(file, new RegExp(`^date: ${dateOnly.date}$`, 'm'));
    const check = contentCheck();
    assert.equal(check.status, 0, check.stdout + check.stderr);
  });

  test('a station’s broadcast time edited in the form is saved', async () => {
    const station = getOnAir(createContentContext(repo)).stations[0];
    written.time = anotherTime(station.time);
    const page = await openStations();
    await page.getByLabel(LABEL.time, { exact: true }).first().fill(written.time);
    await publish(page);
    await saved(page);
    await closeEditor(page);
    assert.equal(onair().stations[0].time, written.time);
    assert.equal(onair().stations[0].id, station.id);
    const check = contentCheck();
    assert.equal(check.status, 0, check.stdout + check.stderr);
  });

  test('a site colour typed into the colour picker is saved in site.json, and one too pale stops the content check', async () => {
    const file = join(copy, 'site.json');
    const original = readFileSync(file, 'utf8');
    // The main colour carries white text: white itself is as pale as a colour gets.
    const pale = '#FFFFFF';
    try {
      const page = await openEditor();
      await page.getByRole('link', { name: siteGroup.label, exact: true }).click();
      await page.getByRole('link', { name: siteFile.label, exact: true }).click();
      // An optional field's label ends with 「 (任意)」. Decap's colour picker, with its swatch, where one can type too.
      const field = page.getByLabel(new RegExp(`^${LABEL.main}`));
      await page.locator('[aria-label="color field"]').filter({ has: field }).waitFor();
      await field.fill(pale);
      await publish(page);
      await saved(page);
      await closeEditor(page);
      assert.equal(JSON.parse(readFileSync(file, 'utf8')).colors?.main, pale);
      const check = contentCheck();
      assert.equal(check.status, 1);
      assert.match(check.stdout + check.stderr, new RegExp(`site\\.json \\d+行目「[^」]*（main）」: .*1\\.00:1 です`));
    } finally {
      writeFileSync(file, original);
    }
  });

  test('a save with a required field left empty shows the error in the form and writes nothing', async () => {
    const before = fingerprint(copy);
    const page = await openEditor();
    await page.getByRole('link', { name: news.label, exact: true }).click();
    await page.getByRole('link', { name: `${news.labelSingular}タイプのエントリを作成` }).click();
    await page.getByLabel(LABEL.category).fill(getSettings().newsCategories[0].label);
    await page.keyboard.press('Enter');
    await page.locator('[contenteditable="true"]').click();
    await page.keyboard.type('タイトルのない記事');
    await publish(page);
    await page.getByText(`${LABEL.title}は必須です。`).waitFor();
    await page.waitForTimeout(1000);
    assert.match(page.url(), /\/new$/, 'the form stays open, unsaved');
    await closeEditor(page);
    assert.deepEqual(fingerprint(copy), before);
  });

  test('after a build of the copy, the article is on /news/ and the new time on the on-air page', async () => {
    const result = build();
    assert.equal(result.status, 0, result.stdout + result.stderr);
    site = await startServer({ dir: out, port: COPY_PORT });
    const list = await (await fetch(`${site.url}/news/`)).text();
    assert.ok(list.includes(written.title), 'the article is in the news list');
    const article = await fetch(`${site.url}/news/${written.slug}/`);
    assert.equal(article.status, 200);
    const html = await article.text();
    assert.ok(html.includes(written.title));
    assert.ok(html.includes(written.shown), `the article shows the minute it was published, ${written.shown}`);
    assert.ok((await (await fetch(`${site.url}/onair/`)).text()).includes(written.time), 'the on-air page shows the new time');
  });

  test('a file the form accepts but the content check refuses stops the build, and the last build stays', async () => {
    const station = onair().stations[0];
    const wrong = WEEKDAYS_JA.find((day) => day !== station.weekday);
    const page = await openStations();
    await page.getByLabel(LABEL.weekday, { exact: true }).first().fill(wrong);
    await page.keyboard.press('Enter');
    await publish(page);
    await saved(page);
    await closeEditor(page);
    assert.equal(onair().stations[0].weekday, wrong);

    const before = fingerprint(out);
    const result = build();
    assert.equal(result.status, 1, result.stdout + result.stderr);
    assert.match(result.stderr, /✖ ビルドに失敗しました（内容チェック）/);
    assert.match(result.stderr, new RegExp(`content/onair\\.yaml \\d+行目「${LABEL.stations}（stations）1番目の${LABEL.weekday}（weekday）」`));
    assert.deepEqual(fingerprint(out), before, 'the last build is as it was');
    assert.ok((await (await fetch(`${site.url}/onair/`)).text()).includes(written.time), 'and is still served');
  });
});

describe('the editor of a build that names no repository to save to (out/ is built without CMS_REPO)', () => {
  const SHOTS = 'test-results/screenshots/cms';
  mkdirSync(SHOTS, { recursive: true });

  test('out/ is such a build: its editor is GitHub with no repository', () => {
    const { backend } = pageProps(elements(readFileSync('out/admin/index.html', 'utf8'))).config ?? {};
    assert.equal(backend?.name, 'github');
    assert.equal(backend?.repo, undefined, 'out/ was built with CMS_REPO (or GITHUB_REPOSITORY): build it without');
  });

  for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    test(`at ${name} ${viewport.width}×${viewport.height}, /admin/ says in Japanese what to set and where, and starts no editor`, async () => {
      const browser = await launch({ viewport });
      try {
        // No local backend answers (none runs for a site on a host; nothing must answer here either).
        await browser.context.route(`${builtLocalBackend().origin}/**`, (route) => route.abort('connectionrefused'));
        const scripts = [];
        browser.context.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(request.url());
        });
        const { page, errors } = await open(browser.context, '/admin/');
        const status = page.getByRole('status');
        await status.getByText('保存先のリポジトリが設定されていません').waitFor();
        assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'コンテンツの編集');
        const text = await status.innerText();
        assert.match(text, /CMS_REPO/);
        assert.match(text, /docs\/deploy\.md の「ブラウザでの編集（\/admin\/）」/);
        assert.equal(await page.getByText('Loading configuration').count(), 0, 'Decap’s own loading screen');
        assert.equal(await page.locator('#nc-root').innerHTML(), '', 'Decap drew nothing');
        const decap = [];
        for (const url of scripts) if ((await (await fetch(url)).text()).includes('decap-cms-core')) decap.push(url);
        assert.deepEqual(decap, [], 'the editor’s code is not loaded');
        // The refused request to the local backend is the only complaint.
        assert.deepEqual(errors.filter((e) => !/ERR_CONNECTION_REFUSED/.test(e)), []);
        assert.equal(await horizontalOverflow(page), 0, 'nothing scrolls sideways');
        await page.screenshot({ path: `${SHOTS}/admin-unconfigured-${name}.png`, fullPage: true });
      } finally {
        await browser.close();
      }
    });
  }
});
