import type { z } from 'zod';
import type { ScheduleInput } from '../../clock';
import type { NewsSearchEntry } from '../../newsSearch';
import type { FileCollection, FolderCollection } from '../../cms/collections';
import type { SectionName } from '../../sections';
import type { ContentContext } from '../context';
import type { NewsArticle, NewsCategory } from '../news';
import type { OnAir } from '../onair';
import type { EpisodeSummary } from '../story';

/** A kind of file under `content/`, with the schema that checks it (null: not loaded). */
export interface ContentFile {
  /** Its path inside `content/`, with forward slashes. */
  pattern: RegExp;
  schema: z.ZodType | null;
}

/**
 * What a section is in Node (its browser part, menu entry and paths, is `lib/sections/<name>.ts`): its files and
 * their schemas, its loaders, what `loadAllContent()` holds of it, its line of `npm run content:check`, its editor
 * collections, and its share of what the build writes beside the pages. Its JSON-LD is its pages' own
 * (`lib/jsonLd.ts`), and the sitemap lists whatever pages the export holds.
 */
export interface ContentSection<T extends object> {
  files: readonly ContentFile[];
  /**
   * The sections whose files its loaders read (episodes' air times from the stations): while it is on, theirs are
   * read and checked even if a series has them off (their pages are still not exported).
   */
  needs?: readonly SectionName[];
  /** The loaders the content check runs, each on its own, so that one broken file does not hide another's problems. */
  loaders: ReadonlyArray<(ctx: ContentContext) => unknown>;
  /** Everything the section shows, loaded and checked: its share of `AllContent`. */
  load: (ctx: ContentContext) => T;
  /** What `npm run content:check` says of it when the content is valid: how much there is, what is timed for later. */
  summary?(content: T, ctx: ContentContext): string[];
  /** Its collections in the browser editor (`lib/cms/`): folders of Markdown files, and a group of single files. */
  editor: { folders?: readonly FolderCollection[]; files?: FileCollection };
  /** Its share of the changes of the site (`../clock.ts`); the shares are merged, arrays joined in the registry's order. */
  schedule?(ctx: ContentContext): Partial<ScheduleInput>;
  /** Its timed images: those of items not yet public are left out of the export (`../clock.ts`). */
  withheld?(ctx: ContentContext): ReadonlyArray<{ at: string; images: readonly string[] }>;
  /** The articles and categories of its RSS and Atom feeds (`pipeline/feeds.ts`). */
  feeds?(ctx: ContentContext): { articles: readonly FeedArticle[]; categories: readonly NewsCategory[] };
  /** The entries of its search index (`pipeline/searchIndex.ts`), newest first. */
  searchIndex?(ctx: ContentContext): readonly NewsSearchEntry[];
  /** The episodes and stations of its broadcast calendars (`pipeline/calendar.ts`). */
  calendars?(ctx: ContentContext): { episodes: readonly CalendarEpisode[]; onair: Pick<OnAir, 'stations' | 'fastest'> };
}

/** What a feed needs of an article (what `loadAllContent().news` holds). */
export type FeedArticle = Pick<NewsArticle, 'slug' | 'title' | 'publishedAt' | 'category' | 'image' | 'summary' | 'bodyHtml'>;

/** What a calendar needs of an episode. */
export type CalendarEpisode = Pick<EpisodeSummary, 'number' | 'slug' | 'title' | 'airDate'>;

/** Declares a section, keeping the type of what it loads. */
export const contentSection = <T extends object>(section: ContentSection<T>): ContentSection<T> => section;
