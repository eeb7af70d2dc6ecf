// Valid HTML on every page: the Nu Html Checker (npm vnu-jar, the W3C validator's engine) over every HTML file of the
// export, in one `java -jar` call, errors only. A failure lists each error with its page and line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const OUT = 'out';
/** The checker's jar: vnu-jar's main export is its path. */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/** Every HTML file of the export, as paths relative to it (`onair/index.html`). */
const pages = readdirSync(OUT, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => file.split(path.sep).join('/'))
  .sort();

/**
 * @typedef {{ type: string, subType?: string, url?: string, lastLine?: number, firstColumn?: number, message: string }} VnuMessage
 */

/** Runs the checker over `files` and returns its messages. */
async function check(files) {
  const args = ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files];
  const output = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout }) => stdout,
    // Exit status 1 means "errors found"; the report is on stdout all the same.
    (error) => {
      if (error.code === 'ENOENT') {
        throw new Error('java が見つかりません。sudo apt-get install -y default-jre-headless を実行してください（.ci/run は自動で入れます）。');
      }
      if (!error.stdout) throw error;
      return error.stdout;
    },
  );
  return /** @type {{ messages: VnuMessage[] }} */ (JSON.parse(output)).messages;
}

test('every page of the export is valid HTML (Nu Html Checker, errors only)', async () => {
  assert.ok(pages.length > 1 && pages.includes('index.html') && pages.includes('404.html'), `${pages.length} HTML files in ${OUT}/`);
  const messages = await check(pages.map((page) => path.join(OUT, page)));
  const errors = messages.map((m) => {
    const page = m.url ? path.relative(path.resolve(OUT), new URL(m.url).pathname) : '?';
    return `${page}:${m.lastLine ?? '?'}:${m.firstColumn ?? '?'} ${m.message}`;
  });
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
    const messages = await check([file]);
    assert.ok(messages.some((m) => m.type === 'error' && /“role” attribute must not be used on a “tr” element/.test(m.message)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
