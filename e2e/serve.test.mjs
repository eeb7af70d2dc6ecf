// scripts/serve.mjs against what the CDN (Cloudflare Pages) answers, on out/ as e2e/run.mjs serves it: the headers
// of out/_headers matched on the path as the request writes it, whatever its encoding, on every answer; one 308 to a
// page's own URL; 404 for a path that cannot be a file; 405 for methods other than GET and HEAD; 416 with no body for a
// Range the file cannot satisfy. No browser: the status codes and headers are what is checked.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SHARE_IMAGE } from '../lib/siteImages.ts';
import { BASE_URL } from './browser.mjs';
import { directive } from './policy.mjs';
import { get, sitemapUrls, siteBase, sitePath } from './site.mjs';

/** The Content-Security-Policy a path is answered with. */
const policyOf = async (path) => (await get(path)).headers.get('content-security-policy') ?? '';

/** A page of the site other than the top page, and the editor's page (under the base path, if any). */
async function pages() {
  const site = await siteBase(BASE_URL);
  const prefix = new URL(site).pathname.replace(/\/+$/, '');
  const page = (await sitemapUrls(BASE_URL)).map((u) => sitePath(u, site)).find((p) => p && p !== '/' && p.endsWith('/'));
  assert.ok(page, 'the sitemap lists a page other than the top page');
  return { prefix, page: `${prefix}${page}`, editor: `${prefix}/admin/` };
}

describe('scripts/serve.mjs answers as the CDN does', () => {
  test('a site page reached through an encoded path runs under the site’s policy, never the editor’s', async () => {
    const { prefix, page, editor } = await pages();
    const site = await policyOf(page);
    const editorPolicy = await policyOf(editor);
    assert.ok(directive(editorPolicy, 'script-src')?.includes('https://unpkg.com'), 'the editor has its own policy');
    const tail = page.slice(prefix.length + 1);
    for (const path of [`${prefix}/admin/..%2f${tail}`, `${prefix}/admin/..%2F${tail}`, `${prefix}/admin/%2e%2e%2f${tail}`, `${prefix}/admin/no-such-page`]) {
      const res = await get(path);
      assert.equal(res.headers.get('content-security-policy'), site, `${path}: the site’s policy`);
      assert.equal(res.headers.get('cross-origin-opener-policy'), 'same-origin', `${path}: the site’s opener policy`);
    }
  });

  test('the images other sites show (share card, feed images) may be loaded cross-origin; pages stay same-origin', async () => {
    const { prefix, page } = await pages();
    const image = await get(`${prefix}${SHARE_IMAGE}`);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('cross-origin-resource-policy'), 'cross-origin');
    assert.equal((await get(page)).headers.get('cross-origin-resource-policy'), 'same-origin');
  });

  test('a path with an encoded newline, a NUL or broken percent-encoding is a 404 with the security headers', async () => {
    const { page } = await pages();
    for (const path of [`${page}%0a/`, `${page}%0d%0a/`, `${page}%00/`, `${page}%E0%A4%A/`]) {
      const res = await get(path);
      assert.equal(res.status, 404, `${path}: status`);
      assert.match(res.headers.get('content-security-policy') ?? '', /^default-src 'none'/, `${path}: the policy`);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', `${path}: nosniff`);
    }
  });

  test('only GET and HEAD: any other method is a 405 with no page', async () => {
    const { page } = await pages();
    assert.equal((await fetch(new URL(page, BASE_URL), { method: 'HEAD' })).status, 200);
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const res = await fetch(new URL(page, BASE_URL), { method, redirect: 'manual' });
      assert.equal(res.status, 405, `${method}: status`);
      assert.equal(await res.text(), '', `${method}: no body`);
    }
  });

  test('a Range the file cannot satisfy is a 416 with no body and the file’s size; a satisfiable one a 206', async () => {
    const { page } = await pages();
    const size = Buffer.byteLength((await get(page)).text);
    const past = await get(page, { headers: { Range: `bytes=${size + 10}-`, 'Accept-Encoding': 'identity' } });
    assert.equal(past.status, 416);
    assert.equal(past.headers.get('content-range'), `bytes */${size}`);
    assert.equal(past.text, '');
    const first = await get(page, { headers: { Range: 'bytes=0-9', 'Accept-Encoding': 'identity' } });
    assert.equal(first.status, 206);
    assert.equal(first.headers.get('content-range'), `bytes 0-9/${size}`);
  });

  test('another spelling of a page’s URL is one 308 to it, keeping the query; a missing page is not redirected', async () => {
    const { prefix, page } = await pages();
    const bare = page.replace(/\/$/, '');
    for (const path of [bare, `${page}index.html`, `${page}index`]) {
      const res = await get(`${path}?x=1`);
      // Below a base path the server plays GitHub Pages, which answers 301.
      assert.equal(res.status, prefix ? 301 : 308, `${path}: status`);
      assert.equal(res.headers.get('location'), `${page}?x=1`, `${path}: straight to the page`);
      assert.match(res.headers.get('content-security-policy') ?? '', /^default-src 'none'/, `${path}: the policy`);
    }
    // A page written as a file (`404.html`) is served without its extension, as Cloudflare does.
    const notFound = await get(`${prefix}/404.html`);
    assert.equal(notFound.headers.get('location'), `${prefix}/404`);
    assert.equal((await get(`${prefix}/404`)).status, 200);
    assert.equal((await get(`${page}no-such-page`)).status, 404);
  });
});
