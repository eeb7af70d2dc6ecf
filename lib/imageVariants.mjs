// @ts-check
// Plain JavaScript on purpose: lib/imageLoader.ts (which writes variant URLs into pages) and
// pipeline/images/variants.ts (which writes the variant files) both import it, so the two cannot drift.

/**
 * @typedef {object} VariantSettings
 * @property {number[]} deviceSizes
 * @property {number[]} imageSizes
 * @property {string} sourceDir  Site path under which every content image lives (`/images/`).
 * @property {string} variantPrefix  Site path the variants are served from (`/_next/static/media/img/`).
 */

/**
 * Every configured width (device and small-image sizes), ascending and without duplicates.
 * @param {Pick<VariantSettings, 'deviceSizes' | 'imageSizes'>} settings
 * @returns {number[]}
 */
export function allWidths({ deviceSizes, imageSizes }) {
  return [...new Set([...imageSizes, ...deviceSizes])].sort((a, b) => a - b);
}

/**
 * The configured width whose file serves a request for `requested` px of an image `originalWidth` px wide.
 * Images are never upscaled: every width beyond the original shares one file, named after the smallest configured
 * width that covers the original, and that file holds the original size.
 * @param {number} requested  A configured width.
 * @param {number} originalWidth
 * @param {number[]} widths  {@link allWidths}
 * @returns {number}
 */
export function variantNameWidth(requested, originalWidth, widths) {
  if (requested <= originalWidth) return requested;
  return widths.find((w) => w >= originalWidth) ?? requested;
}

/**
 * The files one image needs: for each distinct name width, the width it is encoded at (never above the original).
 * @param {number} originalWidth
 * @param {number[]} widths  {@link allWidths}
 * @returns {{ name: number, width: number }[]}
 */
export function variantPlan(originalWidth, widths) {
  const names = [...new Set(widths.map((w) => variantNameWidth(w, originalWidth, widths)))];
  return names.map((name) => ({ name, width: Math.min(name, originalWidth) }));
}

/**
 * Site path of one variant: `/images/top/kv.png` → `/_next/static/media/img/top/kv.<hash>.640.webp`. The hash
 * covers the original's bytes and the encoder settings, so a variant URL never changes meaning and can be cached
 * for a year.
 * @param {string} src  Site path of the original, under `sourceDir`.
 * @param {string} hash
 * @param {number} nameWidth  {@link variantNameWidth}
 * @param {string} format  `webp`, `avif` …
 * @param {Pick<VariantSettings, 'sourceDir' | 'variantPrefix'>} settings
 * @returns {string}
 */
export function variantPath(src, hash, nameWidth, format, { sourceDir, variantPrefix }) {
  if (!src.startsWith(sourceDir)) {
    throw new Error(`画像は public${sourceDir} の下に置いてください: ${src}`);
  }
  const stem = src.slice(sourceDir.length).replace(/\.[^./]+$/, '');
  return `${variantPrefix}${stem}.${hash}.${nameWidth}.${format}`;
}
