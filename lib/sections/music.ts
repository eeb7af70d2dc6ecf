import type { Section } from './section';

/** The songs and their releases. */
export const music = {
  name: 'music',
  path: '/music/',
  menu: { label: 'MUSIC', labelJa: 'ミュージック', image: '/images/menu/music.png' },
} as const satisfies Section;
