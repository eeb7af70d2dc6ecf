// Text helpers: exact ink-width measurement through the same renderer (librsvg + fontconfig).
import { sharp } from './raster.mjs';
import { esc } from './util.mjs';

export const SANS = 'Noto Sans CJK JP';
export const SERIF = 'Noto Serif CJK JP';

const cache = new Map();
/** Rendered ink box {left, width, top, height} of a single-line text at x=0. */
export async function measure(text, { size = 100, weight = 700, family = SANS, spacing = 0 } = {}) {
  const key = [text, size, weight, family, spacing].join('|');
  if (cache.has(key)) return cache.get(key);
  const W = Math.ceil(size * (text.length + 2) * 1.2 + Math.abs(spacing) * text.length);
  const H = Math.ceil(size * 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><text x="${size / 2}" y="${size * 1.4}" font-family="${family}" font-weight="${weight}" font-size="${size}" letter-spacing="${spacing}" fill="#000">${esc(text)}</text></svg>`;
  const { info } = await sharp(Buffer.from(svg)).trim({ threshold: 1 }).toBuffer({ resolveWithObject: true });
  const r = { left: -info.trimOffsetLeft - size / 2, width: info.width, top: -info.trimOffsetTop - size * 1.4, height: info.height };
  cache.set(key, r);
  return r;
}

/** <text> element. */
export function text(str, x, y, { size, weight = 700, family = SANS, fill = '#000', spacing = 0, anchor = 'start', extra = '' } = {}) {
  return `<text x="${x}" y="${y}" font-family="${family}" font-weight="${weight}" font-size="${size}" letter-spacing="${spacing}" text-anchor="${anchor}" fill="${fill}"${extra ? ' ' + extra : ''}>${esc(str)}</text>`;
}
