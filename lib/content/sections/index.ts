/**
 * The Node part of every section (`lib/sections/` is the registry and the browser part), keyed by the registry's
 * names: TypeScript refuses a section of the registry without one. Whatever visits every section's content loops over
 * {@link contentSections}, the sections the content has on (its site.json `sections`, `lib/sections/shape.ts`): an off
 * section's files are neither required nor checked, and it has no editor collection, feed, search entry or calendar.
 * They are: the content check (`../check.ts`), the schedule and withheld images (`../clock.ts`), and the feeds, search
 * index and calendar steps of `pipeline/`; the editor (`lib/cms/config.ts`) has the sections the pages have.
 */
import { MENU_SECTIONS, SECTIONS, type SectionName } from '../../sections';
import { SHAPE, type ShapeEntry, isOn } from '../../sections/shape';
import type { ContentContext } from '../context';
import { shapeOf } from '../shape';
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

/** The Node part of every section the content of `ctx` has on, in the registry's order. */
export const contentSections = (ctx: ContentContext): ReadonlyArray<ContentSection<object>> => contentSectionsOf(shapeOf(ctx));

/**
 * The Node part of every section whose files the content of `ctx` must have, checked: those on and those they need
 * (a series may hide ONAIR while STORY, whose air times come from its stations, is on).
 */
export function checkedSections(ctx: ContentContext): ReadonlyArray<ContentSection<object>> {
  const on = contentSections(ctx);
  const needed = new Set(on.flatMap((section) => section.needs ?? []));
  return SECTIONS.filter((section) => on.includes(BY_NAME[section.name]) || needed.has(section.name)).map((section) => BY_NAME[section.name]);
}

/** The sections the content of `ctx` has off, for the check's summary. */
export const sectionsOff = (ctx: ContentContext) => MENU_SECTIONS.filter((section) => !isOn(shapeOf(ctx), section.name));

/** Every kind of file a section may have, whether a series has it on or not. */
export const SECTION_FILES: readonly ContentFile[] = SECTIONS.flatMap((section) => BY_NAME[section.name].files);

/**
 * The kinds of file of the content `ctx` reads: those of the sections it checks with their schemas, the others' without
 * (allowed, as a draft may wait there, and never read).
 */
export function sectionFiles(ctx: ContentContext): readonly ContentFile[] {
  const checked = checkedSections(ctx);
  return SECTIONS.flatMap((section) =>
    BY_NAME[section.name].files.map((file) => (checked.includes(BY_NAME[section.name]) ? file : { pattern: file.pattern, schema: null })));
}

type Loaded = { [K in SectionName]: ReturnType<(typeof BY_NAME)[K]['load']> }[SectionName];
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Everything the site shows, loaded and checked: what each section's `load` returns, together (an off section's share is absent). */
export type AllContent = Partial<Intersection<Loaded>>;

/** Loads every section the content has (call it once the content check passed). */
export const loadSections = (ctx: ContentContext): AllContent =>
  Object.assign({}, ...checkedSections(ctx).map((section) => section.load(ctx))) as AllContent;

// The editor is part of the pages, so it has the sections of the site.json they import (lib/site.ts).
const EDITOR_SECTIONS = contentSectionsOf(SHAPE);

/** The editor's folders of Markdown files (news articles, episodes), in the registry's order. */
export const FOLDER_COLLECTIONS = EDITOR_SECTIONS.flatMap((section) => section.editor.folders ?? []);

/** The editor's groups of single files, one per section, in the registry's order. */
export const FILE_COLLECTIONS = EDITOR_SECTIONS.flatMap((section) => section.editor.files ?? []);
