// Every top-level route of the export, one per section the series has on with a root of its own (lib/sections/shape.ts,
// from site.json `sections`). Section pages below these (articles, episodes…) and the written pages are found by crawling.
import { SECTIONS_ON, SHAPE } from '../lib/sections/shape.ts';

export const ROUTES = SECTIONS_ON.flatMap((section) => ('path' in section ? [section.path] : []));

/**
 * The sections in the menu, in its order, with the names the series gives them: each has a card on the top page and a
 * link in the menu and the footer.
 */
export const menuSections = SHAPE.flatMap((entry) =>
  entry.kind === 'section' ? [{ name: entry.name, path: entry.path, menu: { label: entry.label, labelJa: entry.labelJa, image: entry.image } }] : []);
