import type { Section } from '../section';

/** The introduction and the episodes. */
export const story = {
  name: 'story',
  path: '/story/',
  menu: { label: 'STORY', labelJa: 'ストーリー', image: '/images/menu/story.png' },
} as const satisfies Section;

/**
 * The URL of an episode: `/story/<slug>/` (the slug is the two-digit number) for the first work, which keeps the URLs
 * it always had; `/story/<work>/<slug>/` for an episode of another work (`lib/content/works.ts`).
 */
export function storyPath(slug: string, work?: { id: string; first: boolean }): string {
  return work && !work.first ? `${storyWorkPath(work.id)}${slug}/` : `${story.path}${slug}/`;
}

/** A work's own STORY page, `/story/<id>/` (only when `works.yaml` lists several works). */
export function storyWorkPath(id: string): string {
  return `${story.path}${id}/`;
}

/** Every work has its STORY page. */
export const storyWorks = { path: story.path, workPath: storyWorkPath };
