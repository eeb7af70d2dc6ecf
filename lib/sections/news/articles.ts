/** Pure helpers for the news section; no Node imports, so pages and components both use them. */
import type { Image, NewsCategory } from '../../content/schema';
import type { NewsFrontMatter } from './schema';
import { toEpochMs, toJstInstant } from '../../format';
import { sectionLabels } from '../shape';
import { DEFAULT_LANG, type Lang } from '../../i18n/languages';
import { type Messages } from '../../i18n/ja';
import { news as jaNews } from '../../i18n/ja/news';
import { fillTemplate } from '../../i18n/template';

/** A news article as its page shows it. */
export interface NewsArticle {
  slug: string;
  title: NewsFrontMatter['title'];
  date: string;
  /** Null when the file gives a date alone. */
  time: string | null;
  publishedAt: string;
  category: NewsCategory;
  image: Image | null;
  /** Front matter `summary`, or the start of the body. */
  summary: string;
  bodyHtml: string;
  prev: NewsLink | null;
  next: NewsLink | null;
}

type NewsLink = Pick<NewsArticle, 'slug' | 'title'>;

export const NEWS_PER_PAGE = 10;

export const HOME_NEWS_COUNT = 5;

/** No body, no image, so list pages stay small. */
export type NewsListItem = Pick<NewsArticle, 'slug' | 'title' | 'date' | 'time' | 'publishedAt' | 'category'>;

/** The list fields of an article (or of any form of it). */
export function toNewsListItem({ slug, title, date, time, publishedAt, category }: NewsListItem): NewsListItem {
  return { slug, title, date, time, publishedAt, category: { slug: category.slug, label: category.label, color: category.color } };
}

/** An article from its file's fields: the loader and the editor's preview build it alike. */
export function newsArticleOf(fields: Omit<NewsArticle, 'publishedAt' | 'prev' | 'next'>): Omit<NewsArticle, 'prev' | 'next'> {
  const { slug, title, date, time, category, image, summary, bodyHtml } = fields;
  return { slug, title, date, time, publishedAt: toJstInstant(date, time), category, image, summary, bodyHtml };
}

/** Newest first; at the same minute, the later slug first, so the order is stable. Returns a sorted copy. */
export function newestFirst<T extends Pick<NewsArticle, 'slug' | 'publishedAt'>>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) =>
    a.publishedAt === b.publishedAt ? b.slug.localeCompare(a.slug) : toEpochMs(b.publishedAt) - toEpochMs(a.publishedAt),
  );
}

/** An empty list still has one page (it says there is nothing yet). */
export function pageCount(total: number, perPage: number = NEWS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The articles on page `page` (1-based) of a list. @throws RangeError when the page does not exist */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number = NEWS_PER_PAGE): T[] {
  if (!Number.isInteger(page) || page < 1 || page > pageCount(items.length, perPage)) {
    throw new RangeError(`expected a page from 1 to ${pageCount(items.length, perPage)}, got ${page}`);
  }
  return items.slice((page - 1) * perPage, page * perPage);
}

/** Page 1 is the list's own URL, so only later pages need a path. */
export function laterPageNumbers(total: number, perPage: number = NEWS_PER_PAGE): number[] {
  return Array.from({ length: pageCount(total, perPage) - 1 }, (_, i) => i + 2);
}

/** The URL of a list page. */
export function newsListPath(page: number, category: string | null = null): string {
  const base = category === null ? '/news/' : `/news/category/${category}/`;
  return page <= 1 ? base : `${base}page/${page}/`;
}

/** Only the canonical spelling counts (`"2"`, not `"02"` or `"1"`), so each page has exactly one URL. */
export function parsePageParam(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d*$/.test(value)) return null;
  const page = Number(value);
  return page >= 2 ? page : null;
}

/** An entry of the pagination bar. */
export type PaginationEntry = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/** A gap of a single page is shown as that page instead, so a gap always hides at least two. */
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

/** A 「post on X」 intent link. */
export function shareOnXUrl(text: string, url: string): string {
  const params = new URLSearchParams({ text, url });
  return `https://x.com/intent/post?${params.toString()}`;
}

/**
 * The section's name on a page in `lang`: in Japanese the series' (site.json); in another language the catalogue's,
 * since site.json's Latin label is a heading ornament (「NEWS」), not a name to write in a sentence.
 */
export function newsSectionName(lang: Lang, news: Messages['news']): string {
  return lang === DEFAULT_LANG ? sectionLabels('news').labelJa : news.sectionName;
}

/** Later pages get 「（2ページ目）」 in the title, so every page of a list has its own title. */
export function newsListTitles(
  categoryLabel: string | null,
  page: number,
  lang: Lang = DEFAULT_LANG,
  news: Messages['news'] = jaNews,
): { heading: string; title: string } {
  const name = newsSectionName(lang, news);
  const heading = categoryLabel === null ? name : fillTemplate(news.categoryHeading, { name, category: categoryLabel });
  return { heading, title: page > 1 ? fillTemplate(news.pageTitle, { heading, page }) : heading };
}
