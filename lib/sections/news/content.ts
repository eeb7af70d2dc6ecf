/**
 * News articles, `content/news/<slug>.md`. An article exists for the pages only from its `date` (and time) as of
 * `ctx.buildInstant`: every function here but {@link getNewsPublishTimes} answers from the articles published by then.
 */
import { splitDateTime } from '../../format';
import { type ContentContext, cached, cachedAsOf, contentFileLabel, langOf } from '../../content/context';
import { DEFAULT_LANG, type Lang } from '../../i18n/languages';
import { readTranslation } from '../../content/translations';
import { ContentError, type ContentIssue, loadDependency } from '../../content/errors';
import { excerpt, renderMarkdown } from '../../content/markdown';
import { checkBodyImages, checkImages, checkReference, listFiles, readMarkdownFile, valuesAt } from '../../content/read';
import { type NewsCategory, ReferenceSchema } from '../../content/schema';
import { NEWS_TRANSLATED_FIELDS, NewsFrontMatterSchema } from './schema';
import { getSettings, readNewsCategories } from '../../content/settings';
import { type NewsArticle, newestFirst, newsArticleOf, toNewsListItem } from './articles';
import type { NewsSearchEntry } from './search';

export type { NewsCategory } from '../../content/schema';
import { isPublished } from '../../content/context';

/** A news article: the one shape every other form (list row, search entry, feed item, neighbour link) derives from. */
// The shape lives with the pure news helpers, which the browser's code and this loader share.
export type { NewsArticle } from './articles';

/** A news article as listed (no body, no neighbours). */
export type NewsSummary = Omit<NewsArticle, 'bodyHtml' | 'prev' | 'next'>;

/** A category with the number of articles in it. */
export interface NewsCategoryWithCount extends NewsCategory {
  count: number;
}

const SLUG_RE = /^[a-z0-9-]+$/;

type ReadArticle = Omit<NewsArticle, 'prev' | 'next'> & { bodyText: string; images: string[] };

/**
 * A category as the pages of `lang` name it: its English name on English pages (its Japanese one while it has none),
 * and never the field itself, so Japanese pages' props stay as they were.
 */
function categoryInLang({ slug, label, labelEn, color }: NewsCategory, lang: Lang): NewsCategory {
  return { slug, label: lang === DEFAULT_LANG ? label : (labelEn ?? label), color };
}

/** An article's words: the original's, or on a page in another language its translation's. */
interface ArticleText {
  title: string;
  summary: string;
  imageAlt: string | undefined;
  body: { html: string; text: string };
}

/**
 * The words of `news/<name>` in the language of `ctx`, over the original's: undefined when it has no translation (an
 * English list holds translated articles only). A translation counts once it gives a title and a body, and the image's
 * description when the original has an image, so no Japanese is left on the English page.
 */
function articleText(ctx: ContentContext, name: string, original: ArticleText, hasImage: boolean, issues: ContentIssue[]): ArticleText | undefined {
  if (langOf(ctx) === DEFAULT_LANG) return original;
  const t = readTranslation(ctx, `news/${name}`, NewsFrontMatterSchema, NEWS_TRANSLATED_FIELDS, issues);
  if (!t) return undefined;
  // Not translated yet until it has its title, its body and its image's description: the editor writes the file as
  // soon as a translation is begun (or an article is made), so a part-done one waits, in Japanese only, without an error.
  if (t.data.title === undefined || t.body === undefined || (hasImage && t.data.imageAlt === undefined)) return undefined;
  const body = renderMarkdown(t.body);
  return {
    title: t.data.title ?? original.title,
    // Not the original's summary: a translation without one is summed up from its own body.
    summary: t.data.summary ?? excerpt(body.text),
    imageAlt: t.data.imageAlt ?? original.imageAlt,
    body: { html: body.html, text: body.text },
  };
}

/** What the list pages and the top page are handed. */
const toSummary = ({ bodyHtml, bodyText, images, ...summary }: ReadArticle): NewsSummary => {
  void bodyHtml; // lists carry no body
  void bodyText;
  void images;
  return summary;
};

function readNews(ctx: ContentContext): ReadArticle[] {
  return cached(ctx, 'news-files', () => {
    const issues: ContentIssue[] = [];
    // When settings.yaml has a problem of its own, the categories that can be read from it still check the articles.
    const categories = loadDependency(() => getSettings(ctx).newsCategories, issues);
    const knownCategories = categories ?? readNewsCategories(ctx);
    const articles: ReadArticle[] = [];

    for (const name of listFiles(ctx, 'news', '.md')) {
      const parsed = readMarkdownFile(ctx, `news/${name}`, NewsFrontMatterSchema, issues);
      const slug = name.slice(0, -'.md'.length);
      if (!SLUG_RE.test(slug)) {
        issues.push({
          file: contentFileLabel(ctx, `news/${name}`),
          field: '',
          fieldName: 'ファイル名',
          message: 'ファイル名はページの URL になるので、半角の英小文字・数字・ハイフンだけで付けてください（例: 2026-10-03-onair-start.md）',
          found: JSON.stringify(name),
        });
      }
      if (!parsed) continue;
      const categoryRef = valuesAt(parsed, ['category'], ReferenceSchema);
      const category = knownCategories.find((c) => c.slug === categoryRef[0]?.value);
      const categoryIds = knownCategories.map((c) => ({ id: c.slug, label: c.label }));
      const what = `${contentFileLabel(ctx, 'settings.yaml')} の newsCategories にあるカテゴリの id`;
      checkReference(parsed, categoryRef, categoryIds, what, issues);
      checkImages(ctx, parsed, issues);
      const body = renderMarkdown(parsed.body);
      checkBodyImages(ctx, parsed, body.images, issues);
      const fm = parsed.value;
      if (!fm || !category) continue;
      const original = { title: fm.title, summary: fm.summary ?? excerpt(body.text), imageAlt: fm.imageAlt, body };
      const text = articleText(ctx, name, original, fm.image !== undefined, issues);
      if (!text) continue;
      const { date, time } = splitDateTime(fm.date);
      articles.push({
        ...newsArticleOf({
          slug,
          title: text.title,
          date,
          time,
          category: categoryInLang(category, langOf(ctx)),
          image: fm.image !== undefined && text.imageAlt !== undefined ? { src: fm.image, alt: text.imageAlt } : null,
          summary: text.summary,
          bodyHtml: text.body.html,
        }),
        bodyText: text.body.text,
        images: [...(fm.image !== undefined ? [fm.image] : []), ...body.images.map((i) => i.src)],
      });
    }
    if (issues.length > 0 || !categories) throw new ContentError(issues);
    return newestFirst(articles);
  });
}

/** Computed once per build process from the articles published by its instant. */
interface LoadedNews {
  articles: NewsArticle[];
  summaries: NewsSummary[];
  /** The body as plain text, for the search index only. */
  searchDocuments: NewsSearchEntry[];
  categories: NewsCategoryWithCount[];
}

function loadNews(ctx: ContentContext): LoadedNews {
  return cachedAsOf(ctx, 'news', () => {
    const articles = readNews(ctx).filter((a) => isPublished(ctx, a.publishedAt));
    const categories = getSettings(ctx).newsCategories.map((c) => categoryInLang(c, langOf(ctx)));
    const link = (a: ReadArticle | undefined): NewsArticle['prev'] => (a ? { slug: a.slug, title: a.title } : null);
    const counts = new Map<string, number>();
    for (const a of articles) counts.set(a.category.slug, (counts.get(a.category.slug) ?? 0) + 1);
    return {
      articles: articles.map(({ bodyText, images, ...a }, i) => {
        void bodyText; // pages get the HTML only
        void images;
        return { ...a, prev: link(articles[i + 1]), next: link(articles[i - 1]) };
      }),
      summaries: articles.map(toSummary),
      searchDocuments: articles.map((a) => ({ ...toNewsListItem(a), text: a.bodyText })),
      categories: categories.map((c) => ({ ...c, count: counts.get(c.slug) ?? 0 })),
    };
  });
}

/** Out of the export until it is published, with the images it shows. */
export type NewsPublishTime = Pick<ReadArticle, 'slug' | 'title' | 'date' | 'publishedAt' | 'images'>;

/**
 * Every article's publication instant, published yet or not, for the schedule of the site's changes; never handed to a
 * page.
 */
export function getNewsPublishTimes(ctx: ContentContext): NewsPublishTime[] {
  return readNews(ctx).map(({ slug, title, date, publishedAt, images }) => ({ slug, title, date, publishedAt, images }));
}

/** Kept beside the cached value rather than in it, since a Map is not plain data. */
interface NewsLookups {
  bySlug: ReadonlyMap<string, NewsArticle>;
  byCategory: ReadonlyMap<string, readonly NewsSummary[]>;
}
const lookups = new WeakMap<LoadedNews, NewsLookups>();

function newsLookups(ctx: ContentContext): NewsLookups {
  const news = loadNews(ctx);
  let found = lookups.get(news);
  if (!found) {
    const byCategory = new Map<string, NewsSummary[]>(news.categories.map((c) => [c.slug, []]));
    for (const s of news.summaries) byCategory.get(s.category.slug)?.push(s);
    for (const list of byCategory.values()) Object.freeze(list);
    found = { bySlug: new Map(news.articles.map((a) => [a.slug, a])), byCategory };
    lookups.set(news, found);
  }
  return found;
}

/**
 * Every published article, newest first, without bodies; shared and frozen: copy before sorting.
 * @throws ContentError when any news file (or `content/settings.yaml`) is invalid
 */
export function getAllNews(ctx: ContentContext): readonly NewsSummary[] {
  return loadNews(ctx).summaries;
}

/** The articles of one category, newest first, without bodies (shared and frozen). */
export function getNewsByCategory(categorySlug: string, ctx: ContentContext): readonly NewsSummary[] {
  return newsLookups(ctx).byCategory.get(categorySlug) ?? [];
}

/** Every slug, for `getStaticPaths`. */
export function getNewsSlugs(ctx: ContentContext): string[] {
  return loadNews(ctx).articles.map((a) => a.slug);
}

/** One article with its HTML body and neighbours (shared and frozen), or null when no file has that slug. */
export function getNewsBySlug(slug: string, ctx: ContentContext): NewsArticle | null {
  return newsLookups(ctx).bySlug.get(slug) ?? null;
}

/** Every article with its HTML body and neighbours, newest first (shared and frozen). */
export function getAllNewsArticles(ctx: ContentContext): readonly NewsArticle[] {
  return loadNews(ctx).articles;
}

/** Every article's list fields and body text, newest first. */
export function getNewsSearchDocuments(ctx: ContentContext): readonly NewsSearchEntry[] {
  return loadNews(ctx).searchDocuments;
}

/** The categories from `content/settings.yaml`, in their order, each with its number of articles. */
export function getNewsCategories(ctx: ContentContext): readonly NewsCategoryWithCount[] {
  return loadNews(ctx).categories;
}
