#!/usr/bin/env node
/**
 * `npm run content:check`: validates everything under content/ without building the site.
 *
 * The loaders are TypeScript (lib/content/*.ts). Node 20 cannot run TypeScript, so this script uses the
 * require hook of scripts/register-ts.mjs, which strips types with the project's own `typescript` package
 * (transpileModule: no type check, no output files) and then loads lib/content/check.ts as CommonJS.
 *
 *   npm run content:check                      # checks content/ and public/ of this repository
 *   node scripts/content-check.mjs some/dir    # checks some/dir/content and some/dir/public
 *
 * Exit code 0 when the content is valid, 1 with one line per problem otherwise:
 *   content/news/2026-10-01-pv.md: date: expected YYYY-MM-DD, got "10/1" (line 3)
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, requireTs } from './register-ts.mjs';

/**
 * Checks the content and prints a summary, or one line per problem.
 * `npm run build` calls this on a worker thread (scripts/content-check-worker.mjs) rather than running this script:
 * the sections stay loaded in that thread's content cache, which it then writes to a snapshot, so that next build
 * and the search index and post-build steps reuse them instead of reading and rendering every article again.
 * @param {{ rootDir?: string, log?: (line: string) => void, error?: (line: string) => void }} [options]
 * @returns {boolean} true when the content is valid
 */
export function runContentCheck({ rootDir = repoRoot, log = console.log, error = console.error } = {}) {
  const { checkContent, loadAllContent } = requireTs('lib/content/check.ts');
  const { createContentContext } = requireTs('lib/content/context.ts');
  const { formatIssue } = requireTs('lib/content/errors.ts');

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
