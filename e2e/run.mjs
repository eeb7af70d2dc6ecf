// Runs the end-to-end suite against out/ (build it first: `npm run build`). Before the tests that need them, it
// builds what they check with the build's options (pipeline/options.ts: the variants with Google Analytics and Sentry,
// below a base path and of a second series; the season builds of e2e/season.mjs, a timed article and a reveal built
// either side of their minute) and the bare Next.js export that perf.test.mjs compares first-load JavaScript with;
// then it serves out/ with the same server as `npm start` and runs every e2e/*.test.mjs (or those named) with node's
// test runner.
//
//   node --import tsx e2e/run.mjs [e2e/x.test.mjs …]      (`npm run test:e2e`)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { once } from 'node:events';
import { BASEPATH, INSTRUMENTED, SERIES } from '../pipeline/options.ts';
import { CHROMIUM_PATH } from './browser.mjs';
import { seasonBuilds } from './season.mjs';
import { startServer } from './server.mjs';

if (!existsSync('out/index.html')) {
  console.error('out/ がありません。先に npm run build を実行してください。');
  process.exit(1);
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium が見つかりません (${CHROMIUM_PATH})。 sudo apt-get install -y chromium fonts-noto-cjk を実行してください。`);
  process.exit(1);
}

/** Runs a command with its output shown; rejects when it fails. */
async function run(command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`${[command, ...args].join(' ')} exited with ${code}`);
}

/** What a test file needs built besides out/, by file name. */
const NEEDS = {
  'e2e/csp.test.mjs': ['instrumented'],
  'e2e/analytics.test.mjs': ['instrumented'],
  'e2e/basepath.test.mjs': ['basepath'],
  'e2e/series.test.mjs': ['series'],
  'e2e/perf.test.mjs': ['baseline'],
  'e2e/season.test.mjs': ['season'],
  'e2e/spoiler.test.mjs': ['season'],
};
/** The variants named above, where their builds go. */
const VARIANT_DEST = { instrumented: INSTRUMENTED.dest, basepath: BASEPATH.dest, series: SERIES.dest };

const only = process.argv.slice(2);
const files = (only.length ? only : readdirSync('e2e').filter((f) => f.endsWith('.test.mjs')).map((f) => `e2e/${f}`)).sort();
const needed = new Set(files.flatMap((file) => NEEDS[file] ?? []));
for (const name of needed) {
  if (name === 'baseline') {
    console.log('\n== bare Next.js export (bench/baseline): the first-load JavaScript budget of e2e/perf.test.mjs');
    await run(process.execPath, ['node_modules/next/dist/bin/next', 'build', 'bench/baseline'], { NEXT_TELEMETRY_DISABLED: '1' });
    continue;
  }
  const builds = name === 'season' ? seasonBuilds() : [{ label: `--variant ${name} → ${VARIANT_DEST[name]}/`, args: ['--variant', name] }];
  for (const { label, args } of builds) {
    console.log(`\n== build ${label}`);
    await run(process.execPath, ['--import', 'tsx', 'scripts/build.mjs', ...args]);
  }
}

const server = await startServer({ dir: 'out', port: process.env.E2E_PORT || '3100' });
const tests = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
  stdio: 'inherit',
  env: { ...process.env, BASE_URL: server.url },
});
const [code] = await once(tests, 'exit');
server.stop();
process.exit(code ?? 1);
