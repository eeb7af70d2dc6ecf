// The browser editor at /admin/ (Sveltia CMS), used as a member would, in Chromium, on a temporary copy of the
// repository, so nothing here writes into content/. On this computer the editor works on a folder the member chooses
// in the browser's folder picker; the test answers the picker with a folder of the browser's own private storage that
// holds the copy's content/ and public/images/, and after each save copies what the editor wrote back to the copy:
// - an article written in the form, with an image uploaded through the form and the minute it is published, is saved
//   as one file (a double click on save too) that passes the content check; the new upload shows its thumbnail, and
//   the form speaks Japanese; so at 1280×800 and at a phone's 390×844;
// - after one build of the copy, the articles are on /news/ with their minute and their image.
// The editor at /admin/ of a build that names no repository, opened from another computer, says what to set.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { NEWS_COLLECTION } from '../lib/cms/collections.ts';
import { fieldTitle } from '../lib/content/fields.ts';
import { NewsFrontMatterSchema } from '../lib/content/schema.ts';
import { getSettings } from '../lib/content/settings.ts';
import { formatDateTimeJa, toJstIso } from '../lib/format.ts';
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

/** The editor's code and strings come from its package on a CDN, which a closed network cannot reach: served from node_modules. */
const EDITOR_PACKAGE = /^https:\/\/unpkg\.com\/@sveltia\/cms@[^/]+\/((?:dist|locales)\/[\w/.-]+)$/;

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

  before(async () => {
    cpSync('content', copy, { recursive: true });
    cpSync('public/images', join(repo, 'public/images'), { recursive: true });
    mkdirSync(SHOTS, { recursive: true });
    browser = await launch();
    await browser.context.route(EDITOR_PACKAGE, (route) =>
      route.fulfill({
        path: `node_modules/@sveltia/cms/${EDITOR_PACKAGE.exec(route.request().url())[1]}`,
        headers: { 'access-control-allow-origin': '*' },
      }),
    );
    // The folder picker, answered with the copy: a folder of the browser's private storage, as a member picks theirs.
    await browser.context.addInitScript(() => {
      Object.assign(window, { showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repository') });
    });
    const page = await browser.context.newPage();
    await page.goto(new URL('/robots.txt', BASE_URL).href);
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
  });

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
  async function openEditor(viewport = DESKTOP) {
    const page = await browser.context.newPage();
    await page.setViewportSize(viewport);
    const messages = [];
    refused.set(page, messages);
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) messages.push(message.text());
    });
    await page.goto(new URL('/admin/', BASE_URL).href);
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

  const contentCheck = () => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content-check.mjs', repo], { encoding: 'utf8' });
  // The copy as a series of its own: its content/ and its public/images/ with the uploads.
  const build = () => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.mjs', '--series', repo, '--dest', out], { encoding: 'utf8' });

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
      const [category] = getSettings().newsCategories;
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
      await page.locator('input[type="datetime-local"]').fill(`${date}T${time}`);
      await page.getByRole('radio', { name: category.label }).check();
      await page.locator('input[type="file"]').first().setInputFiles(upload);
      // The new upload's thumbnail is the picture, not a broken image.
      const thumbnail = page.locator('img[src^="blob:"]').first();
      await thumbnail.waitFor();
      await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await thumbnail.elementHandle());
      await page.getByRole('textbox', { name: LABEL.imageAlt }).fill('編集画面から載せた画像');
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

  test('after one build of the copy, each article is on /news/ with its minute and its image', async () => {
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
