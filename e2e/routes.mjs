// Every top-level route of the export, one per section of the registry with a root of its own (lib/sections/). Section
// pages below these (articles, episodes…) and the written pages are found by crawling.
import { ROOTED_SECTIONS, SECTIONS } from '../lib/sections/index.ts';

export const ROUTES = ROOTED_SECTIONS.map((section) => section.path);

/** The sections with a menu entry: each has a card on the top page and a link in the menu and the footer. */
export const menuSections = SECTIONS.filter((section) => 'menu' in section);
