#!/usr/bin/env node
// `npm run build`: the whole static build, all or nothing (CONTRIBUTING.md, "Deploy / headers / feeds").
//
//   1. content check        runContentCheck() from scripts/content-check.mjs (every content file against its schema),
//                            on a worker thread (scripts/content-check-worker.mjs)
//   2. type check           tsc -b tsconfig.build.json, in its own process beside the content check
//   3. next build           the pages, into out/ (its own type check skipped: step 2 did it, see next.config.js);
//                            started as soon as step 2 has passed, so its start-up overlaps the content check
//   4. compile hints        markFirstLoadScripts() from scripts/compile-hints.mjs (the scripts pages load up front
//                            get V8's `//# allFunctionsCalledOnLoad`)
//   5. first paint          prepareFirstPaint() from scripts/first-paint.mjs (each page's stylesheets inline, its
//                            scripts loaded after the first frame): the last step that changes HTML
//   6. news search index    writeNewsSearchIndex() from scripts/news-search-index.mjs (out/news/search-index.json)
//   7. images               optimizeImages() from scripts/images/optimizeImages.mjs (AVIF/WebP variants), then the
//                            check that every image a page references exists
//   8. post-build           feeds, calendars, sitemap.xml + robots.txt, and last _headers (scripts/postbuild/)
//
// Each exported page is read once more, on a second thread started with step 7 (scripts/postbuild/inline-sources.mjs):
// for the CSP's hashes, the sitemap's noindex pages and step 7's image check. The feeds and calendars need only the
// content: they are made while step 3 runs, and step 8 writes them.
//
// The articles are read and rendered once per build, by step 1. When the content is valid, its thread writes its
// content cache (lib/content/context.ts) to a snapshot file: next build's worker starts from it
// (SITE_CONTENT_SNAPSHOT, waiting for it if it comes first; the file is deleted after step 3), and so do steps 6
// and 8 on this thread.
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
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { BASEPATH_DIR, BASEPATH_ENV } from '../e2e/basepath.mjs';
import { INSTRUMENTED_CONTENT_DIR, INSTRUMENTED_DIR, INSTRUMENTED_ENV, PV_TEST_ID } from '../e2e/instrumented.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(root, 'out');
const PREVIOUS = path.join(root, 'out.previous');
/** The content check's cache, for next build (lib/content/context.ts, "content snapshot"). */
const SNAPSHOT = path.join(os.tmpdir(), `site-content-${process.pid}.v8`);
const removeSnapshot = () => fs.rmSync(SNAPSHOT, { force: true });

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

/** Imports a module of this repository by its path from the root (`scripts/…`). */
const importFromRoot = (file) => import(pathToFileURL(path.join(root, file)).href);

const started = performance.now();
const log = (line) => console.log(line);
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Child processes still running, so that a failure or Ctrl+C stops them too. */
const children = new Set();
/** Set once the build has failed, been stopped or succeeded: from then on nothing new may start. */
let finished = false;

/**
 * Runs a command with this process's environment and `env` on top; rejects when it exits non-zero or is killed.
 * Its output is kept: shown only in the error, or when `show()` is called (a step that starts before the steps
 * ahead of it have printed their lines), and from then on as it comes.
 * @param {{ env?: Record<string, string> }} [options]
 * @returns {Promise<void> & { startedAt: number, show: () => void }}
 */
function run(command, args, { env = {} } = {}) {
  /** Output not shown yet, in the order it came, with the stream it came on. */
  const kept = [];
  let showing = false;
  const promise = new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    children.add(child);
    for (const stream of /** @type {const} */ (['stdout', 'stderr'])) {
      child[stream].on('data', (chunk) => (showing ? process[stream].write(chunk) : kept.push({ stream, chunk })));
    }
    child.on('error', reject);
    // 'close', not 'exit': the end of its output has arrived too.
    child.on('close', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else {
        const what = `${path.basename(args[0] ?? command)} ${signal ? `was stopped (${signal})` : `exited with ${code}`}`;
        const unseen = kept.map(({ chunk }) => chunk).join('').trimEnd();
        reject(new Error(unseen && !showing ? `${what}\n${unseen}` : what));
      }
    });
  });
  return Object.assign(promise, {
    startedAt: performance.now(),
    show() {
      if (showing) return;
      showing = true;
      for (const { stream, chunk } of kept.splice(0)) process[stream].write(chunk);
    },
  });
}

/** Stops every child still running and resolves when all have exited (so none writes to out/ after it is restored). */
function stopChildren(signal = 'SIGTERM') {
  return Promise.all(
    [...children].map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const force = setTimeout(() => child.kill('SIGKILL'), 5000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill(signal);
        }),
    ),
  );
}

// Three things start before the step loop, so that they overlap on the machine's cores:
//
//   content check   on a worker thread (scripts/content-check-worker.mjs); writes the snapshot when the content is valid
//   type check      tsc, in its own process
//   next build      as soon as the type check has passed; its worker waits for the snapshot before the first page
//
// next build spends its first second or so starting, reading next.config.js and compiling (from Turbopack's cache),
// none of which reads content; run after the check, that second was added to every build. Its output is held until
// the content and type check have printed theirs, so the log still reads step by step. It starts after the type
// check, not with it: it rewrites .next/types/, which the type check reads, and SITE_TYPES_CHECKED (below) may only
// be given once the check has passed. The type check is 0.2 s when nothing it reads has changed (below).
//
// The type check (what `next build` would run itself, first, for 10–20 s) is tsconfig.build.json, which leaves out
// tests, as Next's own check does; `npm test` checks everything with tsconfig.json.
// Build mode (-b), not -p: .cache/tsc/build.tsbuildinfo records the last check, and when no file of the project and
// no package.json that module resolution read is newer than it, tsc says "up to date" in 0.2 s instead of parsing
// every file again (2 s and a whole core, taken from the content check beside it). A build after a content-only
// change, the usual one, checks nothing. A change anywhere, or errors found last time (kept in the build info),
// means a full incremental check, as before.

/** @type {Promise<{ ok: boolean, lines: { stream: 'stdout' | 'stderr', text: string }[] }> | null} */
let contentCheck = null;
/** @type {Promise<void> | null} */
let typeCheck = null;
/** @type {Promise<{ build: ReturnType<typeof run> }> | null} next build, once it has been started (wrapped: a
 * promise resolved with `build` itself would wait for it to end) */
let nextBuild = null;

function startContentCheck() {
  contentCheck = new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./content-check-worker.mjs', import.meta.url), {
      workerData: { rootDir: root, snapshot: SNAPSHOT },
    });
    let answer = null;
    worker.on('message', (message) => (answer = message));
    worker.on('error', reject);
    worker.on('exit', (code) => (answer ? resolve(answer) : reject(new Error(`the content check's thread ended (${code}) without an answer`))));
  });
}

function startNextBuild({ typesChecked }) {
  // The build failed or was stopped while the type check ran: nothing may start now (it would write to out/).
  if (finished) throw new Error('the build has ended');
  const build = run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    env: {
      // Read by next.config.js: next build skips the check it would otherwise repeat.
      ...(typesChecked ? { SITE_TYPES_CHECKED: '1' } : {}),
      // Without a content check, next build's worker reads the content itself.
      ...(contentCheck ? { SITE_CONTENT_SNAPSHOT: SNAPSHOT, SITE_CONTENT_SNAPSHOT_WRITER: String(process.pid) } : {}),
      // Its output goes through a pipe now: keep the colours a terminal would have had.
      ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
    },
  });
  return { build };
}

function startEarlySteps() {
  if (fs.existsSync(path.join(root, 'scripts/content-check.mjs'))) startContentCheck();
  if (!fs.existsSync(path.join(root, 'node_modules/next/dist/bin/next'))) {
    // Its step says it is skipped.
  } else if (fs.existsSync(path.join(root, 'tsconfig.build.json'))) {
    typeCheck = run(process.execPath, ['node_modules/typescript/bin/tsc', '-b', 'tsconfig.build.json']);
    nextBuild = typeCheck.then(() => startNextBuild({ typesChecked: true }));
  } else {
    nextBuild = Promise.resolve().then(() => startNextBuild({ typesChecked: false }));
  }
  // Each is awaited by its step; until then a failure must not count as unhandled.
  for (const started of [contentCheck, typeCheck, nextBuild]) started?.catch(() => {});
  nextBuild?.then(({ build }) => build.catch(() => {}), () => {});
}

const POSTBUILD = 'scripts/postbuild/index.mjs';
/** @type {Promise<import('./postbuild/index.mjs').FromContent> | null} the post-build's content-only part, made while
 * next build runs (null: not started, and the post-build makes it itself) */
let postbuildFromContent = null;
/** @type {Promise<import('./postbuild/index.mjs').PageScan> | null} the one reading of the pages, started with the
 * image step (null: not started; then the image step reads the pages for its check, and the post-build for its part) */
let postbuildStarted = null;
/** @type {string[] | null} the export's pages, listed by the first-paint step for it and the page scan (null: not listed) */
let htmlFiles = null;

/** The steps, in order. A step whose script is not in the repository is skipped and says so. */
const steps = [
  {
    name: 'content check',
    file: 'scripts/content-check.mjs',
    run: async () => {
      const { ok, lines } = await contentCheck;
      for (const { stream, text } of lines) (stream === 'stderr' ? console.error : console.log)(text);
      if (!ok) throw new Error('content:check found problems (listed above)');
      // The search index and post-build steps below run on this thread and read the same content: from the
      // snapshot the check wrote (15 ms for 1,000 articles), not by reading and rendering every article again.
      const { requireTs } = await importFromRoot('scripts/register-ts.mjs');
      requireTs('lib/content/context.ts').loadContentSnapshot(SNAPSHOT);
    },
  },
  {
    name: 'type check',
    file: 'tsconfig.build.json',
    run: () => typeCheck,
  },
  {
    name: 'next build',
    file: 'node_modules/next/dist/bin/next',
    run: async () => {
      const { build } = await nextBuild;
      log(`  （${seconds(build.startedAt)} 前から内容チェックと並行して実行中）`);
      build.show();
      // This thread has nothing else to do until next build ends: load the code the steps after it run now (sharp,
      // and the content loaders with markdown-it that bring the cached content back), 0.2 s that would
      // otherwise come after it, and make what the post-build makes from the content alone (feeds, calendars:
      // 0.2 s at 1,000 articles). A module that fails to load, or a failure there, is left to its step to report.
      const later = steps.slice(steps.findIndex((step) => step.name === 'next build') + 1);
      await Promise.allSettled([
        ...later.filter((step) => fs.existsSync(path.join(root, step.file))).map((step) => importFromRoot(step.file)),
        importFromRoot('scripts/register-ts.mjs').then(({ requireTs }) => requireTs('lib/content/check.ts')),
      ]);
      if (fs.existsSync(path.join(root, POSTBUILD))) {
        postbuildFromContent = importFromRoot(POSTBUILD).then(({ prepareFromContent }) => prepareFromContent());
        postbuildFromContent.catch(() => {});
      }
      await build.finally(removeSnapshot);
    },
  },
  {
    name: 'compile hints',
    file: 'scripts/compile-hints.mjs',
    run: async () => {
      const { markFirstLoadScripts } = await importFromRoot('scripts/compile-hints.mjs');
      const manifest = JSON.parse(fs.readFileSync(path.join(root, '.next/build-manifest.json'), 'utf8'));
      const { files } = markFirstLoadScripts({ outDir: OUT, manifest });
      log(`  ページが最初に読み込むスクリプト ${files} ファイル`);
    },
  },
  {
    name: 'first paint',
    file: 'scripts/first-paint.mjs',
    run: async () => {
      const { prepareFirstPaint } = await importFromRoot('scripts/first-paint.mjs');
      const { requireTs } = await importFromRoot('scripts/register-ts.mjs');
      htmlFiles = requireTs('lib/headers.ts').listHtmlFiles(OUT);
      const { pages, stylesheets } = prepareFirstPaint({ outDir: OUT, htmlFiles });
      log(`  ${pages} ページにスタイルシート ${stylesheets} 種をインライン化、スクリプトは最初の描画の後に読み込み`);
    },
  },
  {
    name: 'news search index',
    file: 'scripts/news-search-index.mjs',
    run: async () => {
      const { writeNewsSearchIndex } = await importFromRoot('scripts/news-search-index.mjs');
      const { count } = writeNewsSearchIndex(OUT);
      log(`  ${count} 件`);
    },
  },
  {
    name: 'images',
    file: 'scripts/images/optimizeImages.mjs',
    run: async () => {
      // The pages are final now and this step writes no HTML: the post-build's reading of every page (0.9 s at 1,000
      // articles) starts first, on its own thread, beside this step. It also collects the image URLs the pages use,
      // which this step checks at its end, so no page is read twice.
      if (fs.existsSync(path.join(root, POSTBUILD))) {
        postbuildStarted = importFromRoot(POSTBUILD).then(({ startPostbuild }) => startPostbuild({ outDir: 'out', htmlFiles: htmlFiles ?? undefined }));
        // Awaited below and by the post-build; a failure of the image step first must not leave it unhandled.
        postbuildStarted.catch(() => {});
      }
      const { optimizeImages, checkVariantUrls } = await importFromRoot('scripts/images/optimizeImages.mjs');
      await optimizeImages({
        outDir: OUT,
        publicDir: path.join(root, 'public'),
        cacheDir: path.join(root, '.cache/images'),
        log: (line) => log(`  ${line}`),
        checkPages: !postbuildStarted,
      });
      if (postbuildStarted) {
        const { scan } = await postbuildStarted;
        const { variantUrls, pages } = await scan.finish();
        checkVariantUrls(OUT, variantUrls);
        log(`  ページが参照する画像: ${pages} ページで ${variantUrls.size} URL、すべてあり`);
      }
    },
  },
  {
    name: 'post-build (feeds, calendars, sitemap, _headers)',
    file: POSTBUILD,
    run: async () => {
      const { runPostbuild } = await importFromRoot(POSTBUILD);
      await runPostbuild({
        outDir: 'out',
        log: (line) => log(`  ${line}`),
        fromContent: (await postbuildFromContent) ?? undefined,
        started: (await postbuildStarted) ?? undefined,
      });
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

async function abort(signal) {
  if (finished) return;
  finished = true;
  await stopChildren(signal);
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
  startEarlySteps();
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
  // After Ctrl+C a step fails because its child was stopped: abort() is already restoring out/ and ends the process.
  if (finished) await new Promise(() => {});
  finished = true;
  await stopChildren();
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
  // Asynchronous: the thread pool's unlinks run side by side (0.3 s for 1,000 articles' out/, against 0.5 s one by one).
  await fs.promises.rm(PREVIOUS, { recursive: true, force: true });
  log(`\n✓ ビルド完了（${seconds(started)}）: out/`);
}
