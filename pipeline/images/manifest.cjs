// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose, see below */
// CommonJS on purpose: Jest, `next dev` and the build all require it before anything compiles the pages.
const { createHash } = require('node:crypto');
const { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync, existsSync } = require('node:fs');
const { join, relative, sep } = require('node:path');
const imageConfig = require('../../lib/imageConfig.json');
const { SOURCE_EXTENSIONS, SOURCE_FORMATS, imageSizeOf } = require('../../lib/imageFormats');

/** Beside the encoded-variant cache, outside out/, gitignored. */
const DEFAULT_MANIFEST_PATH = join(__dirname, '..', '..', '.cache', 'images', 'manifest.json');

/**
 * sharp options per format; AVIF's quality uses Next's scale so it looks like what `/_next/image` serves.
 * @param {number} quality
 * @param {number} [avifEffort]
 * @returns {Record<string, Record<string, number>>}
 */
function encoderOptions(quality, avifEffort = 1) {
  return {
    webp: { quality },
    jpeg: { quality },
    avif: { quality: Math.max(Math.round(quality * (50 / 80)), 1), effort: avifEffort },
  };
}

/**
 * The AVIF effort for one original: the longest matching prefix in lib/imageConfig.json wins.
 * @param {string} src
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
 * Everything besides the bytes that the encoded variants depend on: part of their hash, so a setting change gives new URLs.
 * @param {{ quality: number, formats: string[], shareWidth: number, avifEffort?: Record<string, number> }} config
 * @param {string} src
 */
function settingsKey(config, src) {
  const options = encoderOptions(config.quality, avifEffortFor(src, config));
  return JSON.stringify({
    version: 1,
    formats: config.formats.map((f) => [f, options[f]]),
    share: [config.shareWidth, options.jpeg],
  });
}

/**
 * Width and height from the file header, without decoding; the content check accepts exactly the files this reads.
 * @param {Buffer} buf
 * @param {string} file
 * @returns {{ width: number, height: number }}
 */
function readImageSize(buf, file) {
  const size = imageSizeOf(buf);
  if (size) return size;
  throw new Error(`画像の形式を読み取れません（壊れているか ${SOURCE_FORMATS.map((f) => f.name).join('/')} ではありません）: ${file}`);
}

/**
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
 * @param {Buffer} buf
 * @param {string} file
 * @param {string} settings
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
 * @property {(error: Error) => void} [onError]
 */

/**
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
 * Writes the manifest atomically (and only when it changed) so a parallel reader never sees half a file; withheld originals are left out because the pages bundle it.
 * @param {ManifestOptions & { manifestPath?: string, withhold?: readonly string[] }} [options]
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
 * Writes the project's manifest before anything compiles the pages; a broken original only warns here, so `next dev` keeps working.
 * @param {string} root
 * @param {Iterable<string>} [withhold]
 * @returns {string}
 */
function writeProjectImageManifest(root, withhold = []) {
  const manifest = writeImageManifest({
    publicDir: join(root, 'public'),
    manifestPath: join(root, '.cache', 'images', 'manifest.json'),
    withhold: [...withhold],
    onError: (error) => console.warn(`⚠ ${error.message}`),
  });
  return `${Object.keys(manifest).length} 枚`;
}

module.exports = {
  DEFAULT_MANIFEST_PATH,
  imageConfig,
  buildManifest,
  describeImage,
  avifEffortFor,
  encoderOptions,
  listImages,
  readImageSize,
  settingsKey,
  writeProjectImageManifest,
  writeImageManifest,
};
