// News images (1600×900): announcement visuals built from the same scenery kit.
import { C, Canvas, lin, light, resetUid } from '../lib/util.mjs';
import { scene } from '../lib/scene.mjs';
import { writePng, sharp } from '../lib/raster.mjs';
import { skyRect, notes, sparkle, stars } from '../lib/sky.mjs';
import { lanternString } from '../lib/land.mjs';
import { figure, CHARS } from '../lib/figure.mjs';
import { crowdRow } from '../lib/interiors.mjs';
import { festivalStage, coffeeCup } from '../lib/props.mjs';
import { micStand } from '../lib/figure.mjs';
import { text, SANS } from '../lib/text.mjs';
import { kvSvg } from './kv.mjs';
import { storySvg } from './story.mjs';
import { musicSvg } from './jacket.mjs';
import { emblem } from './brand.mjs';

const W = 1600;
const H = 900;
const FIVE = ['misaki', 'nagi', 'kanade', 'hinata', 'ren'];

/** Rasterise another SVG and return a data URI for embedding. */
async function embed(svg, w, h) {
  const buf = await sharp(Buffer.from(svg), { unlimited: true }).resize(w, h).png().toBuffer();
  return `data:image/png;base64,${buf.toString('base64')}`;
}
const img = (uri, x, y, w, h, extra = '') => `<image x="${x}" y="${y}" width="${w}" height="${h}" xlink:href="${uri}" preserveAspectRatio="xMidYMid slice"${extra ? ' ' + extra : ''}/>`;

function ribbon(label, x, y, col = C.warn) {
  const w = [...label].reduce((a, ch) => a + (ch.charCodeAt(0) > 0x2e80 ? 52 : ch === ' ' ? 16 : 34), 0) + 70;
  return `<g transform="translate(${x} ${y}) rotate(-4)"><rect x="0" y="0" width="${w}" height="76" rx="6" fill="${col}"/><text x="35" y="54" font-family="${SANS}" font-weight="700" font-size="48" letter-spacing="4" fill="#FFFFFF">${label}</text></g>`;
}

function pale(cv, R, col = C.main) {
  const g = cv.def(lin([[0, '#EAF5FD'], [1, '#FFFFFF']], { x1: 0, y1: 0, x2: 1, y2: 1 }));
  let s = `<rect width="${W}" height="${H}" fill="${g.url}"/>`;
  for (let yy = 0; yy < H; yy += 36) for (let xx = (yy / 36) % 2 ? 18 : 0; xx < W; xx += 36) s += `<circle cx="${xx}" cy="${yy}" r="2.4" fill="${col}" opacity="0.12"/>`;
  s += notes(R, { x: 40, y: 60, w: W - 80, h: H - 120, n: 10, size: 46, colors: [C.sub, C.warn], op: 0.4 });
  return s;
}

const NEWS = {
  kv: async () => {
    resetUid();
    const cv = new Canvas(W, H);
    cv.add(img(await embed(kvSvg(), W, H), 0, 0, W, H));
    cv.add(`<rect x="24" y="24" width="${W - 48}" height="${H - 48}" fill="none" stroke="#FFFFFF" stroke-width="8" opacity="0.9"/>`);
    cv.add(ribbon('KEY VISUAL', 60, 60, C.danger));
    return cv.toString();
  },
  pv: async () => {
    resetUid();
    const cv = new Canvas(W, H);
    cv.add(img(await embed(storySvg('ep01-3'), W, H), 0, 0, W, H));
    cv.add(`<rect width="${W}" height="${H}" fill="#0B1F3A" opacity="0.35"/><rect width="${W}" height="90" fill="#000"/><rect y="${H - 90}" width="${W}" height="90" fill="#000"/>`);
    cv.add(`<circle cx="800" cy="450" r="130" fill="#FFFFFF" opacity="0.92"/><path d="M760 380 L880 450 L760 520Z" fill="${C.main}"/>`);
    cv.add(`<circle cx="800" cy="450" r="160" fill="none" stroke="#FFFFFF" stroke-width="4" opacity="0.6"/>`);
    cv.add(text('PV', 800, 700, { size: 96, anchor: 'middle', fill: '#FFFFFF', spacing: 12 }));
    // progress bar
    cv.add(`<rect x="120" y="${H - 130}" width="1360" height="8" rx="4" fill="#FFFFFF" opacity="0.35"/><rect x="120" y="${H - 130}" width="420" height="8" rx="4" fill="${C.warn}"/><circle cx="540" cy="${H - 126}" r="14" fill="#FFFFFF"/>`);
    return cv.toString();
  },
  'onair-start': async () => {
    const { cv, R } = scene(W, H, 'noon', 'news-onair');
    cv.add(pale(cv, R));
    const screen = await embed(kvSvg({ viewBox: '400 200 2400 1350', width: 960, height: 540 }), 960, 540);
    // retro TV
    cv.add(`<rect x="250" y="150" width="1100" height="660" rx="60" fill="${C.main}"/><rect x="250" y="150" width="1100" height="40" rx="20" fill="#FFFFFF" opacity="0.15"/>`);
    cv.add(`<line x1="620" y1="150" x2="500" y2="30" stroke="${C.ink}" stroke-width="10" stroke-linecap="round"/><line x1="980" y1="150" x2="1120" y2="40" stroke="${C.ink}" stroke-width="10" stroke-linecap="round"/><circle cx="500" cy="30" r="14" fill="${C.warn}"/><circle cx="1120" cy="40" r="14" fill="${C.danger}"/>`);
    cv.def(`<clipPath id="tvs"><rect x="320" y="210" width="960" height="540" rx="40"/></clipPath>`);
    cv.add(`<g clip-path="url(#tvs)">${img(screen, 320, 210, 960, 540)}</g><rect x="320" y="210" width="960" height="540" rx="40" fill="none" stroke="#0B3D6B" stroke-width="10"/>`);
    cv.add(`<rect x="420" y="810" width="40" height="50" fill="${C.ink}"/><rect x="1140" y="810" width="40" height="50" fill="${C.ink}"/>`);
    cv.add(ribbon('ON AIR START!', 1000, 90, C.danger));
    for (let i = 0; i < 10; i++) cv.add(sparkle(R.range(80, 1520), R.range(60, 840), R.range(10, 24), R.pick([C.warn, C.main, C.sub]), 0.9));
    return cv.toString();
  },
  'event-stage': async () => {
    const { cv, S, R } = scene(W, H, 'dusk', 'news-event');
    cv.add(skyRect(cv, S, { horizon: 0.7 }), stars(R, { w: W, h: 500, n: 100, big: 6 }));
    cv.add(festivalStage(S, 200, 800, 1200, 640, { banner: 'STAGE EVENT' }));
    const beams = ['#FFD98A', '#9FD4FF', '#FFB0D0'];
    for (let i = 0; i < 5; i++) cv.add(`<path d="M${400 + i * 200} 100 L${430 + i * 200} 100 L${480 + i * 200 + 60} 650 L${350 + i * 200 - 60} 650Z" fill="${beams[i % 3]}" opacity="0.16"/>`);
    for (let i = 0; i < 5; i++) cv.add(`<g transform="translate(${400 + i * 200} 650) scale(0.42)">${micStand(0, 0, -820, (c) => S.c(c, 0.5))}</g>`);
    cv.add(`<rect x="200" y="650" width="1200" height="8" fill="${C.main}"/>`);
    cv.add(lanternString(R, -40, 1640, -30, 36, 20, ['#FF6A3D', '#FFB23D']));
    cv.add(crowdRow(R, W, H, 830, 130, '#1A1230'));
    return cv.toString();
  },
  goods: async () => {
    const { cv, S, R } = scene(W, H, 'noon', 'news-goods');
    cv.add(pale(cv, R, C.sub));
    // T-shirt
    cv.add(`<path d="M170 260 L290 200 Q340 240 390 200 L510 260 L470 360 L430 340 L430 640 L250 640 L250 340 L210 360Z" fill="#FFFFFF" stroke="#D5E3EE" stroke-width="4"/>`);
    cv.add(`<g transform="translate(290 330) scale(1.0)">${emblem(C.main)}</g>`);
    // acrylic stand of misaki
    cv.add(`<rect x="600" y="180" width="300" height="520" rx="30" fill="#FFFFFF" opacity="0.6" stroke="#BFDDF2" stroke-width="4"/>`);
    cv.add(figure('misaki', 750, 660, 0.46, { cv, S }));
    cv.add(`<ellipse cx="750" cy="690" rx="170" ry="34" fill="#DDEFFB" stroke="#BFDDF2" stroke-width="4"/>`);
    // can badges
    FIVE.forEach((id, i) => {
      const x = 1010 + (i % 3) * 170;
      const y = 250 + Math.floor(i / 3) * 190;
      cv.add(`<circle cx="${x + 6}" cy="${y + 8}" r="78" fill="#000" opacity="0.08"/><circle cx="${x}" cy="${y}" r="78" fill="${CHARS[id].colour}"/><circle cx="${x}" cy="${y}" r="66" fill="${light(CHARS[id].colour, 0.8)}"/>`);
      cv.def(`<clipPath id="badge${i}"><circle cx="${x}" cy="${y}" r="66"/></clipPath>`);
      cv.add(`<g clip-path="url(#badge${i})">${figure(id, x, y + 880 * 0.5 * CHARS[id].h + 20, 0.5, { cv, S, inst: 'none', pose: 'stand', expr: 'open', groundShadow: false })}</g>`);
    });
    // towel
    cv.add(`<rect x="960" y="600" width="560" height="150" rx="10" fill="${C.main}"/><rect x="960" y="620" width="560" height="10" fill="#FFFFFF" opacity="0.6"/><rect x="960" y="720" width="560" height="10" fill="#FFFFFF" opacity="0.6"/>`);
    cv.add(text('SORAIRO ENSEMBLE', 1240, 695, { size: 44, anchor: 'middle', fill: '#FFFFFF', spacing: 8 }));
    cv.add(ribbon('NEW GOODS', 60, 760, C.warn));
    return cv.toString();
  },
  'collab-cafe': async () => {
    const { cv, S } = scene(W, H, 'afternoon', 'news-cafe');
    cv.add(`<rect width="${W}" height="${H}" fill="#C99A6B"/>`);
    for (let y = 0; y < H; y += 90) cv.add(`<rect x="0" y="${y}" width="${W}" height="4" fill="#A87C52" opacity="0.6"/>`);
    // tablecloth
    cv.add(`<rect x="120" y="90" width="1360" height="720" rx="30" fill="#FFFFFF"/><rect x="140" y="110" width="1320" height="680" rx="24" fill="none" stroke="${C.sub}" stroke-width="4" stroke-dasharray="14 10"/>`);
    // five drinks (top view: glass circles with straws)
    FIVE.forEach((id, i) => {
      const x = 300 + i * 250;
      const y = 300 + (i % 2) * 60;
      const col = CHARS[id].colour;
      cv.add(`<ellipse cx="${x + 14}" cy="${y + 16}" rx="92" ry="92" fill="#000" opacity="0.08"/><circle cx="${x}" cy="${y}" r="90" fill="#EAF6FF"/><circle cx="${x}" cy="${y}" r="76" fill="${light(col, 0.25)}"/><circle cx="${x - 20}" cy="${y - 20}" r="18" fill="#FFFFFF" opacity="0.7"/><circle cx="${x + 24}" cy="${y + 10}" r="14" fill="#FFFFFF" opacity="0.6"/>`);
      cv.add(`<line x1="${x + 10}" y1="${y}" x2="${x + 80}" y2="${y - 110}" stroke="#FFFFFF" stroke-width="14" stroke-linecap="round"/><line x1="${x + 10}" y1="${y}" x2="${x + 80}" y2="${y - 110}" stroke="${col}" stroke-width="14" stroke-linecap="round" stroke-dasharray="10 10"/>`);
    });
    // plate with wave cake
    cv.add(`<circle cx="520" cy="620" r="150" fill="#F4F4F4"/><circle cx="520" cy="620" r="120" fill="#FFFFFF"/><rect x="430" y="560" width="180" height="110" rx="14" fill="#F6E6C8"/><path d="M430 600 q22 -20 45 0 t45 0 t45 0 t45 0 L610 620 L430 620Z" fill="${C.main}"/><circle cx="560" cy="570" r="12" fill="${C.danger}"/>`);
    cv.add(coffeeCup(S, 880, 700, 130));
    cv.add(`<rect x="1060" y="540" width="320" height="200" rx="12" fill="#F7F3EA" transform="rotate(6 1220 640)"/><text x="1220" y="630" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="40" fill="${C.main}" transform="rotate(6 1220 640)">MENU</text><text x="1220" y="690" text-anchor="middle" font-family="${SANS}" font-weight="400" font-size="28" fill="${C.ink2}" transform="rotate(6 1220 640)">そらいろカフェ</text>`);
    cv.add(ribbon('COLLABORATION CAFE', 200, 30, C.main));
    return cv.toString();
  },
  'music-op': async () => {
    const { cv, R } = scene(W, H, 'noon', 'news-music');
    cv.add(pale(cv, R));
    const jacket = await embed(musicSvg('op'), 600, 600);
    // disc peeking out
    cv.add(`<circle cx="980" cy="450" r="290" fill="#E6ECF2"/><circle cx="980" cy="450" r="290" fill="none" stroke="#C8D4DE" stroke-width="4"/><circle cx="980" cy="450" r="250" fill="${C.sub}" opacity="0.35"/><circle cx="980" cy="450" r="70" fill="#FFFFFF"/><circle cx="980" cy="450" r="24" fill="#E6ECF2"/>`);
    for (let r = 110; r < 280; r += 24) cv.add(`<circle cx="980" cy="450" r="${r}" fill="none" stroke="#FFFFFF" stroke-width="2" opacity="0.5"/>`);
    cv.add(`<rect x="380" y="150" width="600" height="600" fill="#000" opacity="0.12" transform="translate(14 16)"/>`);
    cv.add(img(jacket, 380, 150, 600, 600));
    cv.add(ribbon('OPENING THEME', 1040, 110, C.danger));
    cv.add(notes(R, { x: 1100, y: 300, w: 400, h: 450, n: 7, size: 60, colors: [C.main, C.warn], op: 0.9 }));
    return cv.toString();
  },
  'disc-bonus': async () => {
    const { cv, S, R } = scene(W, H, 'noon', 'news-disc');
    cv.add(pale(cv, R, C.danger));
    const v1 = await embed(discSvgFor('vol1'), 520, 520);
    // box set (slight 3D)
    cv.add(`<path d="M250 240 L770 240 L830 200 L310 200Z" fill="#0B3D6B"/><path d="M770 240 L830 200 L830 720 L770 760Z" fill="#08304F"/>`);
    cv.add(img(v1, 250, 240, 520, 520));
    // booklet + postcards fanned
    const cards = [[C.main, -14], [C.warn, -4], [C.danger, 6], [C.sub, 16]];
    cards.forEach(([col, rot], i) => cv.add(`<g transform="translate(1130 520) rotate(${rot}) translate(${i * 30 - 200} -220)"><rect width="300" height="420" rx="10" fill="#FFFFFF" stroke="#DDE6EE" stroke-width="4"/><rect x="16" y="16" width="268" height="300" rx="6" fill="${light(col, 0.6)}"/><g transform="translate(150 300) scale(0.3)">${figure(FIVE[i], 0, 0, 1, { cv, S, inst: 'none', pose: 'wave', groundShadow: false })}</g></g>`));
    cv.add(ribbon('特典情報', 80, 80, C.danger));
    return cv.toString();
  },
};

let discSvgFor = () => '';
export async function build(out) {
  discSvgFor = (await import('./jacket.mjs')).discSvg;
  const res = [];
  for (const key of Object.keys(NEWS)) res.push(await writePng(await NEWS[key](), out(`news/${key}.png`)));
  return res;
}
