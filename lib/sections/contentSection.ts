import type { Lang } from '../i18n/languages';
import type { z } from 'zod';
import type { RankedChange } from '../clock';
import type { FileCollection, FolderCollection, ReferenceOptions, SingleFile } from '../cms/collections';
import type { SectionName } from '.';
import type { ContentContext } from '../content/context';
import type { OnAir } from './onair/content';
import type { EpisodeSummary } from './story/content';
import type { Work } from '../content/works';
import type { WorkRef } from '../works';

/** A kind of file under `content/`, with the schema that checks it (null: not loaded). */
export interface ContentFile {
  pattern: RegExp;
  schema: z.ZodType | null;
  /** A kind of file a series may have none of (the written pages); every other one is in every series. */
  optional?: boolean;
  /**
   * The fields a translation beside it may give (`x.en.md`, `lib/content/translations.ts`), `body` for a Markdown
   * file's body; absent: the file has no translation (dates, prices and ids are the same in every language).
   */
  translated?: readonly string[];
}

/** A section in Node (its browser part is `lib/sections/<name>/index.ts`; this is its `section.ts`): files, loaders, check line, editor collections, build outputs. */
export interface ContentSection<T extends object> {
  files: readonly ContentFile[];
  /** Sections whose files its loaders read: checked while it is on, even if the series has them off (e.g. ONAIR's stations). */
  needs?: readonly SectionName[];
  /** The loaders the content check runs, each on its own, so that one broken file does not hide another's problems. */
  loaders: ReadonlyArray<(ctx: ContentContext) => unknown>;
  /** Its share of `AllContent`. */
  load: (ctx: ContentContext) => T;
  /** What `npm run content:check` says of it when the content is valid: how much there is, what is timed for later. */
  summary?(content: T, ctx: ContentContext): string[];
  /** The site paths of its pages, and of the files it writes beside them (feeds, calendars), as of `ctx`: where a link may lead. */
  paths(ctx: ContentContext): readonly string[];
  /**
   * The site paths of its pages in the language of `ctx` (`/en/news/…`), when the site has that language: the pages it
   * has a translation for. Absent: the section has no pages in other languages, and the English menu leads to its
   * Japanese pages.
   */
  langPaths?(ctx: ContentContext): readonly string[];
  /** Its files and loaders in each later work's folder (`content/works/<id>/`, read through `forWork`). */
  works?: {
    files: readonly ContentFile[];
    loaders: ReadonlyArray<(ctx: ContentContext, work: Work) => unknown>;
    /** Its part of the work's line of `npm run content:check` (any work, the first included), e.g. 「2 話」. */
    summary?(ctx: ContentContext, work: Work): string[];
    /** Its editor collections for such a work: folders of Markdown files, and files of the work's group (paths inside `content/`). */
    editor?(work: Work): { folders?: readonly FolderCollection[]; files?: readonly SingleFile[] };
  };
  /** Its collections in the browser editor (`lib/cms/`): folders of Markdown files, and a group of single files. */
  editor: { folders?: readonly FolderCollection[]; files?: FileCollection };
  /** The closed sets its files define, by name, for the editor's reference fields (any section's `references` reads them). */
  editorOptions?(ctx: ContentContext): ReferenceOptions;
  /** Its changes of the site, in its own words (`../clock.ts` orders every section's by time and rank). */
  schedule?(ctx: ContentContext): readonly RankedChange[];
  /**
   * Its timed images: those of items not yet public are left out of the export (`lib/content/clock.ts`). An item public from
   * the start (`at: null`) keeps an image it shares with a timed one in the export.
   */
  withheld?(ctx: ContentContext): ReadonlyArray<{ at: string | null; images: readonly string[] }>;
  /** Its RSS and Atom feeds (`pipeline/feeds.ts`), and what the build's log says of them after 「N ファイル（RSS・Atom、」. */
  feeds?(ctx: ContentContext): { feeds: readonly SectionFeed[]; note: string };
  /** Its search index (`pipeline/searchIndex.ts`): the JSON file its search box fetches, and where. */
  searchIndex?(ctx: ContentContext): SearchIndexFile | readonly SearchIndexFile[];
  /** The episodes and stations of its broadcast calendars (`pipeline/calendar.ts`): one set, or one per work. */
  calendars?(ctx: ContentContext): CalendarSet | readonly CalendarSet[];
}

/** A search index file: where it goes, and its entries. One per language the section has pages in. */
export interface SearchIndexFile {
  path: string;
  index: { entries: readonly unknown[] };
}

/** One feed a section writes as RSS and Atom: its names, its list page, its two files and its entries, newest first. */
export interface SectionFeed {
  title: string;
  description: string;
  listPath: string;
  paths: { rss: string; atom: string };
  items: readonly FeedItem[];
  /** A feed in another language than the default: its language, and the site's name and copyright in it (absent: Japanese, site.json's). */
  language?: { lang: Lang; title: string; copyright: string };
}

/** One entry of a feed: a page, its plain-text title and summary, its HTML body, its category and image. */
export interface FeedItem {
  path: string;
  title: string;
  publishedAt: string;
  summary: string;
  bodyHtml: string;
  category: { label: string; slug: string; listPath: string };
  image: string | null;
}

/** One set of broadcast calendars: a work's episodes and stations (the first work's when `work` is absent or first). */
export interface CalendarSet {
  episodes: readonly CalendarEpisode[];
  onair: Pick<OnAir, 'stations' | 'fastest'>;
  work?: WorkRef;
}

/** What a calendar needs of an episode. */
export type CalendarEpisode = Pick<EpisodeSummary, 'number' | 'slug' | 'title' | 'airDate'>;

/** Declares a section, keeping the type of what it loads. */
export const contentSection = <T extends object>(section: ContentSection<T>): ContentSection<T> => section;
