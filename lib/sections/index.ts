/**
 * The registry of sections, in the menu's order (the top page and the written pages last: they have no menu entry of
 * their own); whatever visits every section iterates this list.
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
