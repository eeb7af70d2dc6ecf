// Key visual: the five on the breakwater, vast summer sky and sea.
import { C, lin } from '../lib/util.mjs';
import { ciderBottle } from '../lib/props.mjs';
import { scene, grade } from '../lib/scene.mjs';
import { skyRect, sun, cloud, rays, notes, note, gulls, sparkle } from '../lib/sky.mjs';
import { sea, islands, breakwater, lighthouse, town } from '../lib/land.mjs';
import { figure } from '../lib/figure.mjs';
import { writePng } from '../lib/raster.mjs';

/** Key visual SVG (3200×1800). viewBox lets callers crop (e.g. OGP). */
export function kvSvg({ viewBox, width, height } = {}) {
  const W = 3200;
  const H = 1800;
  const { cv, S, R } = scene(W, H, 'noon', 'kv');
  const horizon = 1120;
  cv.add(skyRect(cv, S, { y: -700, h: H + 700, horizon: 0.72 }));
  cv.add(sun(cv, S, 2560, 300, 70, { glow: 9 }));
  cv.add(rays(cv, 2560, 300, 2600, { n: 9, start: 100, spread: 90, op: 0.07 }));
  // summer clouds sitting on the horizon, sky kept open above the band
  cv.add(cloud(cv, S, R, 250, horizon + 10, 900, 700, { tower: true }));
  cv.add(cloud(cv, S, R, 900, horizon + 10, 800, 300, {}));
  cv.add(cloud(cv, S, R, 3000, horizon + 10, 1000, 780, { tower: true }));
  cv.add(cloud(cv, S, R, 2300, horizon + 10, 800, 260, {}));
  cv.add(cloud(cv, S, R, 1650, horizon + 10, 700, 170, {}));
  cv.add(cloud(cv, S, R, 1500, 360, 420, 80, { op: 0.75 }));
  cv.add(cloud(cv, S, R, 620, 250, 360, 70, { op: 0.7 }));
  cv.add(gulls(R, { x: 1950, y: 360, w: 700, h: 300, n: 6, size: 34 }));
  cv.add(islands(S, R, { y: horizon, x0: 900, x1: 2100, h: 60, n: 2 }));
  cv.add(town(cv, S, R, { x0: -100, x1: 700, base: horizon + 30, h: 240, density: 1 }));
  cv.add(sea(cv, S, R, { y: horizon, sunX: 2560, glitter: 260 }));
  cv.add(breakwater(S, R, { x0: 2660, x1: 3300, top: horizon + 40, depth: 14, face: 26, tetrapods: false }));
  cv.add(lighthouse(S, 2880, horizon + 30, 250));
  // foreground breakwater, seen slightly from above so the five stand at two depths
  const front = 1560;
  const back = 1370;
  cv.add(`<rect x="0" y="${back}" width="${W}" height="${front - back}" fill="${S.c('#E6E8E4')}"/>`);
  cv.add(`<rect x="0" y="${back}" width="${W}" height="10" fill="${S.c('#C9CFD0')}"/>`);
  for (let x = 160; x < W; x += 420) cv.add(`<path d="M${x} ${back} L${x - 40} ${front}" stroke="${S.c('#CDD2D2')}" stroke-width="5"/>`);
  cv.add(breakwater(S, R, { x0: -20, x1: W + 20, top: front, depth: 0, face: 260, tetrapods: false }));
  const faceShade = cv.def(lin([[0, '#FFFFFF', 0], [1, '#0B3D6B', 0.28]]));
  cv.add(`<rect x="0" y="${front}" width="${W}" height="${H - front}" fill="${faceShade.url}"/>`);
  // props left on the walkway: a gig bag, cider bottles, a snare drum
  cv.add(`<g transform="translate(330 1500) rotate(-8)"><rect x="-190" y="-42" width="380" height="84" rx="42" fill="${S.c('#2A3A50')}"/><rect x="-150" y="-30" width="110" height="60" rx="28" fill="${S.c('#3A4E68')}"/><rect x="-20" y="-8" width="200" height="16" rx="8" fill="${S.c('#4A5E78')}"/></g>`);
  cv.add(ciderBottle(S, 1830, 1505, 110, { tilt: -4 }), ciderBottle(S, 1870, 1510, 104, { tilt: 6, tint: '#9FE0D0' }));
  cv.add(`<g transform="translate(2820 1470)"><ellipse cx="0" cy="40" rx="120" ry="22" fill="#000" opacity="0.12"/><rect x="-100" y="-40" width="200" height="70" fill="${S.c('#D7DDE2')}"/><rect x="-100" y="-40" width="200" height="70" fill="${S.c(C.danger)}" opacity="0.85"/><ellipse cx="0" cy="-40" rx="100" ry="22" fill="${S.c('#F4F1EA')}"/><ellipse cx="0" cy="30" rx="100" ry="22" fill="${S.c(C.danger)}"/></g>`);
  cv.add(staffRibbon(R));
  cv.add(notes(R, { x: 500, y: 230, w: 2200, h: 560, n: 8, size: 60, colors: ['#FFFFFF', '#FFFFFF', C.warn, '#CFE8FA'], op: 0.85 }));
  for (let i = 0; i < 18; i++) cv.add(sparkle(R.range(400, 2800), R.range(200, 1050), R.range(10, 26), '#FFFFFF', R.range(0.5, 0.95)));
  const o = { cv, S };
  // back row
  cv.add(figure('nagi', 1200, 1440, 0.86, { ...o, expr: 'smile', gaze: [0.4, 0] }));
  cv.add(figure('ren', 2010, 1440, 0.86, { ...o, expr: 'calm', gaze: [-0.5, 0] }));
  // front row
  cv.add(figure('kanade', 800, 1520, 0.92, { ...o, inst: 'keys', noStand: true, keysY: -660, pose: 'keytar', expr: 'open', legs: 'apart' }));
  cv.add(figure('hinata', 2410, 1520, 0.92, { ...o, pose: 'drumsUp', inst: 'drums', expr: 'closed', legs: 'apart' }));
  cv.add(figure('misaki', 1600, 1545, 1.0, { ...o, expr: 'open', legs: 'apart' }));
  cv.add(grade(cv, { color: '#003A6B', op: 0.22 }));
  return cv.toString({ viewBox, width, height });
}

export async function build(out) {
  return [
    await writePng(kvSvg(), out('top/kv.png')),
    // The phone crop (art direction): misaki and her neighbours under a tall sky, for screens held upright,
    // so a phone downloads a variant sized for it instead of a 1920px slice of the wide picture.
    await writePng(kvSvg({ viewBox: '1000 -700 1200 2500', width: 1200, height: 2500 }), out('top/kv-sp.png')),
  ];
}

/** A five-line staff sweeping across the sky with notes riding on it. */
function staffRibbon(R) {
  const P = [[-100, 980], [900, 380], [2100, 980], [3300, 260]];
  const at = (t, dy = 0) => {
    const u = 1 - t;
    const x = u * u * u * P[0][0] + 3 * u * u * t * P[1][0] + 3 * u * t * t * P[2][0] + t * t * t * P[3][0];
    const y = u * u * u * P[0][1] + 3 * u * u * t * P[1][1] + 3 * u * t * t * P[2][1] + t * t * t * P[3][1];
    return [x, y + dy];
  };
  let s = '<g>';
  for (let i = 0; i < 5; i++) {
    const dy = (i - 2) * 16;
    s += `<path d="M${P[0][0]} ${P[0][1] + dy} C${P[1][0]} ${P[1][1] + dy} ${P[2][0]} ${P[2][1] + dy} ${P[3][0]} ${P[3][1] + dy}" fill="none" stroke="#FFFFFF" stroke-width="3.5" opacity="${0.55 - Math.abs(i - 2) * 0.06}"/>`;
  }
  const cols = ['#FFFFFF', C.warn, '#FFFFFF', C.danger, '#FFFFFF', C.sub];
  for (let i = 0; i < 16; i++) {
    const t = 0.04 + i * 0.06 + R.range(-0.01, 0.01);
    const [x, y] = at(t, R.range(-30, 30));
    s += note(x, y, R.range(40, 62), cols[i % cols.length], R.int(0, 2), R.range(-10, 10));
  }
  return s + '</g>';
}
