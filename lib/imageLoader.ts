import imageConfig from './imageConfig.json';
import type { ImageManifest } from './imageManifest';
import { allWidths, variantNameWidth, variantPath } from './imageVariants.mjs';
import { BASE_PATH, withBasePath } from './url';

/** Where image URLs point: the framework's optimiser under `next dev`, or the files the export's image step writes. */
export type ImageMode = 'server' | 'export';

/** The last format is the `<img>` fallback every supported browser reads. */
export type ImageFormat = 'avif' | 'webp';

const MIME: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

function isImageFormat(value: string): value is ImageFormat {
  return value in MIME;
}

/** The only quality the site uses; `next.config.js` allows no other. */
export const IMAGE_QUALITY: number = imageConfig.quality;
export const DEVICE_SIZES: readonly number[] = imageConfig.deviceSizes;
/** The only `w` values a srcset or a variant file ever has. */
export const IMAGE_WIDTHS: readonly number[] = allWidths(imageConfig);
/** How close to the viewport a lazy image starts loading. */
export const LAZY_ROOT_MARGIN: string = imageConfig.lazyRootMargin;
export const IMAGE_FORMATS: readonly ImageFormat[] = imageConfig.formats.map((format) => {
  if (!isImageFormat(format)) throw new Error(`lib/imageConfig.json: unknown image format ${format}`);
  return format;
});

/** `server` under `next dev` or with `NEXT_PUBLIC_IMAGE_MODE=server`, else `export`. */
export function imageMode(
  env: { NODE_ENV?: string; NEXT_PUBLIC_IMAGE_MODE?: string } = {
    NODE_ENV: process.env.NODE_ENV,
    NEXT_PUBLIC_IMAGE_MODE: process.env.NEXT_PUBLIC_IMAGE_MODE,
  },
): ImageMode {
  if (env.NEXT_PUBLIC_IMAGE_MODE === 'server' || env.NEXT_PUBLIC_IMAGE_MODE === 'export') return env.NEXT_PUBLIC_IMAGE_MODE;
  return env.NODE_ENV === 'development' ? 'server' : 'export';
}

/** The srcset widths for `sizes`, chosen as next/image chooses them. */
export function srcSetWidths(sizes: string): number[] {
  const percents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
  if (percents.length === 0) return [...IMAGE_WIDTHS];
  const smallest = (DEVICE_SIZES[0] * Math.min(...percents)) / 100;
  return IMAGE_WIDTHS.filter((w) => w >= smallest);
}

/** Next inlines the flag; with it the optimiser lives at `/_next/image/`, and `/_next/image` only redirects. */
const TRAILING_SLASH = String(process.env.__NEXT_TRAILING_SLASH) === 'true';

/** The framework optimiser's URL as next/image's default loader writes it, base path on both it and the original. */
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
  manifest: ImageManifest;
  format?: ImageFormat;
  quality?: number;
  basePath?: string;
};

/** The URL of `src` at `width` px; throws for a width or original outside the configuration, so a page fails the build naming it. */
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

/** Leaves out a width whose URL a smaller one already has, as images are never upscaled. */
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
  sources: { type: string; srcSet: string }[];
  img: { src: string; srcSet: string; width?: number; height?: number };
};

/** The `<source>`s and `<img>` attributes for `src` shown at `sizes`. */
export function pictureSources(
  src: string,
  sizes: string,
  mode: ImageMode,
  manifest: ImageManifest,
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
