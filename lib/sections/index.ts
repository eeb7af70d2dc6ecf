/**
 * The registry of sections, in the menu's default order (the top page and the written pages last: they have no menu
 * entry of their own, and are always on). Which of the others a series shows, under which names and in which order
 * is content (`site.json` `sections`, `./shape.ts`); whatever visits every section shown iterates {@link SECTIONS_ON} there.
 */
import { cast } from './cast';
import { disc } from './disc';
import { home } from './home';
import { member } from './member';
import { music } from './music';
import { news } from './news';
import { onair } from './onair';
import { pages } from './pages';
import { story } from './story';

export const SECTIONS = [news, story, onair, member, cast, music, disc, home, pages] as const;

/** A section's key. */
export type SectionName = (typeof SECTIONS)[number]['name'];

/** A section with a root path of its own: every one but the written pages. */
export type RootedSection = Extract<(typeof SECTIONS)[number], { path: string }>;

/** The sections with a root path of their own, in the registry's order. */
export const ROOTED_SECTIONS: readonly RootedSection[] = SECTIONS.filter((section): section is RootedSection => 'path' in section);

type MenuSection = Extract<(typeof SECTIONS)[number], { menu: object }>;

/** A section that has a menu entry, so a series may rename, reorder or turn it off (the top page is always on). */
export type MenuSectionName = MenuSection['name'];

const isMenuSection = (section: (typeof SECTIONS)[number]): section is MenuSection => 'menu' in section;

/** The sections with a menu entry, in the registry's order. */
export const MENU_SECTIONS: readonly MenuSection[] = SECTIONS.filter(isMenuSection);

// A non-empty tuple, as z.enum wants; the registry always has menu sections.
export const MENU_SECTION_NAMES = MENU_SECTIONS.map((section) => section.name) as [MenuSectionName, ...MenuSectionName[]];
