/**
 * News search in the browser: the shape of the search index (a static JSON file written after `next build`
 * by `pipeline/searchIndex.ts`), keyword normalisation, filtering and result snippets. The index's runtime
 * check is in `newsSearchIndexSchema.ts`, loaded only when the index is fetched. Pure functions, no Node imports.
 */
import { type NewsListItem, toNewsListItem } from './news';

/** Where the built site serves the index (written to `out/news/search-index.json`). */
export const NEWS_SEARCH_INDEX_PATH = '/news/search-index.json';

/** Bumped when the index format changes, so a cached old file is refused rather than misread. */
export const NEWS_SEARCH_INDEX_VERSION = 4;

/** One article in the index: what a result row shows, plus the plain text of the body to search. */
export interface NewsSearchEntry extends NewsListItem {
  /** The body as plain text (no HTML), white space collapsed; in the built index, its start only (pipeline/searchIndex.ts). */
  text: string;
}

/** The search index file. */
export interface NewsSearchIndex {
  version: typeof NEWS_SEARCH_INDEX_VERSION;
  /** Newest first, like the news list. */
  entries: NewsSearchEntry[];
}

/**
 * Builds the index from the articles (called by the build script). Keeps only the fields the browser needs.
 * @param articles newest first
 */
export function buildNewsSearchIndex(articles: readonly NewsSearchEntry[]): NewsSearchIndex {
  return {
    version: NEWS_SEARCH_INDEX_VERSION,
    entries: articles.map((article) => ({ ...toNewsListItem(article), text: article.text })),
  };
}

/**
 * Case- and width-insensitive form of a text: NFKC (full-width 「ＡＢＣ１２３」 → 「ABC123」, half-width
 * 「ｿﾗｲﾛ」 → 「ソライロ」, ideographic space → space), lower case, runs of white space as one space.
 */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The keywords of a query: normalised, split at spaces (half- or full-width), duplicates removed.
 * All of them must match (AND).
 */
export function searchTerms(query: string): string[] {
  const normalised = normalizeForSearch(query);
  return normalised === '' ? [] : [...new Set(normalised.split(' '))];
}

/** An entry with its normalised title and body, computed once per index rather than on every keystroke. */
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
  /** Free text; every keyword must appear in the title or the body. */
  query: string;
  /** A category slug, or `''` for every category. */
  category: string;
}

/**
 * The entries that match, in index order (newest first). An empty query matches every entry of the category.
 */
export function filterNews(prepared: readonly PreparedNewsEntry[], criteria: NewsSearchCriteria): NewsSearchEntry[] {
  const terms = searchTerms(criteria.query);
  return prepared
    .filter(({ entry }) => criteria.category === '' || entry.category.slug === criteria.category)
    .filter(({ haystack }) => terms.every((term) => haystack.includes(term)))
    .map(({ entry }) => entry);
}

/** A piece of body text around a keyword: `before` + `match` + `after` is a substring of the (NFKC) text. */
export interface SearchSnippet {
  before: string;
  match: string;
  after: string;
  /** Text was cut before `before` / after `after` (show 「…」). */
  cutStart: boolean;
  cutEnd: boolean;
}

/**
 * The part of `text` around the first keyword found in it, for a result row, so a visitor sees why an article
 * matched on a word in its body. Matching is the same as {@link filterNews}; the returned text is the NFKC form
 * of `text` (what the visitor reads is unchanged apart from full-width Latin letters and digits).
 * @param text the body as plain text
 * @param terms from {@link searchTerms}
 * @param radius characters shown either side of the keyword
 * @returns null when no keyword occurs in the body (the title matched)
 */
export function searchSnippet(text: string, terms: readonly string[], radius = 40): SearchSnippet | null {
  const source = text.normalize('NFKC').replace(/\s+/g, ' ').trim();
  // Lower-case code point by code point and remember where each lower-cased unit came from, so a match in
  // the lower-cased text maps back to the original even where lower-casing changes the length.
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
