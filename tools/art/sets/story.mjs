// Story stills epNN-K (1920×1080), following the scene table in docs/series-bible.md.
import { C, f, light } from '../lib/util.mjs';
import { scene, grade } from '../lib/scene.mjs';
import { writePng } from '../lib/raster.mjs';
import { lighting, skyRect, sun, moon, stars, milkyWay, cloud, rain, rainbow, firework, shootingStar, notes, sparkle, gulls } from '../lib/sky.mjs';
import { sea, town, breakwater, beach, pole, pier, lanternString, stall, building, glow, streetLamp, islands, tree } from '../lib/land.mjs';
import { figure, gigBag, drumKit } from '../lib/figure.mjs';
import { seaView } from '../lib/backdrops.mjs';
import { room, windowFrame, lightShaft, musicRoom, instrumentShop, liveStage, crowdRow, guitarOnStand, grandPiano, desk, shelf, chair } from '../lib/interiors.mjs';
import { umbrella, phoneInHand, campfire, ciderBottle, busStop, warehouse, bollard, inn, footprints, page, openNotebook, coffeeCup, bunting, festivalStage, waterTank } from '../lib/props.mjs';
import { SANS } from '../lib/text.mjs';

const W = 1920;
const H = 1080;
const SIL = '#241C38';

function st(tod, key) {
  const sc = scene(W, H, tod, `story-${key}`);
  sc.fig = (id, x, y, k, o = {}) => figure(id, x, y, k, { cv: sc.cv, S: sc.S, ...o });
  return sc;
}
const done = (sc, g = {}) => {
  sc.cv.add(grade(sc.cv, { color: '#0B1F3A', op: 0.26, ...g }));
  return sc.cv.toString();
};

/** Perspective road going downhill toward the sea (ep01-1). */
function slopeRoad(cv, S, R) {
  let s = '';
  const vp = [960, 610];
  s += `<path d="M880 ${vp[1] + 10} L1040 ${vp[1] + 10} L1700 1080 L220 1080Z" fill="${S.c('#8C939A')}"/>`;
  s += `<path d="M955 ${vp[1] + 14} L965 ${vp[1] + 14} L1000 1080 L920 1080Z" fill="${S.c('#F4F1EA')}" opacity="0.8"/>`;
  s += `<path d="M880 ${vp[1] + 10} L900 ${vp[1] + 10} L330 1080 L220 1080Z" fill="${S.c('#A7AEB4')}"/>`;
  // left block wall with greenery
  s += `<path d="M860 580 L880 ${vp[1] + 10} L0 1262 L0 760Z" fill="${S.c('#D9D4C8')}"/>`;
  for (let i = 1; i < 7; i++) s += `<path d="M${f(870 - i * 4)} ${f(585 + i * 4)} L0 ${f(760 + i * 72)}" stroke="${S.c('#BDB6A8')}" stroke-width="2"/>`;
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    s += tree(S, R, 860 - Math.pow(t, 0.8) * 940, 590 + t * 210, 90 + t * 420, { col: R.pick(['#4E9A74', '#5FAF80', '#3F8A6A']) });
  }
  // right guardrail + poles
  const edge = (t) => [1040 + (1920 - 1040) * t, vp[1] + 10 + (1262 - vp[1] - 10) * t];
  for (let i = 0; i <= 16; i++) {
    const t = Math.pow(i / 16, 1.6);
    const [x, y] = edge(t);
    const k = 0.06 + t;
    s += `<rect x="${f(x)}" y="${f(y - 70 * k)}" width="${f(8 * k)}" height="${f(70 * k)}" fill="${S.c('#F4F4F4')}"/>`;
  }
  s += `<path d="M1040 ${vp[1] + 6} L1920 ${1262 - 60} L1920 ${1262 - 30} L1040 ${vp[1] + 9}Z" fill="${S.c('#FFFFFF')}"/>`;
  for (const t of [0.12, 0.35, 0.75]) {
    const [x, y] = edge(t);
    s += pole(S, x + 60 * t, y, 60 + 900 * t, {});
  }
  s += `<path d="M1052 530 Q1300 620 1920 420 M1050 540 Q1300 640 1920 470" stroke="${S.c('#4A5058')}" stroke-width="2" fill="none"/>`;
  return s;
}

const SCENES = {
  // ---- 01 はじまりの音
  'ep01-1': () => {
    const sc = st('morning', 'ep01-1');
    const { cv, S, R } = sc;
    cv.add(skyRect(cv, S, { horizon: 0.46 }));
    cv.add(sun(cv, S, 1480, 260, 46, { glow: 8 }));
    cv.add(cloud(cv, S, R, 420, 470, 700, 260, { tower: true }), cloud(cv, S, R, 1650, 470, 600, 200));
    cv.add(gulls(R, { x: 1100, y: 180, w: 500, h: 160, n: 4, size: 22 }));
    cv.add(islands(S, R, { y: 470, x0: 600, x1: 1500, h: 40, n: 2 }));
    cv.add(sea(cv, S, R, { y: 470, h: 640, sunX: 1480, glitter: 120, layers: 3 }));
    cv.add(town(cv, S, R, { x0: 600, x1: 1400, base: 640, h: 120, hill: false, density: 1.3 }));
    cv.add(slopeRoad(cv, S, R));
    cv.add(sc.fig('misaki', 960, 1010, 0.62, { outfit: 'summer', inst: 'none', pose: 'run', legs: 'run', expr: 'open', behind: gigBag(S.c, C.main) }));
    for (let i = 0; i < 10; i++) cv.add(sparkle(R.range(200, 1700), R.range(120, 500), R.range(6, 14), '#FFFFFF', 0.8));
    return done(sc, { op: 0.2 });
  },
  'ep01-2': () => {
    const sc = st('dusk', 'ep01-2');
    const { cv, S, R } = sc;
    cv.add(musicRoom(cv, S, R, { floor: 860, dusty: true }));
    cv.add(lightShaft(100, 560, 700, 0, 900, 420, '#FFB27A', 0.16));
    cv.add(guitarOnStand(S, 1150, 1120, 1.25, C.main, 'acoustic', { dusty: true }));
    for (let i = 0; i < 60; i++) cv.add(`<circle cx="${f(R.range(700, 1500))}" cy="${f(R.range(300, 1000))}" r="${f(R.range(1.5, 4))}" fill="#FFE2B8" opacity="${f(R.range(0.3, 0.9))}"/>`);
    return done(sc, { op: 0.35 });
  },
  'ep01-3': () => {
    const sc = st('sunset', 'ep01-3');
    const { cv, S, R } = sc;
    cv.add(seaView(cv, S, R, { horizon: 640, sunPos: [1380, 600, 64], clouds: 'soft', coast: 'right' }));
    cv.add(breakwater(S, R, { x0: -20, x1: 1940, top: 900, depth: 50, face: 200, tetrapods: false }));
    cv.add(notes(R, { x: 700, y: 200, w: 900, h: 400, n: 8, size: 46, colors: ['#FFF1D6', C.warn], op: 0.8 }));
    cv.add(sc.fig('misaki', 620, 880, 0.74, { outfit: 'summer', expr: 'sing', legs: 'apart', lightK: 0.7 }));
    return done(sc);
  },
  // ---- 02 波音ベースライン
  'ep02-1': () => {
    const sc = st('noon', 'ep02-1');
    const { cv, S, R } = sc;
    cv.add(seaView(cv, S, R, { horizon: 560, clouds: 'summer', coast: 'none' }));
    cv.add(`<rect x="0" y="760" width="${W}" height="320" fill="${S.c('#BFC5C6')}"/><rect x="0" y="760" width="${W}" height="16" fill="${S.c('#E3E6E3')}"/>`);
    cv.add(warehouse(S, R, 1020, 770, 560, 300, { col: '#CFD9DF', label: '汐見港 第3倉庫' }), warehouse(S, R, 1560, 770, 480, 340, { col: '#A9BFCF', door: '#5C7284' }));
    for (const x of [120, 420, 760]) cv.add(bollard(S, x, 800, 50));
    cv.add(`<rect x="1200" y="900" width="160" height="120" fill="${S.c('#B0855C')}"/><rect x="1320" y="940" width="120" height="90" fill="${S.c('#9A7456')}"/>`);
    cv.add(sc.fig('nagi', 820, 1010, 0.66, { expr: 'smile', gaze: [0.4, 0], legs: 'apart' }));
    cv.add(notes(R, { x: 300, y: 250, w: 800, h: 300, n: 6, size: 44, colors: ['#FFFFFF'], op: 0.8 }));
    return done(sc, { op: 0.18 });
  },
  'ep02-2': () => {
    const sc = st('evening', 'ep02-2');
    const { cv, S, R } = sc;
    cv.add(room(cv, S, R, { floor: 900, wall: '#EFE7D6' }));
    cv.add(windowFrame(cv, S, R, 40, 90, 520, 560, { panes: 2, curtain: '#F2E8D2' }), windowFrame(cv, S, R, 620, 90, 520, 560, { panes: 2 }));
    cv.add(lightShaft(40, 650, 1100, 0, 500, 250, '#FFC48A', 0.18));
    cv.add(`<rect x="1230" y="110" width="640" height="340" fill="${S.c('#2F5E4E')}"/><rect x="1218" y="98" width="664" height="364" fill="none" stroke="${S.c('#8A6A4E')}" stroke-width="12"/>`);
    for (const [x, b] of [[100, 1000], [520, 1000], [1380, 1000], [1720, 1000]]) cv.add(desk(S, x, b, 230));
    cv.add(sc.fig('misaki', 700, 1620, 1.3, { outfit: 'summer', inst: 'none', pose: 'hold', expr: 'open', gaze: [0.8, 0] }));
    cv.add(sc.fig('nagi', 1230, 1640, 1.3, { outfit: 'summer', inst: 'none', pose: 'stand', expr: 'smile', gaze: [-0.8, 0], behind: gigBag(S.c, '#2A3A50') }));
    return done(sc);
  },
  'ep02-3': () => {
    const sc = st('night', 'ep02-3');
    const { cv, S, R } = sc;
    cv.add(skyRect(cv, S, { horizon: 0.6 }), stars(R, { w: W, h: 500, n: 220, big: 8 }), moon(cv, S, 1560, 170, 40));
    for (let i = 0; i < 9; i++) cv.add(building(S, R, i * 230 - 40, 780, 210, R.range(260, 420), { wall: R.pick(['#E8E2D6', '#D9E2EA', '#EFE6D8']), lit: true, roof: '#3C4A5A' }));
    cv.add(`<rect x="0" y="780" width="${W}" height="300" fill="${S.c('#6E7780')}"/><rect x="0" y="780" width="${W}" height="12" fill="${S.c('#A9B1B8')}"/>`);
    for (const [x, h] of [[300, 520], [1000, 560], [1650, 520]]) cv.add(streetLamp(cv, S, x, 800, h));
    cv.add(glow(cv, 1160, 960, 420, '#FFE2A0', 0.35));
    cv.add(sc.fig('nagi', 1140, 990, 0.6, { outfit: 'summer', inst: 'none', pose: 'stand', expr: 'calm', gaze: [-0.3, 0.4], behind: gigBag(S.c, '#2A3A50'), lightK: 0.35 }));
    return done(sc, { op: 0.35 });
  },
  // ---- 03 鍵盤とサイダー
  'ep03-1': () => {
    const sc = st('noon', 'ep03-1');
    const { cv, S, R } = sc;
    cv.add(room(cv, S, R, { floor: 860, wall: '#F4EEE2', floorCol: '#B98A5E' }));
    cv.add(windowFrame(cv, S, R, 1080, 80, 760, 600, { panes: 3, curtain: '#FFFFFF' }));
    cv.add(lightShaft(1080, 680, 760, 0, -700, 330, '#FFFFFF', 0.2));
    cv.add(grandPiano(S, 120, 1010, 880));
    cv.add(sc.fig('kanade', 1200, 1030, 0.74, { outfit: 'summer', inst: 'none', pose: 'cheer', expr: 'closed' }));
    cv.add(notes(R, { x: 300, y: 150, w: 900, h: 400, n: 9, size: 46, colors: [C.warn, C.main, C.sub], op: 0.85 }));
    return done(sc, { op: 0.15 });
  },
  'ep03-2': () => {
    const sc = st('afternoon', 'ep03-2');
    const { cv, S, R } = sc;
    cv.add(skyRect(cv, S, { horizon: 0.7 }), cloud(cv, S, R, 1500, 620, 900, 380, { tower: true }));
    cv.add(town(cv, S, R, { x0: 1000, x1: 1980, base: 720, h: 260 }));
    // shop front
    cv.add(`<rect x="0" y="160" width="1080" height="700" fill="${S.c('#EADCC4')}"/><rect x="40" y="340" width="1000" height="520" fill="${S.c('#5A4636')}"/>`);
    cv.add(shelf(S, R, 80, 370, 920, 470, { rows: 3, kind: 'jars' }));
    const aw = [];
    for (let i = 0; i < 12; i++) aw.push(`<path d="M${i * 92} 220 L${(i + 1) * 92} 220 L${(i + 1) * 92} 320 Q${i * 92 + 46} 350 ${i * 92} 320Z" fill="${S.c(i % 2 ? '#FFFFFF' : C.warn)}"/>`);
    cv.add(aw.join(''), `<rect x="0" y="120" width="1080" height="100" fill="${S.c(C.main)}"/><text x="540" y="195" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="64" fill="#FFFFFF">だがし　しおかぜ</text>`);
    cv.add(`<rect x="0" y="860" width="${W}" height="220" fill="${S.c('#CFC6B8')}"/>`);
    cv.add(`<rect x="760" y="760" width="300" height="140" rx="10" fill="${S.c(C.danger)}"/><rect x="770" y="740" width="280" height="30" rx="8" fill="${S.c('#F4F4F4')}"/>`);
    for (let i = 0; i < 6; i++) cv.add(ciderBottle(S, 790 + i * 44, 770, 90, { tilt: 0 }));
    cv.add(sc.fig('misaki', 1290, 1040, 0.72, { outfit: 'summer', inst: 'none', pose: 'hold', expr: 'open', gaze: [0.6, 0] }));
    cv.add(sc.fig('kanade', 1600, 1050, 0.72, { outfit: 'summer', inst: 'none', pose: 'cheer', expr: 'closed' }));
    cv.add(ciderBottle(S, 1290, 600, 110, { tilt: 8 }));
    return done(sc, { op: 0.16 });
  },
  'ep03-3': () => {
    const sc = st('dusk', 'ep03-3');
    const { cv, S, R } = sc;
    cv.add(seaView(cv, S, R, { horizon: 560, sunPos: [1460, 520, 50], clouds: 'soft', coast: 'left' }));
    cv.add(beach(cv, S, R, { y: 760, curve: 18 }));
    cv.add(`<ellipse cx="940" cy="985" rx="360" ry="40" fill="#000" opacity="0.15"/>`);
    cv.add(ciderBottle(S, 820, 990, 460, { tilt: -4 }), ciderBottle(S, 1070, 1000, 430, { tilt: 6, tint: '#9FE0D0' }));
    for (let i = 0; i < 14; i++) cv.add(sparkle(R.range(600, 1300), R.range(500, 980), R.range(6, 16), '#FFF3D6', 0.9));
    return done(sc, { op: 0.3 });
  },
  // ---- 04 雨の日のリズム
  'ep04-1': () => {
    const sc = st('rain', 'ep04-1');
    const { cv, S, R } = sc;
    cv.add(room(cv, S, R, { floor: 820, wall: '#B8B4A8', floorCol: '#A88B62', wainscot: '#8E8A80' }));
    cv.add(windowFrame(cv, S, R, 1380, 80, 420, 240, { panes: 2, rain: true, kind: 'town' }));
    cv.add(lightShaft(1380, 320, 420, 0, -500, 500, '#DDE6F0', 0.12));
    // stacked mats, vaulting box, ball basket
    for (let i = 0; i < 5; i++) cv.add(`<rect x="${40 + i * 6}" y="${820 - (i + 1) * 60}" width="420" height="56" rx="10" fill="${S.c(i % 2 ? '#3D7FB8' : '#5E9E8C')}"/>`);
    for (let i = 0; i < 5; i++) cv.add(`<path d="M${1500 - i * 18} ${840 - i * 70} L${1780 + i * 18} ${840 - i * 70} L${1760 + i * 18} ${840 - (i + 1) * 70 + 6} L${1520 - i * 18} ${840 - (i + 1) * 70 + 6}Z" fill="${S.c(i === 4 ? '#F4F1EA' : '#B88A5A')}"/>`);
    cv.add(`<rect x="530" y="640" width="240" height="200" fill="none" stroke="${S.c('#7D8791')}" stroke-width="8"/>`);
    for (let i = 0; i < 8; i++) cv.add(`<circle cx="${560 + (i % 4) * 58}" cy="${690 + Math.floor(i / 4) * 60}" r="30" fill="${S.c(R.pick(['#F4F1EA', '#E0A040', '#3D7FB8']))}"/>`);
    cv.add(sc.fig('hinata', 960, 1010, 0.78, { outfit: 'summer', inst: 'drums', pose: 'drums', expr: 'open', legs: 'hidden' }));
    cv.add(drumKit(960, 1080, 0.78, (c) => S.c(c, 0.6), C.danger));
    cv.add(rain(R, W, H, { n: 60, op: 0.12 }));
    return done(sc, { op: 0.3 });
  },
  'ep04-2': () => {
    const sc = st('rain', 'ep04-2');
    const { cv, S, R } = sc;
    cv.add(seaView(cv, S, R, { horizon: 560, clouds: 'none', coast: 'left' }));
    cv.add(`<rect x="0" y="760" width="${W}" height="320" fill="${S.c('#7A8590')}"/><rect x="0" y="760" width="${W}" height="10" fill="${S.c('#A9B3BC')}"/>`);
    for (let i = 0; i < 7; i++) cv.add(`<ellipse cx="${f(R.range(100, 1800))}" cy="${f(R.range(820, 1060))}" rx="${f(R.range(60, 180))}" ry="${f(R.range(8, 18))}" fill="${S.c('#B8C6D2')}" opacity="0.6"/>`);
    cv.add(busStop(S, 420, 860, 1000, 620));
    const bench = 860 - 620 * 0.3;
    cv.add(sc.fig('kanade', 760, bench + 0.72 * 575 * 0.94, 0.72, { outfit: 'summer', inst: 'none', pose: 'hold', legs: 'sit', expr: 'smile', gaze: [0.6, 0] }));
    cv.add(sc.fig('hinata', 1080, bench + 0.72 * 575 * 0.95, 0.72, { outfit: 'summer', inst: 'sticks', pose: 'drums', legs: 'sit', expr: 'open', gaze: [-0.5, 0] }));
    cv.add(umbrella(S, 1330, 700, 120, C.warn, { tilt: 60 }));
    cv.add(rain(R, W, H, { n: 520, op: 0.5 }));
    return done(sc, { op: 0.25 });
  },
  'ep04-3': () => {
    const sc = st('evening', 'ep04-3');
    const { cv, S, R } = sc;
    cv.add(seaView(cv, S, R, { horizon: 620, sunPos: [1600, 560, 44], clouds: 'soft', coast: 'left', lighthouseAt: 1300 }));
    cv.add(rainbow(cv, 1000, 640, 620, 20, 0.5));
    cv.add(`<rect x="0" y="880" width="${W}" height="200" fill="${S.c('#6E7882')}"/><rect x="0" y="870" width="${W}" height="14" fill="${S.c('#F4F4F4')}"/>`);
    for (let x = 20; x < W; x += 120) cv.add(`<rect x="${x}" y="820" width="10" height="60" fill="${S.c('#F4F4F4')}"/>`);
    cv.add(`<rect x="0" y="830" width="${W}" height="16" fill="${S.c('#FFFFFF')}"/>`);
    cv.add(`<ellipse cx="900" cy="990" rx="420" ry="36" fill="${S.P.sky[2]}" opacity="0.55"/><ellipse cx="1350" cy="1040" rx="220" ry="18" fill="${S.P.sky[1]}" opacity="0.45"/>`);
    return done(sc, { op: 0.2 });
  },
  // ---- 05 先輩のギター
  'ep05-1': () => {
    const sc = st('afternoon', 'ep05-1');
    const { cv, S, R } = sc;
    cv.add(seaView(cv, S, R, { horizon: 700, clouds: 'summer', coast: 'right' }));
    cv.add(`<rect x="0" y="760" width="${W}" height="320" fill="${S.c('#C3C9CE')}"/>`);
    for (let x = 0; x < W; x += 40) cv.add(`<rect x="${x}" y="430" width="6" height="340" fill="${S.c('#5C6B78')}"/>`);
    cv.add(`<rect x="0" y="430" width="${W}" height="12" fill="${S.c('#5C6B78')}"/><rect x="0" y="600" width="${W}" height="8" fill="${S.c('#5C6B78')}"/>`);
    cv.add(waterTank(S, 1380, 760, 420, 560));
    cv.add(`<rect x="520" y="860" width="520" height="120" fill="${S.c('#A9B0B6')}"/><rect x="520" y="850" width="520" height="16" fill="${S.c('#D5DADD')}"/>`);
    cv.add(sc.fig('ren', 780, 855 + 0.74 * 575 * 1.08, 0.74, { outfit: 'summer', inst: 'electric', legs: 'sit', expr: 'calm', gaze: [0, 0.4] }));
    cv.add(notes(R, { x: 300, y: 200, w: 1000, h: 300, n: 7, size: 44, colors: ['#FFFFFF', C.navy], op: 0.8 }));
    return done(sc, { op: 0.18 });
  },
  'ep05-2': () => {
    const sc = st('evening', 'ep05-2');
    const { cv, S, R } = sc;
    cv.add(instrumentShop(cv, S, R, { floor: 900 }));
    cv.add(sc.fig('tetsu', 1300, 1110, 0.8, { pose: 'hips', expr: 'open', gaze: [-0.6, 0] }));
    cv.add(sc.fig('ren', 640, 1080, 0.8, { outfit: 'summer', inst: 'none', pose: 'hold', expr: 'smile', gaze: [0.6, 0], behind: gigBag(S.c, '#1B1F29', { side: -1 }) }));
    return done(sc, { op: 0.28 });
  },
  'ep05-3': () => {
    const sc = st('night', 'ep05-3');
    const { cv, S, R } = sc;
    cv.add(room(cv, S, R, { floor: 900, wall: '#9AA6C0', floorCol: '#8A7A6A', wainscot: null }));
    const inner = skyRect(cv, S, { x: 560, y: 100, w: 800, h: 640, horizon: 0.9 }) + stars(R, { x: 560, y: 100, w: 800, h: 500, n: 160, big: 6 }) + moon(cv, S, 1180, 250, 46) + town(cv, S, R, { x0: 540, x1: 1380, base: 760, h: 180, lit: true });
    cv.add(windowFrame(cv, S, R, 560, 100, 800, 640, { panes: 2, inner, curtain: '#6A7AA0' }));
    cv.add(`<path d="M560 740 L1360 740 L1700 1080 L300 1080Z" fill="#CFE0FF" opacity="0.12"/>`);
    cv.add(`<rect x="1450" y="640" width="470" height="40" fill="${S.c('#8A6A4E')}"/><rect x="1480" y="680" width="30" height="300" fill="${S.c('#6E543E')}"/>`);
    cv.add(glow(cv, 1700, 560, 360, '#FFD98A', 0.55), `<path d="M1640 520 L1760 520 L1730 470 L1670 470Z" fill="#F2E6C8"/><rect x="1696" y="520" width="8" height="120" fill="#6E6A66"/>`);
    cv.add(guitarOnStand(S, 380, 1080, 1.25, C.main, 'acoustic'));
    cv.add(`<rect x="0" y="880" width="520" height="200" fill="${S.c('#5C6FA0')}"/>`);
    return done(sc, { op: 0.4 });
  },
  // ---- 06 五人目の音
  'ep06-1': () => {
    const sc = st('noon', 'ep06-1');
    const { cv, S, R } = sc;
    cv.add(musicRoom(cv, S, R, { floor: 820, kit: false }));
    cv.add(sc.fig('hinata', 960, 850, 0.56, { outfit: 'summer', inst: 'drums', pose: 'drumsUp', expr: 'closed', legs: 'hidden' }));
    cv.add(drumKit(960, 900, 0.56, (c) => S.c(c, 0.6), C.danger));
    cv.add(sc.fig('kanade', 380, 1000, 0.66, { outfit: 'summer', inst: 'keys', expr: 'open' }));
    cv.add(sc.fig('nagi', 1250, 990, 0.66, { outfit: 'summer', expr: 'smile' }));
    cv.add(sc.fig('ren', 1600, 990, 0.66, { outfit: 'summer', expr: 'smile', gaze: [-0.6, 0] }));
    cv.add(sc.fig('misaki', 760, 1050, 0.7, { outfit: 'summer', expr: 'sing' }));
    cv.add(notes(R, { x: 200, y: 80, w: 1500, h: 260, n: 10, size: 44, colors: [C.main, C.warn, C.danger, C.sub], op: 0.85 }));
    return done(sc, { op: 0.15 });
  },
  'ep06-2': () => {
    const sc = st('sunset', 'ep06-2');
    const { cv, S, R } = sc;
    cv.add(seaView(cv, S, R, { horizon: 640, sunPos: [960, 580, 96], clouds: 'soft', coast: 'none' }));
    cv.add(pier(S, { x0: -40, x1: 1960, y: 840, h: 140, legs: 12, col: '#3A2A3A' }));
    cv.add(`<rect x="0" y="888" width="${W}" height="192" fill="${S.c('#2E3768')}" opacity="0.5"/>`);
    const ids = ['kanade', 'nagi', 'misaki', 'ren', 'hinata'];
    ids.forEach((id, i) => cv.add(sc.fig(id, 560 + i * 200, 842, 0.42, { sil: SIL, expr: 'smile', pose: id === 'hinata' ? 'drumsUp' : undefined, inst: id === 'kanade' ? 'none' : undefined })));
    return done(sc, { op: 0.2 });
  },
  'ep06-3': () => {
    const sc = st('night', 'ep06-3');
    const { cv, S, R } = sc;
    cv.add(skyRect(cv, S, { horizon: 0.7 }), milkyWay(cv, R, 200, 60, 1600, 420, -14), stars(R, { w: W, h: 760, n: 420, big: 16 }));
    cv.add(shootingStar(cv, 1500, 220, 360, 28, 5));
    cv.add(sea(cv, S, R, { y: 760, h: 900, glitter: 160, layers: 3 }));
    cv.add(beach(cv, S, R, { y: 900, curve: 12 }));
    ['kanade', 'nagi', 'misaki', 'ren', 'hinata'].forEach((id, i) => cv.add(sc.fig(id, 640 + i * 160, 1040, 0.4, { view: 'back', outfit: 'summer', inst: 'none', pose: id === 'misaki' ? 'wave' : 'stand', lightK: 0.8 })));
    return done(sc, { op: 0.3 });
  },
  // ---- 07 はじめてのライブハウス
  'ep07-1': () => {
    const sc = st('night', 'ep07-1');
    const { cv, S, R } = sc;
    cv.add(liveStage(cv, S, R, { floor: 820, crowd: false }));
    cv.add(`<path d="M900 0 L1020 0 L1260 860 L660 860Z" fill="#FFF4FA" opacity="0.16"/>`, glow(cv, 960, 560, 420, '#F0D8FF', 0.45));
    cv.add(sc.fig('rina', 960, 850, 0.74, { S: lighting('evening'), lightK: 0.3, expr: 'sing' }));
    cv.add(crowdRow(R, W, H, 960, 170));
    return done(sc, { op: 0.3 });
  },
  'ep07-2': () => {
    const sc = st('night', 'ep07-2');
    const { cv, R } = sc;
    const L = lighting('rain');
    cv.add(`<rect width="${W}" height="${H}" fill="#4A4E5C"/><rect x="0" y="820" width="${W}" height="260" fill="#34363F"/>`);
    cv.add(`<rect x="200" y="40" width="1500" height="26" rx="13" fill="#EAF6FF"/>`, glow(cv, 950, 60, 700, '#DDF0FF', 0.35));
    for (let i = 0; i < 6; i++) cv.add(`<rect x="${120 + i * 300}" y="${160 + (i % 2) * 40}" width="200" height="280" fill="${R.pick([C.main, C.danger, '#7A3FB0', C.warn, '#2A2A2E'])}" opacity="0.8"/><rect x="${140 + i * 300}" y="${190 + (i % 2) * 40}" width="160" height="120" fill="#FFFFFF" opacity="0.25"/>`);
    cv.add(`<rect x="1500" y="120" width="300" height="700" fill="#2A2C34"/><rect x="1540" y="150" width="220" height="60" fill="#3A8A4A"/><text x="1650" y="195" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="40" fill="#FFFFFF">STAGE</text>`);
    for (const [x, w, h] of [[60, 360, 220], [1560, 340, 180]]) cv.add(`<rect x="${x}" y="${1040 - h}" width="${w}" height="${h}" fill="#1A1B20"/><rect x="${x}" y="${1040 - h}" width="${w}" height="14" fill="#9AA0A8"/>`);
    const ids = ['ren', 'nagi', 'misaki', 'kanade', 'hinata'];
    const xs = [420, 700, 960, 1220, 1480];
    ids.forEach((id, i) => cv.add(sc.fig(id, xs[i], 1180 + (i % 2) * 40, 0.86, { S: L, lightK: 0.45, inst: 'none', pose: i === 2 ? 'hold' : 'stand', expr: 'nervous', gaze: [(960 - xs[i]) / 600, 0] })));
    return done(sc, { op: 0.35 });
  },
  'ep07-3': () => {
    const sc = st('night', 'ep07-3');
    const { cv, S, R } = sc;
    cv.add(skyRect(cv, S, { horizon: 0.5 }), stars(R, { w: W, h: 300, n: 80, big: 3 }));
    const signs = [['LIVE', '#FF4FA0'], ['汐風', '#4FD0FF'], ['喫茶', '#FFD25A'], ['カラオケ', '#9A6BFF'], ['BAR', '#4FFFB0'], ['ライブハウス', '#FF8A3D']];
    for (let i = 0; i < 8; i++) {
      const x = i * 250 - 40;
      const h = R.range(380, 640);
      cv.add(building(S, R, x, 800, 230, h, { wall: R.pick(['#5A6078', '#4A4E66', '#666C84']), lit: true }));
      const [t, col] = signs[i % signs.length];
      const sx = x + 40;
      const sy = 800 - h + 80;
      cv.add(glow(cv, sx + 70, sy + 100, 200, col, 0.5));
      cv.add(`<rect x="${sx}" y="${sy}" width="140" height="${40 + t.length * 42}" rx="12" fill="#1A1A24" stroke="${col}" stroke-width="6"/>`);
      cv.add(`<text x="${sx + 70}" y="${sy + 60}" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="40" fill="${light(col, 0.5)}" writing-mode="tb" glyph-orientation-vertical="0">${t}</text>`);
    }
    cv.add(`<rect x="0" y="800" width="${W}" height="280" fill="#2A2E40"/>`);
    for (let i = 0; i < 40; i++) cv.add(`<rect x="${f(R.range(0, W))}" y="${f(R.range(820, 1060))}" width="${f(R.range(4, 12))}" height="${f(R.range(40, 160))}" fill="${R.pick(signs)[1]}" opacity="${f(R.range(0.15, 0.45))}"/>`);
    cv.add(crowdRow(R, W, H, 1000, 120, '#141422', { lights: false }));
    return done(sc, { op: 0.3 });
  },
  // ---- 08 すれ違うコード
  'ep08-1': () => {
    const sc = st('dusk', 'ep08-1');
    const { cv, S, R } = sc;
    cv.add(musicRoom(cv, S, R, { floor: 800, kit: true }));
    cv.add(lightShaft(110, 540, 690, 0, 1100, 540, '#FF9A6A', 0.14));
    for (const [x, b] of [[260, 990], [560, 1000], [880, 985]]) cv.add(chair(S, x, b, 150));
    cv.add(`<path d="M300 990 L900 1080 L1500 1080 L460 990Z" fill="#1B1B3A" opacity="0.25"/>`);
    return done(sc, { op: 0.4 });
  },
  'ep08-2': () => {
    const sc = st('rain', 'ep08-2');
    const { cv, S, R } = sc;
    cv.add(skyRect(cv, S, { horizon: 0.7 }), town(cv, S, R, { x0: -100, x1: 2000, base: 620, h: 220 }));
    cv.add(`<rect x="0" y="620" width="${W}" height="140" fill="${S.c('#7A6A5A')}"/>`);
    for (const y of [660, 720]) cv.add(`<rect x="0" y="${y}" width="${W}" height="8" fill="${S.c('#B0B6BC')}"/>`);
    cv.add(`<rect x="0" y="760" width="${W}" height="320" fill="${S.c('#9AA2AA')}"/><rect x="0" y="760" width="${W}" height="20" fill="${S.c('#F2D24A')}"/>`);
    cv.add(`<rect x="0" y="0" width="${W}" height="120" fill="${S.c('#4E5A66')}"/>`);
    for (const x of [240, 1000, 1760]) cv.add(`<rect x="${x}" y="120" width="40" height="660" fill="${S.c('#5E6A76')}"/>`);
    cv.add(`<rect x="1260" y="240" width="360" height="110" fill="${S.c('#FFFFFF')}"/><rect x="1260" y="320" width="360" height="30" fill="${S.c(C.main)}"/><text x="1440" y="305" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="56" fill="${S.c(C.ink)}">しおみ</text>`);
    cv.add(rain(R, W, 760, { n: 420, op: 0.5 }));
    cv.add(sc.fig('misaki', 620, 1040, 0.8, { outfit: 'summer', inst: 'none', pose: 'hold', expr: 'serious', gaze: [0.6, 0.3], behind: gigBag(S.c, C.main) }));
    return done(sc, { op: 0.3 });
  },
  'ep08-3': () => {
    const sc = st('night', 'ep08-3');
    const { cv, R } = sc;
    cv.add(`<rect width="${W}" height="${H}" fill="#0D1426"/>`);
    cv.add(`<rect x="1360" y="80" width="420" height="360" fill="#1D3158"/>` + stars(R, { x: 1360, y: 80, w: 420, h: 360, n: 40, big: 2 }) + `<rect x="1360" y="80" width="420" height="360" fill="none" stroke="#0A0F1C" stroke-width="16"/><rect x="1562" y="80" width="16" height="360" fill="#0A0F1C"/>`);
    cv.add(`<path d="M0 760 Q500 680 1000 760 T1920 740 L1920 1080 L0 1080Z" fill="#1A2440"/><path d="M0 860 Q600 800 1200 880 T1920 860 L1920 1080 L0 1080Z" fill="#222E50"/>`);
    cv.add(phoneInHand(cv, 900, 520, 460));
    return done(sc, { op: 0.4 });
  },
  // ---- 09 夏合宿と流れ星
  'ep09-1': () => {
    const sc = st('noon', 'ep09-1');
    const { cv, S, R } = sc;
    cv.add(seaView(cv, S, R, { horizon: 520, clouds: 'summer', coast: 'none' }));
    cv.add(`<rect x="0" y="720" width="${W}" height="360" fill="${S.c('#E9DCC0')}"/>`);
    cv.add(inn(S, R, 620, 860, 1200, 560));
    cv.add(tree(S, R, 480, 870, 520), tree(S, R, 1880, 880, 460, { col: '#5FAF80' }));
    const xs = [420, 610, 800, 990, 1180];
    ['kanade', 'nagi', 'misaki', 'ren', 'hinata'].forEach((id, i) => cv.add(sc.fig(id, xs[i] + 240, 1040, 0.46, { inst: 'none', pose: ['cheer', 'stand', 'wave', 'hips', 'cheer'][i], expr: ['closed', 'smile', 'open', 'smile', 'open'][i] })));
    return done(sc, { op: 0.15 });
  },
  'ep09-2': () => {
    const sc = st('night', 'ep09-2');
    const { cv, S, R } = sc;
    cv.add(skyRect(cv, S, { horizon: 0.6 }), stars(R, { w: W, h: 560, n: 300, big: 10 }));
    cv.add(sea(cv, S, R, { y: 560, h: 760, glitter: 120, layers: 3 }), beach(cv, S, R, { y: 720, curve: 10 }));
    cv.add(`<rect width="${W}" height="${H}" fill="#0A1430" opacity="0.35"/>`);
    const warm = lighting('sunset');
    const sitY = (k, ch = 1) => 860 + k * 575 * ch;
    cv.add(sc.fig('nagi', 700, sitY(0.5, 1.03), 0.5, { S: warm, lightK: 0.45, outfit: 'summer', inst: 'none', pose: 'hold', legs: 'sit', expr: 'smile', gaze: [0.6, 0] }));
    cv.add(sc.fig('kanade', 1240, sitY(0.5, 0.94), 0.5, { S: warm, lightK: 0.45, outfit: 'summer', inst: 'none', pose: 'cheer', legs: 'sit', expr: 'closed' }));
    cv.add(sc.fig('misaki', 960, sitY(0.48), 0.48, { S: warm, lightK: 0.45, outfit: 'summer', inst: 'acoustic', legs: 'sit', expr: 'sing' }));
    cv.add(campfire(cv, R, 960, 980, 70));
    cv.add(sc.fig('ren', 300, 1400, 0.95, { view: 'back', sil: '#0C1024', inst: 'none' }));
    cv.add(sc.fig('hinata', 1640, 1420, 0.95, { view: 'back', sil: '#0C1024', inst: 'none' }));
    return done(sc, { op: 0.35 });
  },
  'ep09-3': () => {
    const sc = st('night', 'ep09-3');
    const { cv, S, R } = sc;
    cv.add(skyRect(cv, S, { horizon: 0.8 }), milkyWay(cv, R, 100, 120, 1800, 380, 12), stars(R, { w: W, h: 820, n: 480, big: 18 }));
    cv.add(shootingStar(cv, 700, 330, 620, 20, 8), shootingStar(cv, 1500, 160, 240, 24, 4));
    cv.add(sea(cv, S, R, { y: 830, h: 960, glitter: 140, layers: 2 }));
    cv.add(`<path d="M0 960 Q960 920 1920 960 L1920 1080 L0 1080Z" fill="#0C1226"/>`);
    ['kanade', 'nagi', 'misaki', 'ren', 'hinata'].forEach((id, i) => cv.add(sc.fig(id, 1200 + i * 90, 1000, 0.2, { sil: '#0C1226', inst: 'none', pose: i === 2 ? 'cheer' : 'stand' })));
    return done(sc, { op: 0.3 });
  },
  // ---- 10 ぼくらの歌詞ノート
  'ep10-1': () => {
    const sc = st('afternoon', 'ep10-1');
    const { cv, S, R } = sc;
    cv.add(room(cv, S, R, { floor: 760, wall: '#EDE3D0', floorCol: '#A88060', wainscot: null }));
    cv.add(shelf(S, R, 40, 80, 980, 680, { rows: 5 }));
    cv.add(windowFrame(cv, S, R, 1160, 80, 700, 600, { panes: 2, kind: 'town', curtain: '#F6F0E0' }));
    cv.add(lightShaft(1160, 680, 700, 0, -500, 400, '#FFF0C8', 0.2));
    cv.add(sc.fig('misaki', 960, 1390, 0.98, { outfit: 'summer', inst: 'none', pose: 'write', expr: 'calm', gaze: [0, 1], legs: 'hidden' }));
    cv.add(`<path d="M300 820 L1620 820 L1700 930 L220 930Z" fill="${S.c('#D2AA7A')}"/><rect x="220" y="930" width="1480" height="150" fill="${S.c('#9A7452')}"/>`);
    cv.add(`<g transform="translate(960 880) scale(1 0.45) translate(-960 -880)">${openNotebook(S, R, 960, 880, 460, 0)}</g>`);
    cv.add(`<rect x="1010" y="790" width="12" height="100" rx="4" fill="${S.c(C.warn)}" transform="rotate(35 1016 840)"/>`);
    cv.add(`<rect x="1240" y="850" width="200" height="40" fill="${S.c('#3E6E9E')}"/><rect x="1250" y="820" width="180" height="32" fill="${S.c('#C2584E')}"/>`);
    return done(sc, { op: 0.18 });
  },
  'ep10-2': () => {
    const sc = st('evening', 'ep10-2');
    const { cv, S, R } = sc;
    cv.add(room(cv, S, R, { floor: 720, wall: '#6E5444', floorCol: '#5A4030', wainscot: null }));
    cv.add(windowFrame(cv, S, R, 80, 100, 520, 520, { panes: 2, kind: 'sea', frame: '#3A2A20' }));
    cv.add(shelf(S, R, 700, 100, 1100, 420, { rows: 3, kind: 'bottles', col: '#4A3428' }));
    for (const x of [860, 1300, 1680]) cv.add(`<line x1="${x}" y1="0" x2="${x}" y2="120" stroke="#222" stroke-width="3"/><path d="M${x - 40} 150 L${x + 40} 150 L${x + 20} 110 L${x - 20} 110Z" fill="#2A2A2A"/>`, glow(cv, x, 170, 260, '#FFD07A', 0.5));
    cv.add(`<rect x="0" y="660" width="${W}" height="60" fill="${S.c('#C48A5A')}"/><rect x="0" y="720" width="${W}" height="360" fill="${S.c('#7A5238')}"/>`);
    for (let x = 0; x < W; x += 160) cv.add(`<rect x="${x}" y="720" width="6" height="360" fill="${S.c('#5E3E2A')}"/>`);
    cv.add(coffeeCup(S, 760, 700, 110), coffeeCup(S, 1060, 705, 110, '#DDEBF6'));
    cv.add(openNotebook(S, R, 1420, 690, 300, 8));
    cv.add(`<rect x="420" y="600" width="60" height="70" rx="8" fill="${S.c('#F2EEE4')}"/><circle cx="450" cy="580" r="40" fill="${S.c('#5E9E6C')}"/><circle cx="425" cy="560" r="28" fill="${S.c('#4E8A5C')}"/>`);
    return done(sc, { op: 0.3 });
  },
  'ep10-3': () => {
    const sc = st('dusk', 'ep10-3');
    const { cv, S, R } = sc;
    cv.add(seaView(cv, S, R, { horizon: 660, sunPos: [380, 620, 52], clouds: 'soft', coast: 'right' }));
    cv.add(breakwater(S, R, { x0: -20, x1: 1940, top: 920, depth: 40, face: 180, tetrapods: false }));
    cv.add(openNotebook(S, R, 520, 900, 380, -10));
    for (let i = 0; i < 9; i++) {
      const t = i / 8;
      cv.add(page(S, R, 700 + t * 1100 + R.range(-60, 60), 760 - Math.sin(t * Math.PI) * 420 + R.range(-60, 60), 150 - t * 60, R.range(-50, 50)));
    }
    cv.add(notes(R, { x: 900, y: 200, w: 900, h: 400, n: 6, size: 40, colors: ['#FFE2C8'], op: 0.7 }));
    return done(sc, { op: 0.3 });
  },
  // ---- 11 嵐の前の港まつり
  'ep11-1': () => {
    const sc = st('storm', 'ep11-1');
    const { cv, S, R } = sc;
    cv.add(skyRect(cv, S, { horizon: 0.6 }));
    for (let i = 0; i < 6; i++) cv.add(cloud(cv, S, R, i * 380, 200 + (i % 2) * 140, 700, 260, { color: S.c(R.pick(['#6A7484', '#5A6474'])), shade: '#2C3440' }));
    cv.add(cloud(cv, S, R, 1300, 560, 1400, 360, { tower: true, color: '#7C8694', shade: '#343C4A' }));
    cv.add(sea(cv, S, R, { y: 560, h: 760, glitter: 40, layers: 6 }));
    cv.add(`<rect x="0" y="740" width="${W}" height="340" fill="${S.c('#9AA0A4')}"/>`);
    const cols = [C.danger, C.main, C.warn, '#5E9E8C'];
    for (let i = 0; i < 5; i++) cv.add(stall(S, 60 + i * 380, 980, 320, 300, { stripe: cols[i % 4], sign: ['やきそば', 'わたあめ', 'かき氷', 'たこ焼き', 'ヨーヨー'][i] }));
    cv.add(bunting(R, -20, 1940, 640, 60, 40, [S.c(C.danger), S.c(C.main), S.c('#FFFFFF'), S.c(C.warn)], { wave: 14 }));
    cv.add(rain(R, W, H, { n: 160, op: 0.25, angle: 24 }));
    return done(sc, { op: 0.35 });
  },
  'ep11-2': () => {
    const sc = st('evening', 'ep11-2');
    const { cv, S, R } = sc;
    cv.add(skyRect(cv, S, { horizon: 0.75 }), cloud(cv, S, R, 1500, 700, 900, 240));
    for (let i = 0; i < 5; i++) cv.add(stall(S, i * 400 - 40, 820, 360, 320, { stripe: [C.danger, C.main, C.warn][i % 3], lit: true }));
    cv.add(`<rect x="0" y="820" width="${W}" height="260" fill="${S.c('#8A8078')}"/>`);
    cv.add(lanternString(R, -40, 1960, 90, 70, 30, ['#FF6A3D', '#FF3D5A', '#FFB23D']));
    cv.add(lanternString(R, -40, 1960, 300, 50, 24, ['#FF6A3D', '#FFB23D']));
    cv.add(sc.fig('hinata', 760, 1560, 1.05, { outfit: 'summer', inst: 'none', pose: 'cheer', expr: 'open', gaze: [0.6, 0] }));
    cv.add(sc.fig('ren', 1180, 1600, 1.05, { outfit: 'summer', inst: 'none', pose: 'stand', expr: 'smile', gaze: [-0.6, 0] }));
    return done(sc, { op: 0.25 });
  },
  'ep11-3': () => {
    const sc = st('night', 'ep11-3');
    const { cv, S, R } = sc;
    cv.add(skyRect(cv, S, { horizon: 0.7 }));
    cv.add(`<rect x="0" y="820" width="${W}" height="260" fill="${S.c('#4A5260')}"/>`);
    cv.add(festivalStage(S, 360, 900, 1200, 780, { tarp: true, lit: false }));
    cv.add(glow(cv, 300, 500, 400, '#FFF0C0', 0.5), glow(cv, 1620, 500, 400, '#FFF0C0', 0.5));
    for (const x of [300, 1620]) cv.add(`<rect x="${x - 8}" y="500" width="16" height="400" fill="#2A2E36"/><rect x="${x - 40}" y="470" width="80" height="50" rx="8" fill="#F2F2E8"/>`);
    for (let i = 0; i < 6; i++) cv.add(`<ellipse cx="${f(R.range(100, 1800))}" cy="${f(R.range(940, 1060))}" rx="${f(R.range(80, 200))}" ry="${f(R.range(8, 16))}" fill="#FFF0C0" opacity="0.25"/>`);
    cv.add(rain(R, W, H, { n: 520, op: 0.4 }));
    return done(sc, { op: 0.35 });
  },
  // ---- 12 そらいろアンサンブル
  'ep12-1': () => {
    const sc = st('sunset', 'ep12-1');
    const { cv, S, R } = sc;
    cv.add(seaView(cv, S, R, { horizon: 700, sunPos: [1640, 640, 70], clouds: 'soft', coast: 'none' }));
    cv.add(festivalStage(S, 260, 960, 1400, 860, { lit: true }));
    cv.add(lanternString(R, -40, 1960, 60, 60, 26, ['#FF6A3D', '#FFB23D', '#FF3D5A']));
    const stageY = 960 - 860 * 0.18;
    cv.add(sc.fig('hinata', 1150, stageY - 70, 0.44, { pose: 'drumsUp', expr: 'closed', legs: 'hidden', lightK: 0.5 }));
    cv.add(drumKit(1150, stageY - 30, 0.44, (c) => S.c(c, 0.5), C.danger));
    cv.add(sc.fig('kanade', 470, stageY, 0.5, { expr: 'open', lightK: 0.5 }));
    cv.add(sc.fig('nagi', 680, stageY, 0.5, { expr: 'smile', lightK: 0.5 }));
    cv.add(sc.fig('ren', 1420, stageY, 0.5, { expr: 'smile', lightK: 0.5 }));
    cv.add(sc.fig('misaki', 920, stageY + 10, 0.54, { expr: 'sing', legs: 'apart', lightK: 0.5 }));
    cv.add(crowdRow(R, W, H, 1000, 150, '#2A1E3A'));
    cv.add(notes(R, { x: 300, y: 140, w: 1300, h: 200, n: 8, size: 40, colors: ['#FFF1D6'], op: 0.8 }));
    return done(sc, { op: 0.25 });
  },
  'ep12-2': () => {
    const sc = st('night', 'ep12-2');
    const { cv, S, R } = sc;
    cv.add(skyRect(cv, S, { horizon: 0.63 }), stars(R, { w: W, h: 500, n: 120, big: 4 }));
    const fw = [[560, 300, 230, '#FF6A8A'], [1200, 220, 280, '#FFD25A'], [1580, 380, 170, '#7AD0FF'], [900, 420, 140, '#B08AFF'], [300, 480, 120, '#FFB23D']];
    for (const [x, y, r, col] of fw) cv.add(glow(cv, x, y, r * 1.8, col, 0.25), firework(R, x, y, r, col));
    cv.add(sea(cv, S, R, { y: 680, h: 900, glitter: 60, layers: 3 }));
    for (const [x, , , col] of fw) cv.add(`<rect x="${x - 40}" y="700" width="80" height="180" fill="${col}" opacity="0.15"/>`);
    cv.add(`<rect x="0" y="880" width="${W}" height="200" fill="#101830"/>`);
    cv.add(lanternString(R, -40, 1960, 860, 20, 16, ['#FF6A3D', '#FFB23D']));
    cv.add(crowdRow(R, W, H, 1010, 130, '#080C1C', { lights: false }));
    return done(sc, { op: 0.3 });
  },
  'ep12-3': () => {
    const sc = st('morning', 'ep12-3');
    const { cv, S, R } = sc;
    cv.add(seaView(cv, S, R, { horizon: 520, sunPos: [1300, 380, 50], clouds: 'soft', coast: 'none', lighthouseAt: 1650 }));
    cv.add(beach(cv, S, R, { y: 680, curve: 22 }));
    cv.add(footprints(S, 760, 1060, 1180, 720, 16, 40));
    cv.add(footprints(S, 960, 1070, 1260, 720, 16, 38));
    cv.add(`<path d="M560 940 l40 -24 l40 24 l-10 40 h-60z" fill="${S.c('#FFD8C8')}"/>`);
    cv.add(gulls(R, { x: 400, y: 200, w: 900, h: 200, n: 5, size: 26 }));
    return done(sc, { op: 0.15 });
  },
};

export const STORY_KEYS = Object.keys(SCENES);
export function storySvg(key) {
  return SCENES[key]();
}

export async function build(out) {
  const only = process.env.ART_ONLY ? process.env.ART_ONLY.split(',') : null;
  const res = [];
  for (const key of STORY_KEYS) {
    if (only && !only.includes(key)) continue;
    res.push(await writePng(SCENES[key](), out(`story/${key}.png`)));
  }
  return res;
}
