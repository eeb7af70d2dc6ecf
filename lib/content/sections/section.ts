import type { z } from 'zod';
import type { FileCollection, FolderCollection } from '../../cms/collections';
import type { ContentContext } from '../context';

/** A kind of file under `content/`, with the schema that checks it (null: not loaded). */
export interface ContentFile {
  /** Its path inside `content/`, with forward slashes. */
  pattern: RegExp;
  schema: z.ZodType | null;
}

/**
 * What a section is in Node (its browser part, menu entry and paths, is `lib/sections/<name>.ts`): its files and
 * their schemas, its loaders, what `loadAllContent()` holds of it, its line of `npm run content:check` and its editor
 * collections.
 */
export interface ContentSection<T extends object> {
  files: readonly ContentFile[];
  /** The loaders the content check runs, each on its own, so that one broken file does not hide another's problems. */
  loaders: ReadonlyArray<(ctx: ContentContext) => unknown>;
  /** Everything the section shows, loaded and checked: its share of `AllContent`. */
  load: (ctx: ContentContext) => T;
  /** What `npm run content:check` says of it when the content is valid: how much there is, what is timed for later. */
  summary?(content: T, ctx: ContentContext): string[];
  /** Its collections in the browser editor (`lib/cms/`): folders of Markdown files, and a group of single files. */
  editor: { folders?: readonly FolderCollection[]; files?: FileCollection };
}

/** Declares a section, keeping the type of what it loads. */
export const contentSection = <T extends object>(section: ContentSection<T>): ContentSection<T> => section;
