// @ts-check
// What the Content-Security-Policy needs from the export's HTML (lib/headers.ts `inlineSourcesOf`), read on two
// threads. Parsing every page (as a browser with scripting on, and off too when a <noscript> has content) is the
// post-build's largest cost: 0.9 s of its 1.1 s at 1,266 pages when every page was parsed twice. A worker thread
// starts on the pages first, while this thread writes the feeds, calendars and sitemap (which only looks for a
// noindex tag); then this thread takes pages from the same list until none are left.
// No `import.meta` here: Jest imports this module too (the worker's file is passed in).
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * @typedef {import('../../lib/headers').InlineSources} InlineSources
 * @typedef {{ inlineSourcesOf: (html: string) => InlineSources, mergeInlineSources: (all: readonly InlineSources[]) => InlineSources }} Headers
 */

/**
 * Reads pages until the shared counter passes the end of `files`: each thread takes the next index, so neither waits
 * for the other and no page is read twice.
 * @param {{ outDir: string, files: readonly string[], counter: SharedArrayBuffer, headers: Headers }} options
 * @returns {InlineSources} what the pages this thread read need, merged
 */
export function scanPages({ outDir, files, counter, headers }) {
  const next = new Int32Array(counter);
  /** @type {InlineSources[]} */
  const found = [];
  for (let i = Atomics.add(next, 0, 1); i < files.length; i = Atomics.add(next, 0, 1)) {
    found.push(headers.inlineSourcesOf(fs.readFileSync(path.join(outDir, files[i]), 'utf8')));
  }
  return headers.mergeInlineSources(found);
}

/**
 * Starts reading `files` (paths under `outDir`) in a worker running `workerFile` (inline-sources-worker.mjs).
 * @param {{ outDir: string, files: readonly string[], workerFile: string, headers: Headers }} options
 * @returns {{ finish: () => Promise<InlineSources & { pages: number }>, stop: () => Promise<number> }}
 *   finish: read the rest on this thread, and merge; stop: end the worker (after a failure elsewhere)
 */
export function startInlineSourceScan({ outDir, files, workerFile, headers }) {
  const counter = new SharedArrayBuffer(4);
  const worker = new Worker(workerFile, { workerData: { outDir, files, counter } });
  /** @type {Promise<InlineSources>} */
  const fromWorker = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the HTML scan's worker stopped (exit code ${code}) before it answered`)));
  });
  // Awaited by finish(); until then a failure must not count as unhandled.
  fromWorker.catch(() => {});
  return {
    async finish() {
      const here = scanPages({ outDir, files, counter, headers });
      return { ...headers.mergeInlineSources([here, await fromWorker]), pages: files.length };
    },
    stop: () => worker.terminate(),
  };
}
