/** `site-version.json`: a content hash of the export, so a scheduled rebuild deploys only when something changed, plus the instants the job must act on. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type SiteChange, upcomingChanges } from '../lib/clock';
import { writeSiteFile } from './siteFile';
import { buildId } from './config/buildId.cjs';

export const SITE_VERSION_PATH = '/site-version.json';

export interface SiteVersion {
  hash: string;
  shows: string;
  commit: string | null;
  upcoming: string[];
}

const UPCOMING_DAYS = 366;

/** The content hash of an export over sorted paths and contents, so file times or listing order never change it. */
export function exportHash(dir: string, skip: readonly string[] = [SITE_VERSION_PATH]): string {
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !skip.includes(`/${file}`))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0${createHash('sha256').update(fs.readFileSync(path.join(dir, file))).digest('hex')}\n`);
  }
  return hash.digest('hex');
}

export function writeSiteVersion(
  outDir: string,
  shows: string,
  changes: readonly SiteChange[],
  commit: string | null = buildId(process.cwd()),
): string {
  const upcoming = [...new Set(upcomingChanges(changes, shows, UPCOMING_DAYS).map((c) => c.at))];
  const version: SiteVersion = { hash: exportHash(outDir), shows, commit, upcoming };
  writeSiteFile(outDir, { path: SITE_VERSION_PATH, content: `${JSON.stringify(version, null, 2)}\n` });
  return `${version.hash.slice(0, 16)}…（${shows} の時点のサイト）`;
}
