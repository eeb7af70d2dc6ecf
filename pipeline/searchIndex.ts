/**
 * The search indexes the sections declare (the news'), each a plain file its search box fetches on first use and
 * every visitor who searches downloads whole.
 */
import type { ContentContext } from '../lib/content/context';
import { contentSections } from '../lib/sections/registry';
import { writeSiteFile } from './siteFile';

/** The build step: the index of every section that declares `searchIndex`. */
export function writeSearchIndex(outDir: string, ctx: ContentContext): string {
  return contentSections(ctx).flatMap((section) => section.searchIndex?.(ctx) ?? [])
    .map(({ path, index }) => {
      const content = JSON.stringify(index);
      writeSiteFile(outDir, { path, content });
      return `${index.entries.length} 件、${(Buffer.byteLength(content) / 1024).toFixed(1)} KiB`;
    })
    .join('、');
}
