// Section heading banners (1600×320): pale, mostly pattern/scenery, with the Latin word faint.
import { C, lin, f, light } from '../lib/util.mjs';
import { scene } from '../lib/scene.mjs';
import { writePng } from '../lib/raster.mjs';
import { cloud, note, notes, sparkle, gulls, sun } from '../lib/sky.mjs';
import { wavePath } from '../lib/land.mjs';
import { CHARS } from '../lib/figure.mjs';
import { SANS } from '../lib/text.mjs';

const W = 1600;
const H = 320;

function base(cv, S, R, word, { accent = C.main } = {}) {
  const g = cv.def(lin([[0, '#DCEEFB'], [0.7, '#F2F9FE'], [1, '#FFFFFF']]));
  let s = `<rect width="${W}" height="${H}" fill="${g.url}"/>`;
  s += `<text x="${W - 40}" y="${H - 40}" text-anchor="end" font-family="${SANS}" font-weight="700" font-size="230" letter-spacing="10" fill="${accent}" opacity="0.09">${word}</text>`;
  return s;
}
function waves(cv, R, { y = 250, col = C.main } = {}) {
  let s = '';
  [[y, 10, 260, light(col, 0.75), 0.8], [y + 22, 9, 200, light(col, 0.55), 0.7], [y + 44, 8, 150, col, 0.55]].forEach(([yy, a, p, c, op]) => {
    s += `<path d="${wavePath(0, W, yy, a, p, R.range(0, 500), H)}" fill="${c}" opacity="${op}"/>`;
  });
  return s;
}

const HEAD = {
  news: (cv, S, R) => base(cv, S, R, 'NEWS') + cloud(cv, S, R, 260, 250, 460, 150) + cloud(cv, S, R, 1250, 250, 520, 120) + gulls(R, { x: 500, y: 60, w: 600, h: 120, n: 5, size: 22, color: C.sub }) + waves(cv, R),
  story: (cv, S, R) => {
    let s = base(cv, S, R, 'STORY');
    // film strip frames drifting across
    s += `<g transform="rotate(-4 800 160)"><rect x="-40" y="90" width="1700" height="150" fill="${C.main}" opacity="0.1"/>`;
    for (let x = -30; x < 1660; x += 36) s += `<rect x="${x}" y="98" width="18" height="12" rx="3" fill="#FFFFFF" opacity="0.9"/><rect x="${x}" y="220" width="18" height="12" rx="3" fill="#FFFFFF" opacity="0.9"/>`;
    for (let i = 0; i < 8; i++) s += `<rect x="${i * 210}" y="118" width="190" height="94" rx="6" fill="${['#BFE0F7', '#FFE3C2', '#F7C9D6', '#D6E6F2'][i % 4]}" opacity="0.7"/>`;
    return s + '</g>' + waves(cv, R, { y: 268 });
  },
  onair: (cv, S, R) => {
    let s = base(cv, S, R, 'ON AIR');
    s += sun(cv, S, 300, 250, 50, { glow: 4, color: '#FFE8C0' });
    for (let i = 1; i < 7; i++) s += `<circle cx="300" cy="250" r="${i * 50}" fill="none" stroke="${C.sub}" stroke-width="3" opacity="${f(0.5 - i * 0.06)}"/>`;
    return s + waves(cv, R) + sparkle(1100, 90, 16, C.warn) + sparkle(1180, 140, 10, C.sub);
  },
  member: (cv, S, R) => {
    let s = base(cv, S, R, 'MEMBER');
    const ids = ['misaki', 'nagi', 'kanade', 'hinata', 'ren'];
    ids.forEach((id, i) => {
      const x = 170 + i * 150;
      s += `<circle cx="${x}" cy="150" r="62" fill="${CHARS[id].colour}" opacity="0.85"/><circle cx="${x}" cy="150" r="52" fill="#FFFFFF"/>`;
      s += note(x - 8, 170, 46, CHARS[id].colour, i % 3, 0);
    });
    return s + waves(cv, R, { y: 262 });
  },
  cast: (cv, S, R) => {
    let s = base(cv, S, R, 'CAST');
    for (let i = 0; i < 5; i++) s += `<path d="M${200 + i * 260} 0 L${240 + i * 260} 0 L${320 + i * 260} ${H} L${120 + i * 260} ${H}Z" fill="${[C.sub, C.warn, C.main][i % 3]}" opacity="0.1"/>`;
    // microphone mark
    s += `<g transform="translate(220 170) rotate(-18)"><rect x="-34" y="-110" width="68" height="120" rx="34" fill="${C.main}" opacity="0.85"/><path d="M-54 -10 Q-54 50 0 50 Q54 50 54 -10" fill="none" stroke="${C.main}" stroke-width="10" opacity="0.85"/><rect x="-5" y="50" width="10" height="60" fill="${C.main}" opacity="0.85"/></g>`;
    return s + waves(cv, R, { y: 270 }) + sparkle(400, 80, 18, C.warn);
  },
  music: (cv, S, R) => {
    let s = base(cv, S, R, 'MUSIC');
    for (let i = 0; i < 5; i++) s += `<path d="M0 ${110 + i * 20} Q400 ${70 + i * 20} 800 ${120 + i * 20} T1600 ${100 + i * 20}" fill="none" stroke="${C.sub}" stroke-width="2.5" opacity="0.6"/>`;
    s += notes(R, { x: 60, y: 100, w: 1400, h: 110, n: 14, size: 40, colors: [C.main, C.warn, C.sub], op: 0.85 });
    return s + waves(cv, R, { y: 272 });
  },
  disc: (cv, S, R) => {
    let s = base(cv, S, R, 'DISC');
    for (const [x, y, r, col] of [[240, 170, 110, C.main], [420, 190, 80, C.warn], [1200, 120, 70, C.danger], [1340, 190, 95, C.sub]]) {
      s += `<circle cx="${x}" cy="${y}" r="${r}" fill="${col}" opacity="0.16"/><circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${col}" stroke-width="3" opacity="0.4"/><circle cx="${x}" cy="${y}" r="${r * 0.28}" fill="#FFFFFF"/>`;
      for (let k = 0.45; k < 0.95; k += 0.15) s += `<circle cx="${x}" cy="${y}" r="${r * k}" fill="none" stroke="#FFFFFF" stroke-width="2" opacity="0.6"/>`;
    }
    return s + waves(cv, R, { y: 272 });
  },
};

export async function build(out) {
  const res = [];
  for (const key of Object.keys(HEAD)) {
    const { cv, S, R } = scene(W, H, 'noon', `heading-${key}`);
    cv.add(HEAD[key](cv, S, R));
    res.push(await writePng(cv.toString(), out(`heading/${key}.png`)));
  }
  return res;
}
