/**
 * `site-version.json` at the root of the export: a content hash of every other file of it, and the instant the build
 * shows the site at. A scheduled rebuild compares its hash with the deployed site's and deploys only when they differ
 * (.github/workflows/deploy.yml, docs/deploy.md), which works because a rebuild of unchanged inputs writes the same
 * files: the pages and steps use the site instant, the last change's, not the clock (lib/clock.ts), and Next's
 * build id is the commit (pipeline/config/buildId.cjs).
 *
 * It also lists the changes ahead (instants only, never what changes) and the commit: the scheduled job reads them from
 * the deployed site with plain `node`, before installing anything, to learn whether anything is due
 * (pipeline/publishPlan.mjs).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type SiteChange, upcomingChanges } from '../lib/clock';
import { writeSiteFile } from './siteFile';
import { buildId } from './config/buildId.cjs';

/** Where the file is served. */
export const SITE_VERSION_PATH = '/site-version.json';

/** What the file holds. */
export interface SiteVersion {
  /** SHA-256 (hex) over every file of the export but this one: their paths and contents. */
  hash: string;
  /** The site instant the build shows (ISO, +09:00, lib/clock.ts). */
  shows: string;
  /** The commit it was built from (the build id: pipeline/config/buildId.cjs), or null outside a clean git checkout. */
  commit: string | null;
  /** The instants of the changes after `shows` within a year (ISO, +09:00), each once, in time order. */
  upcoming: string[];
}

/** How far ahead `upcoming` looks. */
const UPCOMING_DAYS = 366;

/**
 * The content hash of an export: SHA-256 over each file's path (inside `dir`, forward slashes, sorted) and the SHA-256
 * of its bytes. Equal exports give equal hashes whatever their files' times or the order the disk lists them in.
 * @param skip site paths left out (the version file itself)
 */
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

/**
 * The build step, last of all: writes `site-version.json` into `outDir`.
 * @param shows the site instant (lib/content/clock.ts `getSiteInstant`)
 * @param changes every change of the site (`getSiteChanges`)
 * @returns a line for the build's log
 */
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
