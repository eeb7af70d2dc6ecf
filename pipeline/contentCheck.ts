/**
 * The content check, the build's first step and `npm run content:check` alike; warnings are printed either way and
 * never fail it.
 */
import { checkContent, checkContentWarnings, contentSummary } from '../lib/content/check';
import { createContentContext } from '../lib/content/context';
import { formatIssue } from '../lib/content/errors';

interface ContentCheckOptions {
  rootDir: string;
  buildInstant?: string;
  log?: (line: string) => void;
  error?: (line: string) => void;
}

/**
 * The sections stay in this process's content cache, so the build's later steps read them from there.
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
