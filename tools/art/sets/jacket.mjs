// Music jackets (op, ed, insert, album) and Blu-ray/DVD jackets (vol1..4), 1400×1400.
import { C, lin, f } from '../lib/util.mjs';
import { scene } from '../lib/scene.mjs';
import { writePng } from '../lib/raster.mjs';
import { skyRect, sun, moon, stars, cloud, notes, milkyWay } from '../lib/sky.mjs';
import { sea, breakwater, lighthouse } from '../lib/land.mjs';
import { figure, guitar } from '../lib/figure.mjs';

const guitarFlat = (S) => guitar(0, 0, 0, (c) => S.c(c, 0.7), { kind: 'acoustic', col: C.main });
import { colourPanel } from '../lib/backdrops.mjs';
import { text, SERIF } from '../lib/text.mjs';
import { logoGroup } from './brand.mjs';

const N = 1400;

function rings(cx, cy, n, step, col = '#FFFFFF', op = 0.35) {
  let s = '';
  for (let i = 1; i <= n; i++) s += `<circle cx="${cx}" cy="${cy}" r="${i * step}" fill="none" stroke="${col}" stroke-width="${i % 3 === 0 ? 10 : 3}" opacity="${f(op * (1 - i / (n + 2)))}"/>`;
  return s;
}

const MUSIC = {
  op: () => {
    const { cv, S, R } = scene(N, N, 'noon', 'jacket-op');
    cv.add(skyRect(cv, S, { horizon: 0.8 }));
    cv.add(rings(700, 760, 12, 90));
    cv.add(cloud(cv, S, R, 220, 1120, 600, 420, { tower: true }), cloud(cv, S, R, 1240, 1120, 560, 360, { tower: true }));
    cv.add(sea(cv, S, R, { y: 1110, glitter: 80, layers: 3 }));
    cv.add(notes(R, { x: 100, y: 300, w: 1200, h: 500, n: 12, size: 60, colors: ['#FFFFFF', C.warn], op: 0.9 }));
    const o = { cv, S, legs: 'apart' };
    cv.add(figure('nagi', 330, 1330, 0.62, { ...o, expr: 'smile' }), figure('ren', 1070, 1330, 0.62, { ...o, expr: 'smile', gaze: [-0.5, 0] }));
    cv.add(figure('kanade', 150, 1400, 0.66, { ...o, inst: 'none', pose: 'cheer', expr: 'closed' }), figure('hinata', 1250, 1400, 0.66, { ...o, pose: 'drumsUp', expr: 'open' }));
    cv.add(figure('misaki', 700, 1420, 0.76, { ...o, expr: 'open' }));
    cv.add(text('SORAIRO', 80, 200, { size: 150, fill: '#FFFFFF', spacing: 6, extra: `stroke="${C.main}" stroke-width="14" paint-order="stroke" stroke-linejoin="round"` }));
    cv.add(text('SIGNAL', 80, 340, { size: 150, fill: C.warn, spacing: 6, extra: `stroke="#FFFFFF" stroke-width="14" paint-order="stroke" stroke-linejoin="round"` }));
    cv.add(text('ソライロ・シグナル', 88, 410, { size: 50, fill: '#FFFFFF', spacing: 4, extra: `stroke="${C.main}" stroke-width="8" paint-order="stroke"` }));
    return cv.toString();
  },
  ed: () => {
    const { cv, S, R } = scene(N, N, 'dusk', 'jacket-ed');
    cv.add(skyRect(cv, S, { horizon: 0.62 }), stars(R, { w: N, h: 600, n: 160, big: 8 }));
    cv.add(moon(cv, S, 1080, 300, 50));
    cv.add(sea(cv, S, R, { y: 860, glitter: 120, layers: 4, sunX: 1080 }));
    cv.add(breakwater(S, R, { x0: -20, x1: 1420, top: 1180, depth: 40, face: 240, tetrapods: false }));
    // sitting on the edge, seen from behind: legs hang over the far side, so redraw the wall face over them
    cv.add(figure('misaki', 560, 1160 + 575 * 0.8, 0.8, { cv, S, view: 'back', outfit: 'summer', inst: 'none', legs: 'hidden', lightK: 0.7, groundShadow: false, behind: '' }));
    cv.add(breakwater(S, R, { x0: -20, x1: 1420, top: 1180, depth: 0, face: 240, tetrapods: false }));
    cv.add(`<g transform="translate(760 1176) rotate(-80) scale(0.62)">${guitarFlat(S)}</g>`);
    cv.add(text('潮騒のあとで', 1230, 150, { size: 96, family: SERIF, fill: '#FFFFFF', spacing: 18, extra: 'writing-mode="tb" glyph-orientation-vertical="0"' }));
    cv.add(text('SHIOSAI NO ATODE', 1150, 150, { size: 30, family: SERIF, fill: '#FFFFFF', spacing: 10, extra: 'transform="rotate(90 1150 150)" opacity="0.85"' }));
    return cv.toString();
  },
  insert: () => {
    const { cv, S, R } = scene(N, N, 'night', 'jacket-insert');
    cv.add(skyRect(cv, S, { horizon: 0.7 }), milkyWay(cv, R, 0, 120, 1400, 320, -20), stars(R, { w: N, h: 900, n: 260, big: 10 }));
    cv.add(moon(cv, S, 260, 260, 70, { phase: 0.3 }));
    cv.add(sea(cv, S, R, { y: 900, glitter: 160, layers: 4, sunX: 260 }));
    cv.add(lighthouse(S, 1220, 920, 200, { lit: true }));
    cv.add(breakwater(S, R, { x0: -20, x1: 1420, top: 1200, depth: 60, face: 220, tetrapods: true }));
    cv.add(figure('ren', 900, 1190, 0.78, { cv, S, lightK: 0.45, expr: 'calm', gaze: [-0.6, 0], legs: 'apart' }));
    cv.add(figure('misaki', 480, 1200, 0.74, { cv, S, lightK: 0.45, expr: 'sing', outfit: 'summer' }));
    cv.add(text('防波堤ブルース', 700, 1330, { size: 96, anchor: 'middle', fill: '#DDF0FF', spacing: 10, extra: `stroke="#0B1F3A" stroke-width="10" paint-order="stroke"` }));
    cv.add(text('BOHATEI BLUES', 700, 1386, { size: 36, anchor: 'middle', fill: C.sub, spacing: 16 }));
    return cv.toString();
  },
  album: () => {
    const { cv, S, R } = scene(N, N, 'afternoon', 'jacket-album');
    const g = cv.def(lin([[0, '#0066B0'], [0.55, '#4FA3DD'], [0.78, '#DDF0FA'], [1, '#FFFFFF']]));
    cv.add(`<rect width="${N}" height="${N}" fill="${g.url}"/>`);
    cv.add(sun(cv, S, 700, 860, 220, { glow: 2.6, color: '#FFF6E0' }));
    cv.add(`<rect x="0" y="860" width="${N}" height="540" fill="${C.main}"/>`);
    cv.add(sea(cv, S, R, { y: 860, glitter: 120, layers: 4, sunX: 700 }));
    cv.add(`<rect x="0" y="1130" width="${N}" height="270" fill="#0B3D6B"/><rect x="0" y="1130" width="${N}" height="12" fill="#FFFFFF" opacity="0.6"/>`);
    ['kanade', 'nagi', 'misaki', 'ren', 'hinata'].forEach((id, i) => cv.add(figure(id, 420 + i * 140, 1132, 0.24, { cv, S, sil: '#0B3D6B', inst: id === 'kanade' ? 'none' : undefined, pose: id === 'hinata' ? 'drumsUp' : undefined })));
    cv.add(text('Blue Horizon', 700, 300, { size: 170, anchor: 'middle', fill: '#FFFFFF', spacing: 4, family: SERIF }));
    cv.add(text('SORAIRO ENSEMBLE  1st ALBUM', 700, 380, { size: 38, anchor: 'middle', fill: '#FFFFFF', spacing: 10 }));
    cv.add(`<rect x="560" y="420" width="280" height="4" fill="${C.warn}"/>`);
    return cv.toString();
  },
};

const DISC = {
  vol1: { ids: ['misaki', 'nagi'], colour: C.main, eps: '#01–#03', tod: 'noon' },
  vol2: { ids: ['kanade', 'hinata'], colour: C.warn, eps: '#04–#06', tod: 'afternoon' },
  vol3: { ids: ['ren', 'rina'], colour: C.navy, eps: '#07–#09', tod: 'night' },
  vol4: { ids: ['nagi', 'misaki', 'ren'], colour: C.danger, eps: '#10–#12', tod: 'sunset', all: true },
};

export function discSvg(key) {
  const d = DISC[key];
  const n = key.replace('vol', '');
  const { cv, S, R } = scene(N, N, d.tod, `disc-${key}`);
  cv.add(`<rect width="${N}" height="${N}" fill="#FFFFFF"/>`);
  // art window
  const clip = 'discclip';
  cv.def(`<clipPath id="${clip}"><rect x="50" y="50" width="1300" height="1170" rx="8"/></clipPath>`);
  let art = '';
  if (d.tod === 'night') {
    art += skyRect(cv, S, { horizon: 0.75 }) + stars(R, { w: N, h: 900, n: 200, big: 10 });
    art += `<path d="M300 0 L460 0 L820 1220 L40 1220Z" fill="#B98AE6" opacity="0.16"/><path d="M1000 0 L1120 0 L1380 1220 L700 1220Z" fill="#7AD0FF" opacity="0.14"/>`;
  } else {
    art += colourPanel(cv, R, d.colour, '', { w: N, h: 1220 });
  }
  const sL = d.tod === 'night' ? { S, lightK: 0.3 } : { S };
  if (d.all) {
    art += figure('kanade', 260, 1700, 1.05, { cv, ...sL, inst: 'none', pose: 'cheer', expr: 'closed' });
    art += figure('hinata', 1140, 1700, 1.05, { cv, ...sL, inst: 'sticks', pose: 'drumsUp', expr: 'open' });
    art += figure('nagi', 470, 1800, 1.2, { cv, ...sL, inst: 'none', expr: 'smile', pose: 'stand', gaze: [0.4, 0] });
    art += figure('ren', 930, 1800, 1.2, { cv, ...sL, inst: 'none', expr: 'smile', pose: 'stand', gaze: [-0.4, 0] });
    art += figure('misaki', 700, 1900, 1.35, { cv, ...sL, inst: 'none', pose: 'wave', expr: 'open' });
  } else {
    const [a, b] = d.ids;
    art += figure(b, 930, 2050, 1.55, { cv, ...sL, expr: 'smile', gaze: [-0.5, 0], inst: 'none', pose: 'stand' });
    art += figure(a, 470, 2150, 1.7, { cv, ...sL, expr: 'open', gaze: [0.4, 0], inst: 'none', pose: a === 'hinata' ? 'cheer' : 'wave' });
  }
  cv.add(`<g clip-path="url(#${clip})">${art}</g>`);
  // logo top-left
  cv.add(`<g transform="translate(70 70) scale(0.38)">${logoGroup(cv)}</g>`);
  // footer band
  cv.add(`<rect x="50" y="1220" width="1300" height="130" fill="${d.colour}"/>`);
  cv.add(text('Blu-ray & DVD', 90, 1300, { size: 44, fill: '#FFFFFF', spacing: 4 }));
  cv.add(text(`EPISODE ${d.eps}`, 1310, 1300, { size: 40, fill: '#FFFFFF', spacing: 6, anchor: 'end' }));
  // Vol badge
  cv.add(`<circle cx="1220" cy="1090" r="120" fill="#FFFFFF"/><circle cx="1220" cy="1090" r="108" fill="${d.colour}"/>`);
  cv.add(text('Vol.', 1220, 1060, { size: 50, fill: '#FFFFFF', anchor: 'middle' }), text(n, 1220, 1160, { size: 110, fill: '#FFFFFF', anchor: 'middle' }));
  return cv.toString();
}

export function musicSvg(id) {
  return MUSIC[id]();
}

export async function build(out) {
  const res = [];
  for (const id of Object.keys(MUSIC)) res.push(await writePng(MUSIC[id](), out(`music/${id}.png`)));
  for (const key of Object.keys(DISC)) res.push(await writePng(discSvg(key), out(`disc/${key}.png`)));
  return res;
}
