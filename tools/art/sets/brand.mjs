// Brand assets: title logo, menu label images, icons, OGP image.
import { writeFileSync } from 'node:fs';
import { C, Canvas, lin, blur, f, resetUid } from '../lib/util.mjs';
import { writePng, sharp } from '../lib/raster.mjs';
import { measure, text, SANS } from '../lib/text.mjs';
import { sparkle } from '../lib/sky.mjs';
import { kvSvg } from './kv.mjs';

const DEEP = '#0B3D6B';

/** A wavy band across 0..100: top edge at y, thickness t, amplitude a. */
function waveBand(x0, y, t, a) {
  let d = `M${x0} ${y}`;
  for (let i = 0; i < 4; i++) d += ` Q${x0 + i * 25 + 12.5} ${y + (i % 2 ? a : -a)} ${x0 + (i + 1) * 25} ${y}`;
  d += ` L${x0 + 100} ${y + t}`;
  for (let i = 3; i >= 0; i--) d += ` Q${x0 + i * 25 + 12.5} ${y + t + (i % 2 ? a : -a)} ${x0 + i * 25} ${y + t}`;
  return d + 'Z';
}

/** Wave + note emblem in a 100×100 box (used by logo, icons, jackets). */
export function emblem(color = C.main, { sun = C.warn, wave2 = C.sub, noteCol } = {}) {
  const nc = noteCol || color;
  return `<circle cx="38" cy="52" r="24" fill="${sun}"/>` +
    `<path d="${waveBand(0, 64, 10, 8)}" fill="${color}"/>` +
    `<path d="${waveBand(0, 80, 9, 8)}" fill="${wave2}"/>` +
    `<g fill="${nc}"><ellipse cx="70" cy="46" rx="9.5" ry="7" transform="rotate(-22 70 46)"/><rect x="77" y="10" width="4" height="37"/><path d="M80 10 C84 18 98 20 92 36 C92 26 86 24 80 22Z"/></g>`;
}

/** Title logo drawn into a 1600×560 box. */
export function logoGroup(cv) {
  const g = cv.def(lin([[0, '#2FA2EE'], [0.55, C.main], [1, '#005C9E']], { x1: 0, y1: 0, x2: 0, y2: 1 }));
  const sh = cv.def(blur(10));
  const line = (str, x, y, size, spacing) => {
    const common = `x="${x}" y="${y}" font-family="${SANS}" font-weight="700" font-size="${size}" letter-spacing="${spacing}" stroke-linejoin="round" paint-order="stroke"`;
    return `<text ${common} fill="${DEEP}" stroke="${DEEP}" stroke-width="${size * 0.3}" opacity="0.35" filter="${sh.url}" transform="translate(8 12)">${str}</text>` +
      `<text ${common} fill="${DEEP}" stroke="${DEEP}" stroke-width="${size * 0.24}">${str}</text>` +
      `<text ${common} fill="#FFFFFF" stroke="#FFFFFF" stroke-width="${size * 0.16}">${str}</text>` +
      `<text ${common} fill="${g.url}" stroke="${g.url}" stroke-width="${size * 0.025}">${str}</text>`;
  };
  let s = '<g transform="skewX(-6) translate(40 0)">';
  s += line('そらいろ', 150, 222, 190, 6);
  s += line('アンサンブル', 230, 448, 212, 2);
  s += '</g>';
  // emblem: sun over waves + note, with white rim for contrast
  s += `<g transform="translate(930 40) scale(2.1)"><g stroke="${DEEP}" stroke-width="9" stroke-linejoin="round">${emblem(DEEP, { sun: DEEP, wave2: DEEP })}</g><g stroke="#FFFFFF" stroke-width="6" stroke-linejoin="round">${emblem('#FFFFFF', { sun: '#FFFFFF', wave2: '#FFFFFF' })}</g>${emblem(C.main)}</g>`;
  s += sparkle(1200, 70, 30, C.warn) + sparkle(1250, 150, 16, C.sub) + sparkle(140, 80, 22, C.warn);
  // subtitle with rules
  const sub = `x="800" y="530" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="44" letter-spacing="16" stroke-linejoin="round" paint-order="stroke"`;
  s += `<text ${sub} fill="#FFFFFF" stroke="#FFFFFF" stroke-width="14">SORAIRO ENSEMBLE</text><text ${sub} fill="${DEEP}" stroke="#FFFFFF" stroke-width="0">SORAIRO ENSEMBLE</text>`;
  for (const [x1, x2] of [[300, 390], [1218, 1308]]) s += `<rect x="${x1}" y="507" width="${x2 - x1}" height="6" rx="3" fill="${C.main}" stroke="#FFFFFF" stroke-width="4" paint-order="stroke"/>`;
  return s;
}

export function logoSvg() {
  resetUid();
  const cv = new Canvas(1600, 560);
  cv.add(logoGroup(cv));
  return cv.toString();
}

// ---------- menu labels ----------
export const MENU = [
  ['news', 'NEWS', 'ニュース'],
  ['story', 'STORY', 'ストーリー'],
  ['onair', 'ON AIR', '放送・配信情報'],
  ['member', 'MEMBER', 'メンバー'],
  ['cast', 'CAST', 'キャスト・スタッフ'],
  ['music', 'MUSIC', 'ミュージック'],
  ['disc', 'DISC', 'ブルーレイ・DVD'],
  ['x', 'OFFICIAL X', '公式X'],
];
export const X_PATH = 'M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z';

async function menuSvg(id, latin, ja) {
  resetUid();
  const W = 640;
  const H = 160;
  const cv = new Canvas(W, H);
  let x = 20;
  if (id === 'x') {
    cv.add(`<g transform="translate(${x} 14) scale(3.1)"><path d="${X_PATH}" fill="${C.main}"/></g>`);
    x += 96;
  }
  let size = 84;
  const spacing = 3;
  // shrink to fit the width
  for (;;) {
    const m = await measure(latin, { size, spacing });
    if (x + m.width <= W - 30 || size < 50) break;
    size -= 2;
  }
  cv.add(text(latin, x - 4, 88, { size, fill: C.main, spacing }));
  // accent: a small wave stroke and an orange dot
  cv.add(`<path d="M${x} 110 q10 -8 20 0 t20 0 t20 0" fill="none" stroke="${C.sub}" stroke-width="5" stroke-linecap="round"/>`);
  cv.add(`<circle cx="${x + 74}" cy="110" r="5" fill="${C.warn}"/>`);
  cv.add(text(ja, x + 92, 124, { size: 30, weight: 700, fill: C.ink2, spacing: 1 }));
  return cv.toString();
}

// ---------- icons ----------
function iconSvg(size) {
  resetUid();
  const cv = new Canvas(size, size);
  const g = cv.def(lin([[0, '#2C9AE6'], [1, '#005C9E']], { x1: 0, y1: 0, x2: 0.4, y2: 1 }));
  cv.add(`<rect width="${size}" height="${size}" fill="${g.url}"/>`);
  const k = size / 100;
  cv.add(`<g transform="scale(${f(k)}) translate(14 12) scale(0.72)">${emblem('#FFFFFF', { sun: C.warn, wave2: '#BFE0F7', noteCol: '#FFFFFF' })}</g>`);
  return cv.toString({ viewBox: `0 0 ${size} ${size}` });
}

/** Hand-authored vector mark (public/images/common/icon.svg). */
export function iconVector() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">${emblem(C.main, { sun: C.warn, wave2: C.sub })}</svg>\n`;
}

// ---------- OGP ----------
async function ogp(file) {
  const bg = kvSvg({ viewBox: '0 -380 3200 1680', width: 1200, height: 630 });
  const bgBuf = await sharp(Buffer.from(bg)).png().toBuffer();
  const logo = await sharp(Buffer.from(logoSvg())).resize(620).png().toBuffer();
  const out = await sharp(bgBuf).composite([{ input: logo, left: 290, top: 14 }]).png().toBuffer();
  return writePng(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1200" height="630"><image width="1200" height="630" xlink:href="data:image/png;base64,${out.toString('base64')}"/></svg>`, file);
}

export async function build(out, root) {
  const done = [];
  done.push(await writePng(logoSvg(), out('common/logo.png')));
  for (const [id, latin, ja] of MENU) done.push(await writePng(await menuSvg(id, latin, ja), out(`menu/${id}.png`)));
  done.push(await writePng(iconSvg(180), out('common/apple-touch-icon.png')));
  writeFileSync(`${root}/public/images/common/icon.svg`, iconVector());
  done.push(await ogp(out('common/ogp.png')));
  return done;
}
