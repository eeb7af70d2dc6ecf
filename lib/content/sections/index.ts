/**
 * The Node part of every section (`lib/sections/` is the registry and the browser part), keyed by the registry's
 * names: TypeScript refuses a section of the registry without one. Whatever visits every section's content loops over
 * {@link CONTENT_SECTIONS}, the sections this series has on (site.json `sections`, `lib/sections/shape.ts`): an off
 * section's files are neither required nor checked, and it has no editor collection, feed, search entry or calendar.
 * They are: the content check (`../check.ts`), the editor (`lib/cms/config.ts`), the schedule and
 * withheld images (`../clock.ts`), and the feeds, search index and calendar steps of `pipeline/`.
 */
import { SECTIONS, type SectionName } from '../../sections';
import { SECTIONS_OFF, SHAPE, type ShapeEntry, isOn } from '../../sections/shape';
import type { ContentContext } from '../context';
import { cast } from './cast';
import { disc } from './disc';
import { home } from './home';
import { member } from './member';
import { music } from './music';
import { news } from './news';
import { onair } from './onair';
import { story } from './story';
import type { ContentFile, ContentSection } from './section';

const BY_NAME = { news, story, onair, member, cast, music, disc, home } satisfies Record<SectionName, ContentSection<object>>;

/** The Node part of every section a shape has on, in the registry's order (e2e reads another series' content with its own). */
export const contentSectionsOf = (shape: readonly ShapeEntry[]): ReadonlyArray<ContentSection<object>> =>
  SECTIONS.filter((section) => isOn(shape, section.name)).map((section) => BY_NAME[section.name]);

/** The Node part of every section this series has on, in the registry's order. */
export const CONTENT_SECTIONS = contentSectionsOf(SHAPE);

/** The files of the sections this series has off: allowed (a draft may wait there), never read. */
export const OFF_SECTION_FILES: readonly ContentFile[] = SECTIONS_OFF.flatMap((section) =>
  BY_NAME[section.name].files.map((file) => ({ pattern: file.pattern, schema: null })));

type Loaded = { [K in SectionName]: ReturnType<(typeof BY_NAME)[K]['load']> }[SectionName];
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Everything the site shows, loaded and checked: what each section's `load` returns, together (an off section's share is absent). */
export type AllContent = Partial<Intersection<Loaded>>;

/** Loads every section that is on (call it once the content check passed). */
export const loadSections = (ctx: ContentContext, sections = CONTENT_SECTIONS): AllContent =>
  Object.assign({}, ...sections.map((section) => section.load(ctx))) as AllContent;

/** The editor's folders of Markdown files (news articles, episodes), in the registry's order. */
export const FOLDER_COLLECTIONS = CONTENT_SECTIONS.flatMap((section) => section.editor.folders ?? []);

/** The editor's groups of single files, one per section, in the registry's order. */
export const FILE_COLLECTIONS = CONTENT_SECTIONS.flatMap((section) => section.editor.files ?? []);
