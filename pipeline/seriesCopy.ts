/** Another series built in a temporary copy of the project with its `content/` and `public/images/`, so the repository's own files are never read or touched. */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_GUIDES } from '../lib/content/guides';

const SKIP = new Set(['node_modules', '.next', 'out', 'out.old', '.git', '.cache', 'coverage', 'test-results']);
const SKIP_BELOW = /^bench\/(?:results|.*\/(?:\.next|out|node_modules))(?:\/|$)/;

export interface SeriesCopy {
  dir: string;
  remove(): void;
}

/** @throws Error in Japanese naming what the series folder lacks. */
function checkSeriesDir(seriesDir: string): void {
  for (const needed of ['content/site.json', 'public/images']) {
    if (!fs.existsSync(path.join(seriesDir, needed))) {
      throw new Error(`${seriesDir} は作品のフォルダではありません（${needed} がありません。content/ と public/images/ を置いたフォルダを指定してください）`);
    }
  }
}

/** The build's cache of encoded image variants (pipeline/images/variants.ts). */
const IMAGE_VARIANTS = '.cache/images/variants';


/** Copies the project with another series; node_modules is hard-linked, since Turbopack refuses a symlink outside the root. */
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
    // The members' guide and the field reference belong to the kit, not to a series: a group that made the site its own
    // still has them.
    for (const guide of CONTENT_GUIDES.map((name) => `content/${name}`)) {
      if (fs.existsSync(path.join(root, guide)) && !fs.existsSync(path.join(dir, guide))) fs.copyFileSync(path.join(root, guide), path.join(dir, guide));
    }
    const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')], { encoding: 'utf8' });
    if (linked.status !== 0) throw new Error(`node_modules をリンクできません: ${linked.stderr}`);
    // Encoded image variants are named by the original's hash, so one this project has encoded is the same file for any
    // series: hard-linked, the copy's build encodes only originals it has not seen (and what it adds or prunes is its own).
    const variants = path.join(root, IMAGE_VARIANTS);
    if (fs.existsSync(variants)) {
      fs.mkdirSync(path.dirname(path.join(dir, IMAGE_VARIANTS)), { recursive: true });
      const shared = spawnSync('cp', ['-al', variants, path.join(dir, IMAGE_VARIANTS)], { encoding: 'utf8' });
      if (shared.status !== 0) throw new Error(`画像の変換済みファイルをリンクできません: ${shared.stderr}`);
    }
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}

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

/** Builds another series in a copy and moves its export to `dest`; the copy is removed either way. */
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
