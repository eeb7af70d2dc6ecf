#!/usr/bin/env node
/**
 * Writes the news search index, `<outDir>/news/search-index.json`, from content/news/*.md. Runs after
 * `next build` (see the `build` script in package.json): the static export has no server, so the index is a
 * plain file next to the pages, fetched by the search box on /news/ the first time a visitor uses it.
 *
 *   node scripts/news-search-index.mjs           # writes out/news/search-index.json
 *   node scripts/news-search-index.mjs some/dir  # writes some/dir/news/search-index.json
 *
 * The format is defined, built and checked by lib/newsSearch.ts; the articles come from
 * lib/content/news.ts, so an invalid content file fails here just as it fails the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, requireTs } from './register-ts.mjs';

/**
 * Builds the index from the content and writes it under `outDir`.
 * @param {string} outDir the export folder (out/)
 * @param {{ rootDir?: string }} [options] rootDir holds content/ and public/ (default: the repository)
 * @returns {{ file: string, count: number, bytes: number }}
 */
export function writeNewsSearchIndex(outDir, { rootDir = repoRoot } = {}) {
  const { createContentContext } = requireTs('lib/content/context.ts');
  const { getNewsSearchDocuments } = requireTs('lib/content/news.ts');
  const { buildNewsSearchIndex, NEWS_SEARCH_INDEX_PATH } = requireTs('lib/newsSearch.ts');

  const index = buildNewsSearchIndex(getNewsSearchDocuments(createContentContext(rootDir)));
  const file = path.join(path.resolve(outDir), ...NEWS_SEARCH_INDEX_PATH.split('/').filter(Boolean));
  const json = JSON.stringify(index);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, json);
  return { file, count: index.entries.length, bytes: Buffer.byteLength(json) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const outDir = process.argv[2] ?? path.join(repoRoot, 'out');
  try {
    const { file, count, bytes } = writeNewsSearchIndex(outDir);
    console.log(`news search index: ${count} articles, ${(bytes / 1024).toFixed(1)} KiB → ${path.relative(process.cwd(), file)}`);
  } catch (error) {
    console.error('news search index: could not be written');
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
