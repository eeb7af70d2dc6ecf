#!/usr/bin/env node
// `npm run build`: the whole static build, all or nothing (CONTRIBUTING.md, "Deploy / headers / feeds").
//
//   1. content check        runContentCheck() from scripts/content-check.mjs (every content file against its schema)
//   2. type check           tsc -b tsconfig.build.json, started first so it runs beside the content check
//   3. next build           the pages, into out/ (its own type check skipped: step 2 did it, see next.config.js)
//   4. news search index    writeNewsSearchIndex() from scripts/news-search-index.mjs (out/news/search-index.json)
//   5. images               optimizeImages() from scripts/images/optimizeImages.mjs (AVIF/WebP variants)
//   6. post-build           feeds, calendars, sitemap.xml + robots.txt, and last _headers (scripts/postbuild/)
//
// Steps 1, 4 and 6 run in this process and share its content cache (lib/content/context.ts): the articles are
// read and rendered once for all three, not once per step. Step 3 runs in other processes; after step 1 the cache
// is written to a snapshot file that next build's worker starts from (SITE_CONTENT_SNAPSHOT, deleted after step 3),
// so the articles are not read and rendered a second time there either.
//
// The previous out/ is moved aside to out.previous/ first. If any step fails (bad content, a missing image, a
// crash, Ctrl+C) the half-built out/ is deleted and the previous one put back exactly as it was; on success the
// new out/ replaces it whole.
//
// Options:
//   --dest <dir>     build, then move the export to <dir> (replacing it) and leave out/ as it was
//   --instrumented   build with a test Google Analytics ID and Sentry DSN into .cache/e2e-instrumented/out,
//                    for e2e/csp.test.mjs (their requests are intercepted by the test, nothing leaves the machine)
//   --basepath       build as a GitHub Pages project site (NEXT_PUBLIC_SITE_URL with the path /sorairo) into
//                    .cache/e2e-basepath/out, for e2e/basepath.test.mjs
//
// Environment variables come from the environment and, like next build reads them, from .env.production.local,
// .env.local, .env.production and .env: the steps after next build (feeds, sitemap, _headers) see the same values.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { BASEPATH_DIR, BASEPATH_ENV } from '../e2e/basepath.mjs';
import { INSTRUMENTED_CONTENT_DIR, INSTRUMENTED_DIR, INSTRUMENTED_ENV, PV_TEST_ID } from '../e2e/instrumented.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(root, 'out');
const PREVIOUS = path.join(root, 'out.previous');
/** The content check's cache, for next build (lib/content/context.ts, "content snapshot"). */
const SNAPSHOT = path.join(os.tmpdir(), `site-content-${process.pid}.v8`);
const removeSnapshot = () => {
  delete process.env.SITE_CONTENT_SNAPSHOT;
  fs.rmSync(SNAPSHOT, { force: true });
};

const { values } = parseArgs({
  options: {
    dest: { type: 'string' },
    instrumented: { type: 'boolean', default: false },
    basepath: { type: 'boolean', default: false },
  },
});
if (values.instrumented && values.basepath) {
  console.error('--instrumented と --basepath は同時に指定できません。');
  process.exit(2);
}
const e2eDir = values.instrumented ? INSTRUMENTED_DIR : values.basepath ? BASEPATH_DIR : null;
const dest = e2eDir ? path.join(root, e2eDir) : values.dest ? path.resolve(values.dest) : null;
if (values.instrumented) {
  Object.assign(process.env, INSTRUMENTED_ENV);
  // A copy of content/ with a PV, so the e2e tests see the facade and its frame (e2e/instrumented.mjs).
  const contentCopy = path.join(root, INSTRUMENTED_CONTENT_DIR);
  fs.rmSync(contentCopy, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'content'), contentCopy, { recursive: true });
  const settings = path.join(contentCopy, 'settings.yaml');
  fs.writeFileSync(settings, `${fs.readFileSync(settings, 'utf8').trimEnd()}\npvYoutubeId: ${PV_TEST_ID}\n`);
  process.env.SITE_CONTENT_DIR = contentCopy;
}
if (values.basepath) Object.assign(process.env, BASEPATH_ENV);
// Next's own loader (the package next build uses), so the post-build steps read .env files exactly as the pages did;
// values already in the environment win, as they do for next build.
createRequire(createRequire(import.meta.url).resolve('next/package.json'))('@next/env').loadEnvConfig(root, false, { info() {}, error: console.error });
process.env.NEXT_TELEMETRY_DISABLED = '1';

const started = performance.now();
const log = (line) => console.log(line);
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Child processes still running, so that Ctrl+C stops them too. */
const children = new Set();

/**
 * Runs a command with this process's environment; rejects when it exits non-zero or is killed.
 * @param {{ quiet?: boolean }} [options] quiet: keep the output, and show it only in the error
 */
function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    children.add(child);
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else {
        const what = `${path.basename(args[0] ?? command)} ${signal ? `was stopped (${signal})` : `exited with ${code}`}`;
        reject(new Error(output ? `${what}\n${output.trimEnd()}` : what));
      }
    });
  });
}

// The type check (what `next build` would run itself, first, for 10–20 s) starts now, in its own process, so
// it overlaps the content check on a second core. tsconfig.build.json leaves out tests, as Next's own check does;
// `npm test` checks everything with tsconfig.json.
// Build mode (-b), not -p: .cache/tsc/build.tsbuildinfo records the last check, and when no file of the project and
// no package.json that module resolution read is newer than it, tsc says "up to date" in 0.2 s instead of parsing
// every file again (2 s and a whole core, taken from the content check beside it). A build after a content-only
// change, the usual one, checks nothing. A change anywhere, or errors found last time (kept in the build info),
// means a full incremental check, as before.
let typeCheck = null;
function startTypeCheck() {
  typeCheck = run(process.execPath, ['node_modules/typescript/bin/tsc', '-b', 'tsconfig.build.json'], { quiet: true });
  // Awaited by its step; until then a failure must not count as unhandled.
  typeCheck.catch(() => {});
}

/** The steps, in order. A step whose script is not in the repository is skipped and says so. */
const steps = [
  {
    name: 'content check',
    file: 'scripts/content-check.mjs',
    run: async () => {
      const { runContentCheck } = await import(pathToFileURL(path.join(root, 'scripts/content-check.mjs')).href);
      if (!runContentCheck({ rootDir: root })) throw new Error('content:check found problems (listed above)');
      const { requireTs } = await import(pathToFileURL(path.join(root, 'scripts/register-ts.mjs')).href);
      requireTs('lib/content/context.ts').writeContentSnapshot(SNAPSHOT);
      process.env.SITE_CONTENT_SNAPSHOT = SNAPSHOT;
    },
  },
  {
    name: 'type check',
    file: 'tsconfig.build.json',
    run: async () => {
      await typeCheck;
      // Read by next.config.js: next build skips the check it would otherwise repeat.
      process.env.SITE_TYPES_CHECKED = '1';
    },
  },
  {
    name: 'next build',
    file: 'node_modules/next/dist/bin/next',
    run: () => run(process.execPath, ['node_modules/next/dist/bin/next', 'build']).finally(removeSnapshot),
  },
  {
    name: 'news search index',
    file: 'scripts/news-search-index.mjs',
    run: async () => {
      const { writeNewsSearchIndex } = await import(pathToFileURL(path.join(root, 'scripts/news-search-index.mjs')).href);
      const { count } = writeNewsSearchIndex(OUT);
      log(`  ${count} 件`);
    },
  },
  {
    name: 'images',
    file: 'scripts/images/optimizeImages.mjs',
    run: async () => {
      const { optimizeImages } = await import(pathToFileURL(path.join(root, 'scripts/images/optimizeImages.mjs')).href);
      await optimizeImages({
        outDir: OUT,
        publicDir: path.join(root, 'public'),
        cacheDir: path.join(root, '.cache/images'),
        log: (line) => log(`  ${line}`),
      });
    },
  },
  {
    name: 'post-build (feeds, calendars, sitemap, _headers)',
    file: 'scripts/postbuild/index.mjs',
    run: async () => {
      const { runPostbuild } = await import(pathToFileURL(path.join(root, 'scripts/postbuild/index.mjs')).href);
      await runPostbuild({ outDir: 'out', log: (line) => log(`  ${line}`) });
    },
  },
];

/** An earlier run that died between moving out/ aside and putting it back left out.previous/: recover it. */
function recoverInterruptedRun() {
  if (!fs.existsSync(PREVIOUS)) return;
  if (fs.existsSync(OUT)) {
    fs.rmSync(PREVIOUS, { recursive: true, force: true });
  } else {
    fs.renameSync(PREVIOUS, OUT);
    log('前回中断されたビルドの out/ を元に戻しました。');
  }
}

function restorePrevious() {
  fs.rmSync(OUT, { recursive: true, force: true });
  if (fs.existsSync(PREVIOUS)) fs.renameSync(PREVIOUS, OUT);
}

let finished = false;
function abort(signal) {
  if (finished) return;
  finished = true;
  for (const child of children) child.kill(signal);
  removeSnapshot();
  restorePrevious();
  console.error(`\n✖ ビルドを中断しました（${signal}）。out/ は前回のままです。`);
  process.exit(130);
}
process.on('SIGINT', () => abort('SIGINT'));
process.on('SIGTERM', () => abort('SIGTERM'));

recoverInterruptedRun();
if (fs.existsSync(OUT)) fs.renameSync(OUT, PREVIOUS);

try {
  if (fs.existsSync(path.join(root, 'tsconfig.build.json'))) startTypeCheck();
  for (const step of steps) {
    if (!fs.existsSync(path.join(root, step.file))) {
      log(`▷ ${step.name}: ${step.file} がないため省略`);
      continue;
    }
    const since = performance.now();
    log(`▶ ${step.name}`);
    await step.run();
    log(`✓ ${step.name}（${seconds(since)}）`);
  }
  for (const required of ['index.html', '404.html', '_headers', 'sitemap.xml']) {
    if (!fs.existsSync(path.join(OUT, required))) throw new Error(`out/${required} がありません`);
  }
} catch (error) {
  finished = true;
  for (const child of children) child.kill();
  removeSnapshot();
  restorePrevious();
  console.error(`\n✖ ビルドに失敗しました: ${error instanceof Error ? error.message : String(error)}`);
  console.error(fs.existsSync(OUT) ? '  out/ は前回のビルドのままです。' : '  （前回の out/ はありません）');
  process.exit(1);
}

finished = true;
if (dest) {
  fs.rmSync(dest, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  fs.renameSync(OUT, dest);
  if (fs.existsSync(PREVIOUS)) fs.renameSync(PREVIOUS, OUT);
  log(`\n✓ ビルド完了（${seconds(started)}）: ${path.relative(root, dest)}/ に出力しました（out/ はそのまま）。`);
} else {
  fs.rmSync(PREVIOUS, { recursive: true, force: true });
  log(`\n✓ ビルド完了（${seconds(started)}）: out/`);
}
