/**
 * The Node part of every section (`lib/sections/` is the registry and the browser part), keyed by the registry's
 * names: TypeScript refuses a section of the registry without one. Whatever visits every section's content loops over
 * {@link CONTENT_SECTIONS}: the content check (`../check.ts`), the editor (`lib/cms/config.ts`), the schedule and
 * withheld images (`../clock.ts`), and the feeds, search index and calendar steps of `pipeline/`.
 */
import { SECTIONS, type SectionName } from '../../sections';
import type { ContentContext } from '../context';
import { cast } from './cast';
import { disc } from './disc';
import { home } from './home';
import { member } from './member';
import { music } from './music';
import { news } from './news';
import { onair } from './onair';
import { story } from './story';
import type { ContentSection } from './section';

const BY_NAME = { news, story, onair, member, cast, music, disc, home } satisfies Record<SectionName, ContentSection<object>>;

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

/** The files of a work after the first (#37) the editor edits, in the registry's order: one group per work's folder. */
export const WORK_FILES = CONTENT_SECTIONS.flatMap((section) => section.works?.editor ?? []);

/** The editor's groups of single files, one per section, in the registry's order. */
export const FILE_COLLECTIONS = CONTENT_SECTIONS.flatMap((section) => section.editor.files ?? []);
