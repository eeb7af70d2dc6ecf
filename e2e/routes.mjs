// Every top-level route of the export, one per section of the registry (lib/sections/). Section pages below these
// (articles, episodes…) are found by crawling.
import { SECTIONS } from '../lib/sections/index.ts';

export const ROUTES = SECTIONS.map((section) => section.path);

/** The sections with a menu entry: each has a card on the top page and a link in the menu and the footer. */
export const menuSections = SECTIONS.filter((section) => 'menu' in section);
