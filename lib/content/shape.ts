/** The shape (which sections are on, their names and order) of the content a context reads. */
import fs from 'node:fs';
import path from 'node:path';
import { type ShapeEntry, resolveShape } from '../sections/shape';
import type { RawSectionEntry } from '../site';
import { type ContentContext, cached } from './context';

/**
 * The shape of the content `ctx` reads: its site.json's `sections`, as `lib/site.ts` reads the project's for the pages
 * (the same file in a build). A site.json that cannot be read counts as all sections on; the check reports it.
 */
export function shapeOf(ctx: ContentContext): readonly ShapeEntry[] {
  return cached(ctx, 'shape', () => {
    try {
      const { sections } = JSON.parse(fs.readFileSync(path.join(ctx.contentDir, 'site.json'), 'utf8')) as { sections?: unknown };
      return resolveShape(Array.isArray(sections) ? sections.filter((e): e is RawSectionEntry => typeof e === 'object' && e !== null) : undefined);
    } catch {
      return resolveShape(undefined);
    }
  });
}
