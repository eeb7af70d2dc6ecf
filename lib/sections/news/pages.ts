/** Build-time data for the news pages' `getStaticProps` and `getStaticPaths`, read through the news loader, and an article's JSON-LD. */
import type { NewsArticle as NewsArticleJsonLd, WithContext } from 'schema-dts';
import { SCHEMA_CONTEXT, publisherJsonLd } from '../../jsonLd';
import { SHARE_IMAGE } from '../../siteImages';
import { absoluteUrl } from '../../url';
import { getSiteInstant } from '../../content/clock';
import type { ContentContext } from '../../content/context';
import {
  type NewsArticle,
  type NewsCategoryWithCount,
  getAllNews,
  getNewsByCategory,
  getNewsBySlug,
  getNewsCategories,
  getNewsSlugs,
  type NewsSummary,
} from './content';
import type { NewsCategory } from '../../content/schema';
import { type NewsListItem, laterPageNumbers, pageCount, pageSlice, toNewsListItem } from './articles';
import { newsPath } from '.';
import { DEFAULT_LANG, type Lang, pathInLang } from '../../i18n/languages';

/** Props of every news list page. */
export interface NewsListPageProps {
  items: NewsListItem[];
  page: number;
  totalPages: number;
  total: number;
  category: NewsCategory | null;
  categories: readonly NewsCategoryWithCount[];
  /** NEW marks are computed from it, so they are fixed until the next build. */
  siteInstant: string;
}

/** Props of an article page. */
export interface NewsArticlePageProps {
  article: NewsArticle;
  siteInstant: string;
}

/**
 * Props of one list page.
 * @returns null when the category or the page does not exist (the route answers 404)
 */
export function getNewsListPageProps(ctx: ContentContext, page: number, categorySlug: string | null = null): NewsListPageProps | null {
  const categories = getNewsCategories(ctx);
  const category = categorySlug === null ? null : categories.find((c) => c.slug === categorySlug);
  if (category === undefined) return null;
  // Looked up, not filtered: each list page then costs its own items, not every article.
  const all = category === null ? getAllNews(ctx) : getNewsByCategory(category.slug, ctx);
  if (!Number.isInteger(page) || page < 1 || page > pageCount(all.length)) return null;
  return {
    items: pageSlice(all, page).map(toNewsListItem),
    page,
    totalPages: pageCount(all.length),
    total: all.length,
    category: category === null ? null : { slug: category.slug, label: category.label, color: category.color },
    categories,
    siteInstant: getSiteInstant(ctx),
  };
}

/** Pages after the first of the list of every category. */
export function getNewsPagePaths(ctx: ContentContext): { params: { page: string } }[] {
  return laterPageNumbers(getAllNews(ctx).length).map((page) => ({ params: { page: String(page) } }));
}

/** The first page of each category, empty ones included. */
export function getNewsCategoryPaths(ctx: ContentContext): { params: { category: string } }[] {
  return getNewsCategories(ctx).map((c) => ({ params: { category: c.slug } }));
}

/** Pages after the first of each category. */
export function getNewsCategoryPagePaths(ctx: ContentContext): { params: { category: string; page: string } }[] {
  return getNewsCategories(ctx).flatMap((c) =>
    laterPageNumbers(c.count).map((page) => ({ params: { category: c.slug, page: String(page) } })),
  );
}

/** Every article's path. */
export function getNewsArticlePaths(ctx: ContentContext): { params: { slug: string } }[] {
  return getNewsSlugs(ctx).map((slug) => ({ params: { slug } }));
}

/**
 * Props of an article page.
 * @returns null when no article has that slug
 */
export function getNewsArticlePageProps(ctx: ContentContext, slug: string): NewsArticlePageProps | null {
  const article = getNewsBySlug(slug, ctx);
  return article ? { article, siteInstant: getSiteInstant(ctx) } : null;
}

/**
 * `NewsArticle` for an article page; without an eye-catch the share image, as Google asks for an image. The headline,
 * description and section are the article's in the page's language (`lang`), and so is its URL.
 */
export function newsArticleJsonLd(
  article: Pick<NewsSummary, 'slug' | 'title' | 'publishedAt' | 'category' | 'image' | 'summary'>,
  lang: Lang = DEFAULT_LANG,
): WithContext<NewsArticleJsonLd> {
  const url = absoluteUrl(pathInLang(lang, newsPath(article.slug)));
  const published = article.publishedAt;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.summary,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [absoluteUrl(article.image?.src ?? SHARE_IMAGE)],
    datePublished: published,
    dateModified: published,
    articleSection: article.category.label,
    inLanguage: 'ja',
    author: publisherJsonLd(),
    publisher: publisherJsonLd(),
  };
}
