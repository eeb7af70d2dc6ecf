import type { Section } from './section';

/** The songs and their releases. */
export const music = {
  name: 'music',
  path: '/music/',
  menu: { label: 'MUSIC', labelJa: 'ミュージック', image: '/images/menu/music.png' },
} as const satisfies Section;

/** A work's own MUSIC page, `/music/<id>/` (only when `works.yaml` lists several works and the work has music). */
export function musicWorkPath(id: string): string {
  return `${music.path}${id}/`;
}
