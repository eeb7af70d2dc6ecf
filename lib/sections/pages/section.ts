import { WRITTEN_PAGES_COLLECTION } from '../../cms/collections';
import { WRITTEN_PAGE_TRANSLATED, type WrittenPage, getWrittenPageImages, getWrittenPagePublishTimes, getWrittenPages } from './content';
import { langOf } from '../../content/context';
import { pathInLang } from '../../i18n/languages';
import { WrittenPageFrontMatterSchema } from './schema';
import { scheduledNote } from '../summary';
import { contentSection } from '../contentSection';
import { writtenPagePath } from '.';
import { aheadOf } from '../../content/context';
import type { RankedChange } from '../../clock';
import type { Instant } from '../../format';

/** A timed page's publication. */
export const pageChange = (page: { title: string; publishedAt: Instant }): RankedChange => ({
  at: page.publishedAt,
  kind: 'page',
  rank: 30,
  what: `ページ「${page.title}」を公開`,
});

export const pages = contentSection({
  files: [{ pattern: /^pages\/[^/]+\.md$/, schema: WrittenPageFrontMatterSchema, optional: true, translated: WRITTEN_PAGE_TRANSLATED }],
  loaders: [getWrittenPages],
  load: (ctx): { pages: readonly WrittenPage[] } => ({ pages: getWrittenPages(ctx) }),
  paths: (ctx) => getWrittenPages(ctx).map((page) => writtenPagePath(page.slug)),
  // In another language, the pages that have their translation.
  langPaths: (ctx) => getWrittenPages(ctx).map((page) => pathInLang(langOf(ctx), writtenPagePath(page.slug))),
  summary: ({ pages: published }, ctx) => {
    const timed = getWrittenPagePublishTimes(ctx).map((p) => p.publishedAt);
    const later = aheadOf(ctx, timed).length;
    const total = published.length + later;
    return total > 0 ? [`ページ: ${total} ページ${scheduledNote(timed, ctx, 'ページ', '')}`] : [];
  },
  editor: {
    folders: [
      {
        name: WRITTEN_PAGES_COLLECTION,
        label: 'ページ',
        labelSingular: 'ページ',
        folder: 'pages',
        schema: WrittenPageFrontMatterSchema,
        markdown: true,
        imageSection: 'pages',
        // The file name is the URL: from the Latin label, in lower case (「SPECIAL」 → special.md).
        slug: '{{fields.label | lower}}',
        // 予約: when the page goes public (empty: with the next build).
        summary: "{{label}}　{{title}}　公開: {{publishAt | default('すぐ')}}",
        sortBy: 'label',
      },
    ],
  },
  // Publication only: a page has no NEW mark.
  schedule: (ctx) => getWrittenPagePublishTimes(ctx).map(pageChange),
  withheld: getWrittenPageImages,
});
