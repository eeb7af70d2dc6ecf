import type { Section } from '../section';

/** The news list, its pages and categories, and an article each. */
export const news = {
  name: 'news',
  path: '/news/',
  menu: { label: 'NEWS', labelJa: 'ニュース', image: '/images/menu/news.png' },
} as const satisfies Section;

/** The URL of an article: `/news/<slug>/`. */
export function newsPath(slug: string): string {
  return `${news.path}${slug}/`;
}
