/**
 * The news search index, `<out>/news/search-index.json`. The static export has no server, so the index is a plain
 * file next to the pages, fetched by the search box on /news/ the first time a visitor uses it. Its format is
 * defined, built and checked by lib/newsSearch.ts, which the search box shares.
 */
import { getNewsSearchDocuments } from '../lib/content/news';
import { NEWS_SEARCH_INDEX_PATH, buildNewsSearchIndex } from '../lib/newsSearch';
import { writeSiteFile } from './siteFile';

/**
 * The build step: writes the index of every article into `outDir`.
 * @returns a line for the build's log
 */
export function writeSearchIndex(outDir: string): string {
  const index = buildNewsSearchIndex(getNewsSearchDocuments());
  const content = JSON.stringify(index);
  writeSiteFile(outDir, { path: NEWS_SEARCH_INDEX_PATH, content });
  return `${index.entries.length} 件、${(Buffer.byteLength(content) / 1024).toFixed(1)} KiB`;
}
