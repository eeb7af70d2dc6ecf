/**
 * What the browser editor edits: every kind of file under `content/`, each with the schema that checks it
 * (`lib/content/schema.ts`), grouped as an editor shows them. News articles and episodes are folders of Markdown
 * files an editor can add to; everything else is one file each.
 *
 * Only what a schema cannot say is written here: the Japanese name of each group and file, the folder its images go
 * to, how a new file is named, and which fields take the id of something listed elsewhere. The fields themselves
 * come from the schemas (`fields.ts`); `collections.test.ts` fails when a file under `content/` has no collection.
 */
import type { z } from 'zod';
import {
  CastFileSchema,
  DiscsFileSchema,
  EpisodeFrontMatterSchema,
  MembersFileSchema,
  MusicFileSchema,
  NewsFrontMatterSchema,
  OnAirFileSchema,
  SettingsSchema,
  SiteSchema,
  StaffFileSchema,
  StoryIntroFrontMatterSchema,
} from '../content/schema';
import type { SelectOption } from './fields';

/** The closed sets defined in content files, as select options: what a reference field may hold. */
export interface ReferenceOptions {
  /** `settings.yaml` newsCategories: slug, labelled with the category name. */
  newsCategories: SelectOption[];
  /** `members.yaml` members and supporting characters: id, labelled with the name. */
  characters: SelectOption[];
  /** `discs.yaml` stores: id, labelled with the store name. */
  stores: SelectOption[];
  /** `discs.yaml` volumes: id, labelled with the volume's label. */
  volumes: SelectOption[];
}

/** What one file (or each file of a folder) is edited with. */
interface EditedFile {
  /** The file's schema: its front matter for Markdown files. */
  schema: z.ZodType;
  /** Markdown: the front matter's fields, then the body. */
  markdown: boolean;
  /** The folder under `public/images/` its images go to. */
  imageSection?: string;
  /** Options of its reference fields, by field path without list items. */
  references?: (options: ReferenceOptions) => Record<string, readonly SelectOption[]>;
  /** Values a new file starts with. */
  defaults?: Record<string, string>;
}

/** A folder of Markdown files, one entry each. */
export interface FolderCollection extends EditedFile {
  name: string;
  label: string;
  labelSingular: string;
  /** Inside `content/`. */
  folder: string;
  /**
   * The file name of a new entry, from its fields. It must pass the content check's rule for the folder
   * (news: lowercase letters, digits and hyphens); Decap adds `-1`, `-2` … when the name is taken.
   */
  slug: string;
  /** How the entry list shows an entry. */
  summary: string;
  /** The field the list is sorted by, newest or last first. */
  sortBy: string;
}

/** One file of a group of single files. */
export interface SingleFile extends EditedFile {
  name: string;
  label: string;
  /** Inside `content/`. */
  file: string;
}

/** Single files shown together. */
export interface FileCollection {
  name: string;
  label: string;
  files: SingleFile[];
}

/** The collection of news articles, whose preview is the article page. */
export const NEWS_COLLECTION = 'news';
/** The collection of episode synopses, whose preview is the episode page. */
export const EPISODES_COLLECTION = 'episodes';

/** The news articles and the episode synopses. */
export const FOLDER_COLLECTIONS: readonly FolderCollection[] = [
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
  {
    name: EPISODES_COLLECTION,
    label: '各話あらすじ',
    labelSingular: '話',
    folder: 'story/episodes',
    schema: EpisodeFrontMatterSchema,
    markdown: true,
    imageSection: 'story',
    slug: '{{fields.number}}',
    summary: '第{{number}}話　{{title}}',
    sortBy: 'number',
  },
];

/** Every other file, in groups. */
export const FILE_COLLECTIONS: readonly FileCollection[] = [
  {
    name: 'story',
    label: 'イントロダクション',
    files: [{ name: 'intro', label: 'イントロダクション', file: 'story/intro.md', schema: StoryIntroFrontMatterSchema, markdown: true, imageSection: 'story' }],
  },
  {
    name: 'characters',
    label: 'キャラクター',
    files: [{ name: 'members', label: 'メンバー・サブキャラクター', file: 'members.yaml', schema: MembersFileSchema, markdown: false, imageSection: 'member' }],
  },
  {
    name: 'credits',
    label: 'キャスト・スタッフ',
    files: [
      {
        name: 'cast',
        label: 'キャスト',
        file: 'cast.yaml',
        schema: CastFileSchema,
        markdown: false,
        references: (options) => ({ 'cast.character': options.characters }),
      },
      { name: 'staff', label: 'スタッフ', file: 'staff.yaml', schema: StaffFileSchema, markdown: false },
    ],
  },
  {
    name: 'onair',
    label: '放送・配信',
    files: [{ name: 'onair', label: '放送局・配信サービス', file: 'onair.yaml', schema: OnAirFileSchema, markdown: false }],
  },
  {
    name: 'music',
    label: '音楽',
    files: [{ name: 'music', label: '曲・リリース', file: 'music.yaml', schema: MusicFileSchema, markdown: false, imageSection: 'music' }],
  },
  {
    name: 'discs',
    label: 'ディスク',
    files: [
      {
        name: 'discs',
        label: '巻・店舗別特典',
        file: 'discs.yaml',
        schema: DiscsFileSchema,
        markdown: false,
        imageSection: 'disc',
        references: (options) => ({
          'storeBonuses.store': options.stores,
          'storeBonuses.volumes': [{ value: 'all', label: 'すべての巻（all）' }, ...options.volumes],
        }),
      },
    ],
  },
  {
    name: 'site',
    label: 'サイトの設定',
    files: [
      // The PV's still is shown on the top page, like the key visual (public/images/top/).
      { name: 'settings', label: 'キャッチコピー・ニュースのカテゴリ', file: 'settings.yaml', schema: SettingsSchema, markdown: false, imageSection: 'top' },
      { name: 'site', label: '作品名・Xアカウント', file: 'site.json', schema: SiteSchema, markdown: false },
    ],
  },
];
