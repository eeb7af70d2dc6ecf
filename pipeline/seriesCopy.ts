/**
 * Another series, as a fan group has it after making the site its own: a copy of this project in a temporary folder
 * with the series' `content/` and `public/images/` in place of the repository's. The code is the same; everything
 * that comes from content (lib/site.ts's site.json, the loaders, the image manifest, the files under public/) is the
 * series'. A build of it (`npm run build -- --series <dir>`) and the unit tests on it (scripts/test-series.mjs) run
 * there, so nothing of the repository's content/, public/, .next/ or out/ is read or touched.
 *
 * A series folder holds `content/` (with its site.json) and `public/images/`, e.g. fixtures/series/.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Top-level entries that are output, caches or tooling state, never copied. */
const SKIP = new Set(['node_modules', '.next', 'out', 'out.previous', '.git', '.cache', 'coverage', 'test-results']);
/** Build output and installs inside the benchmark's bare export. */
const SKIP_BELOW = /^bench\/(?:results|.*\/(?:\.next|out|node_modules))(?:\/|$)/;

/** A project copy with another series; `remove()` deletes it. */
export interface SeriesCopy {
  /** The copy's root. */
  dir: string;
  remove(): void;
}

/**
 * Checks that `seriesDir` is a series folder.
 * @throws Error (in Japanese) naming what is missing
 */
function checkSeriesDir(seriesDir: string): void {
  for (const needed of ['content/site.json', 'public/images']) {
    if (!fs.existsSync(path.join(seriesDir, needed))) {
      throw new Error(`${seriesDir} は作品のフォルダではありません（${needed} がありません。content/ と public/images/ を置いたフォルダを指定してください）`);
    }
  }
}

/**
 * Copies the project at `root` into a new temporary folder with `seriesDir`'s content/ and public/images/.
 * node_modules is hard-linked (`cp -al`: Turbopack refuses a symlinked node_modules outside the project root), so the
 * copy takes seconds and no space; nothing may write into the copy's node_modules, whose files are the repository's.
 * @throws Error when `seriesDir` is not a series folder
 */
export function copyProjectWithSeries(root: string, seriesDir: string): SeriesCopy {
  const series = path.resolve(root, seriesDir);
  checkSeriesDir(series);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fansite-series-'));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    for (const name of fs.readdirSync(root)) {
      if (SKIP.has(name) || name.endsWith('.tsbuildinfo')) continue;
      fs.cpSync(path.join(root, name), path.join(dir, name), {
        recursive: true,
        filter: (src) => !SKIP_BELOW.test(path.relative(root, src).split(path.sep).join('/')),
      });
    }
    for (const part of ['content', 'public/images']) {
      fs.rmSync(path.join(dir, part), { recursive: true, force: true });
      fs.cpSync(path.join(series, part), path.join(dir, part), { recursive: true });
    }
    const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')], { encoding: 'utf8' });
    if (linked.status !== 0) throw new Error(`node_modules をリンクできません: ${linked.stderr}`);
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}

/**
 * Replaces `to` with the folder `from` (renamed when both are on one file system, copied otherwise).
 */
function moveFolder(from: string, to: string): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    fs.cpSync(from, to, { recursive: true });
  }
}

/**
 * The build of another series: `npm run build` in a copy with that series (the environment as this build has set it
 * up: site URL, services), then its export moved to `dest`. The copy is removed either way.
 * @param signal stops the build in the copy (Ctrl+C)
 * @returns a line for the log
 * @throws Error when the series' build fails (its own output above says why)
 */
export async function buildSeries(root: string, seriesDir: string, dest: string, signal: AbortSignal): Promise<string> {
  const copy = copyProjectWithSeries(root, seriesDir);
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.mjs'], { cwd: copy.dir, stdio: 'inherit', env: process.env });
    const stop = () => child.kill('SIGTERM');
    signal.addEventListener('abort', stop, { once: true });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    signal.removeEventListener('abort', stop);
    if (code !== 0) throw new Error(`${seriesDir} のビルドが失敗しました（理由は上の出力にあります）`);
    moveFolder(path.join(copy.dir, 'out'), dest);
    return `${seriesDir} → ${path.relative(root, dest) || '.'}/`;
  } finally {
    copy.remove();
  }
}
