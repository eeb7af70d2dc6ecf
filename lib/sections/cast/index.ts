import type { Section } from '../section';

/** The cast and the staff. */
export const cast = {
  name: 'cast',
  path: '/cast/',
  menu: { label: 'CAST', labelJa: 'キャスト・スタッフ', image: '/images/menu/cast.png' },
} as const satisfies Section;
