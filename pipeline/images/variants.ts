/** Writes every image variant lib/imageLoader.ts points at into the export, cached by bytes and encoder settings so an unchanged image is never encoded twice. */
import { availableParallelism } from 'node:os';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, rmSync, statSync, promises as fs } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { allWidths, sharePath, variantPath, variantPlan } from '../../lib/imageVariants.mjs';
import { BASE_PATH } from '../../lib/url';
import type { PageScan } from '../pageScan';
import manifestLib from './manifest.cjs';

const { avifEffortFor, buildManifest, encoderOptions, imageConfig } = manifestLib;

export interface ImageVariantOptions {
  outDir?: string;
  publicDir?: string;
  cacheDir?: string;
  log?: (line: string) => void;
  concurrency?: number;
  prune?: boolean;
  /** Originals only unpublished content shows: cached but kept out of the export. */
  withhold?: ReadonlySet<string>;
}

export interface ImageVariantResult {
  images: number;
  files: number;
  encoded: number;
  reused: number;
  encodedImages: number;
  pruned: number;
  originalBytes: number;
  variantBytes: number;
  seconds: number;
}

async function writeAtomically(path: string, data: Buffer) {
  await fs.mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, path);
}

/** A hard link where possible, else a copy; synchronous, as a few system calls gain nothing from the thread pool. */
function place(cacheFile: string, outFile: string, madeDirs: Set<string>) {
  const dir = dirname(outFile);
  if (!madeDirs.has(dir)) {
    mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
  }
  rmSync(outFile, { force: true });
  try {
    linkSync(cacheFile, outFile);
  } catch {
    copyFileSync(cacheFile, outFile);
  }
}

async function pool<T>(items: T[], limit: number, worker: (item: T) => Promise<void>) {
  let next = 0;
  const run = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await worker(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
}

/** Writes every variant into `outDir`, encoding only what the cache lacks. @throws Error naming an original that cannot be decoded. */
export async function writeImageVariants({
  outDir = 'out',
  publicDir = 'public',
  cacheDir = '.cache/images',
  log = (line) => console.log(`  ${line}`),
  concurrency = availableParallelism(),
  prune = true,
  withhold = new Set(),
}: ImageVariantOptions = {}): Promise<ImageVariantResult> {
  const started = performance.now();
  if (!existsSync(outDir)) throw new Error(`${outDir}/ がありません。先に next build を実行してください。`);
  const manifest = buildManifest({ publicDir, config: imageConfig });
  const widths = allWidths(imageConfig);
  const variantsDir = join(cacheDir, 'variants');
  await fs.mkdir(variantsDir, { recursive: true });

  const jobs = Object.entries(manifest).map(([src, entry]) => {
    const files = variantPlan(entry.width, widths).flatMap(({ name, width }) =>
      imageConfig.formats.map((format) => ({
        width,
        format,
        cacheFile: join(variantsDir, `${entry.hash}.${name}.${format}`),
        outFile: join(outDir, variantPath(src, entry.hash, name, format, imageConfig)),
      })),
    );
    files.push({
      width: Math.min(imageConfig.shareWidth, entry.width),
      format: 'jpeg',
      cacheFile: join(variantsDir, `${entry.hash}.share.jpg`),
      outFile: join(outDir, sharePath(src, imageConfig)),
    });
    return {
      src,
      file: join(publicDir, src),
      files,
      todo: files.filter((f) => !existsSync(f.cacheFile)),
      options: encoderOptions(imageConfig.quality, avifEffortFor(src, imageConfig)),
    };
  });

  // The slowest encodes first, so that one long job does not end the step alone.
  const pending = jobs
    .filter((job) => job.todo.length > 0)
    .sort((a, b) => (b.options.avif?.effort ?? 0) - (a.options.avif?.effort ?? 0));
  if (pending.length) log(`画像: ${pending.length} / ${jobs.length} 枚を変換します（${imageConfig.formats.join(', ')}、品質 ${imageConfig.quality}）`);
  let done = 0;
  let encoded = 0;
  await pool(pending, Math.max(1, concurrency), async (job) => {
    try {
      const input = sharp(job.file, { failOn: 'error' }).rotate();
      for (const variant of job.todo) {
        const data = await input
          .clone()
          .resize({ width: variant.width, withoutEnlargement: true })
          .toFormat(variant.format as 'avif' | 'webp' | 'jpeg', job.options[variant.format])
          .toBuffer();
        await writeAtomically(variant.cacheFile, data);
        encoded += 1;
      }
    } catch (error) {
      throw new Error(`画像を変換できません: ${relative(process.cwd(), job.file)} (${(error as Error).message})`);
    }
    done += 1;
    log(`  ${done} / ${pending.length}  ${job.src}（${job.todo.length} ファイル）`);
  });

  let files = 0;
  let variantBytes = 0;
  let originalBytes = 0;
  const madeDirs = new Set<string>();
  for (const job of jobs) {
    originalBytes += statSync(job.file).size;
    if (withhold.has(job.src)) {
      // next build copied public/ into the export: the original goes too.
      rmSync(join(outDir, job.src), { force: true });
      continue;
    }
    for (const variant of job.files) {
      place(variant.cacheFile, variant.outFile, madeDirs);
      variantBytes += statSync(variant.outFile).size;
      files += 1;
    }
  }

  let pruned = 0;
  if (prune) {
    const keep = new Set(jobs.flatMap((job) => job.files.map((f) => f.cacheFile)));
    for (const name of readdirSync(variantsDir)) {
      const path = join(variantsDir, name);
      if (!keep.has(path)) {
        rmSync(path, { force: true });
        pruned += 1;
      }
    }
  }

  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  log(`${jobs.length} 枚 → ${files} ファイル（変換 ${encoded}、キャッシュ ${files - encoded}）、原画 ${mb(originalBytes)} → 全バリアント ${mb(variantBytes)}`);
  const held = jobs.filter((job) => withhold.has(job.src)).length;
  if (held > 0) log(`公開前の内容だけが使う ${held} 枚は out/ に入れません`);
  return {
    images: jobs.length,
    files,
    encoded,
    reused: files - encoded,
    encodedImages: pending.length,
    pruned,
    originalBytes,
    variantBytes,
    seconds: (performance.now() - started) / 1000,
  };
}

/** Fails the build when a page loads an image the export lacks, rather than ship broken images. */
export function checkPageImages(outDir: string, images: PageScan['images'], basePath: string = BASE_PATH): string {
  const missing: string[] = [];
  for (const [url, page] of images) {
    const pathname = url.replace(/[?#].*$/, '');
    const inside = pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : null;
    if (inside === null || !existsSync(join(outDir, decodeURIComponent(inside)))) missing.push(`${page}: ${url}`);
  }
  if (missing.length > 0) {
    missing.sort();
    throw new Error(
      `ページが読み込む画像が out/ にありません（public/images/ がビルド中に変わったときはビルドし直してください）:\n  ${missing.slice(0, 10).join('\n  ')}` +
        (missing.length > 10 ? `\n  … ほか ${missing.length - 10} 件` : ''),
    );
  }
  return `ページが読み込む画像 ${images.size} URL、すべてあり`;
}

/** The build step: variants of every published original, then the check of the pages' images. */
export async function writeImages(
  root: string,
  outDir: string,
  pages: Pick<PageScan, 'images'>,
  withhold: ReadonlySet<string> = new Set(),
): Promise<string> {
  await writeImageVariants({ outDir, publicDir: join(root, 'public'), cacheDir: join(root, '.cache/images'), withhold });
  return checkPageImages(outDir, pages.images);
}
