import { NEWS_COLLECTION } from '../../cms/collections';
import { type NewsArticle, type NewsCategoryWithCount, getAllNewsArticles, getNewsCategories, getNewsPublishTimes, getNewsSearchDocuments } from '../news';
import { getSettings } from '../settings';
import { NewsFrontMatterSchema } from '../schema';
import { scheduledNote } from './summary';
import { contentSection } from './section';

export const news = contentSection({
  files: [{ pattern: /^news\/[^/]+\.md$/, schema: NewsFrontMatterSchema }],
  loaders: [getNewsCategories],
  load: (ctx): { newsCategories: readonly NewsCategoryWithCount[]; news: readonly NewsArticle[] } => ({
    newsCategories: getNewsCategories(ctx),
    /** Newest first, with bodies. */
    news: getAllNewsArticles(ctx),
  }),
  summary: ({ newsCategories }, ctx) => {
    const times = getNewsPublishTimes(ctx);
    const byCategory = newsCategories.map((c) => `${c.label} ${c.count}`).join('、');
    const ahead = scheduledNote(times.map((a) => a.publishedAt), ctx.buildInstant, '件', '');
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
        summary: '{{date}}　{{title}}',
        sortBy: 'date',
        references: (options) => ({ category: options.newsCategories }),
        defaults: { date: '{{now}}' },
      },
    ],
  },
  // Publication, and the NEW mark running out.
  schedule: (ctx) => ({ news: getNewsPublishTimes(ctx) }),
  withheld: (ctx) => getNewsPublishTimes(ctx).map((a) => ({ at: a.publishedAt, images: a.images })),
  feeds: (ctx) => ({ articles: getAllNewsArticles(ctx), categories: getSettings(ctx).newsCategories }),
  searchIndex: getNewsSearchDocuments,
});
