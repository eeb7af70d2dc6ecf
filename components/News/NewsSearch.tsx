import { type ReactNode, useId } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import { useWords } from '../../hooks/useLanguage';
import type { Messages } from '../../lib/i18n/ja';
import { fillTemplate } from '../../lib/i18n/template';
import { useNewsSearch } from '../../hooks/useNewsSearch';
import type { NewsCategory } from '../../lib/content/schema';
import { searchSnippet } from '../../lib/sections/news/search';
import NewsItems from './NewsItems';
import styles from './NewsSearch.module.scss';
import { news as jaNews } from '../../lib/i18n/ja/news';
import { newsSearch as jaNewsSearch } from '../../lib/i18n/ja/newsSearch';

export type NewsSearchProps = {
  categories: readonly NewsCategory[];
  /** The category of the list page (`''` on /news/): the search starts in it. */
  defaultCategory: string;
  /** Build instant, for NEW marks on results. */
  siteInstant: string;
  /** The plain list: shown without JavaScript, and whenever no search is active. */
  children: ReactNode;
};

/**
 * The search box over the news list. Its controls appear only after hydration: without JavaScript the page is the
 * plain list (`children`) and has no form that cannot work. The index is fetched with the app's query client
 * (pages/_app.tsx).
 *
 * The tree is the same before and after hydration (the box renders on the server too, where it shows only the
 * controls' empty slot and `children`), so the list stays at the same place in it: React keeps its elements when the
 * form appears, instead of replacing the whole list, and a link the visitor had already focused keeps the focus. The
 * slot holds the form's room, so the list does not move either.
 */
export default function NewsSearch({ categories, defaultCategory, siteInstant, children }: NewsSearchProps) {
  const news = useWords('newsSearch', jaNewsSearch);
  const { all } = useWords('news', jaNews);
  const isHydrated = useHydrated();
  const id = useId();
  const search = useNewsSearch(defaultCategory);
  const { status, isActive, results, terms } = search;
  const categoryLabel = categories.find((c) => c.slug === search.category)?.label;

  let message = '';
  if (isActive && status === 'loading') message = news.loading;
  if (isActive && results) message = resultMessage(news, search.query.trim(), categoryLabel, results.length);

  return (
    <>
      {/* The controls, once they can work. The status line comes with them and then stays in the page, so screen
          readers announce each change of its text. The slot around them holds their room from the first paint
          (styles.controls), so the list below does not move when they appear. */}
      <div className={styles.controls}>
        {isHydrated && (
          <>
            <form
              role="search"
              aria-label={news.search}
              className={styles.form}
              onSubmit={(event) => event.preventDefault()}
              // First use (focus on any control) starts the index download.
              onFocus={search.activate}
            >
              <div className={styles.keyword}>
                <label htmlFor={`${id}-q`} className={styles.label}>
                  {news.keyword}
                </label>
                <span className={styles.inputWrap}>
                  <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
                    <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                  <input
                    id={`${id}-q`}
                    type="search"
                    className={styles.input}
                    value={search.query}
                    onChange={(event) => search.setQuery(event.target.value)}
                    placeholder={news.keywordPlaceholder}
                    autoComplete="off"
                    enterKeyHint="search"
                  />
                </span>
              </div>
              <div className={styles.category}>
                <label htmlFor={`${id}-c`} className={styles.label}>
                  {news.category}
                </label>
                <select
                  id={`${id}-c`}
                  className={styles.select}
                  value={search.category}
                  onChange={(event) => search.setCategory(event.target.value)}
                >
                  <option value="">{all}</option>
                  {categories.map((c) => (
                    <option key={c.slug} value={c.slug}>
                      {c.label}
                    </option>
                  ))}
                </select>
              </div>
              {isActive && (
                <button
                  type="button"
                  className={styles.clear}
                  onClick={() => {
                    search.setQuery('');
                    search.setCategory(defaultCategory);
                  }}
                >
                  {news.clear}
                </button>
              )}
            </form>
            <p role="status" className={message ? styles.status : styles.statusEmpty}>
              {message}
            </p>
          </>
        )}
      </div>

      {status === 'error' && (
        <div role="alert" className={styles.error}>
          <p className={styles.errorText}>{news.loadError}</p>
          <button type="button" className={styles.retry} onClick={search.retry}>
            {news.retry}
          </button>
        </div>
      )}

      {isActive && results ? (
        results.length > 0 ? (
          <NewsItems items={results.map((entry) => ({ ...entry, snippet: searchSnippet(entry.text, terms) }))} siteInstant={siteInstant} />
        ) : (
          <div className={styles.empty}>
            <p>{news.noResults}</p>
            <p>{news.noResultsHint}</p>
          </div>
        )
      ) : (
        children
      )}
    </>
  );
}

/** 「「ライブ」を含むイベントのニュース：3件」 (「Articles in Events containing “live”: 3」), or that none was found. */
function resultMessage(news: Messages['newsSearch'], query: string, categoryLabel: string | undefined, count: number): string {
  const slots = {
    query: query ? fillTemplate(news.resultQuery, { query }) : '',
    category: categoryLabel ? fillTemplate(news.resultCategory, { category: categoryLabel }) : '',
    count,
  };
  return fillTemplate(count > 0 ? news.resultsFound : news.resultsNone, slots);
}
