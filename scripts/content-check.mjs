#!/usr/bin/env node
/**
 * `npm run content:check`: validates everything under content/ without building the site.
 *
 * The loaders are TypeScript (lib/content/*.ts). Node 20 cannot run TypeScript, so this script uses the
 * require hook of scripts/register-ts.mjs, which that strips types with the project's own `typescript` package (transpileModule: no type
 * check, no output files) and then loads lib/content/check.ts as CommonJS. ESM-only dependencies (unified,
 * remark, rehype) load through Node's require(esm), available without a flag since Node 20.19.
 *
 *   npm run content:check                      # checks content/ and public/ of this repository
 *   node scripts/content-check.mjs some/dir    # checks some/dir/content and some/dir/public
 *
 * Exit code 0 when the content is valid, 1 with one line per problem otherwise:
 *   content/news/2026-10-01-pv.md: date: expected YYYY-MM-DD, got "10/1" (line 3)
 */
import path from 'node:path';
import { repoRoot as root, requireTs } from './register-ts.mjs';

const args = process.argv.slice(2);
const rootDir = args[0] ? path.resolve(args[0]) : root;

const { checkContent, loadAllContent } = requireTs('lib/content/check.ts');
const { createContentContext } = requireTs('lib/content/context.ts');
const { formatIssue } = requireTs('lib/content/errors.ts');

const ctx = createContentContext(rootDir);
const issues = checkContent(ctx);
if (issues.length > 0) {
  console.error(`content:check found ${issues.length} problem${issues.length === 1 ? '' : 's'}:\n`);
  for (const issue of issues) console.error(`  ${formatIssue(issue)}`);
  console.error('\nFix the files above (the schemas are in lib/content/schema.ts).');
  process.exit(1);
}

const all = loadAllContent(ctx);
const byCategory = all.newsCategories.map((c) => `${c.label} ${c.count}`).join(', ');
console.log('content:check OK');
console.log(`  news: ${all.news.length} (${byCategory})`);
console.log(`  story: intro + ${all.episodes.length} episodes`);
console.log(`  members: ${all.members.length} + ${all.supporting.length} supporting; cast ${all.cast.length}; staff ${all.staff.length}`);
console.log(`  onair: ${all.onair.stations.length} stations, ${all.onair.streaming.length} streaming services`);
console.log(`  music: ${all.music.length} releases; discs: ${all.discs.volumes.length} volumes, ${all.discs.stores.length} stores`);
