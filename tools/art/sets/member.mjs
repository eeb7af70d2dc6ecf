// Member portraits: main (stage outfit, colour panel) and alt (summer uniform, outdoors).
import { C } from '../lib/util.mjs';
import { scene, grade } from '../lib/scene.mjs';
import { writePng } from '../lib/raster.mjs';
import { figure, gigBag, CHARS, drumKit } from '../lib/figure.mjs';
import { colourPanel, seaView } from '../lib/backdrops.mjs';
import { notes } from '../lib/sky.mjs';
import { breakwater, town, pole } from '../lib/land.mjs';
import { musicRoom, instrumentShop, liveStage } from '../lib/interiors.mjs';

const W = 1200;
const H = 1600;

const MAIN = {
  misaki: { expr: 'open', legs: 'apart' },
  nagi: { expr: 'smile', gaze: [0.5, 0] },
  kanade: { expr: 'closed', legs: 'apart' },
  hinata: { pose: 'sticks', expr: 'open', legs: 'apart' },
  ren: { expr: 'calm', gaze: [-0.6, 0], legs: 'apart' },
};

function mainSvg(id) {
  const { cv, S, R } = scene(W, H, 'noon', `member-${id}-main`);
  const ch = CHARS[id];
  cv.add(colourPanel(cv, R, ch.colour, id.toUpperCase()));
  const o = { cv, S, ...MAIN[id] };
  const feet = 1520;
  if (id === 'hinata') {
    // a compact kit behind her so the drums read at a glance
    cv.add(`<g opacity="1">${drumKit(860, 1500, 0.62, S.c, ch.colour)}</g>`);
  }
  cv.add(figure(id, 560, feet, 1.3, o));
  return cv.toString();
}

const ALT = {
  misaki: { tod: 'morning', pose: 'wave', expr: 'open', bag: C.main, bg: 'sea' },
  nagi: { tod: 'evening', pose: 'hold', expr: 'smile', bag: '#2A3A50', bg: 'sea', gaze: [-0.6, 0.2] },
  kanade: { tod: 'afternoon', pose: 'cheer', expr: 'closed', bg: 'town' },
  hinata: { tod: 'noon', pose: 'hips', expr: 'open', bg: 'sea' },
  ren: { tod: 'sunset', pose: 'stand', expr: 'calm', bag: '#1B1F29', bg: 'roof', gaze: [0.6, 0] },
};

function altSvg(id) {
  const a = ALT[id];
  const { cv, S, R } = scene(W, H, a.tod, `member-${id}-alt`);
  const horizon = 1020;
  if (a.bg === 'sea') {
    cv.add(seaView(cv, S, R, { horizon, sunPos: a.tod === 'evening' ? [300, 900, 46] : a.tod === 'morning' ? [950, 520, 40] : null, clouds: 'summer', coast: id === 'hinata' ? 'right' : 'left', lighthouseAt: id === 'nagi' ? 980 : null }));
    cv.add(breakwater(S, R, { x0: -20, x1: W + 20, top: 1380, depth: 60, face: 240, tetrapods: false }));
  } else if (a.bg === 'town') {
    cv.add(seaView(cv, S, R, { horizon: 900, clouds: 'soft', coast: 'none' }));
    cv.add(town(cv, S, R, { x0: -60, x1: 1260, base: 1300, h: 480, density: 1.2 }));
    cv.add(pole(S, 180, 1600, 1500, { wiresTo: [1300, 100] }));
    cv.add(`<rect x="0" y="1300" width="${W}" height="300" fill="${S.c('#C9CDD2')}"/><rect x="0" y="1300" width="${W}" height="14" fill="${S.c('#E9ECEF')}"/>`);
  } else if (a.bg === 'roof') {
    cv.add(seaView(cv, S, R, { horizon: 1100, sunPos: [880, 980, 56], clouds: 'soft', coast: 'right' }));
    // rooftop fence
    cv.add(`<rect x="0" y="1250" width="${W}" height="350" fill="${S.c('#BFC6CC')}"/>`);
    for (let x = -10; x < W + 40; x += 46) cv.add(`<rect x="${x}" y="900" width="8" height="360" fill="${S.c('#5C6B78')}"/>`);
    cv.add(`<rect x="0" y="900" width="${W}" height="14" fill="${S.c('#5C6B78')}"/><rect x="0" y="1080" width="${W}" height="8" fill="${S.c('#5C6B78')}"/>`);
    cv.add(`<path d="M0 900 ${Array.from({ length: 60 }, (_, i) => `L${i * 23} ${i % 2 ? 1250 : 900}`).join(' ')}" fill="none" stroke="${S.c('#7C8B98')}" stroke-width="2" opacity="0.6"/>`);
  }
  cv.add(notes(R, { x: 100, y: 150, w: 1000, h: 500, n: 6, size: 50, colors: ['#FFFFFF'], op: 0.7 }));
  const o = { cv, S, outfit: 'summer', inst: 'none', pose: a.pose, expr: a.expr, gaze: a.gaze, lightK: 0.32 };
  if (a.bag) o.behind = gigBag(S.c, a.bag, { side: id === 'ren' ? -1 : 1 });
  cv.add(figure(id, 600, 2830, 2.55, o));
  cv.add(grade(cv, { color: '#0B2545', op: 0.2 }));
  return cv.toString();
}

const SUPPORT = {
  shiori: { tod: 'afternoon', bg: 'music', pose: 'hold', expr: 'smile' },
  tetsu: { tod: 'afternoon', bg: 'shop', pose: 'hips', expr: 'open' },
  rina: { tod: 'night', bg: 'stage', pose: 'mic', expr: 'sing' },
};

function supportSvg(id) {
  const a = SUPPORT[id];
  const { cv, S, R } = scene(W, H, a.tod, `member-${id}-main`);
  if (a.bg === 'music') cv.add(musicRoom(cv, S, R, { floor: 1250 }));
  if (a.bg === 'shop') cv.add(instrumentShop(cv, S, R, { floor: 1300 }));
  if (a.bg === 'stage') cv.add(liveStage(cv, S, R, { floor: 1350, crowd: false }));
  cv.add(figure(id, 600, 2700, 2.35, { cv, S, pose: a.pose, expr: a.expr, S: a.bg === 'stage' ? scene(1, 1, 'noon', 'x').S : S }));
  cv.add(grade(cv, { color: '#0B2545', op: 0.22 }));
  return cv.toString();
}

export async function build(out) {
  const done = [];
  for (const id of ['misaki', 'nagi', 'kanade', 'hinata', 'ren']) {
    done.push(await writePng(mainSvg(id), out(`member/${id}-main.png`)));
    done.push(await writePng(altSvg(id), out(`member/${id}-alt.png`)));
  }
  for (const id of ['shiori', 'tetsu', 'rina']) done.push(await writePng(supportSvg(id), out(`member/${id}-main.png`)));
  return done;
}
