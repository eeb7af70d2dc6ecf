// Valid HTML on every page: the Nu Html Checker (e2e/vnu.mjs) over every HTML file of the export, errors only. A
// failure lists each error with its page and line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkHtml, htmlErrors, htmlFiles } from './vnu.mjs';

const OUT = 'out';

test('every page of the export is valid HTML (Nu Html Checker, errors only)', async () => {
  const pages = htmlFiles(OUT);
  assert.ok(pages.length > 1 && pages.includes('index.html') && pages.includes('404.html'), `${pages.length} HTML files in ${OUT}/`);
  const errors = await htmlErrors(OUT);
  assert.deepEqual(errors, [], `${errors.length} error(s) in ${new Set(errors.map((e) => e.split(':')[0])).size} page(s):\n${errors.join('\n')}`);
});

test('the checker finds errors (a page with a known one)', async () => {
  // The same kind of mistake the on-air tables used to make, so a checker that ran nothing would fail here.
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  try {
    const file = path.join(dir, 'bad.html');
    writeFileSync(
      file,
      '<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>x</title></head>' +
        '<body><table role="table"><tr role="row"><td role="cell">x</td></tr></table></body></html>',
    );
    const messages = await checkHtml([file]);
    assert.ok(messages.some((m) => m.type === 'error' && /“role” attribute must not be used on a “tr” element/.test(m.message)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
