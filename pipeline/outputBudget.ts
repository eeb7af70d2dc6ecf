/** Warns about output files over a size budget; the build goes on, since a large file is slow, not broken. */
import fs from 'node:fs';
import path from 'node:path';
import { NEWS_ATOM_PATH, NEWS_RSS_PATH } from '../lib/feedLinks';
import { NEWS_SEARCH_INDEX_PATH } from '../lib/sections/news/search';

interface OutputBudget {
  label: string;
  matches: (file: string) => boolean;
  maxBytes: number;
  hint: string;
}

const KIB = 1024;
const feedNames = new Set([NEWS_RSS_PATH, NEWS_ATOM_PATH].map((p) => path.posix.basename(p)));

export const OUTPUT_BUDGETS: readonly OutputBudget[] = [
  {
    label: 'ニュース検索インデックス',
    matches: (file) => `/${file}` === NEWS_SEARCH_INDEX_PATH,
    maxBytes: 1024 * KIB,
    hint: '検索する人は全員これを読み込みます。記事の数が多すぎないか確認してください',
  },
  {
    label: 'フィード（RSS・Atom）',
    matches: (file) => feedNames.has(path.posix.basename(file)),
    maxBytes: 1024 * KIB,
    hint: 'フィードリーダーが購読のたびに読み込みます。新しい記事の本文が長すぎないか確認してください',
  },
  { label: 'カレンダー（.ics）', matches: (file) => file.endsWith('.ics'), maxBytes: 1024 * KIB, hint: '放送予定の数を確認してください' },
  {
    label: 'ページのデータ（JSON）',
    matches: (file) => file.startsWith('_next/data/') && file.endsWith('.json'),
    maxBytes: 512 * KIB,
    hint: 'ページ移動のたびに読み込まれます。本文が長すぎないか、大きな画像を埋め込んでいないか確認してください',
  },
  {
    label: 'ページ（HTML）',
    matches: (file) => file.endsWith('.html'),
    maxBytes: 512 * KIB,
    hint: '本文が長すぎないか、大きな画像を埋め込んでいないか確認してください',
  },
];

function formatSize(bytes: number): string {
  if (bytes >= 1024 * KIB) return `${(bytes / (1024 * KIB)).toFixed(1)} MB`;
  return `${Math.round(bytes / KIB)} KB`;
}

interface OverBudget {
  file: string;
  bytes: number;
  budget: OutputBudget;
}

function filesOverBudget(outDir: string, budgets: readonly OutputBudget[] = OUTPUT_BUDGETS): OverBudget[] {
  const over: OverBudget[] = [];
  for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (file.startsWith('_next/static/')) continue;
    const budget = budgets.find((b) => b.matches(file));
    if (!budget) continue;
    const { size } = fs.statSync(path.join(outDir, file));
    if (size > budget.maxBytes) over.push({ file, bytes: size, budget });
  }
  return over.sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file));
}

export function checkOutputSizes(outDir: string): string {
  const over = filesOverBudget(outDir);
  if (over.length === 0) return '目安を超えるファイルはありません';
  const folder = path.basename(outDir);
  const lines = over.map(
    ({ file, bytes, budget }) =>
      `  ⚠ ${folder}/${file} は ${formatSize(bytes)} あります（${budget.label}の目安は ${formatSize(budget.maxBytes)} まで）。${budget.hint}。`,
  );
  return [`${over.length} ファイルが目安を超えています`, ...lines].join('\n');
}
