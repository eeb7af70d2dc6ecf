import type { Section } from '../section';

/** The discs, a page per volume, and the store bonuses. */
export const disc = {
  name: 'disc',
  path: '/disc/',
  menu: { label: 'DISC', labelJa: 'ディスク', image: '/images/menu/disc.png' },
} as const satisfies Section;

/**
 * The URL of a page under DISC, `/disc/<id>/`: a volume's page, or a work's own DISC page. The two share the folder,
 * so the content check refuses a volume id that is a work's id (./content.ts).
 */
export function discPath(id: string): string {
  return `${disc.path}${id}/`;
}

/** A later work has its own DISC list when its folder holds a `discs.yaml`. */
export const discWorks = { path: disc.path, workPath: discPath, file: 'discs.yaml' };
