/**
 * News articles: `content/news/<slug>.md`, front matter checked by `NewsFrontMatterSchema`, body rendered to
 * sanitised HTML. The slug is the file name without `.md`.
 *
 * Cross-checks: the category exists in `content/settings.yaml`, images exist in `public/`, the file name is a
 * URL-safe slug (lowercase, so two files cannot differ only by case).
 */
import path from 'node:path';
import { type ContentContext, cached, createContentContext, fileLabel } from './context';
import { ContentError, type ContentIssue, loadDependency } from './errors';
import { excerpt, renderMarkdown } from './markdown';
import { checkBodyImages, checkImages, listFiles, readMarkdownFile } from './read';
import { type Image, type NewsCategory, type NewsFrontMatter, NewsFrontMatterSchema } from './schema';
import { getSettings } from './settings';

export type { NewsCategory, NewsFrontMatter } from './schema';

/** A news article as listed (no body). */
export interface NewsSummary extends Pick<NewsFrontMatter, 'title' | 'date'> {
  /** File name without `.md`; the URL is `/news/<slug>`. */
  slug: string;
  /** The category with its display label. */
  category: NewsCategory;
  /** Eye-catch image, or null. */
  image: Image | null;
  /** Front matter `summary`, or the start of the body. */
  summary: string;
}

/** Title and slug of a neighbouring article. */
export interface NewsLink {
  slug: string;
  title: string;
}

/** A full news article. */
export interface NewsArticle extends NewsSummary {
  /** Sanitised HTML of the body. */
  bodyHtml: string;
  /** The article published just before this one (older), or null. */
  prev: NewsLink | null;
  /** The article published just after this one (newer), or null. */
  next: NewsLink | null;
}

/** An article's list fields and the plain text of its body: one document of the news search index. */
export interface NewsSearchDocument extends Pick<NewsSummary, 'slug' | 'title' | 'date' | 'category'> {
  /** The body as plain text, white space collapsed (no HTML). */
  text: string;
}

/** A category with the number of articles in it. */
export interface NewsCategoryWithCount extends NewsCategory {
  count: number;
}

const SLUG_RE = /^[a-z0-9-]+$/;

/** An article as cached: with the body's plain text, which only the search index uses. */
type LoadedArticle = NewsArticle & { bodyText: string };

function loadNews(ctx: ContentContext): LoadedArticle[] {
  return cached(ctx, 'news', () => {
    const issues: ContentIssue[] = [];
    const categories = loadDependency(() => getSettings(ctx).newsCategories, issues);
    const articles: Omit<LoadedArticle, 'prev' | 'next'>[] = [];

    for (const name of listFiles(ctx, 'news', '.md')) {
      const parsed = readMarkdownFile(ctx, `news/${name}`, NewsFrontMatterSchema, issues);
      const slug = name.slice(0, -'.md'.length);
      if (!SLUG_RE.test(slug)) {
        issues.push({
          file: fileLabel(ctx, path.join(ctx.contentDir, 'news', name)),
          field: 'slug',
          message: `expected a file name of lowercase letters, digits and hyphens (it becomes the URL), got ${JSON.stringify(slug)}`,
        });
      }
      if (!parsed) continue;
      const fm = parsed.value;
      const category = categories?.find((c) => c.slug === fm.category);
      if (categories && !category) {
        issues.push({
          file: parsed.file,
          field: 'category',
          message: `expected one of the categories in content/settings.yaml (${categories.map((c) => c.slug).join(', ')}), got ${JSON.stringify(fm.category)}`,
          line: parsed.locate(['category']),
        });
      }
      checkImages(ctx, parsed, issues);
      const body = renderMarkdown(parsed.body);
      checkBodyImages(ctx, parsed.file, body.imageSrcs, issues);
      if (!category) continue;
      articles.push({
        slug,
        title: fm.title,
        date: fm.date,
        category,
        image: fm.image !== undefined && fm.imageAlt !== undefined ? { src: fm.image, alt: fm.imageAlt } : null,
        summary: fm.summary ?? excerpt(body.text),
        bodyHtml: body.html,
        bodyText: body.text,
      });
    }
    if (issues.length > 0) throw new ContentError(issues);
    // Newest first; on the same day, the later slug first so the order is stable.
    articles.sort((a, b) => (a.date === b.date ? b.slug.localeCompare(a.slug) : b.date.localeCompare(a.date)));
    const link = (a: Omit<LoadedArticle, 'prev' | 'next'> | undefined): NewsLink | null =>
      a ? { slug: a.slug, title: a.title } : null;
    return articles.map((a, i) => ({ ...a, prev: link(articles[i + 1]), next: link(articles[i - 1]) }));
  });
}

/**
 * Every news article, newest first, without bodies.
 * @throws ContentError when any news file (or `content/settings.yaml`) is invalid
 */
export function getAllNews(ctx: ContentContext = createContentContext()): NewsSummary[] {
  return loadNews(ctx).map((a) => ({
    slug: a.slug,
    title: a.title,
    date: a.date,
    category: a.category,
    image: a.image,
    summary: a.summary,
  }));
}

/** Every slug, for `getStaticPaths`. */
export function getNewsSlugs(ctx: ContentContext = createContentContext()): string[] {
  return loadNews(ctx).map((a) => a.slug);
}

/**
 * One article with its HTML body and neighbours, or null when no file has that slug.
 * @param slug file name without `.md`
 */
export function getNewsBySlug(slug: string, ctx: ContentContext = createContentContext()): NewsArticle | null {
  const found = loadNews(ctx).find((a) => a.slug === slug);
  if (!found) return null;
  const { bodyText, ...article } = found;
  void bodyText; // pages get the HTML only
  return article;
}

/**
 * Every article's list fields and body text, newest first: what `scripts/news-search-index.mjs` writes to the
 * search index that the news page fetches in the browser.
 */
export function getNewsSearchDocuments(ctx: ContentContext = createContentContext()): NewsSearchDocument[] {
  return loadNews(ctx).map((a) => ({ slug: a.slug, title: a.title, date: a.date, category: a.category, text: a.bodyText }));
}

/** The categories from `content/settings.yaml`, in their order, each with its number of articles. */
export function getNewsCategories(ctx: ContentContext = createContentContext()): NewsCategoryWithCount[] {
  const news = loadNews(ctx);
  return getSettings(ctx).newsCategories.map((c) => ({
    ...c,
    count: news.filter((a) => a.category.slug === c.slug).length,
  }));
}
