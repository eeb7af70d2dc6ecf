import { NEWS_COLLECTION } from '../../cms/collections';
import { type NewsArticle, type NewsCategoryWithCount, getAllNewsArticles, getNewsCategories, getNewsPublishTimes, getNewsSearchDocuments } from './content';
import { getSettings } from '../../content/settings';
import { type ContentContext, inLang, langOf } from '../../content/context';
import { siteLanguagesOf } from '../../content/translations';
import { siteTextOf } from '../../content/siteText';
import { CATALOGUES } from '../../i18n/catalogue';
import { DEFAULT_LANG, pathInLang } from '../../i18n/languages';
import { fillTemplate } from '../../i18n/template';
import { NEWS_TRANSLATED_FIELDS } from './schema';
import { NewsFrontMatterSchema } from './schema';
import { scheduledNote } from '../summary';
import { type FeedItem, type SectionFeed, contentSection } from '../contentSection';
import { laterPageNumbers, newestFirst, newsListPath } from './articles';
import { newsPath } from '.';
import { FEED_ITEM_COUNT, NEWS_ATOM_PATH, NEWS_RSS_PATH, categoryFeedPaths } from '../../feedLinks';
import { NEWS_SEARCH_INDEX_PATH, buildNewsSearchIndex } from './search';
import type { NewsCategory } from '../../content/schema';
import { site } from '../../site';
import type { RankedChange } from '../../clock';
import type { Instant } from '../../format';
import { NEWS_NEW_DAYS, newsNewUntil } from './newness';

/** What a feed needs of an article (what `loadAllContent().news` holds). */
export type FeedArticle = Pick<NewsArticle, 'slug' | 'title' | 'publishedAt' | 'category' | 'image' | 'summary' | 'bodyHtml'>;

/**
 * The news feeds: every article, and each category's (even an empty one), newest first. In another language than the
 * default (`ctx` of an English page), the same feeds under `/en/`, of the translated articles, in its words.
 */
export function newsFeeds(articles: readonly FeedArticle[], categories: readonly NewsCategory[], ctx?: ContentContext): SectionFeed[] {
  const lang = ctx ? langOf(ctx) : DEFAULT_LANG;
  const words = CATALOGUES[lang].newsFeeds;
  const text = ctx ? siteTextOf(ctx) : site;
  const inLangPath = (path: string) => pathInLang(lang, path);
  const inLangPaths = ({ rss, atom }: { rss: string; atom: string }) => ({ rss: inLangPath(rss), atom: inLangPath(atom) });
  const language = lang === DEFAULT_LANG ? {} : { language: { lang, title: text.title, copyright: text.copyright } };
  const items = newestFirst(articles).map((article): FeedItem => ({
    path: inLangPath(newsPath(article.slug)),
    title: article.title,
    publishedAt: article.publishedAt,
    summary: article.summary,
    bodyHtml: article.bodyHtml,
    category: { label: article.category.label, slug: article.category.slug, listPath: inLangPath(newsListPath(1, article.category.slug)) },
    image: article.image?.src ?? null,
  }));
  return [
    {
      title: fillTemplate(words.feedTitle, { site: text.title }),
      description: fillTemplate(words.feedDescription, { siteName: text.siteName }),
      listPath: inLangPath(newsListPath(1)),
      paths: inLangPaths({ rss: NEWS_RSS_PATH, atom: NEWS_ATOM_PATH }),
      items,
      ...language,
    },
    ...categories.map((category) => ({
      title: fillTemplate(words.categoryFeedTitle, { category: category.label, site: text.title }),
      description: fillTemplate(words.categoryFeedDescription, { category: category.label, siteName: text.siteName }),
      listPath: inLangPath(newsListPath(1, category.slug)),
      paths: inLangPaths(categoryFeedPaths(category.slug)),
      items: items.filter((item) => item.category.slug === category.slug),
      ...language,
    })),
  ];
}

/** `ctx` in each language the site publishes besides the default: the English pages', feeds' and index's. */
const otherLanguages = (ctx: ContentContext): ContentContext[] =>
  siteLanguagesOf(ctx).filter((lang) => lang !== DEFAULT_LANG).map((lang) => inLang(ctx, lang));

/** The list pages, category pages with their feeds, articles, feeds and search index, in the language of `ctx`. */
function newsPaths(ctx: ContentContext): string[] {
  const articles = getAllNewsArticles(ctx);
  return [
    ...[1, ...laterPageNumbers(articles.length)].map((page) => newsListPath(page)),
    ...getNewsCategories(ctx).flatMap((c) => [
      ...[1, ...laterPageNumbers(c.count)].map((page) => newsListPath(page, c.slug)),
      ...Object.values(categoryFeedPaths(c.slug)),
    ]),
    ...articles.map((a) => newsPath(a.slug)),
    NEWS_RSS_PATH,
    NEWS_ATOM_PATH,
    NEWS_SEARCH_INDEX_PATH,
  ].map((path) => pathInLang(langOf(ctx), path));
}

/** Each article's publication, and its NEW mark running out `newDays` after its date. */
export function newsChanges(articles: ReadonlyArray<{ title: string; date: string; publishedAt: Instant }>, newDays: number = NEWS_NEW_DAYS): RankedChange[] {
  return articles.flatMap((article) => [
    { at: article.publishedAt, kind: 'news', rank: 20, what: `ニュース「${article.title}」を公開` },
    { at: newsNewUntil(article.date, newDays), kind: 'newExpires', rank: 90, what: `ニュース「${article.title}」の NEW の印が外れる` },
  ]);
}

export const news = contentSection({
  // An article's words; its date, category and image are the same in every language.
  files: [{ pattern: /^news\/[^/]+\.md$/, schema: NewsFrontMatterSchema, translated: NEWS_TRANSLATED_FIELDS }],
  loaders: [getNewsCategories],
  // An article's category is chosen from the settings' list.
  editorOptions: (ctx) => ({ newsCategories: getSettings(ctx).newsCategories.map((c) => ({ value: c.slug, label: c.label })) }),
  load: (ctx): { newsCategories: readonly NewsCategoryWithCount[]; news: readonly NewsArticle[] } => ({
    newsCategories: getNewsCategories(ctx),
    /** Newest first, with bodies. */
    news: getAllNewsArticles(ctx),
  }),
  // The lists and their later pages, each category's with its feeds, the articles, and the feeds and search index.
  paths: newsPaths,
  // The same pages under /en/, each list of the translated articles only: an untranslated article has no English page.
  langPaths: newsPaths,
  summary: ({ newsCategories }, ctx) => {
    const times = getNewsPublishTimes(ctx);
    const byCategory = newsCategories.map((c) => `${c.label} ${c.count}`).join('、');
    const ahead = scheduledNote(times.map((a) => a.publishedAt), ctx, '件', '');
    return [`ニュース: ${times.length} 件${ahead}${ahead ? `。公開中: ${byCategory}` : `（${byCategory}）`}`];
  },
  editor: {
    folders: [
      {
        name: NEWS_COLLECTION,
        label: 'ニュース',
        labelSingular: '記事',
        folder: 'news',
        schema: NewsFrontMatterSchema,
        markdown: true,
        imageSection: 'news',
        // The date and the category's id: `2026-12-01-event.md`. Titles are Japanese, which a URL would lose.
        slug: "{{fields.date | date('YYYY-MM-DD')}}-{{fields.category}}",
        // 予約: the list shows when each article goes public (the check keeps it out of every build before).
        summary: '{{title}}　公開: {{date}}',
        sortBy: 'date',
        references: (options) => ({ category: options.newsCategories }),
        defaults: { date: '{{now}}' },
      },
    ],
  },
  // Publication, and the NEW mark running out.
  schedule: (ctx) => newsChanges(getNewsPublishTimes(ctx)),
  withheld: (ctx) => getNewsPublishTimes(ctx).map((a) => ({ at: a.publishedAt, images: a.images })),
  feeds: (ctx) => {
    const articles = getAllNewsArticles(ctx);
    const { newsCategories } = getSettings(ctx);
    const others = otherLanguages(ctx).map((other) => ({ other, articles: getAllNewsArticles(other) }));
    return {
      feeds: [
        ...newsFeeds(articles, newsCategories),
        ...others.flatMap(({ other, articles: translated }) => newsFeeds(translated, getNewsCategories(other), other)),
      ],
      note: [
        `全体 ${Math.min(articles.length, FEED_ITEM_COUNT)} 件 + カテゴリ ${newsCategories.length} 種`,
        ...others.map(({ other, articles: translated }) => `${langOf(other)} 全体 ${Math.min(translated.length, FEED_ITEM_COUNT)} 件 + カテゴリ ${newsCategories.length} 種`),
      ].join('、'),
    };
  },
  // One index per language, beside its list (/en/news/search-index.json): a search box finds its page's articles.
  searchIndex: (ctx) =>
    [ctx, ...otherLanguages(ctx)].map((each) => ({
      path: pathInLang(langOf(each), NEWS_SEARCH_INDEX_PATH),
      index: buildNewsSearchIndex(getNewsSearchDocuments(each)),
    })),
});
