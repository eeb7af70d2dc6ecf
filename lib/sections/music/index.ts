import type { Section } from '../section';

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

/** A later work has a MUSIC page when its folder holds a `music.yaml`. */
export const musicWorks = { path: music.path, workPath: musicWorkPath, file: 'music.yaml' };
