import type { Section } from './section';

/** The introduction and the episodes. */
export const story = {
  name: 'story',
  path: '/story/',
  menu: { label: 'STORY', labelJa: 'ストーリー', image: '/images/menu/story.png' },
} as const satisfies Section;

/** The URL of an episode: `/story/<slug>/` (the slug is the two-digit number). */
export function storyPath(slug: string): string {
  return `${story.path}${slug}/`;
}
