/**
 * The news search index, `<out>/news/search-index.json`. The static export has no server, so the index is a plain
 * file next to the pages, fetched by the search box on /news/ the first time a visitor uses it. Its format is
 * defined, built and checked by lib/newsSearch.ts, which the search box shares.
 *
 * Every visitor who searches downloads the whole index, so it holds the start of each body
 * ({@link SEARCH_TEXT_MAX_CHARS} characters), not the whole of it: the index grows with the number of articles, never
 * with the length of one. A word only in the rest of a long article is found through its title or not at all.
 */
import type { ContentContext } from '../lib/content/context';
import { CONTENT_SECTIONS } from '../lib/content/sections';
import { NEWS_SEARCH_INDEX_PATH, type NewsSearchEntry, buildNewsSearchIndex } from '../lib/newsSearch';
import { writeSiteFile } from './siteFile';

/** How much of an article's body (characters of plain text) the index holds. */
export const SEARCH_TEXT_MAX_CHARS = 2000;

/**
 * The index file's text for these articles, each body cut to {@link SEARCH_TEXT_MAX_CHARS} characters (whole code
 * points, so no character is split).
 * @param documents newest first
 */
export function searchIndexText(documents: readonly NewsSearchEntry[]): { content: string; count: number } {
  const bounded = documents.map((doc) => ({ ...doc, text: Array.from(doc.text).slice(0, SEARCH_TEXT_MAX_CHARS).join('') }));
  const index = buildNewsSearchIndex(bounded);
  return { content: JSON.stringify(index), count: index.entries.length };
}

/**
 * The build step: writes the index of every entry published by the build instant into `outDir`, from the sections
 * that have one (`searchIndex` in lib/content/sections/): the news search box searches them all.
 * @returns a line for the build's log
 */
export function writeSearchIndex(outDir: string, ctx: ContentContext): string {
  const { content, count } = searchIndexText(CONTENT_SECTIONS.flatMap((section) => section.searchIndex?.(ctx) ?? []));
  writeSiteFile(outDir, { path: NEWS_SEARCH_INDEX_PATH, content });
  return `${count} 件、${(Buffer.byteLength(content) / 1024).toFixed(1)} KiB`;
}
