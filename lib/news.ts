/**
 * Pure helpers for the news section: list URLs, pagination and the share link. No Node imports, so both
 * pages (at build time) and components (in the browser) use them.
 */
import type { NewsArticle } from './content/news';
import { toEpochMs, toJstInstant } from './format';

/** Articles per list page (「/news/」, 「/news/page/2/」, 「/news/category/event/」 …). */
export const NEWS_PER_PAGE = 10;

/** How many articles the top page shows. */
export const HOME_NEWS_COUNT = 5;

/** What a news list row needs: no body, no image, so list pages stay small. */
export type NewsListItem = Pick<NewsArticle, 'slug' | 'title' | 'date' | 'time' | 'publishedAt' | 'category'>;

/** The list fields of an article (or of any form of it): the list pages, the top page and the search index. */
export function toNewsListItem({ slug, title, date, time, publishedAt, category }: NewsListItem): NewsListItem {
  return { slug, title, date, time, publishedAt, category: { slug: category.slug, label: category.label, color: category.color } };
}

/**
 * An article from its file's fields (its date split into day and minute, its body rendered): the loader and the
 * editor's preview build it alike. `publishedAt` is the day at the minute (or 00:00) in Japan.
 */
export function newsArticleOf(fields: Omit<NewsArticle, 'publishedAt' | 'prev' | 'next'>): Omit<NewsArticle, 'prev' | 'next'> {
  const { slug, title, date, time, category, image, summary, bodyHtml } = fields;
  return { slug, title, date, time, publishedAt: toJstInstant(date, time), category, image, summary, bodyHtml };
}

/**
 * Articles newest first (the order of every list, feed and index); at the same minute, the later slug first, so the
 * order is stable. Returns a sorted copy.
 */
export function newestFirst<T extends Pick<NewsArticle, 'slug' | 'publishedAt'>>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) =>
    a.publishedAt === b.publishedAt ? b.slug.localeCompare(a.slug) : toEpochMs(b.publishedAt) - toEpochMs(a.publishedAt),
  );
}

/**
 * Number of list pages for `total` articles; an empty list still has one page (it says there is nothing yet).
 * @param total number of articles in the list
 * @param perPage articles per page
 */
export function pageCount(total: number, perPage: number = NEWS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * The articles on page `page` (1-based) of a list.
 * @throws RangeError when the page does not exist (below 1, above {@link pageCount}, or not a whole number)
 */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number = NEWS_PER_PAGE): T[] {
  if (!Number.isInteger(page) || page < 1 || page > pageCount(items.length, perPage)) {
    throw new RangeError(`expected a page from 1 to ${pageCount(items.length, perPage)}, got ${page}`);
  }
  return items.slice((page - 1) * perPage, page * perPage);
}

/**
 * The numbers of the pages after the first, for `getStaticPaths` of `…/page/[page]` (page 1 is the list's own URL).
 * @param total number of articles in the list
 */
export function laterPageNumbers(total: number, perPage: number = NEWS_PER_PAGE): number[] {
  return Array.from({ length: pageCount(total, perPage) - 1 }, (_, i) => i + 2);
}

/**
 * The URL of a list page: `/news/`, `/news/page/2/`, `/news/category/event/`, `/news/category/event/page/2/`.
 * @param page 1-based page number
 * @param category a category slug, or null for every category
 */
export function newsListPath(page: number, category: string | null = null): string {
  const base = category === null ? '/news/' : `/news/category/${category}/`;
  return page <= 1 ? base : `${base}page/${page}/`;
}

/**
 * Reads a `[page]` route parameter. Only the canonical spelling of a page after the first counts
 * (`"2"`, not `"02"`, `"1"` or `"x"`), so each page has exactly one URL.
 * @returns the page number, or null when the parameter does not name such a page
 */
export function parsePageParam(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d*$/.test(value)) return null;
  const page = Number(value);
  return page >= 2 ? page : null;
}

/** An entry of the pagination bar: a page number, or a gap (「…」) standing for pages left out. */
export type PaginationEntry = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/**
 * The page numbers to show in a pagination bar: always the first and last page, the current page and
 * `siblings` pages either side of it; runs of left-out pages become one gap. A gap of a single page is shown
 * as that page instead, so a gap always hides at least two pages.
 * @param current the current page (1-based)
 * @param total the number of pages
 */
export function paginationEntries(current: number, total: number, siblings = 1): PaginationEntry[] {
  const shown = new Set<number>([1, total]);
  for (let p = current - siblings; p <= current + siblings; p += 1) if (p >= 1 && p <= total) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const entries: PaginationEntry[] = [];
  pages.forEach((page, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous === 2) entries.push({ kind: 'page', page: previous + 1 });
    if (previous !== undefined && page - previous > 2) entries.push({ kind: 'gap', after: previous });
    entries.push({ kind: 'page', page });
  });
  return entries;
}

/**
 * A 「post on X」 intent link: `https://x.com/intent/post?text=…&url=…`, both values URL-encoded.
 * @param text the post text (the article title and the series name)
 * @param url the absolute URL of the page
 */
export function shareOnXUrl(text: string, url: string): string {
  const params = new URLSearchParams({ text, url });
  return `https://x.com/intent/post?${params.toString()}`;
}

/**
 * The heading and the document title of a list page: 「ニュース」, 「ニュース：イベント」, and for later pages
 * 「ニュース（2ページ目）」 as the title, so every page of a list has its own title.
 * @param categoryLabel the list's category label, or null for every category
 */
export function newsListTitles(categoryLabel: string | null, page: number): { heading: string; title: string } {
  const heading = categoryLabel === null ? 'ニュース' : `ニュース：${categoryLabel}`;
  return { heading, title: page > 1 ? `${heading}（${page}ページ目）` : heading };
}
