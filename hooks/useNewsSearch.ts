import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import {
  NEWS_SEARCH_INDEX_PATH,
  type NewsSearchEntry,
  type NewsSearchIndex,
  filterNews,
  prepareNewsSearch,
  searchTerms,
} from '../lib/sections/news/search';
import { withBasePath } from '../lib/url';
import { DEFAULT_LANG, type Lang, pathInLang } from '../lib/i18n/languages';
import { useLanguage } from './useLanguage';

/** React Query key of the search index (one file per language, kept for the visit): the English list searches the English index. */
export const newsSearchQueryKey = (lang: Lang) => ['news', 'search-index', lang] as const;

/**
 * Downloads and checks the search index.
 * @throws Error on a network error, an HTTP error status or a file that fails the check
 */
export async function fetchNewsSearchIndex({ signal }: { signal?: AbortSignal } = {}, lang: Lang = DEFAULT_LANG): Promise<NewsSearchIndex> {
  // A plain fetch: unlike next/link, it does not get the base path from Next.
  const url = withBasePath(pathInLang(lang, NEWS_SEARCH_INDEX_PATH));
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const data: unknown = await response.json();
  // Loaded with the index rather than with the page: the check (zod) is only needed once a search starts.
  const { parseNewsSearchIndex } = await import('../lib/sections/news/searchIndexSchema');
  return parseNewsSearchIndex(data);
}

/** Where the search stands. */
export type NewsSearchStatus =
  /** Not used yet: nothing has been fetched. */
  | 'idle'
  | 'loading'
  /** The index could not be fetched (after one retry); `retry` tries again. */
  | 'error'
  | 'ready';

export interface NewsSearch {
  query: string;
  setQuery: (query: string) => void;
  /** A category slug, or `''` for every category. */
  category: string;
  setCategory: (category: string) => void;
  /** Marks the search as used: the first call starts the index download. */
  activate: () => void;
  /** A keyword is typed or a category other than the page's is chosen: results replace the plain list. */
  isActive: boolean;
  status: NewsSearchStatus;
  /** Matching articles, newest first; null until the index is there or while the search is not active. */
  results: NewsSearchEntry[] | null;
  /** The normalised keywords of the current query (for result snippets). */
  terms: string[];
  /** Fetches the index again after an error. */
  retry: () => void;
}

/**
 * State of the news search box. The index is fetched only once the visitor uses the box (`activate`), then kept
 * for the rest of the visit; filtering runs in the browser.
 * @param defaultCategory the category of the list page the box is on (`''` on /news/): the search starts in it
 */
export function useNewsSearch(defaultCategory: string): NewsSearch {
  const { lang } = useLanguage();
  const [isUsed, setUsed] = useState(false);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(defaultCategory);

  const index = useQuery({
    queryKey: newsSearchQueryKey(lang),
    queryFn: (context) => fetchNewsSearchIndex(context, lang),
    enabled: isUsed,
    // A static file does not change during a visit.
    staleTime: Infinity,
    // The app's default is 3 retries with exponential back-off (1 s + 2 s + 4 s): a visitor would stare at
    // 「読み込んでいます」 for 7 seconds before learning that the search is unavailable. One quick retry covers
    // a dropped request; after that the error and its 「再読み込み」 button are more useful than waiting.
    retry: 1,
    retryDelay: 500,
  });

  const prepared = useMemo(() => (index.data ? prepareNewsSearch(index.data.entries) : null), [index.data]);
  // Typing stays responsive: the list re-filters at a lower priority than the input's own update.
  const deferredQuery = useDeferredValue(query);
  const terms = useMemo(() => searchTerms(deferredQuery), [deferredQuery]);
  const isActive = searchTerms(query).length > 0 || category !== defaultCategory;
  const results = useMemo(
    () => (prepared && isActive ? filterNews(prepared, { query: deferredQuery, category }) : null),
    [prepared, isActive, deferredQuery, category],
  );

  const activate = useCallback(() => setUsed(true), []);
  const { refetch } = index;
  const retry = useCallback(() => {
    void refetch();
  }, [refetch]);

  const status: NewsSearchStatus = !isUsed
    ? 'idle'
    : index.data
      ? 'ready'
      : index.isError && !index.isFetching
        ? 'error'
        : 'loading';

  return { query, setQuery, category, setCategory, activate, isActive, status, results, terms, retry };
}
