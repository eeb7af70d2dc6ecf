/**
 * The image step of the static export (CONTRIBUTING.md, "Images"): after `next build`, writes every variant
 * lib/imageLoader.ts points at — each original under public/images/ at each configured width, never upscaled, at
 * quality 75, in each configured format — into the export, then checks that every image a page loads exists.
 * Encoded files are cached in .cache/images/variants/, keyed by the original's bytes and the encoder settings, so an
 * unchanged image is never encoded twice.
 */
import { availableParallelism } from 'node:os';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, rmSync, statSync, promises as fs } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { allWidths, variantPath, variantPlan } from '../../lib/imageVariants.mjs';
import { BASE_PATH } from '../../lib/url';
import type { PageScan } from '../pageScan';
import manifestLib from './manifest.cjs';

const { avifEffortFor, buildManifest, encoderOptions, imageConfig } = manifestLib;

export interface ImageVariantOptions {
  /** The export (`out`). */
  outDir?: string;
  /** Where the originals are (`public`). */
  publicDir?: string;
  /** Kept between builds, outside outDir (`.cache/images`). */
  cacheDir?: string;
  /** Progress lines. */
  log?: (line: string) => void;
  /** Images encoded at once (default: the number of CPUs). */
  concurrency?: number;
  /** Delete cached variants no current original uses (default true). */
  prune?: boolean;
  /**
   * Originals (site paths, `/images/story/ep12-1.png`) that only content not yet published shows: encoded into the
   * cache like the others, but neither they nor their variants are put in the export (lib/content/clock.ts).
   */
  withhold?: ReadonlySet<string>;
}

export interface ImageVariantResult {
  /** Originals processed. */
  images: number;
  /** Variant files in outDir. */
  files: number;
  /** Files encoded in this run (0 when nothing changed). */
  encoded: number;
  /** Files taken from the cache. */
  reused: number;
  /** Originals that needed any encoding. */
  encodedImages: number;
  /** Stale cache files deleted. */
  pruned: number;
  /** Total size of the originals. */
  originalBytes: number;
  /** Total size of the variant files. */
  variantBytes: number;
  /** Wall time of the step. */
  seconds: number;
}

async function writeAtomically(path: string, data: Buffer) {
  await fs.mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, path);
}

/**
 * Puts a cached file into the export: a hard link where possible (no copy), else a copy. Synchronous, like the
 * other file loops of this step: each call is a few system calls, which gain nothing from the thread pool.
 * @param madeDirs folders already created in this run
 */
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

/** Runs `worker` over `items` with at most `limit` at once; the first failure rejects. */
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

/**
 * Writes every image variant of the export into `outDir`, encoding only what the cache does not hold yet.
 * @throws Error naming the file when an original cannot be read or decoded
 */
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
    return {
      src,
      file: join(publicDir, src),
      files,
      todo: files.filter((f) => !existsSync(f.cacheFile)),
      options: encoderOptions(imageConfig.quality, avifEffortFor(src, imageConfig)),
    };
  });

  // The slowest encodes (a higher AVIF effort) first, so the other workers fill in around them instead of a
  // single long job ending the step.
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
          .toFormat(variant.format as 'avif' | 'webp', job.options[variant.format])
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

/**
 * Every image the pages load must be in the export, or the HTML and the files disagree (an original changed between
 * `next build` and the image step, a misspelt path, a URL without the base path): fail rather than ship broken
 * images.
 * @param images root-relative URLs as the pages write them → a page that loads it ({@link PageScan.images})
 * @param basePath the path the export is served below (`/sorairo`), which every URL must start with
 * @returns a line for the build's log
 * @throws Error listing the missing images and a page that loads each
 */
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

/**
 * The build step: the variants of every original but those of content not yet published, then the check that every
 * image a page loads is in the export.
 * @param root the repository (public/ and the encoder cache .cache/images/ are there)
 * @param withhold originals to leave out ({@link ImageVariantOptions.withhold})
 * @returns a line for the build's log
 */
export async function writeImages(
  root: string,
  outDir: string,
  pages: Pick<PageScan, 'images'>,
  withhold: ReadonlySet<string> = new Set(),
): Promise<string> {
  await writeImageVariants({ outDir, publicDir: join(root, 'public'), cacheDir: join(root, '.cache/images'), withhold });
  return checkPageImages(outDir, pages.images);
}
