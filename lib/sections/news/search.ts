/** News search in the browser: the index's shape, keyword normalisation, filtering and result snippets. */
import { type NewsListItem, toNewsListItem } from './articles';

export const NEWS_SEARCH_INDEX_PATH = '/news/search-index.json';

/** Bumped when the index format changes, so a cached old file is refused rather than misread. */
export const NEWS_SEARCH_INDEX_VERSION = 4;

/** One article in the index. */
export interface NewsSearchEntry extends NewsListItem {
  /** In the built index, the start of the body only. */
  text: string;
}

/** The search index file. */
export interface NewsSearchIndex {
  version: typeof NEWS_SEARCH_INDEX_VERSION;
  entries: NewsSearchEntry[];
}

/**
 * How much of an article's body (characters of plain text) the index holds: every visitor who searches downloads all
 * of it, so it grows with the number of articles, never with one's length.
 */
export const SEARCH_TEXT_MAX_CHARS = 2000;

/** Builds the index from the articles (called by the build), each body cut at whole code points so no character is split. */
export function buildNewsSearchIndex(articles: readonly NewsSearchEntry[]): NewsSearchIndex {
  return {
    version: NEWS_SEARCH_INDEX_VERSION,
    entries: articles.map((article) => ({ ...toNewsListItem(article), text: Array.from(article.text).slice(0, SEARCH_TEXT_MAX_CHARS).join('') })),
  };
}

/** Case- and width-insensitive form of a text (NFKC, lower case, white space collapsed). */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** All keywords must match (AND). */
export function searchTerms(query: string): string[] {
  const normalised = normalizeForSearch(query);
  return normalised === '' ? [] : [...new Set(normalised.split(' '))];
}

/** Normalised once per index rather than on every keystroke. */
export interface PreparedNewsEntry {
  entry: NewsSearchEntry;
  haystack: string;
}

/** Normalises every entry's title and body for {@link filterNews}. */
export function prepareNewsSearch(entries: readonly NewsSearchEntry[]): PreparedNewsEntry[] {
  // The newline keeps a keyword from matching across the end of the title and the start of the body.
  return entries.map((entry) => ({ entry, haystack: `${normalizeForSearch(entry.title)}\n${normalizeForSearch(entry.text)}` }));
}

/** What the visitor asked for. */
export interface NewsSearchCriteria {
  query: string;
  category: string;
}

/** An empty query matches every entry of the category. */
export function filterNews(prepared: readonly PreparedNewsEntry[], criteria: NewsSearchCriteria): NewsSearchEntry[] {
  const terms = searchTerms(criteria.query);
  return prepared
    .filter(({ entry }) => criteria.category === '' || entry.category.slug === criteria.category)
    .filter(({ haystack }) => terms.every((term) => haystack.includes(term)))
    .map(({ entry }) => entry);
}

/** `before` + `match` + `after` is a substring of the NFKC text. */
export interface SearchSnippet {
  before: string;
  match: string;
  after: string;
  cutStart: boolean;
  cutEnd: boolean;
}

/** The part of `text` around the first keyword found, so a visitor sees why an article matched on its body. */
export function searchSnippet(text: string, terms: readonly string[], radius = 40): SearchSnippet | null {
  const source = text.normalize('NFKC').replace(/\s+/g, ' ').trim();
  // Lower-case per code point, remembering each unit's origin, so a match maps back where lower-casing changes length.
  let lower = '';
  const origin: number[] = [];
  let at = 0;
  for (const ch of source) {
    const l = ch.toLowerCase();
    for (let k = 0; k < l.length; k += 1) origin.push(at);
    lower += l;
    at += ch.length;
  }
  origin.push(source.length);

  let best: { start: number; end: number } | null = null;
  for (const term of terms) {
    const i = lower.indexOf(term);
    if (i !== -1 && (best === null || i < best.start)) best = { start: i, end: i + term.length };
  }
  if (best === null) return null;
  const start = origin[best.start];
  const end = origin[best.end];
  const from = Math.max(0, start - radius);
  const to = Math.min(source.length, end + radius);
  return {
    before: source.slice(from, start),
    match: source.slice(start, end),
    after: source.slice(end, to),
    cutStart: from > 0,
    cutEnd: to < source.length,
  };
}
