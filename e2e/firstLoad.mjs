// First-load JavaScript of an exported page, read from the export on disk: every script its HTML makes the browser
// fetch and run while it loads (Next's `<script src>` tags and its inline scripts; not JSON data blocks, nor the
// `nomodule` fallbacks modern browsers skip), gzip-compressed as a CDN serves them. e2e/perf.test.mjs holds every
// page to a budget against a bare Next.js export measured the same way.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { elements } from './site.mjs';
import { basePathOf } from '../lib/i18n/languages.ts';

/** gzip size at level 9, as a CDN's static pre-compression. */
const gzipSize = (/** @type {string | Buffer} */ data) => gzipSync(data, { level: 9 }).length;

/**
 * Every page of an export: each HTML file that carries Next's `__NEXT_DATA__`, with its URL path (`404/index.html`,
 * the same page as `404.html`, left out; so is each language's, `en/404/index.html`).
 * @param {string} outDir
 * @returns {{ path: string, file: string }[]}
 */
export function listPages(outDir) {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => relative(outDir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((file) => !file.startsWith('_next/') && basePathOf(`/${file}`) !== '/404/index.html')
    .filter((file) => readFileSync(join(outDir, file), 'utf8').includes('id="__NEXT_DATA__"'))
    .map((file) => ({ path: basePathOf(`/${file}`) === '/404.html' ? `/${file.replace(/\.html$/, '/')}` : `/${file.replace(/index\.html$/, '')}`, file }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** @type {Map<string, number>} a chunk's gzip size, computed once: every page of a route loads the same chunks */
const chunkSizes = new Map();

/**
 * The scripts a page loads up front and their gzip size in total.
 * @param {string} outDir
 * @param {string} file the page, relative to outDir
 * @returns {{ scripts: string[], jsGzip: number }} scripts: the `src` of each, as the page writes it
 */
export function firstLoadJs(outDir, file) {
  const scripts = [];
  let jsGzip = 0;
  for (const el of elements(readFileSync(join(outDir, file), 'utf8'))) {
    if (el.tag !== 'script' || el.inNoscript || el.attrs.has('nomodule')) continue;
    const type = el.attrs.get('type');
    if (type && !/javascript|module/i.test(type)) continue;
    const src = el.attrs.get('src');
    if (src === undefined) {
      if (el.text.trim()) jsGzip += gzipSize(el.text);
      continue;
    }
    scripts.push(src);
    const path = join(outDir, decodeURIComponent(src.split('?')[0]));
    if (!chunkSizes.has(path)) chunkSizes.set(path, gzipSize(readFileSync(path)));
    jsGzip += chunkSizes.get(path) ?? 0;
  }
  return { scripts, jsGzip };
}
