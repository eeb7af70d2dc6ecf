import type { Section } from '../section';

/** Where and when the series airs and streams. */
export const onair = {
  name: 'onair',
  path: '/onair/',
  menu: { label: 'ONAIR', labelJa: '放送・配信情報', image: '/images/menu/onair.png' },
} as const satisfies Section;

/** ONAIR's names while it shows a film (its page, the top page's block, the menu), unless site.json names the section. */
export const SCREENING_LABELS = { label: 'IN THEATERS', labelJa: '上映情報' } as const;

/** A work's own ONAIR page, `/onair/<id>/` (only when `works.yaml` lists several works). */
export function onairWorkPath(id: string): string {
  return `${onair.path}${id}/`;
}

/** Every work has its ONAIR page (a film's screening). */
export const onairWorks = { path: onair.path, workPath: onairWorkPath };
