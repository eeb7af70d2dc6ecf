/** Writes a generated file into the export; shared by the steps after `next build` so that none can write outside it. */
import fs from 'node:fs';
import path from 'node:path';

export interface SiteFile {
  path: string;
  content: string;
}

/** @throws Error when the path would leave `outDir`. */
export function writeSiteFile(outDir: string, file: SiteFile): void {
  const target = path.resolve(outDir, ...file.path.split('/').filter(Boolean));
  if (!target.startsWith(path.resolve(outDir) + path.sep)) throw new Error(`${outDir} の外には書き込めません: ${file.path}`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, file.content);
}
