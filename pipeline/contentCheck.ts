/**
 * The content check, the build's first step after the clock and `npm run content:check` alike: every file under
 * content/ against its schema and every rule that spans files (lib/content/check.ts), one line per problem in the
 * editors' words (lib/content/errors.ts writes them). Warnings (HTML tags a Markdown body loses, a body over its
 * budget, images under public/images/ nothing uses) are printed either way and never fail it.
 */
import { checkContent, checkContentWarnings, contentSummary } from '../lib/content/check';
import { createContentContext } from '../lib/content/context';
import { formatIssue } from '../lib/content/errors';

interface ContentCheckOptions {
  /** The folder whose content/ and public/ are checked. */
  rootDir: string;
  /** The build's instant (pipeline/now.ts); by default `SITE_NOW` or the clock, as a build now would. */
  buildInstant?: string;
  log?: (line: string) => void;
  error?: (line: string) => void;
}

/**
 * Checks the content and prints a summary, or one line per problem. The sections stay in this process's content
 * cache, so the build's steps after the check read them from there.
 * @returns true when the content is valid
 */
export function runContentCheck({ rootDir, buildInstant, log = console.log, error = console.error }: ContentCheckOptions): boolean {
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
