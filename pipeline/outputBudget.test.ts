/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NEWS_ATOM_PATH, NEWS_RSS_PATH } from '../lib/feedLinks';
import { NEWS_SEARCH_INDEX_PATH } from '../lib/sections/news/search';
import { OUTPUT_BUDGETS, checkOutputSizes } from './outputBudget';

/** The budget of the kind a file of the export is. */
const budgetOf = (file: string) => {
  const budget = OUTPUT_BUDGETS.find((b) => b.matches(file));
  if (!budget) throw new Error(`no budget for ${file}`);
  return budget.maxBytes;
};

describe('checkOutputSizes', () => {
  let dir: string;
  const write = (file: string, bytes: number) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), Buffer.alloc(bytes, 'a'));
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('says nothing is over when every file is within its budget', () => {
    write('index.html', budgetOf('index.html'));
    write(NEWS_RSS_PATH.slice(1), 1000);
    expect(checkOutputSizes(dir)).not.toContain('⚠');
  });

  it('names each file over its budget, in Japanese, with its size and the budget', () => {
    const page = 'news/2026-10-01-long/index.html';
    const feed = NEWS_ATOM_PATH.slice(1);
    const index = NEWS_SEARCH_INDEX_PATH.slice(1);
    write(page, 12.6 * 1024 * 1024);
    write(feed, budgetOf(feed) + 1);
    write(index, budgetOf(index) + 1);
    write('news/2026-10-02-short/index.html', 1000);
    const lines = checkOutputSizes(dir).split('\n');
    const folder = path.basename(dir);
    expect(lines[0]).toBe('3 ファイルが目安を超えています');
    expect(lines[1]).toMatch(new RegExp(`^  ⚠ ${folder}/${page} は 12\\.6 MB あります（ページ（HTML）の目安は 512 KB まで）。`));
    expect(lines.slice(2).join('\n')).toContain(`${folder}/${feed} は`);
    expect(lines.slice(2).join('\n')).toContain(`${folder}/${index} は`);
    expect(lines.join('\n')).not.toContain('2026-10-02-short');
  });

  it('leaves Next’s code and the images to their own budgets', () => {
    write('_next/static/chunks/editor.js', 5 * 1024 * 1024);
    write('_next/static/chunks/page.html', 5 * 1024 * 1024);
    write('images/top/kv.png', 5 * 1024 * 1024);
    expect(checkOutputSizes(dir)).not.toContain('⚠');
  });
});
