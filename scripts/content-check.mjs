#!/usr/bin/env node
/**
 * `npm run content:check`: validates everything under content/ without building the site. `npm run build` runs the
 * same check as its first step (scripts/build.mjs).
 *
 * The loaders are TypeScript (lib/content/*.ts), which Node 20 cannot run: npm runs this file with `tsx`.
 *
 *   npm run content:check                      # checks content/ and public/ of this repository
 *   npx tsx scripts/content-check.mjs some/dir # checks some/dir/content and some/dir/public
 *
 * Exit code 0 when the content is valid, 1 with one line per problem otherwise:
 *   content/news/2026-10-01-pv.md: date: expected YYYY-MM-DD, got "10/1" (line 3)
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkContent, loadAllContent } from '../lib/content/check.ts';
import { createContentContext } from '../lib/content/context.ts';
import { formatIssue } from '../lib/content/errors.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Checks the content and prints a summary, or one line per problem. The sections stay in this process's content
 * cache, so the build's steps after the check read them from there.
 * @param {{ rootDir?: string, log?: (line: string) => void, error?: (line: string) => void }} [options]
 * @returns {boolean} true when the content is valid
 */
export function runContentCheck({ rootDir = repoRoot, log = console.log, error = console.error } = {}) {
  const ctx = createContentContext(rootDir);
  const issues = checkContent(ctx);
  if (issues.length > 0) {
    error(`content:check found ${issues.length} problem${issues.length === 1 ? '' : 's'}:\n`);
    for (const issue of issues) error(`  ${formatIssue(issue)}`);
    error('\nFix the files above (the schemas are in lib/content/schema.ts).');
    return false;
  }

  const all = loadAllContent(ctx);
  const byCategory = all.newsCategories.map((c) => `${c.label} ${c.count}`).join(', ');
  log('content:check OK');
  log(`  news: ${all.news.length} (${byCategory})`);
  log(`  story: intro + ${all.episodes.length} episodes`);
  log(`  members: ${all.members.length} + ${all.supporting.length} supporting; cast ${all.cast.length}; staff ${all.staff.length}`);
  log(`  onair: ${all.onair.stations.length} stations, ${all.onair.streaming.length} streaming services`);
  log(`  music: ${all.music.length} releases; discs: ${all.discs.volumes.length} volumes, ${all.discs.stores.length} stores`);
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const dir = process.argv[2];
  if (!runContentCheck({ rootDir: dir ? path.resolve(dir) : repoRoot })) process.exit(1);
}
