/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { checkPageImages, writeImageVariants } from './variants';
import { avifEffortFor, buildManifest, writeImageManifest } from './manifest.cjs';

const WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840];

let root: string;
let lines: string[];
const dirs = () => ({
  outDir: join(root, 'out'),
  publicDir: join(root, 'public'),
  cacheDir: join(root, 'cache'),
  log: (line: string) => lines.push(line),
});

jest.setTimeout(30_000);

/** A small PNG: a gradient whose colours depend on `seed`. */
async function png(path: string, width: number, height: number, seed: number) {
  mkdirSync(join(path, '..'), { recursive: true });
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    pixels[i] = (x * seed) % 256;
    pixels[i + 1] = (y * 2) % 256;
    pixels[i + 2] = ((x + y) * seed) % 256;
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } }).png().toFile(path);
}

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'images-test-'));
  lines = [];
  mkdirSync(join(root, 'out'));
  await png(join(root, 'public/images/story/still.png'), 700, 394, 7);
  await png(join(root, 'public/images/icon.png'), 40, 40, 3);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const variantFile = (src: string, name: number, format: string) => {
  const { hash } = buildManifest({ publicDir: join(root, 'public') })[src];
  const stem = src.replace(/^\/images\//, '').replace(/\.png$/, '');
  return join(root, 'out/_next/static/media/img', `${stem}.${hash}.${name}.${format}`);
};

it('writes one file per configured width up to the original, never upscaled, in every format, and a JPEG for social cards', async () => {
  const result = await writeImageVariants(dirs());
  // still.png is 700px: 16 … 640, then one file named 750 holding 700px; icon.png is 40px: 16, 32, then 48 (40px).
  // Each also gets one share JPEG.
  expect(result).toMatchObject({ images: 2, files: (10 + 3) * 2 + 2, encoded: 28, reused: 0, encodedImages: 2 });
  const share = await sharp(join(root, 'out/images/story/still.share.jpg')).metadata();
  expect([share.format, share.width, share.height]).toEqual(['jpeg', 700, 394]);
  for (const width of WIDTHS.filter((w) => w <= 640)) {
    for (const format of ['avif', 'webp']) {
      const meta = await sharp(variantFile('/images/story/still.png', width, format)).metadata();
      expect(meta.width).toBe(width);
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
    }
  }
  const widest = await sharp(variantFile('/images/story/still.png', 750, 'webp')).metadata();
  expect([widest.width, widest.height]).toEqual([700, 394]);
  expect(existsSync(variantFile('/images/story/still.png', 828, 'webp'))).toBe(false);
  expect((await sharp(variantFile('/images/icon.png', 48, 'webp')).metadata()).width).toBe(40);
  // Originals stay as they are.
  expect((await sharp(join(root, 'public/images/story/still.png')).metadata()).format).toBe('png');
  // Progress on a first build.
  expect(lines).toContain('  1 / 2  /images/icon.png（7 ファイル）');
  expect(lines.some((line) => line.includes('2 / 2'))).toBe(true);
});

it('re-encodes nothing on a second build, even after out/ was wiped', async () => {
  const first = await writeImageVariants(dirs());
  const before = readFileSync(variantFile('/images/story/still.png', 640, 'webp'));
  rmSync(join(root, 'out'), { recursive: true });
  mkdirSync(join(root, 'out'));
  lines = [];
  const second = await writeImageVariants(dirs());
  expect(second).toMatchObject({ files: first.files, encoded: 0, reused: first.files, encodedImages: 0 });
  expect(readFileSync(variantFile('/images/story/still.png', 640, 'webp'))).toEqual(before);
  expect(lines.some((line) => line.includes(' / '))).toBe(false);
});

it('re-encodes only the image whose content changed, under a new hash, and prunes its old variants', async () => {
  await writeImageVariants(dirs());
  const oldFile = variantFile('/images/story/still.png', 640, 'webp');
  await png(join(root, 'public/images/story/still.png'), 700, 394, 11);
  const result = await writeImageVariants(dirs());
  expect(result).toMatchObject({ encodedImages: 1, encoded: 21, reused: 7, pruned: 21 });
  expect(variantFile('/images/story/still.png', 640, 'webp')).not.toBe(oldFile);
  expect(existsSync(variantFile('/images/story/still.png', 640, 'webp'))).toBe(true);
});

it('leaves an original that only unpublished content shows, and its variants, out of the export but in the cache', async () => {
  // next build copies public/ into the export; the step removes the withheld original's copy.
  mkdirSync(join(root, 'out/images/story'), { recursive: true });
  writeFileSync(join(root, 'out/images/story/still.png'), readFileSync(join(root, 'public/images/story/still.png')));
  const result = await writeImageVariants({ ...dirs(), withhold: new Set(['/images/story/still.png']) });
  expect(existsSync(join(root, 'out/images/story/still.png'))).toBe(false);
  expect(existsSync(variantFile('/images/story/still.png', 640, 'webp'))).toBe(false);
  expect(existsSync(variantFile('/images/icon.png', 32, 'webp'))).toBe(true);
  expect(result.files).toBe(3 * 2 + 1);
  // Still encoded once, so publishing it later costs nothing.
  const later = await writeImageVariants(dirs());
  expect(later).toMatchObject({ encoded: 0 });
  expect(existsSync(variantFile('/images/story/still.png', 640, 'webp'))).toBe(true);
});

it('writes the manifest the pages bundle without the originals it is told to withhold', () => {
  const manifestPath = join(root, 'cache/manifest.json');
  writeImageManifest({ publicDir: join(root, 'public'), manifestPath, withhold: ['/images/story/still.png'] });
  expect(Object.keys(JSON.parse(readFileSync(manifestPath, 'utf8')))).toEqual(['/images/icon.png']);
  writeImageManifest({ publicDir: join(root, 'public'), manifestPath });
  expect(Object.keys(JSON.parse(readFileSync(manifestPath, 'utf8')))).toEqual(['/images/icon.png', '/images/story/still.png']);
});

it.each([
  ['a file that is not an image', Buffer.from('not an image at all')],
  ['a truncated PNG (valid header, broken data)', null],
])('fails naming the file for %s', async (_, content) => {
  const file = join(root, 'public/images/story/broken.png');
  if (content) writeFileSync(file, content);
  else writeFileSync(file, readFileSync(join(root, 'public/images/story/still.png')).subarray(0, 200));
  await expect(writeImageVariants(dirs())).rejects.toThrow('public/images/story/broken.png');
});

describe('the check of the images pages load', () => {
  it('passes when every image a page loads is in the export', async () => {
    await writeImageVariants(dirs());
    const url = variantFile('/images/story/still.png', 640, 'avif').slice(join(root, 'out').length);
    const images = new Map([[url, 'index.html']]);
    expect(checkPageImages(join(root, 'out'), images, '')).toMatch(/1 URL/);
  });

  it('fails naming the page and the URL of an image that is not there', () => {
    const images = new Map([['/_next/static/media/img/story/still.0000000000.640.webp', 'news/index.html']]);
    expect(() => checkPageImages(join(root, 'out'), images, '')).toThrow('news/index.html: /_next/static/media/img/story/still.0000000000.640.webp');
  });

  it('below a base path, finds the file without it and refuses a URL that lacks it', async () => {
    await writeImageVariants(dirs());
    const url = variantFile('/images/story/still.png', 640, 'webp').slice(join(root, 'out').length);
    expect(checkPageImages(join(root, 'out'), new Map([[`/sorairo${url}`, 'index.html']]), '/sorairo')).toMatch(/1 URL/);
    expect(() => checkPageImages(join(root, 'out'), new Map([[url, 'index.html']]), '/sorairo')).toThrow(`index.html: ${url}`);
  });
});

describe('AVIF effort', () => {
  it.each([
    ['/images/top/kv.png', 4],
    ['/images/top/kv-sp.png', 4],
    ['/images/story/ep01-1.png', 1],
    ['/images/common/logo.png', 1],
    ['/images/topics/banner.png', 1],
  ])('%s is encoded at effort %i (lib/imageConfig.json)', (src, effort) => {
    expect(avifEffortFor(src)).toBe(effort);
  });

  it('takes the longest matching prefix, then the default, then 1', () => {
    const config = { avifEffort: { default: 2, '/images/': 3, '/images/top/': 5 } };
    expect(avifEffortFor('/images/top/kv.png', config)).toBe(5);
    expect(avifEffortFor('/images/story/a.png', config)).toBe(3);
    expect(avifEffortFor('/other/a.png', config)).toBe(2);
    expect(avifEffortFor('/images/top/kv.png', {})).toBe(1);
  });

  it('encodes a key visual at its effort, under a hash of its own, and the other images at 1', async () => {
    // The same bytes as still.png: only the settings can make the hashes differ.
    mkdirSync(join(root, 'public/images/top'));
    writeFileSync(join(root, 'public/images/top/kv.png'), readFileSync(join(root, 'public/images/story/still.png')));
    const manifest = buildManifest({ publicDir: join(root, 'public') });
    expect(manifest['/images/top/kv.png'].hash).not.toBe(manifest['/images/story/still.png'].hash);

    const toFormat = jest.spyOn(sharp.prototype, 'toFormat');
    try {
      await writeImageVariants(dirs());
      const efforts = toFormat.mock.calls
        .filter(([format]) => format === 'avif')
        .map(([, options]) => (options as { effort: number }).effort);
      // 10 AVIF files for each 700px image (16 … 640, and 750 holding 700px), 3 for the 40px icon.
      expect(efforts.filter((e) => e === 4)).toHaveLength(10);
      expect(efforts.filter((e) => e === 1)).toHaveLength(10 + 3);
    } finally {
      toFormat.mockRestore();
    }
  });
});
