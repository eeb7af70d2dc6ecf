import type { Section } from '../section';

/**
 * The pages the fan group writes (`content/pages/<slug>.md`): special, event and campaign pages. Each sits at the root
 * of the site, named by its file, so the section has no path of its own and no fixed menu entry (site.json places one).
 */
export const pages = { name: 'pages' } as const satisfies Section;

/** The URL of a written page: `/<slug>/`. */
export function writtenPagePath(slug: string): string {
  return `/${slug}/`;
}
