import type { Section } from './section';

/** The discs, a page per volume, and the store bonuses. */
export const disc = {
  name: 'disc',
  path: '/disc/',
  menu: { label: 'DISC', labelJa: 'ディスク', image: '/images/menu/disc.png' },
} as const satisfies Section;

/** The URL of a volume's page: `/disc/<id>/`. */
export function discPath(id: string): string {
  return `${disc.path}${id}/`;
}

/** A work's own DISC page, `/disc/<id>/` (#37): beside the volumes' pages, so volume ids and work ids never meet. */
export function discWorkPath(id: string): string {
  return `${disc.path}${id}/`;
}
