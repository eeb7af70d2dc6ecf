import type { Section } from './section';

/** Where and when the series airs and streams. */
export const onair = {
  name: 'onair',
  path: '/onair/',
  menu: { label: 'ONAIR', labelJa: '放送・配信情報', image: '/images/menu/onair.png' },
} as const satisfies Section;

/** A work's own ONAIR page, `/onair/<id>/` (only when `works.yaml` lists several works). */
export function onairWorkPath(id: string): string {
  return `${onair.path}${id}/`;
}
