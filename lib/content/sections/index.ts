/**
 * The Node part of every section (`lib/sections/` is the registry and the browser part), keyed by the registry's
 * names: TypeScript refuses a section of the registry without one. Whatever visits every section's content loops over
 * {@link contentSections}, the sections the content has on (its site.json `sections`, `lib/sections/shape.ts`): an off
 * section's files are neither required nor checked, and it has no editor collection, feed, search entry or calendar.
 * They are: the content check (`../check.ts`), the schedule and withheld images (`../clock.ts`), and the feeds, search
 * index and calendar steps of `pipeline/`; the editor (`lib/cms/config.ts`) has the sections the pages have.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MENU_SECTIONS, SECTIONS, type SectionName } from '../../sections';
import { SHAPE, type ShapeEntry, isOn, resolveShape } from '../../sections/shape';
import type { RawSectionEntry } from '../../site';
import { type ContentContext, cached } from '../context';
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

/**
 * The shape of the content `ctx` reads: its site.json's `sections`, as `lib/site.ts` reads the project's for the pages
 * (the same file in a build). A site.json that cannot be read counts as all sections on; the check reports it.
 */
export function shapeOf(ctx: ContentContext): readonly ShapeEntry[] {
  return cached(ctx, 'shape', () => {
    try {
      const { sections } = JSON.parse(fs.readFileSync(path.join(ctx.contentDir, 'site.json'), 'utf8')) as { sections?: unknown };
      return resolveShape(Array.isArray(sections) ? sections.filter((e): e is RawSectionEntry => typeof e === 'object' && e !== null) : undefined);
    } catch {
      return resolveShape(undefined);
    }
  });
}

/** The Node part of every section the content of `ctx` has on, in the registry's order. */
export const contentSections = (ctx: ContentContext): ReadonlyArray<ContentSection<object>> => contentSectionsOf(shapeOf(ctx));

/** The sections the content of `ctx` has off, for the check's summary. */
export const sectionsOff = (ctx: ContentContext) => MENU_SECTIONS.filter((section) => !isOn(shapeOf(ctx), section.name));

/** Every kind of file a section may have, whether a series has it on or not. */
export const SECTION_FILES: readonly ContentFile[] = SECTIONS.flatMap((section) => BY_NAME[section.name].files);

/**
 * The kinds of file of the content `ctx` reads: its sections' that are on with their schemas, those of the sections it
 * has off without (allowed, as a draft may wait there, and never read).
 */
export function sectionFiles(ctx: ContentContext): readonly ContentFile[] {
  const shape = shapeOf(ctx);
  return SECTIONS.flatMap((section) =>
    BY_NAME[section.name].files.map((file) => (isOn(shape, section.name) ? file : { pattern: file.pattern, schema: null })));
}

type Loaded = { [K in SectionName]: ReturnType<(typeof BY_NAME)[K]['load']> }[SectionName];
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Everything the site shows, loaded and checked: what each section's `load` returns, together (an off section's share is absent). */
export type AllContent = Partial<Intersection<Loaded>>;

/** Loads every section that is on (call it once the content check passed). */
export const loadSections = (ctx: ContentContext): AllContent =>
  Object.assign({}, ...contentSections(ctx).map((section) => section.load(ctx))) as AllContent;

// The editor is part of the pages, so it has the sections of the site.json they import (lib/site.ts).
const EDITOR_SECTIONS = contentSectionsOf(SHAPE);

/** The editor's folders of Markdown files (news articles, episodes), in the registry's order. */
export const FOLDER_COLLECTIONS = EDITOR_SECTIONS.flatMap((section) => section.editor.folders ?? []);

/** The editor's groups of single files, one per section, in the registry's order. */
export const FILE_COLLECTIONS = EDITOR_SECTIONS.flatMap((section) => section.editor.files ?? []);
