/**
 * The Node part of every section (`lib/sections/` is the registry and the browser part), keyed by the registry's
 * names: TypeScript refuses a section of the registry without one. Whatever visits every section's content loops over
 * {@link CONTENT_SECTIONS}: the content check (`../check.ts`), the editor (`lib/cms/config.ts`), the schedule and
 * withheld images (`../clock.ts`), and the feeds, search index and calendar steps of `pipeline/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SECTIONS, type SectionName } from '../../sections';
import type { ContentContext } from '../context';
import { cast } from './cast';
import { disc } from './disc';
import { home } from './home';
import { member } from './member';
import { music } from './music';
import { news } from './news';
import { onair } from './onair';
import { pages } from './pages';
import { story } from './story';
import type { ContentSection } from './section';
import type { FileCollection, FolderCollection } from '../../cms/collections';
import { WORKS_FILE, type Work, getWorks } from '../works';
import { WorksFileSchema } from '../schema';

const BY_NAME = { news, story, onair, member, cast, music, disc, home, pages } satisfies Record<SectionName, ContentSection<object>>;

/** Every section's Node part, in the registry's order. */
export const CONTENT_SECTIONS: ReadonlyArray<ContentSection<object>> = SECTIONS.map((section) => BY_NAME[section.name]);

type Loaded = { [K in SectionName]: ReturnType<(typeof BY_NAME)[K]['load']> }[SectionName];
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Everything the site shows, loaded and checked: what each section's `load` returns, together. */
export type AllContent = Intersection<Loaded>;

/** Loads every section (call it once the content check passed). */
export const loadSections = (ctx: ContentContext): AllContent =>
  Object.assign({}, ...CONTENT_SECTIONS.map((section) => section.load(ctx))) as AllContent;

/** The editor's folders of Markdown files (news articles, episodes), in the registry's order. */
export const FOLDER_COLLECTIONS = CONTENT_SECTIONS.flatMap((section) => section.editor.folders ?? []);

/** The editor's groups of single files, one per section, in the registry's order. */
export const FILE_COLLECTIONS = CONTENT_SECTIONS.flatMap((section) => section.editor.files ?? []);

/**
 * The editor's collections of one work after the first (`content/works/<id>/`): each section's folders (its episodes),
 * and one group of the work's single files (work.yaml, its introduction, onair.yaml or screening.yaml).
 */
export function workEditorCollections(work: Work): { folders: FolderCollection[]; files: FileCollection[] } {
  const parts = CONTENT_SECTIONS.map((section) => section.works?.editor?.(work) ?? {});
  const files = parts.flatMap((part) => part.files ?? []);
  return {
    folders: parts.flatMap((part) => part.folders ?? []),
    files: files.length > 0 ? [{ name: `work-${work.id}`, label: `作品: ${work.label}`, files }] : [],
  };
}

/** `content/works.yaml` in the editor: the list of works and when each becomes the current one. */
export const WORKS_COLLECTION: FileCollection = {
  name: 'works',
  label: '作品の一覧（第2期・劇場版など）',
  files: [{ name: 'works', label: '作品と切り替わる日時', file: WORKS_FILE, schema: WorksFileSchema, markdown: false }],
};

/**
 * Every collection of the editor for this content: the sections', then, once works.yaml lists several works (the
 * editor edits files that exist), the list of works and the collections of each work after the first.
 */
export function editorCollections(ctx: ContentContext): { folders: FolderCollection[]; files: FileCollection[] } {
  const others = getWorks(ctx).filter((work) => !work.first);
  if (others.length === 0) return { folders: [...FOLDER_COLLECTIONS], files: [...FILE_COLLECTIONS] };
  const works = others.map(workEditorCollections).map((w) => onlyExisting(w, ctx));
  return {
    folders: [...FOLDER_COLLECTIONS, ...works.flatMap((w) => w.folders)],
    files: [...FILE_COLLECTIONS, WORKS_COLLECTION, ...works.flatMap((w) => w.files)],
  };
}

/**
 * A work's collections without the single files its folder lacks (a work without discs has no discs.yaml): Decap
 * does not create the file of a file collection, and a missing one breaks its group.
 */
function onlyExisting(collections: { folders: FolderCollection[]; files: FileCollection[] }, ctx: ContentContext) {
  const files = collections.files
    .map((group) => ({ ...group, files: group.files.filter((f) => fs.existsSync(path.join(ctx.contentDir, f.file))) }))
    .filter((group) => group.files.length > 0);
  return { folders: collections.folders, files };
}
