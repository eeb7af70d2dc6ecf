// @ts-check
// The image step of the static export (CONTRIBUTING.md, "Images"): after `next build`, writes every variant
// lib/imageLoader.ts points at — each original under public/images/ at each configured width, never upscaled, at
// quality 75, in each configured format — into out/. Encoded files are cached in .cache/images/variants/, keyed
// by the original's bytes and the encoder settings, so an unchanged image is never encoded twice.
// No `import.meta` here: Jest imports this module too. The CLI is scripts/images/optimize.mjs.
import { availableParallelism } from 'node:os';
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, promises as fs } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import manifestLib from './manifest.cjs';
import { allWidths, variantPath, variantPlan, variantUrlsIn } from '../../lib/imageVariants.mjs';

const { avifEffortFor, buildManifest, encoderOptions, imageConfig } = manifestLib;

/**
 * @typedef {object} OptimizeOptions
 * @property {string} [outDir]  The export (`out`).
 * @property {string} [publicDir]  Where the originals are (`public`).
 * @property {string} [cacheDir]  Kept between builds, outside outDir (`.cache/images`).
 * @property {(line: string) => void} [log]  Progress and summary lines.
 * @property {number} [concurrency]  Images encoded at once (default: the number of CPUs).
 * @property {boolean} [checkPages]  Check that every variant URL in outDir's HTML now exists (default true; `npm run build`
 *   checks with {@link checkVariantUrls} instead, from its one reading of the pages).
 * @property {boolean} [prune]  Delete cached variants no current original uses (default true).
 */

/**
 * @typedef {object} OptimizeResult
 * @property {number} images  Originals processed.
 * @property {number} files  Variant files in outDir.
 * @property {number} encoded  Files encoded in this run (0 when nothing changed).
 * @property {number} reused  Files taken from the cache.
 * @property {number} encodedImages  Originals that needed any encoding.
 * @property {number} pruned  Stale cache files deleted.
 * @property {number} originalBytes  Total size of the originals.
 * @property {number} variantBytes  Total size of the variant files.
 * @property {number} seconds  Wall time of the step.
 */

/** @param {string} path @param {Buffer} data */
async function writeAtomically(path, data) {
  await fs.mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, path);
}

/**
 * Puts a cached file into the export: a hard link where possible (no copy), else a copy.
 * Synchronous, like the other file loops of this step: each call is a few system calls of microseconds, and awaiting
 * them one by one through libuv's thread pool made the step wait about 1 s for 2,292 files, idle.
 * @param {string} cacheFile
 * @param {string} outFile
 * @param {Set<string>} madeDirs  folders already created in this run
 */
function place(cacheFile, outFile, madeDirs) {
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

/**
 * Runs `worker` over `items` with at most `limit` at once; the first failure rejects.
 * @template T
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<void>} worker
 */
async function pool(items, limit, worker) {
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

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  /** @type {string[]} */
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) found.push(join(entry.parentPath ?? entry.path, entry.name));
  }
  return found;
}

/**
 * Every variant URL the pages reference must exist, or the HTML and the images disagree (an original changed
 * between `next build` and this step, or a bug): fail rather than ship broken images.
 * @param {string} outDir
 * @param {Map<string, string>} references  each URL as the HTML writes it ({@link variantUrlsIn}) → a page that uses it
 */
export function checkVariantUrls(outDir, references) {
  /** @type {string[]} */
  const missing = [];
  for (const [url, page] of references) {
    const path = join(outDir, decodeURI(url.replace(/&amp;/g, '&')));
    if (!existsSync(path)) missing.push(`${page}: ${url}`);
  }
  if (missing.length) {
    missing.sort();
    throw new Error(
      `ページが参照する画像がありません（public/images/ がビルド後に変わった場合はビルドし直してください）:\n  ${missing.slice(0, 10).join('\n  ')}` +
        (missing.length > 10 ? `\n  … ほか ${missing.length - 10} 件` : ''),
    );
  }
}

/**
 * {@link checkVariantUrls} over every page of `outDir`, read here. `npm run build` does not use it: its one reading of
 * the pages (scripts/postbuild/inline-sources.mjs) collects the URLs too.
 * @param {string} outDir
 * @param {string} prefix
 */
function checkPages(outDir, prefix) {
  /** @type {Map<string, string>} */
  const references = new Map();
  for (const file of htmlFiles(outDir)) {
    for (const url of variantUrlsIn(readFileSync(file, 'utf8'), prefix)) {
      if (!references.has(url)) references.set(url, relative(outDir, file));
    }
  }
  checkVariantUrls(outDir, references);
}

/**
 * Writes every image variant of the export into `outDir`, encoding only what the cache does not hold yet.
 * Throws, naming the file, when an original cannot be read or decoded.
 * @param {OptimizeOptions} [options]
 * @returns {Promise<OptimizeResult>}
 */
export async function optimizeImages({
  outDir = 'out',
  publicDir = 'public',
  cacheDir = '.cache/images',
  log = (line) => console.log(line),
  concurrency = availableParallelism(),
  checkPages: shouldCheckPages = true,
  prune = true,
} = {}) {
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
          .toFormat(/** @type {'avif' | 'webp'} */ (variant.format), job.options[variant.format])
          .toBuffer();
        await writeAtomically(variant.cacheFile, data);
        encoded += 1;
      }
    } catch (error) {
      throw new Error(`画像を変換できません: ${relative(process.cwd(), job.file)} (${/** @type {Error} */ (error).message})`);
    }
    done += 1;
    log(`  ${done} / ${pending.length}  ${job.src}（${job.todo.length} ファイル）`);
  });

  let files = 0;
  let variantBytes = 0;
  let originalBytes = 0;
  const madeDirs = new Set();
  for (const job of jobs) {
    originalBytes += statSync(job.file).size;
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

  if (shouldCheckPages) checkPages(outDir, imageConfig.variantPrefix);

  const seconds = (performance.now() - started) / 1000;
  const mb = (/** @type {number} */ n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  log(
    `画像: ${jobs.length} 枚 → ${files} ファイル（変換 ${encoded}、キャッシュ ${files - encoded}）` +
      ` 原画 ${mb(originalBytes)} → 全バリアント ${mb(variantBytes)}、${seconds.toFixed(1)} 秒`,
  );
  return {
    images: jobs.length,
    files,
    encoded,
    reused: files - encoded,
    encodedImages: pending.length,
    pruned,
    originalBytes,
    variantBytes,
    seconds,
  };
}
