import type { Section } from './section';

/** Where and when the series airs and streams. */
export const onair = {
  name: 'onair',
  path: '/onair/',
  menu: { label: 'ONAIR', labelJa: '放送・配信情報', image: '/images/menu/onair.png' },
} as const satisfies Section;
