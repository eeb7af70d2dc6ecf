// @ts-check
// What the build needs from the export's HTML, read on two threads, one read of each page: what the
// Content-Security-Policy must allow (lib/headers.ts `inlineSourcesOf`), which pages ask not to be indexed
// (lib/sitemap.ts `isNoindex`, for the sitemap) and which image variants they reference (lib/imageVariants.mjs
// `variantUrlsIn`, checked after the image step). Parsing every page (as a browser with scripting on, and off too when
// a <noscript> has content) is the post-build's largest cost: 0.9 s at 1,266 pages. A worker thread starts on the pages
// while the build's thread does other work (the image step, the feeds); that thread then takes pages from the same list
// until none are left. Two threads both starting cold are hardly faster than one (each has to warm up parse5 in its own
// isolate: 0.58–0.64 s against 0.61–0.66 s at 1,266 pages), so the gain is the work the worker does alone.
// No `import.meta` here: Jest imports this module too (the worker's file is passed in).
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { variantUrlsIn } from '../../lib/imageVariants.mjs';

/**
 * @typedef {import('../../lib/headers').InlineSources} InlineSources
 * @typedef {{ inlineSourcesOf: (html: string) => InlineSources, mergeInlineSources: (all: readonly InlineSources[]) => InlineSources,
 *   inlineSourcesCollector: () => { add: (page: InlineSources) => void, result: () => InlineSources } }} Headers
 * @typedef {{ isNoindex: (html: string) => boolean }} Sitemap
 * @typedef {{ sources: InlineSources, noindex: string[], variantUrls: Map<string, string> }} ScanResult what the
 *   pages need, merged; the `noindex` pages among them (paths as in `files`); each image-variant URL they reference →
 *   a page that does
 */

/**
 * Reads pages until the shared counter passes the end of `files`: each thread takes the next index, so neither waits
 * for the other and no page is read twice.
 * @param {{ outDir: string, files: readonly string[], counter: SharedArrayBuffer, headers: Headers, sitemap: Sitemap, variantPrefix: string }} options
 * @returns {ScanResult} for the pages this thread read
 */
export function scanPages({ outDir, files, counter, headers, sitemap, variantPrefix }) {
  const next = new Int32Array(counter);
  // Each page is added as it is read (lib/headers.ts `inlineSourcesCollector`), so a page stays in memory only as the
  // first to hold some distinct text; with every page's answer kept to the end, this thread's process grew with the pages.
  const sources = headers.inlineSourcesCollector();
  /** @type {string[]} */
  const noindex = [];
  /** @type {Map<string, string>} */
  const variantUrls = new Map();
  for (let i = Atomics.add(next, 0, 1); i < files.length; i = Atomics.add(next, 0, 1)) {
    const html = fs.readFileSync(path.join(outDir, files[i]), 'utf8');
    sources.add(headers.inlineSourcesOf(html));
    if (sitemap.isNoindex(html)) noindex.push(files[i]);
    for (const url of variantUrlsIn(html, variantPrefix)) {
      // A copy of the URL: the match is a view of the page's text, and a site whose articles each have their own
      // image would keep every page through its URLs.
      if (!variantUrls.has(url)) variantUrls.set(Buffer.from(url).toString(), files[i]);
    }
  }
  return { sources: sources.result(), noindex, variantUrls };
}

/**
 * Starts reading `files` (paths under `outDir`) in a worker running `workerFile` (inline-sources-worker.mjs).
 * @param {{ outDir: string, files: readonly string[], workerFile: string, headers: Headers, sitemap: Sitemap, variantPrefix: string }} options
 * @returns {{ finish: () => Promise<ScanResult & { pages: number }>, stop: () => Promise<number> }}
 *   finish: read the rest on this thread, and merge (called again, the same answer: the image step and the post-build
 *   both wait for it); stop: end the worker (after a failure elsewhere)
 */
export function startPageScan({ outDir, files, workerFile, headers, sitemap, variantPrefix }) {
  const counter = new SharedArrayBuffer(4);
  const worker = new Worker(workerFile, { workerData: { outDir, files, counter, variantPrefix } });
  /** @type {Promise<ScanResult>} */
  const fromWorker = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the HTML scan's worker stopped (exit code ${code}) before it answered`)));
  });
  // Awaited by finish(); until then a failure must not count as unhandled.
  fromWorker.catch(() => {});
  /** @type {Promise<ScanResult & { pages: number }> | null} */
  let finished = null;
  const finish = async () => {
    const here = scanPages({ outDir, files, counter, headers, sitemap, variantPrefix });
    const there = await fromWorker;
    return {
      sources: headers.mergeInlineSources([here.sources, there.sources]),
      noindex: [...here.noindex, ...there.noindex].sort(),
      variantUrls: new Map([...there.variantUrls, ...here.variantUrls]),
      pages: files.length,
    };
  };
  return {
    finish: () => (finished ??= finish()),
    stop: () => worker.terminate(),
  };
}
