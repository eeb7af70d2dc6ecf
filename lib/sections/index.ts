/**
 * The registry of sections, in the menu's order (the top page last: it has no menu entry); whatever visits every
 * section iterates this list.
 */
import { cast } from './cast';
import { disc } from './disc';
import { home } from './home';
import { member } from './member';
import { music } from './music';
import { news } from './news';
import { onair } from './onair';
import { story } from './story';

export const SECTIONS = [news, story, onair, member, cast, music, disc, home] as const;

/** A section's key. */
export type SectionName = (typeof SECTIONS)[number]['name'];
