// `npm start`'s server against Cloudflare Pages' own asset server (`wrangler pages dev`), both serving one copy of
// out/ with hostile files added to its images folder:
// - every path of the export, a folder and page form of each page and paths that do not exist get the same status,
//   redirect and headers from both (only the headers that say how a server sent the answer are left out, each with
//   its reason), so what the other e2e tests see on scripts/serve.mjs is what the CDN sends;
// - a script file and SVGs that try to run script (inline, `onload`, `<foreignObject>`, loading the script file), opened
//   by themselves in Chromium, run nothing on either server; the same files served without `_headers` (as a host that
//   ignores it would) do run, so the payloads and the way this test sees them are real.
// No build of its own: it copies out/ (hard links) and adds the files to the copy.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from './browser.mjs';
import { startServer, startWrangler } from './server.mjs';

const port = (offset) => String(Number(process.env.E2E_PORT || 3100) + offset);

/** What a payload logs when it runs: built at run time, so no file's text (nor a CSP report quoting it) contains it. */
const RAN = 'payload ran';
const ran = (what) => `console.log(['payload', 'ran'].join(' ') + ' ${what}')`;

/** The hostile files, added to the copy's images folder. */
const HOSTILE = {
  'payload.js': `${ran('script file')};`,
  'script.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>${ran('inline script')}</script></svg>`,
  'onload.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="${ran('onload')}"><rect width="10" height="10"/></svg>`,
  'foreign.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><foreignObject width="10" height="10">' +
    `<body xmlns="http://www.w3.org/1999/xhtml"><script>${ran('foreignObject script')}</script><img src="data:," onerror="${ran('foreignObject onerror')}"/></body>` +
    '</foreignObject></svg>',
  'loader.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script href="payload.js"/></svg>',
};
const HOSTILE_DIR = 'images/hostile-e2e';

/**
 * Headers that say how this server sent this answer, not what the site asks of the CDN; every other header is compared.
 * @type {Record<string, string>}
 */
const SERVER_OWN = {
  date: 'the time of the answer',
  etag: 'each server’s validator (Cloudflare: a hash of the file; serve-handler: its size and time)',
  'last-modified': 'serve-handler’s, from the file’s time; Cloudflare sends none',
  'content-length': 'framing (Cloudflare may send chunked)',
  'transfer-encoding': 'framing',
  connection: 'framing',
  'keep-alive': 'framing',
  'accept-ranges': 'serve-handler announces ranges; both serve them',
  'content-disposition': 'serve-handler names the file (inline); it changes nothing in a browser',
  vary: 'compression: the local server varies on Accept-Encoding, the CDN compresses at its edge (this test asks for identity)',
  'x-server-env': 'wrangler marks its own answers as a dev server',
};

/** Every file of `from` hard-linked (copied across file systems) into a new temporary folder. */
function linkedCopy(from) {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-e2e-'));
  for (const entry of fs.readdirSync(from, { recursive: true, withFileTypes: true })) {
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    if (entry.isDirectory()) fs.mkdirSync(target, { recursive: true });
    else if (entry.isFile()) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
      }
    }
  }
  return to;
}

function addHostile(dir) {
  fs.mkdirSync(path.join(dir, HOSTILE_DIR), { recursive: true });
  for (const [name, text] of Object.entries(HOSTILE)) fs.writeFileSync(path.join(dir, HOSTILE_DIR, name), text);
}

/** The paths to compare: each file as a URL, each page's other forms (folder without slash, `.html`, `/index`), and some that do not exist. */
function pathsOf(dir) {
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).map(encodeURIComponent).join('/'));
  const paths = new Set(files.map((file) => `/${file}`));
  for (const file of files) {
    const index = /^(.*?)\/?index\.html$/.exec(file);
    if (index) for (const form of [`/${index[1]}/`.replace('//', '/'), `/${index[1]}`, `/${index[1]}/index`.replace('//', '/')]) paths.add(form);
    else if (file.endsWith('.html')) for (const form of [`/${file.slice(0, -5)}`, `/${file.slice(0, -5)}/`]) paths.add(form);
  }
  // The host's configuration file is compared apart: `wrangler pages dev` answers it with 502 where Cloudflare and
  // `npm start` answer 404.
  paths.delete('/_headers');
  // Under /en/ the nearest 404.html up the path answers (the English one), where an export has it.
  for (const missing of ['/no-such-page', '/no-such-folder/', '/images/no-such.png', '/_next/static/no-such.js', '/admin/..%2fnews/', '/%E3%81%82', '/news/?q=1', '/en/no-such-page', '/en/news/no-such-folder/']) paths.add(missing);
  return [...paths].sort();
}

/** Status, redirect target and the compared headers of one answer. */
async function answer(base, pathname) {
  const response = await fetch(`${base}${pathname}`, { redirect: 'manual', headers: { 'Accept-Encoding': 'identity' } });
  await response.arrayBuffer();
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !(name in SERVER_OWN)));
  return { status: response.status, headers };
}

describe('headers: npm start and wrangler pages dev', () => {
  /** @type {string} */
  let copy;
  /** @type {string} */
  let bare;
  /** @type {Array<{ url: string, stop: () => void }>} */
  const servers = [];
  /** @type {{ url: string }} */
  let local;
  /** @type {{ url: string }} */
  let cdn;
  /** @type {{ url: string }} */
  let headerless;

  before(async () => {
    copy = linkedCopy('out');
    addHostile(copy);
    // A host that ignores _headers: the same files and nothing else.
    bare = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-e2e-bare-'));
    fs.copyFileSync(path.join(copy, 'index.html'), path.join(bare, 'index.html'));
    addHostile(bare);
    [local, cdn, headerless] = await Promise.all([
      startServer({ dir: copy, port: port(8) }),
      startWrangler({ dir: copy, port: port(9) }),
      startServer({ dir: bare, port: port(10), bare: true }),
    ]);
    servers.push(local, cdn, headerless);
  });
  after(() => {
    for (const server of servers) server.stop();
    for (const dir of [copy, bare]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('every path of the export gets the same status and headers from both', async (t) => {
    const paths = pathsOf(copy);
    const differences = [];
    const compare = async (pathname) => {
      const [ours, theirs] = await Promise.all([answer(local.url, pathname), answer(cdn.url, pathname)]);
      if (ours.status !== theirs.status) differences.push(`${pathname}: status ${ours.status} (npm start) ≠ ${theirs.status} (wrangler)`);
      for (const name of new Set([...Object.keys(ours.headers), ...Object.keys(theirs.headers)])) {
        if (ours.headers[name] !== theirs.headers[name]) differences.push(`${pathname}: ${name}: ${ours.headers[name]} (npm start) ≠ ${theirs.headers[name]} (wrangler)`);
      }
    };
    // A few at a time: the servers answer in parallel, and the order of the report does not matter.
    const queue = [...paths];
    await Promise.all(Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await compare(next);
    }));
    differences.sort();
    t.diagnostic(`${paths.length} paths compared, ${differences.length} differences`);
    assert.deepEqual(differences.slice(0, 30), [], `${differences.length} differences`);
    const config = await Promise.all([answer(local.url, '/_headers'), answer(cdn.url, '/_headers')]);
    assert.deepEqual(config.map((a) => a.status >= 400), [true, true], '_headers is never served');
    // The comparison saw the headers that matter.
    const image = await answer(cdn.url, `/${HOSTILE_DIR}/script.svg`);
    assert.match(image.headers['content-security-policy'] ?? '', /\bsandbox\b/);
  });

  test('nothing in the images folder runs when opened, on either server; without _headers the same files do', async () => {
    const { context, close } = await launch();
    try {
      /** What ran when each hostile file was opened from `base`. */
      const payloadsRun = async (base) => {
        const found = [];
        for (const name of Object.keys(HOSTILE)) {
          const page = await context.newPage();
          page.on('console', (message) => {
            if (message.text().startsWith(RAN)) found.push(`${name}: ${message.text()}`);
          });
          const response = await page.goto(`${base}/${HOSTILE_DIR}/${name}`);
          assert.equal(response?.status(), 200, `${base}/${HOSTILE_DIR}/${name}`);
          // Scripts an SVG loads run after its load event.
          await page.waitForTimeout(300);
          await page.close();
        }
        return found.sort();
      };
      assert.deepEqual(await payloadsRun(local.url), [], 'npm start');
      assert.deepEqual(await payloadsRun(cdn.url), [], 'wrangler pages dev');
      const control = await payloadsRun(headerless.url);
      for (const name of ['script.svg', 'onload.svg', 'foreign.svg', 'loader.svg']) {
        assert.ok(control.some((line) => line.startsWith(`${name}:`)), `${name} runs without _headers (the payload is live): ${control.join(' / ')}`);
      }
    } finally {
      await close();
    }
  });

  test('a raster image of the folder still shows, opened by itself and in a page', async () => {
    const image = fs
      .readdirSync(path.join(copy, 'images'), { recursive: true })
      .map(String)
      .find((file) => /\.(?:png|jpe?g|webp)$/.test(file));
    assert.ok(image, 'the export has a raster image under images/');
    const { context, close } = await launch();
    try {
      for (const base of [local.url, cdn.url]) {
        const url = `${base}/images/${image.split(path.sep).map(encodeURIComponent).join('/')}`;
        const page = await context.newPage();
        const response = await page.goto(url);
        assert.equal(response?.status(), 200, url);
        assert.ok((await page.locator('img').evaluate((img) => img.naturalWidth)) > 0, `${url} shows by itself`);
        await page.goto(`${base}/`);
        const width = await page.evaluate(async (src) => {
          const img = new Image();
          img.src = src;
          await img.decode();
          return img.naturalWidth;
        }, url);
        assert.ok(width > 0, `${url} shows in a page`);
        await page.close();
      }
    } finally {
      await close();
    }
  });
});
