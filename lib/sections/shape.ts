/** Which sections are on, named how, in which order (site.json `sections`); static, so browser code reads it too. */
import { type RawSectionEntry, siteSections } from '../site';
import { MENU_SECTIONS, type MenuSectionName, SECTIONS, type SectionName } from '.';
import { SCREENING_LABELS } from './onair';

/** A section that is on, with the names it shows; `image: null` draws the names as text in the menu. */
export interface ShapeSection {
  kind: 'section';
  name: MenuSectionName;
  path: string;
  label: string;
  labelJa: string;
  image: string | null;
  /** The names site.json gives it, if any (a page may show its own default form of the registry's name). */
  written: { label?: string; labelJa?: string };
}

/** A written page's place in the menu (`content/pages/<slug>.md`); its names come from the page. */
export interface ShapePage {
  kind: 'page';
  slug: string;
  image: string | null;
}

export type ShapeEntry = ShapeSection | ShapePage;

function sectionEntry(name: MenuSectionName, entry: RawSectionEntry = {}): ShapeSection {
  const section = MENU_SECTIONS.find((s) => s.name === name)!;
  // The registry's image shows the registry's name: a renamed section without its own image is drawn as text.
  const renamed = entry.label !== undefined || entry.labelJa !== undefined;
  return {
    kind: 'section',
    name,
    path: section.path,
    label: entry.label ?? section.menu.label,
    labelJa: entry.labelJa ?? section.menu.labelJa,
    image: entry.image ?? (renamed ? null : section.menu.image),
    written: { ...(entry.label !== undefined && { label: entry.label }), ...(entry.labelJa !== undefined && { labelJa: entry.labelJa }) },
  };
}

/**
 * The shape while the current work is a film: ONAIR leads to its screening, so unless site.json names the section it
 * is named for one, drawn as text (the registry's image shows the broadcast's name).
 */
export function filmShape(shape: readonly ShapeEntry[]): ShapeEntry[] {
  return shape.map((entry) =>
    entry.kind === 'section' && entry.name === 'onair' && entry.written.label === undefined && entry.written.labelJa === undefined
      ? { ...entry, ...SCREENING_LABELS, image: null }
      : entry,
  );
}

const isMenuSectionName = (name: string): name is MenuSectionName => MENU_SECTIONS.some((s) => s.name === name);

/** The menu's entries: every section without `sections`, else those listed; what the content check refuses is skipped. */
export function resolveShape(entries: readonly RawSectionEntry[] | undefined): ShapeEntry[] {
  if (entries === undefined) return MENU_SECTIONS.map((section) => sectionEntry(section.name));
  const seen = new Set<string>();
  return entries.flatMap((entry): ShapeEntry[] => {
    const key = entry.section !== undefined ? `section:${entry.section}` : `page:${entry.page}`;
    if (seen.has(key) || (entry.section === undefined) === (entry.page === undefined)) return [];
    seen.add(key);
    if (entry.page !== undefined) return [{ kind: 'page', slug: entry.page, image: entry.image ?? null }];
    return entry.section !== undefined && isMenuSectionName(entry.section) ? [sectionEntry(entry.section, entry)] : [];
  });
}

export const SHAPE: readonly ShapeEntry[] = resolveShape(siteSections);

/** Whether `shape` shows the section (those without a menu entry, the top page and the written pages, always). */
export function isOn(shape: readonly ShapeEntry[], name: SectionName): boolean {
  return !isMenuSectionName(name) || shape.some((entry) => entry.kind === 'section' && entry.name === name);
}

/** Whether this series shows the section: an off section has no page, link, feed or editor collection. */
export const isSectionOn = (name: SectionName): boolean => isOn(SHAPE, name);

/** The sections this series shows, in the registry's order: whatever visits every section shown loops over this. */
export const SECTIONS_ON = SECTIONS.filter((section) => isSectionOn(section.name));

/** `label` Latin, `labelJa` Japanese. */
export interface SectionLabels {
  label: string;
  labelJa: string;
}

/** A section's names for its pages: site.json's, else the page's own form (`ON AIR`), else the registry's. */
export function labelsIn(shape: readonly ShapeEntry[], name: MenuSectionName, pageForm: Partial<SectionLabels> = {}): SectionLabels {
  const entry = shape.find((e): e is ShapeSection => e.kind === 'section' && e.name === name) ?? sectionEntry(name);
  return { ...entry, ...pageForm, ...entry.written };
}

/** A section's names as this series shows them on its pages; see {@link labelsIn}. */
export const sectionLabels = (name: MenuSectionName, pageForm: Partial<SectionLabels> = {}): SectionLabels => {
  const { label, labelJa } = labelsIn(SHAPE, name, pageForm);
  return { label, labelJa };
};
