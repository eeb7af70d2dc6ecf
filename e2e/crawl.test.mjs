// A crawl of the whole export over HTTP, as a visitor's browser and a search engine see it (e2e/crawl.mjs): every
// internal link and asset answers 200 without a redirect, #fragments point to an element, and every HTML page of
// out/ is reached. e2e/basepath.test.mjs runs the same crawl on the export built below a base path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL } from './browser.mjs';
import { assertCrawlClean, exportedPages, sitemapPaths } from './crawl.mjs';

const OUT = 'out';

test('every internal link and asset of the export answers 200, and every page is reached', async () => {
  await assertCrawlClean({ base: BASE_URL, outDir: OUT });
});

test('the sitemap lists exactly the pages of the export (no 404, no redirects)', async () => {
  const listed = await sitemapPaths(BASE_URL);
  assert.ok(listed.every((p) => p !== null), 'every sitemap URL is on the site');
  assert.deepEqual([...listed].sort(), exportedPages(OUT));
  assert.equal(new Set(listed).size, listed.length, 'no URL is listed twice');
});
