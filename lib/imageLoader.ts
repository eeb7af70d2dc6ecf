import imageConfig from './imageConfig.json';
import { imageManifest, type ImageManifest } from './imageManifest';
import { allWidths, variantNameWidth, variantPath } from './imageVariants.mjs';
import { BASE_PATH, withBasePath } from './url';

/**
 * Where image URLs point (CONTRIBUTING.md, "Images"):
 * - `server`: the framework's optimiser, `/_next/image/?url=…&w=…&q=75` (`next dev`, or a deployment with a server);
 * - `export`: the files pipeline/images/variants.ts writes after `next build` for the static export.
 */
export type ImageMode = 'server' | 'export';

/** Output formats of the export, best first; the last one is the `<img>` fallback every browser we support reads. */
export type ImageFormat = 'avif' | 'webp';

const MIME: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

function isImageFormat(value: string): value is ImageFormat {
  return value in MIME;
}

/** The only quality the site uses (docs/shell.md, "Images"); `next.config.js` allows no other. */
export const IMAGE_QUALITY: number = imageConfig.quality;
/** Widths for full-width and large images (docs/shell.md, "Images"). */
export const DEVICE_SIZES: readonly number[] = imageConfig.deviceSizes;
/** Every configured width, ascending: the only `w` values a srcset or a variant file ever has. */
export const IMAGE_WIDTHS: readonly number[] = allWidths(imageConfig);
/** How close to the viewport a lazy image starts loading (docs/shell.md, "Images"). */
export const LAZY_ROOT_MARGIN: string = imageConfig.lazyRootMargin;
/** Export formats, best first. */
export const IMAGE_FORMATS: readonly ImageFormat[] = imageConfig.formats.map((format) => {
  if (!isImageFormat(format)) throw new Error(`lib/imageConfig.json: unknown image format ${format}`);
  return format;
});

/**
 * `server` under `next dev`, `export` in a production build. `NEXT_PUBLIC_IMAGE_MODE=server` at build time selects
 * the optimiser for a deployment that runs `next start` (with `output: 'export'` removed).
 */
export function imageMode(
  env: { NODE_ENV?: string; NEXT_PUBLIC_IMAGE_MODE?: string } = {
    NODE_ENV: process.env.NODE_ENV,
    NEXT_PUBLIC_IMAGE_MODE: process.env.NEXT_PUBLIC_IMAGE_MODE,
  },
): ImageMode {
  if (env.NEXT_PUBLIC_IMAGE_MODE === 'server' || env.NEXT_PUBLIC_IMAGE_MODE === 'export') return env.NEXT_PUBLIC_IMAGE_MODE;
  return env.NODE_ENV === 'development' ? 'server' : 'export';
}

/**
 * The srcset widths for a `sizes` attribute, as next/image chooses them: when `sizes` has `vw` values, every
 * configured width from the smallest device width × the smallest percentage up (so a `33vw` thumbnail also gets
 * 256 and 384), otherwise every configured width.
 */
export function srcSetWidths(sizes: string): number[] {
  const percents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
  if (percents.length === 0) return [...IMAGE_WIDTHS];
  const smallest = (DEVICE_SIZES[0] * Math.min(...percents)) / 100;
  return IMAGE_WIDTHS.filter((w) => w >= smallest);
}

/**
 * Whether next.config.js has `trailingSlash: true` (Next inlines the flag into every bundle; jest.setup.ts sets it).
 * Next then serves its optimiser at `/_next/image/`, and `/_next/image` only redirects there.
 */
const TRAILING_SLASH = String(process.env.__NEXT_TRAILING_SLASH) === 'true';

/**
 * The framework optimiser's URL, as next/image's default loader writes it:
 * `/_next/image/?url=%2Fimages%2Fa.png&w=640&q=75` (without the slash before `?` when trailingSlash is off).
 * Below a base path both the optimiser and the original it fetches are under it (Next serves `public/` there too):
 * `/sorairo/_next/image/?url=%2Fsorairo%2Fimages%2Fa.png&…`.
 */
export function serverImageUrl(
  src: string,
  width: number,
  quality: number = IMAGE_QUALITY,
  trailingSlash: boolean = TRAILING_SLASH,
  basePath: string = BASE_PATH,
): string {
  return `${basePath}/_next/image${trailingSlash ? '/' : ''}?url=${encodeURIComponent(withBasePath(src, basePath))}&w=${width}&q=${quality}`;
}

export type ImageUrlOptions = {
  mode: ImageMode;
  /** Export mode looks originals up here; server mode ignores it. */
  manifest: ImageManifest;
  /** Export mode's file format; server mode negotiates the format with the browser. */
  format?: ImageFormat;
  quality?: number;
  /** Prefix of every URL (the site's base path); defaults to this build's `BASE_PATH`. */
  basePath?: string;
};

/**
 * The URL of `src` at `width` px. Throws for a width or quality outside the configuration (neither the optimiser
 * nor the export has it), and in export mode for an original that is not under public/images/ — a prerendered page
 * then fails the build naming the file.
 */
export function imageUrl(src: string, width: number, options: ImageUrlOptions): string {
  const { mode, manifest, format = IMAGE_FORMATS[IMAGE_FORMATS.length - 1], quality = IMAGE_QUALITY, basePath = BASE_PATH } = options;
  if (!IMAGE_WIDTHS.includes(width)) {
    throw new Error(`画像の幅 ${width} は設定にありません（${IMAGE_WIDTHS.join(', ')}）: ${src}`);
  }
  if (quality !== IMAGE_QUALITY) {
    throw new Error(`画像の品質は ${IMAGE_QUALITY} だけです（${quality} が指定されました）: ${src}`);
  }
  if (mode === 'server') return serverImageUrl(src, width, quality, TRAILING_SLASH, basePath);
  const entry = manifest[src];
  if (!entry) {
    throw new Error(`画像がありません: public${src}（public/images/ に置き、ビルドし直してください）`);
  }
  // The files are at the same place in out/ whatever the base path; only the URL gains it.
  return encodeURI(withBasePath(variantPath(src, entry.hash, variantNameWidth(width, entry.width, [...IMAGE_WIDTHS]), format, imageConfig), basePath));
}

/** `url 640w, url 750w, …`, leaving out a width whose URL an earlier, smaller one already has (never upscaled). */
function srcSetOf(src: string, widths: number[], options: ImageUrlOptions): { srcSet: string; largest: string } {
  const seen = new Set<string>();
  const candidates: string[] = [];
  let largest = '';
  for (const width of widths) {
    const url = imageUrl(src, width, options);
    largest = url;
    if (seen.has(url)) continue;
    seen.add(url);
    candidates.push(`${url} ${width}w`);
  }
  return { srcSet: candidates.join(', '), largest };
}

/** What `<picture>` renders for one image. */
export type PictureSources = {
  /** `<source>` elements, best format first (export mode only). */
  sources: { type: string; srcSet: string }[];
  /** The `<img>`: the fallback format's srcset, its largest candidate as `src`, and the original's size if known. */
  img: { src: string; srcSet: string; width?: number; height?: number };
};

/** The `<source>`s and `<img>` attributes for `src` shown at `sizes`. */
export function pictureSources(
  src: string,
  sizes: string,
  mode: ImageMode,
  manifest: ImageManifest = imageManifest,
  basePath: string = BASE_PATH,
): PictureSources {
  const widths = srcSetWidths(sizes);
  const entry = manifest[src];
  const size = entry ? { width: entry.width, height: entry.height } : {};
  if (mode === 'server') {
    const { srcSet, largest } = srcSetOf(src, widths, { mode, manifest, basePath });
    return { sources: [], img: { src: largest, srcSet, ...size } };
  }
  const [fallback] = IMAGE_FORMATS.slice(-1);
  const sources = IMAGE_FORMATS.slice(0, -1).map((format) => ({
    type: MIME[format],
    srcSet: srcSetOf(src, widths, { mode, manifest, format, basePath }).srcSet,
  }));
  const { srcSet, largest } = srcSetOf(src, widths, { mode, manifest, format: fallback, basePath });
  return { sources, img: { src: largest, srcSet, ...size } };
}

/**
 * A next/image `loader` (`{ src, width, quality }` → URL) for the current mode, for the rare image that must go
 * through next/image itself. Content images use components/Common/Picture instead.
 */
export default function imageLoader({ src, width, quality }: { src: string; width: number; quality?: number }): string {
  return imageUrl(src, width, { mode: imageMode(), manifest: imageManifest, quality });
}
