// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose, see below */
// Plain, synchronous CommonJS on purpose: next.config.js requires it, so the image manifest is written before Next
// compiles anything (in `next build`, `next dev` and Jest alike), and build/images/variants.ts reuses it.
const { createHash } = require('node:crypto');
const { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync, existsSync } = require('node:fs');
const { join, relative, sep } = require('node:path');
const imageConfig = require('../../lib/imageConfig.json');

/** Raster formats an original may be in. */
const SOURCE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.webp']);

/** Where the manifest lives: beside the encoded-variant cache, outside out/, gitignored. */
const DEFAULT_MANIFEST_PATH = join(__dirname, '..', '..', '.cache', 'images', 'manifest.json');

/**
 * sharp options per output format for the spec's quality (75). AVIF's quality scale is Next's own
 * (`round(q × 50 / 80)` = 47, from next/dist/server/image-optimizer), so it looks like what `/_next/image` serves.
 * Its effort is {@link avifEffortFor}'s: 1 for most images, not Next's 3: on this art effort 3 is 8× slower than WebP
 * for files 32% smaller, effort 1 is 1.7× slower for files 22% smaller (measurements in CONTRIBUTING.md, "Images").
 * @param {number} quality
 * @param {number} [avifEffort]
 * @returns {Record<string, Record<string, number>>}
 */
function encoderOptions(quality, avifEffort = 1) {
  return {
    webp: { quality },
    avif: { quality: Math.max(Math.round(quality * (50 / 80)), 1), effort: avifEffort },
  };
}

/**
 * The AVIF effort for one original: `avifEffort` in lib/imageConfig.json maps path prefixes to an effort (the
 * longest prefix that matches wins), `default` covers the rest. The key visuals (`/images/top/`) get 4: they are
 * the top page's largest paint on every screen, and at effort 4 the phone crop is 16% smaller (828px: 33.0 → 27.7 kB)
 * and the 1920px landscape 18% (58.5 → 48.1 kB), for about 15 s more encoding per key visual, once (the cache keeps
 * it).
 * @param {string} src  Site path of the original (`/images/top/kv.png`).
 * @param {{ avifEffort?: Record<string, number> }} [config]
 * @returns {number}
 */
function avifEffortFor(src, config = imageConfig) {
  const { default: fallback = 1, ...byPrefix } = config.avifEffort ?? {};
  const prefix = Object.keys(byPrefix)
    .filter((p) => src.startsWith(p))
    .sort((a, b) => b.length - a.length)[0];
  return prefix === undefined ? fallback : byPrefix[prefix];
}

/**
 * What the encoded bytes of one original's variants depend on besides its own bytes: part of their hash, so changing
 * the quality, the formats or an encoder option gives new URLs and a cache miss. Bump `version` when the resize step
 * changes.
 * @param {{ quality: number, formats: string[], avifEffort?: Record<string, number> }} config
 * @param {string} src  Site path of the original.
 */
function settingsKey(config, src) {
  const options = encoderOptions(config.quality, avifEffortFor(src, config));
  return JSON.stringify({
    version: 1,
    formats: config.formats.map((f) => [f, options[f]]),
  });
}

/**
 * Width and height from the file header (PNG, JPEG, WebP), without decoding.
 * @param {Buffer} buf
 * @param {string} file  For the error message.
 * @returns {{ width: number, height: number }}
 */
function readImageSize(buf, file) {
  // PNG: signature, then the IHDR chunk.
  if (buf.length >= 24 && buf.readUInt32BE(0) === 0x89504e47 && buf.toString('latin1', 12, 16) === 'IHDR') {
    return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  }
  // JPEG: walk the segments to the first start-of-frame.
  if (buf.length >= 4 && buf[0] === 0xff && buf[1] === 0xd8) {
    let i = 2;
    while (i + 9 < buf.length) {
      if (buf[i] !== 0xff) break;
      const marker = buf[i + 1];
      if (marker === 0xff) {
        i += 1;
        continue;
      }
      const length = buf.readUInt16BE(i + 2);
      const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame) return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
      i += 2 + length;
    }
  }
  // WebP: RIFF container with a VP8, VP8L or VP8X chunk.
  if (buf.length >= 30 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') {
    const chunk = buf.toString('latin1', 12, 16);
    if (chunk === 'VP8 ') return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = buf.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X') return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
  }
  throw new Error(`画像の形式を読み取れません（壊れているか PNG/JPEG/WebP ではありません）: ${file}`);
}

/**
 * Every original under `public<sourceDir>`, as site paths (`/images/top/kv.png`), sorted.
 * @param {string} publicDir
 * @param {string} [sourceDir]
 * @returns {string[]}
 */
function listImages(publicDir, sourceDir = imageConfig.sourceDir) {
  const root = join(publicDir, sourceDir);
  if (!existsSync(root)) return [];
  /** @type {string[]} */
  const found = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE_EXTENSIONS.has(entry.name.slice(entry.name.lastIndexOf('.')).toLowerCase())) {
        found.push(`/${relative(publicDir, full).split(sep).join('/')}`);
      }
    }
  };
  walk(root);
  return found.sort();
}

/**
 * @typedef {{ hash: string, width: number, height: number }} ManifestEntry
 * @typedef {Record<string, ManifestEntry>} ImageManifest
 */

/**
 * One manifest entry: the 10-hex hash of settings + bytes (the variant URLs' hash) and the original's size.
 * @param {Buffer} buf
 * @param {string} file
 * @param {string} settings  {@link settingsKey}
 * @returns {ManifestEntry}
 */
function describeImage(buf, file, settings) {
  const hash = createHash('sha256').update(settings).update('\0').update(buf).digest('hex').slice(0, 10);
  return { hash, ...readImageSize(buf, file) };
}

/**
 * @typedef {object} ManifestOptions
 * @property {string} [publicDir]
 * @property {typeof imageConfig} [config]
 * @property {(error: Error) => void} [onError]  Called for an original that cannot be read or is not an image,
 *   which is then left out; without it the first such file throws (naming the file).
 */

/**
 * Reads every original and describes it.
 * @param {ManifestOptions} [options]
 * @returns {ImageManifest}
 */
function buildManifest({ publicDir = join(__dirname, '..', '..', 'public'), config = imageConfig, onError } = {}) {
  /** @type {ImageManifest} */
  const manifest = {};
  for (const src of listImages(publicDir, config.sourceDir)) {
    const file = relative(process.cwd(), join(publicDir, src));
    try {
      let buf;
      try {
        buf = readFileSync(file);
      } catch (error) {
        throw new Error(`画像を読めません: ${file} (${/** @type {Error} */ (error).message})`);
      }
      manifest[src] = describeImage(buf, file, settingsKey(config, src));
    } catch (error) {
      if (!onError) throw error;
      onError(/** @type {Error} */ (error));
    }
  }
  return manifest;
}

/**
 * Writes the manifest lib/imageManifest.ts bundles (only when it changed, atomically, so a parallel reader never
 * sees half a file) and returns it.
 * @param {ManifestOptions & { manifestPath?: string, withhold?: readonly string[] }} [options] `withhold`: originals
 *   left out, those only content not yet published shows (build/withheldImages.ts): the pages' JavaScript bundles the
 *   manifest, and their paths must not be in it.
 * @returns {ImageManifest}
 */
function writeImageManifest({ manifestPath = DEFAULT_MANIFEST_PATH, withhold = [], ...options } = {}) {
  const manifest = buildManifest(options);
  for (const src of withhold) delete manifest[src];
  const text = `${JSON.stringify(manifest, null, 1)}\n`;
  const current = existsSync(manifestPath) ? readFileSync(manifestPath, 'utf8') : null;
  if (current !== text) {
    mkdirSync(join(manifestPath, '..'), { recursive: true });
    const tmp = `${manifestPath}.${process.pid}.tmp`;
    writeFileSync(tmp, text);
    renameSync(tmp, manifestPath);
  }
  return manifest;
}

/**
 * For next.config.js: writes the manifest (without the originals `SITE_WITHHELD_IMAGES` lists, a JSON array
 * build/nextBuild.ts puts in next build's environment), then returns the `images` settings unchanged. A broken original only
 * warns here (so `next dev` and Jest keep working while art is being replaced); the build still fails on it, naming
 * the file: a page using it finds no manifest entry, and the image step (build/images/variants.ts) cannot decode it.
 * @template T
 * @param {T} images
 * @returns {T}
 */
function withImageManifest(images) {
  const withhold = process.env.SITE_WITHHELD_IMAGES ? JSON.parse(process.env.SITE_WITHHELD_IMAGES) : [];
  writeImageManifest({ withhold, onError: (error) => console.warn(`⚠ ${error.message}`) });
  return images;
}

module.exports = {
  DEFAULT_MANIFEST_PATH,
  imageConfig,
  SOURCE_EXTENSIONS,
  buildManifest,
  describeImage,
  avifEffortFor,
  encoderOptions,
  listImages,
  readImageSize,
  settingsKey,
  withImageManifest,
  writeImageManifest,
};
