// Key visual: the five on the breakwater, vast summer sky and sea.
import { C, f } from '../lib/util.mjs';
import { scene, grade } from '../lib/scene.mjs';
import { skyRect, sun, cloud, rays, notes, gulls, sparkle } from '../lib/sky.mjs';
import { sea, islands, breakwater, lighthouse, town } from '../lib/land.mjs';
import { figure } from '../lib/figure.mjs';

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
  cv.add(notes(R, { x: 500, y: 230, w: 2200, h: 560, n: 14, size: 60, colors: ['#FFFFFF', '#FFFFFF', C.warn, '#CFE8FA'], op: 0.85 }));
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
