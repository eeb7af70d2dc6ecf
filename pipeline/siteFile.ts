/**
 * Writes a file the build generates (a feed, a calendar, the search index) into the export, at the site path pages
 * link to. Shared by the steps after `next build` so that none of them can write outside the export.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A file to write into the export. */
export interface SiteFile {
  /** Site path, e.g. `/news/feed.xml`. */
  path: string;
  content: string;
}

/**
 * Writes `file` below `outDir`, creating folders.
 * @throws Error when the path would leave `outDir`
 */
export function writeSiteFile(outDir: string, file: SiteFile): void {
  const target = path.resolve(outDir, ...file.path.split('/').filter(Boolean));
  if (!target.startsWith(path.resolve(outDir) + path.sep)) throw new Error(`${outDir} の外には書き込めません: ${file.path}`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, file.content);
}
