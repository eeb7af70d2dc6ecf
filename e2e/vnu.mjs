// The Nu Html Checker (npm vnu-jar, the W3C validator's engine) over every HTML file of an export, in one `java -jar`
// call, errors only: for e2e/html.test.mjs (out/) and e2e/series.test.mjs (the test series).
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

/** The checker's jar: vnu-jar's main export is its path. */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/**
 * @typedef {{ type: string, subType?: string, url?: string, lastLine?: number, firstColumn?: number, message: string }} VnuMessage
 */

/** Every HTML file of an export, as paths relative to it (`onair/index.html`). */
export function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** Runs the checker over `files` and returns its messages. */
export async function checkHtml(files) {
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

/**
 * Every error in every page of an export, as `page:line:column message`.
 * @param {string} dir the export
 */
export async function htmlErrors(dir) {
  const messages = await checkHtml(htmlFiles(dir).map((page) => path.join(dir, page)));
  return messages.map((m) => {
    const page = m.url ? path.relative(path.resolve(dir), new URL(m.url).pathname) : '?';
    return `${page}:${m.lastLine ?? '?'}:${m.firstColumn ?? '?'} ${m.message}`;
  });
}
