/**
 * The shape of what the browser editor edits: every kind of file under `content/`, each with the schema that checks
 * it (`lib/content/schema.ts`), grouped as an editor shows them. Each section declares its own collections
 * (`editor` in `lib/content/sections/<name>.ts`): news articles and episodes are folders of Markdown files an editor
 * can add to; everything else is one file each.
 *
 * Only what a schema cannot say is declared there: the Japanese name of each group and file, the folder its images go
 * to, how a new file is named, and which fields take the id of something listed elsewhere. The fields themselves
 * come from the schemas (`fields.ts`); `collections.test.ts` fails when a file under `content/` has no collection.
 */
import type { z } from 'zod';
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
