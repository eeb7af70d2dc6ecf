import type { Section } from '../section';

/** The top page: the key visual and catch copy (settings.yaml), and the site's own names (site.json). */
export const home = { name: 'home', path: '/' } as const satisfies Section;
