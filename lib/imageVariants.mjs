// @ts-check
// Plain JavaScript so lib/imageLoader.ts and pipeline/images/variants.ts share one naming and cannot drift.

/**
 * @typedef {object} VariantSettings
 * @property {number[]} deviceSizes
 * @property {number[]} imageSizes
 * @property {string} sourceDir
 * @property {string} variantPrefix
 * @property {number} shareWidth
 */

/**
 * @param {Pick<VariantSettings, 'deviceSizes' | 'imageSizes'>} settings
 * @returns {number[]}
 */
export function allWidths({ deviceSizes, imageSizes }) {
  return [...new Set([...imageSizes, ...deviceSizes])].sort((a, b) => a - b);
}

/**
 * The width whose file serves a request; widths beyond the original share one file, as images are never upscaled.
 * @param {number} requested
 * @param {number} originalWidth
 * @param {number[]} widths
 * @returns {number}
 */
export function variantNameWidth(requested, originalWidth, widths) {
  if (requested <= originalWidth) return requested;
  return widths.find((w) => w >= originalWidth) ?? requested;
}

/**
 * @param {number} originalWidth
 * @param {number[]} widths
 * @returns {{ name: number, width: number }[]}
 */
export function variantPlan(originalWidth, widths) {
  const names = [...new Set(widths.map((w) => variantNameWidth(w, originalWidth, widths)))];
  return names.map((name) => ({ name, width: Math.min(name, originalWidth) }));
}

/**
 * Site path of one variant; its hash covers bytes and encoder settings, so the URL can be cached for a year.
 * @param {string} src
 * @param {string} hash
 * @param {number} nameWidth
 * @param {string} format
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

/**
 * Site path of the JPEG a social card fetches, beside its original under /images/ (served cross-origin for link
 * previews) and named by the original alone, so a page need not bundle the image manifest to point at it.
 * @param {string} src
 * @param {Pick<VariantSettings, 'sourceDir'>} settings
 * @returns {string}
 */
export function sharePath(src, { sourceDir }) {
  if (!src.startsWith(sourceDir)) throw new Error(`画像は public${sourceDir} の下に置いてください: ${src}`);
  return `${src.replace(/\.[^./]+$/, '')}.share.jpg`;
}
