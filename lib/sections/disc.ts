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
