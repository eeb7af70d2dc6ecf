#!/usr/bin/env node
// `npm run test:series`: the content check and the unit tests on another series, as its fan group would run them:
// in a copy of the project with that series' content/ and public/images/ (pipeline/seriesCopy.ts). Part of `npm test`,
// with the test series of fixtures/series, so that no unit test depends on the sample series.
//
//   npm run test:series [-- path/to/series]      (a folder with content/ and public/images/; default fixtures/series)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyProjectWithSeries } from '../pipeline/seriesCopy.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const series = process.argv[2] ?? 'fixtures/series';

/** Runs a command in the copy with its output shown; resolves with its exit code. */
async function run(dir, args) {
  const child = spawn(process.execPath, args, { cwd: dir, stdio: 'inherit' });
  const [code] = await once(child, 'exit');
  return code;
}

const copy = copyProjectWithSeries(root, series);
let code = 1;
try {
  console.log(`${series} の内容チェックと単体テスト（${copy.dir}）`);
  code = (await run(copy.dir, ['--import', 'tsx', 'scripts/content-check.mjs'])) || (await run(copy.dir, ['node_modules/jest/bin/jest.js', '--ci']));
} finally {
  copy.remove();
}
process.exit(code ?? 1);
