// Rasterise SVG strings with sharp and write optimised PNG originals.
import sharp from 'sharp';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

sharp.cache(false);
sharp.concurrency(2);

/**
 * Render an SVG string to a PNG file.
 * palette: quantise to ≤256 colours (with dithering) — flat art compresses far better.
 */
export async function writePng(svg, file, { palette = true, colours = 256, dither = 0.6 } = {}) {
  mkdirSync(dirname(file), { recursive: true });
  const img = sharp(Buffer.from(svg), { unlimited: true, limitInputPixels: false });
  const opts = palette
    ? { compressionLevel: 9, palette: true, colours, dither, effort: 10 }
    : { compressionLevel: 9, adaptiveFiltering: true };
  const info = await img.png(opts).toFile(file);
  return info;
}

export { sharp };
