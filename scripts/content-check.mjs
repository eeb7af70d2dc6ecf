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
 * Exit code 0 when the content is valid, 1 with one line per problem otherwise (lib/content/errors.ts writes them):
 *   content/discs.yaml 5行目「巻（volumes）1番目の発売日（releaseDate）」: 年-月-日 の形の日付（例: 2026-10-03）を書いてください。書かれている値: "10/1"。
 * Warnings (HTML tags a Markdown body loses, a body over its budget, images under public/images/ nothing uses) are
 * printed either way, in the build too, and do not change the exit code.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkContent, checkContentWarnings, contentSummary } from '../lib/content/check.ts';
import { createContentContext } from '../lib/content/context.ts';
import { formatIssue } from '../lib/content/errors.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Checks the content and prints a summary, or one line per problem. The sections stay in this process's content
 * cache, so the build's steps after the check read them from there.
 * @param {{ rootDir?: string, buildInstant?: string, log?: (line: string) => void, error?: (line: string) => void }} [options]
 *   `buildInstant`: the build's (build/now.ts); by default `SITE_NOW` or the clock, as a build now would
 * @returns {boolean} true when the content is valid
 */
export function runContentCheck({ rootDir = repoRoot, buildInstant, log = console.log, error = console.error } = {}) {
  const ctx = createContentContext(rootDir, buildInstant === undefined ? {} : { buildInstant });
  const warnings = checkContentWarnings(ctx);
  if (warnings.length > 0) {
    log(`content:check 注意 ${warnings.length} 件（ビルドは止まりません）:\n`);
    for (const warning of warnings) log(`  ⚠ ${formatIssue(warning)}`);
    log('');
  }
  const issues = checkContent(ctx);
  if (issues.length > 0) {
    error(`content:check コンテンツに ${issues.length} 件の問題があります:\n`);
    for (const issue of issues) error(`  ${formatIssue(issue)}`);
    error('\n上のファイルを直してから、もう一度実行してください。各項目の書き方と、このメッセージの読み方は content/README.md にあります。');
    return false;
  }

  log('content:check OK');
  for (const line of contentSummary(ctx)) log(`  ${line}`);
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const dir = process.argv[2];
  if (!runContentCheck({ rootDir: dir ? path.resolve(dir) : repoRoot })) process.exit(1);
}
