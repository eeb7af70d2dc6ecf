// A crawl of the whole export over HTTP, as a visitor's browser and a search engine see it (e2e/crawl.mjs): every
// internal link and asset answers 200 without a redirect, #fragments point to an element, and every HTML page of
// out/ is reached. e2e/basepath.test.mjs runs the same crawl on the export built below a base path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EDITOR_FOLDER } from '../build/headers.ts';
import { BASE_URL } from './browser.mjs';
import { crawl, exportedPages, sitemapPaths } from './crawl.mjs';

const OUT = 'out';

test('every internal link and asset of the export answers 200, and every page is reached', async () => {
  const { problems, unreached, pages, requests, requested } = await crawl({ base: BASE_URL, outDir: OUT });
  assert.deepEqual(problems, [], `${problems.length} broken link(s) or asset(s):\n${problems.join('\n')}`);
  assert.deepEqual(unreached, [], 'pages in out/ that nothing links to (and the sitemap does not list)');
  assert.deepEqual([...requested].filter((p) => p.startsWith(`/${EDITOR_FOLDER}/`)), [], 'no page links to the editor, and the sitemap leaves it out');
  assert.ok(pages >= exportedPages(OUT).length, `${pages} HTML pages crawled`);
  assert.ok(requests > pages, 'assets were crawled as well as pages');
});

test('the sitemap lists exactly the pages of the export (no 404, no redirects)', async () => {
  const listed = await sitemapPaths(BASE_URL);
  assert.ok(listed.every((p) => p !== null), 'every sitemap URL is on the site');
  assert.deepEqual([...listed].sort(), exportedPages(OUT));
  assert.equal(new Set(listed).size, listed.length, 'no URL is listed twice');
});
