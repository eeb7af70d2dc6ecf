/** The shape of what the browser editor edits: every kind of file under `content/` with the schema that checks it. */
import type { z } from 'zod';
import type { SelectOption } from './fields';

/**
 * The closed sets defined in content files, by name, as select options for reference fields: the settings' news
 * categories, and each section's share (its `editorOptions`, e.g. DISC's stores and volumes).
 */
export type ReferenceOptions = Readonly<Record<string, readonly SelectOption[]>>;

interface EditedFile {
  schema: z.ZodType;
  markdown: boolean;
  imageSection?: string;
  references?: (options: ReferenceOptions) => Record<string, readonly SelectOption[]>;
  defaults?: Record<string, string>;
  /** A list's line when collapsed, by the list's path (`works`), instead of its items' first naming field. */
  summaries?: Record<string, string>;
}

/** A folder of Markdown files, one entry each. */
export interface FolderCollection extends EditedFile {
  name: string;
  label: string;
  labelSingular: string;
  folder: string;
  /** It must pass the content check's rule for the folder; the editor adds `-1`, `-2` … when the name is taken. */
  slug: string;
  summary: string;
  sortBy: string;
  /**
   * A folder holding one file still to be made (`slug` is its name): the editor offers an empty form that writes it, and
   * the next build moves the file to its group. `hidden`: the folder's other files are of other kinds, so it lists none.
   */
  single?: 'listed' | 'hidden';
  /** Shown above its list: what it is for. */
  description?: string;
}

/** One file of a group of single files. */
export interface SingleFile extends EditedFile {
  name: string;
  label: string;
  file: string;
  /** Shown above its form: what it is for. */
  description?: string;
}

/** Single files shown together. */
export interface FileCollection {
  name: string;
  label: string;
  files: SingleFile[];
}

export const NEWS_COLLECTION = 'news';
export const EPISODES_COLLECTION = 'episodes';
export const WRITTEN_PAGES_COLLECTION = 'pages';

/** The episodes collection of a work after the first (`content/works/<id>/story/episodes/`). */
export function workEpisodesCollection(workId: string): string {
  return `${EPISODES_COLLECTION}-${workId}`;
}
