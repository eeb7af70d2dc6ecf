/**
 * The news search index, a plain file the search box fetches on first use. Every visitor who searches downloads all
 * of it, so it holds only the start of each body: it grows with the number of articles, never with one's length.
 */
import type { ContentContext } from '../lib/content/context';
import { contentSections } from '../lib/sections/registry';
import { NEWS_SEARCH_INDEX_PATH, type NewsSearchEntry, buildNewsSearchIndex } from '../lib/sections/news/search';
import { writeSiteFile } from './siteFile';

/** How much of an article's body (characters of plain text) the index holds. */
export const SEARCH_TEXT_MAX_CHARS = 2000;

/** The index file's text, each body cut at whole code points so no character is split. */
export function searchIndexText(documents: readonly NewsSearchEntry[]): { content: string; count: number } {
  const bounded = documents.map((doc) => ({ ...doc, text: Array.from(doc.text).slice(0, SEARCH_TEXT_MAX_CHARS).join('') }));
  const index = buildNewsSearchIndex(bounded);
  return { content: JSON.stringify(index), count: index.entries.length };
}

/** The build step: the index of every section that declares `searchIndex`. */
export function writeSearchIndex(outDir: string, ctx: ContentContext): string {
  const { content, count } = searchIndexText(contentSections(ctx).flatMap((section) => section.searchIndex?.(ctx) ?? []));
  writeSiteFile(outDir, { path: NEWS_SEARCH_INDEX_PATH, content });
  return `${count} 件、${(Buffer.byteLength(content) / 1024).toFixed(1)} KiB`;
}
