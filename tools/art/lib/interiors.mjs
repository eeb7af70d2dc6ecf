// Interiors and props: rooms with windows, music room, shop, stage, etc.
import { C, mix, lin, rad, f, shadow, light } from './util.mjs';
import { skyRect, cloud, stars, rain as rainFx } from './sky.mjs';
import { sea, town, islands, glow } from './land.mjs';
import { guitar, drumKit } from './figure.mjs';
import { SANS } from './text.mjs';

let _clip = 0;
function clipRect(cv, x, y, w, h) {
  const id = `cr${cv.defs.length}_${++_clip}`;
  cv.def(`<clipPath id="${id}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"/></clipPath>`);
  return `url(#${id})`;
}

/** Flat back wall + floor with converging boards. */
export function room(cv, S, R, { floor, wall = '#F1EBDF', floorCol = '#C99A6B', wainscot = '#D8CDBB', vp = null, ceiling = null } = {}) {
  const w = cv.w;
  const h = cv.h;
  const vpx = vp ?? w / 2;
  let s = `<rect width="${w}" height="${floor}" fill="${S.c(wall)}"/>`;
  if (wainscot) s += `<rect x="0" y="${f(floor - h * 0.16)}" width="${w}" height="${f(h * 0.16)}" fill="${S.c(wainscot)}"/><rect x="0" y="${f(floor - h * 0.16)}" width="${w}" height="${f(h * 0.012)}" fill="${S.c(light(wainscot, 0.4))}"/>`;
  if (ceiling) s += `<rect width="${w}" height="${ceiling}" fill="${S.c(shadow(wall, 0.2))}"/>`;
  const fc = S.c(floorCol);
  s += `<rect x="0" y="${floor}" width="${w}" height="${h - floor}" fill="${fc}"/>`;
  for (let i = -12; i <= 12; i++) {
    const x0 = vpx + i * w * 0.07;
    const x1 = vpx + i * w * 0.2;
    s += `<line x1="${f(x0)}" y1="${floor}" x2="${f(x1)}" y2="${h}" stroke="${S.c(shadow(floorCol, 0.35))}" stroke-width="${f(w / 900)}" opacity="0.6"/>`;
  }
  s += `<rect x="0" y="${floor}" width="${w}" height="${f(h * 0.008)}" fill="${S.c(shadow(wall, 0.5))}"/>`;
  return s;
}

/** Outside view for windows. */
export function outside(cv, S, R, x, y, w, h, { kind = 'sea', horizonT = 0.62, rain = false, night = false } = {}) {
  let s = skyRect(cv, S, { x, y, w, h, horizon: horizonT * 1.1 });
  if (night || S.night) s += stars(R, { x, y, w, h: h * horizonT, n: Math.round(w / 6), big: 4 });
  if (kind === 'sea' || kind === 'town') {
    if (!S.dark && !rain) {
      s += cloud(cv, S, R, x + w * 0.3, y + h * horizonT, w * 0.5, h * 0.35, { tower: true });
      s += cloud(cv, S, R, x + w * 0.85, y + h * horizonT, w * 0.4, h * 0.2);
    }
    const hy = y + h * horizonT;
    if (kind === 'town') s += town(cv, S, R, { x0: x - 20, x1: x + w + 20, base: y + h + 10, h: h * 0.55, lit: S.dark });
    else {
      s += islands(S, R, { y: hy, x0: x, x1: x + w, h: h * 0.06, n: 2 });
      s += sea(cv, S, R, { y: hy, x, w, h: y + h, glitter: Math.round(w / 8), layers: 3 });
    }
  }
  if (rain) s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${S.c('#A9B7C6')}" opacity="0.35"/>` + rainFx(R, w, h, { n: Math.round(w / 4), op: 0.5 }).replace('<g ', `<g transform="translate(${x} ${y})" `);
  return s;
}

/** Window with frame showing `inner` (SVG) clipped; panes = columns. */
export function windowFrame(cv, S, R, x, y, w, h, { panes = 2, frame = '#E9E4DA', inner = null, curtain = null, kind = 'sea', rain = false } = {}) {
  const clip = clipRect(cv, x, y, w, h);
  let s = `<g clip-path="${clip}">${inner ?? outside(cv, S, R, x, y, w, h, { kind, rain })}</g>`;
  const fr = S.c(frame);
  const t = Math.max(8, w * 0.03);
  s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="none" stroke="${fr}" stroke-width="${f(t)}"/>`;
  for (let i = 1; i < panes; i++) s += `<rect x="${f(x + (w * i) / panes - t / 2)}" y="${f(y)}" width="${f(t)}" height="${f(h)}" fill="${fr}"/>`;
  s += `<rect x="${f(x)}" y="${f(y + h * 0.5 - t / 3)}" width="${f(w)}" height="${f(t * 0.66)}" fill="${fr}"/>`;
  s += `<rect x="${f(x - t)}" y="${f(y + h)}" width="${f(w + t * 2)}" height="${f(t * 1.2)}" fill="${S.c(shadow(frame, 0.3))}"/>`;
  // glass sheen
  s += `<path d="M${f(x + w * 0.1)} ${f(y + h)} L${f(x + w * 0.35)} ${f(y)} L${f(x + w * 0.45)} ${f(y)} L${f(x + w * 0.2)} ${f(y + h)}Z" fill="#FFFFFF" opacity="0.12"/>`;
  if (curtain) {
    const cc = S.c(curtain);
    s += `<path d="M${f(x - t * 2)} ${f(y - t * 2)} L${f(x + w * 0.16)} ${f(y - t * 2)} Q${f(x + w * 0.1)} ${f(y + h * 0.5)} ${f(x + w * 0.05)} ${f(y + h + t)} L${f(x - t * 2)} ${f(y + h + t)}Z" fill="${cc}"/>`;
    s += `<path d="M${f(x + w + t * 2)} ${f(y - t * 2)} L${f(x + w * 0.84)} ${f(y - t * 2)} Q${f(x + w * 0.9)} ${f(y + h * 0.5)} ${f(x + w * 0.95)} ${f(y + h + t)} L${f(x + w + t * 2)} ${f(y + h + t)}Z" fill="${cc}"/>`;
  }
  return s;
}

/** Diagonal light shafts from a window onto the floor. */
export function lightShaft(x, y, w, h, dx, dy, color = '#FFF4D6', op = 0.18) {
  return `<path d="M${f(x)} ${f(y)} L${f(x + w)} ${f(y)} L${f(x + w + dx)} ${f(y + h + dy)} L${f(x + dx)} ${f(y + h + dy)}Z" fill="${color}" opacity="${op}"/>`;
}

export function blackboard(S, x, y, w, h, { writing = true } = {}) {
  let s = `<rect x="${f(x - 12)}" y="${f(y - 12)}" width="${f(w + 24)}" height="${f(h + 24)}" fill="${S.c('#8A6A4E')}"/>`;
  s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${S.c('#2F5E4E')}"/>`;
  s += `<rect x="${f(x)}" y="${f(y + h)}" width="${f(w)}" height="10" fill="${S.c('#6E543E')}"/>`;
  if (writing) {
    const ch = S.c('#EAF2EE');
    // staff lines + notes drawn in chalk
    for (let i = 0; i < 5; i++) s += `<line x1="${f(x + w * 0.08)}" y1="${f(y + h * 0.25 + i * h * 0.06)}" x2="${f(x + w * 0.6)}" y2="${f(y + h * 0.25 + i * h * 0.06)}" stroke="${ch}" stroke-width="2" opacity="0.7"/>`;
    for (let i = 0; i < 6; i++) {
      const nx = x + w * (0.14 + i * 0.075);
      const ny = y + h * (0.28 + ((i * 3) % 5) * 0.03);
      s += `<ellipse cx="${f(nx)}" cy="${f(ny + h * 0.06)}" rx="${f(w * 0.012)}" ry="${f(w * 0.009)}" fill="${ch}" opacity="0.8"/><line x1="${f(nx + w * 0.011)}" y1="${f(ny + h * 0.06)}" x2="${f(nx + w * 0.011)}" y2="${f(ny - h * 0.06)}" stroke="${ch}" stroke-width="2" opacity="0.8"/>`;
    }
    s += `<text x="${f(x + w * 0.66)}" y="${f(y + h * 0.42)}" font-family="${SANS}" font-weight="700" font-size="${f(h * 0.13)}" fill="${ch}" opacity="0.75">汐見港まつり</text>`;
    s += `<text x="${f(x + w * 0.66)}" y="${f(y + h * 0.62)}" font-family="${SANS}" font-weight="400" font-size="${f(h * 0.09)}" fill="${ch}" opacity="0.6">まであと30日!</text>`;
  }
  return s;
}

export function amp(S, x, base, w, h, col = '#2A2A2E') {
  let s = `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.04)}" fill="${S.c(col)}"/>`;
  s += `<rect x="${f(x + w * 0.08)}" y="${f(base - h * 0.75)}" width="${f(w * 0.84)}" height="${f(h * 0.66)}" rx="6" fill="${S.c('#3C3C44')}"/>`;
  for (let i = 0; i < 6; i++) s += `<line x1="${f(x + w * 0.1)}" y1="${f(base - h * 0.7 + i * h * 0.1)}" x2="${f(x + w * 0.9)}" y2="${f(base - h * 0.7 + i * h * 0.1)}" stroke="${S.c('#55555E')}" stroke-width="3"/>`;
  s += `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h * 0.14)}" fill="${S.c('#C9A15A')}"/>`;
  for (let i = 0; i < 5; i++) s += `<circle cx="${f(x + w * (0.18 + i * 0.16))}" cy="${f(base - h * 0.93)}" r="${f(h * 0.03)}" fill="${S.c('#2A2A2E')}"/>`;
  return s;
}

/** Guitar leaning on a stand, in scene coordinates. */
export function guitarOnStand(S, x, base, scale, col, kind = 'electric', { dusty = false } = {}) {
  const c = (v) => S.c(dusty ? mix(v, '#B9AE9A', 0.35) : v);
  return `<g transform="translate(${f(x)} ${f(base)}) scale(${scale})"><path d="M-60 0 L0 -180 L60 0" fill="none" stroke="${c('#3A3A40')}" stroke-width="10"/>${guitar(0, -150, -82, c, { kind, col })}</g>`;
}

export function grandPiano(S, x, base, w) {
  const body = S.c('#1F1A1A');
  const h = w * 0.62;
  let s = `<path d="M${f(x)} ${f(base - h * 0.55)} L${f(x + w * 0.55)} ${f(base - h * 0.55)} C${f(x + w * 0.75)} ${f(base - h * 0.55)} ${f(x + w * 0.8)} ${f(base - h * 0.95)} ${f(x + w)} ${f(base - h * 0.95)} L${f(x + w)} ${f(base - h * 0.4)} L${f(x)} ${f(base - h * 0.4)}Z" fill="${body}"/>`;
  // lid
  s += `<path d="M${f(x + w * 0.05)} ${f(base - h * 0.6)} L${f(x + w * 0.55)} ${f(base - h * 1.35)} L${f(x + w)} ${f(base - h * 0.98)} L${f(x + w * 0.55)} ${f(base - h * 0.58)}Z" fill="${S.c('#2E2626')}"/>`;
  s += `<line x1="${f(x + w * 0.5)}" y1="${f(base - h * 0.58)}" x2="${f(x + w * 0.52)}" y2="${f(base - h * 1.2)}" stroke="${S.c('#8A7A60')}" stroke-width="4"/>`;
  s += `<rect x="${f(x)}" y="${f(base - h * 0.42)}" width="${f(w * 0.55)}" height="${f(h * 0.06)}" fill="${S.c('#F7F5F0')}"/>`;
  for (let i = 0; i < 22; i++) if ([1, 2, 4, 5, 6].includes(i % 7)) s += `<rect x="${f(x + (i * w * 0.55) / 22)}" y="${f(base - h * 0.42)}" width="${f(w * 0.01)}" height="${f(h * 0.035)}" fill="${S.c('#151515')}"/>`;
  for (const lx of [0.05, 0.5, 0.92]) s += `<rect x="${f(x + w * lx)}" y="${f(base - h * 0.4)}" width="${f(w * 0.03)}" height="${f(h * 0.4)}" fill="${body}"/>`;
  s += `<rect x="${f(x + w * 0.6)}" y="${f(base - h * 0.55)}" width="${f(w * 0.4)}" height="${f(h * 0.15)}" fill="#FFFFFF" opacity="0.06"/>`;
  return s;
}

export function desk(S, x, base, w, { chair = true } = {}) {
  const top = S.c('#D9B98E');
  const metal = S.c('#7D8791');
  let s = '';
  if (chair) s += `<rect x="${f(x + w * 0.2)}" y="${f(base - w * 0.95)}" width="${f(w * 0.6)}" height="${f(w * 0.35)}" fill="${top}"/><rect x="${f(x + w * 0.25)}" y="${f(base - w * 0.6)}" width="${f(w * 0.05)}" height="${f(w * 0.6)}" fill="${metal}"/><rect x="${f(x + w * 0.7)}" y="${f(base - w * 0.6)}" width="${f(w * 0.05)}" height="${f(w * 0.6)}" fill="${metal}"/>`;
  s += `<rect x="${f(x)}" y="${f(base - w * 0.75)}" width="${f(w)}" height="${f(w * 0.07)}" fill="${top}"/>`;
  s += `<rect x="${f(x + w * 0.05)}" y="${f(base - w * 0.68)}" width="${f(w * 0.9)}" height="${f(w * 0.12)}" fill="${S.c('#6B747D')}"/>`;
  s += `<rect x="${f(x + w * 0.06)}" y="${f(base - w * 0.56)}" width="${f(w * 0.05)}" height="${f(w * 0.56)}" fill="${metal}"/><rect x="${f(x + w * 0.89)}" y="${f(base - w * 0.56)}" width="${f(w * 0.05)}" height="${f(w * 0.56)}" fill="${metal}"/>`;
  return s;
}

export function shelf(S, R, x, y, w, h, { rows = 4, kind = 'books', col = '#9C7A5A' } = {}) {
  const wood = S.c(col);
  let s = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${S.c(shadow(col, 0.55))}"/>`;
  const rh = h / rows;
  for (let r = 0; r < rows; r++) {
    const by = y + (r + 1) * rh;
    let bx = x + 10;
    while (bx < x + w - 20) {
      if (kind === 'books') {
        const bw = R.range(14, 30) * (w / 600);
        const bh = rh * R.range(0.6, 0.88);
        s += `<rect x="${f(bx)}" y="${f(by - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${S.c(R.pick(['#3E6E9E', '#C2584E', '#E9C46A', '#5E9E8C', '#F4F1EA', '#2B4C6E', '#8A6FB0', '#E07A3F']))}"/>`;
        bx += bw + 2;
      } else if (kind === 'jars') {
        const bw = rh * 0.55;
        const jc = R.pick(['#FF8FA0', '#FFD25A', '#7ED0A8', '#8FC8FF', '#FFB070', '#C9A0FF']);
        s += `<rect x="${f(bx)}" y="${f(by - rh * 0.7)}" width="${f(bw)}" height="${f(rh * 0.7)}" rx="${f(bw * 0.2)}" fill="${S.c('#EAF6FA')}" opacity="0.85"/>`;
        for (let i = 0; i < 5; i++) s += `<circle cx="${f(bx + bw * R.range(0.2, 0.8))}" cy="${f(by - rh * R.range(0.1, 0.45))}" r="${f(bw * 0.14)}" fill="${S.c(jc)}"/>`;
        s += `<rect x="${f(bx - 2)}" y="${f(by - rh * 0.78)}" width="${f(bw + 4)}" height="${f(rh * 0.1)}" rx="3" fill="${S.c(R.pick(['#E01E5A', '#0077C7', '#FF8800']))}"/>`;
        bx += bw + 10;
      } else if (kind === 'bottles') {
        const bw = rh * 0.2;
        s += `<rect x="${f(bx)}" y="${f(by - rh * 0.62)}" width="${f(bw)}" height="${f(rh * 0.62)}" rx="${f(bw * 0.3)}" fill="${S.c(R.pick(['#7FC8E8', '#A8E0C8', '#B8D8F8']))}" opacity="0.9"/><rect x="${f(bx + bw * 0.3)}" y="${f(by - rh * 0.8)}" width="${f(bw * 0.4)}" height="${f(rh * 0.2)}" fill="${S.c('#9ED0E8')}"/>`;
        bx += bw + 8;
      } else {
        bx += 20;
      }
    }
    s += `<rect x="${f(x)}" y="${f(by - 6)}" width="${f(w)}" height="12" fill="${wood}"/>`;
  }
  s += `<rect x="${f(x - 8)}" y="${f(y)}" width="14" height="${f(h)}" fill="${wood}"/><rect x="${f(x + w - 6)}" y="${f(y)}" width="14" height="${f(h)}" fill="${wood}"/>`;
  return s;
}

/** Light-music club room: blackboard, windows on the sea, amp, drum kit, guitar. */
export function musicRoom(cv, S, R, { floor, dusty = false, window = true, kit = true } = {}) {
  const w = cv.w;
  const h = cv.h;
  let s = room(cv, S, R, { floor, wall: '#EFE8DA', floorCol: '#C69D72' });
  if (window) {
    s += windowFrame(cv, S, R, w * 0.06, h * 0.1, w * 0.36, h * 0.42, { panes: 2, curtain: '#EFE6D0' });
    s += lightShaft(w * 0.06, h * 0.52, w * 0.36, h * 0.0, w * 0.25, floor - h * 0.52 + h * 0.15, S.c('#FFF4D6'), S.dark ? 0.05 : 0.16);
  }
  s += blackboard(S, w * 0.5, h * 0.12, w * 0.46, h * 0.3);
  s += amp(S, w * 0.78, floor + h * 0.02, w * 0.14, h * 0.16);
  if (kit) s += drumKit(w * 0.58, floor + h * 0.03, h / 2200, S.c, C.danger, { logo: false });
  s += guitarOnStand(S, w * 0.92, floor + h * 0.05, h / 1500, C.main, 'acoustic', { dusty });
  if (dusty) for (let i = 0; i < 40; i++) s += `<circle cx="${f(R() * w * 0.5 + w * 0.1)}" cy="${f(R() * h * 0.7 + h * 0.2)}" r="${f(R.range(1.5, 4))}" fill="#FFF4D6" opacity="${f(R.range(0.3, 0.8))}"/>`;
  return s;
}

export function instrumentShop(cv, S, R, { floor }) {
  const w = cv.w;
  const h = cv.h;
  let s = room(cv, S, R, { floor, wall: '#3E4A52', floorCol: '#8A6A52', wainscot: '#5B4636' });
  // pegboard with guitars
  s += `<rect x="${f(w * 0.04)}" y="${f(h * 0.08)}" width="${f(w * 0.92)}" height="${f(h * 0.5)}" fill="${S.c('#C9A57A')}"/>`;
  for (let yy = h * 0.1; yy < h * 0.57; yy += h * 0.025) for (let xx = w * 0.06; xx < w * 0.95; xx += w * 0.02) s += `<circle cx="${f(xx)}" cy="${f(yy)}" r="${f(w / 500)}" fill="${S.c('#8A6A4A')}"/>`;
  const cols = [C.danger, C.main, '#F4F1EA', C.warn, '#2A2A2E', C.sub, '#5E9E8C'];
  const n = 6;
  for (let i = 0; i < n; i++) {
    const gx = w * (0.12 + (i * 0.76) / (n - 1));
    const kind = ['electric', 'acoustic', 'bass'][i % 3];
    s += `<g transform="translate(${f(gx)} ${f(h * 0.36)}) scale(${f(h / 2300)})">${guitar(0, 120, -90, S.c, { kind, col: cols[i] })}</g>`;
  }
  // warm pendant lamps
  for (const lx of [0.25, 0.75]) {
    s += `<line x1="${f(w * lx)}" y1="0" x2="${f(w * lx)}" y2="${f(h * 0.05)}" stroke="#222" stroke-width="4"/><path d="M${f(w * lx - w * 0.04)} ${f(h * 0.08)} L${f(w * lx + w * 0.04)} ${f(h * 0.08)} L${f(w * lx + w * 0.02)} ${f(h * 0.05)} L${f(w * lx - w * 0.02)} ${f(h * 0.05)}Z" fill="${S.c('#2F3A40')}"/>`;
    s += glow(cv, w * lx, h * 0.09, w * 0.2, '#FFD98A', 0.45);
  }
  // counter
  s += `<rect x="0" y="${f(floor - h * 0.18)}" width="${f(w * 0.35)}" height="${f(h * 0.2)}" fill="${S.c('#6B4A34')}"/><rect x="0" y="${f(floor - h * 0.19)}" width="${f(w * 0.37)}" height="${f(h * 0.02)}" fill="${S.c('#8A6244')}"/>`;
  s += amp(S, w * 0.75, floor + h * 0.02, w * 0.16, h * 0.14);
  return s;
}

/** Live-house stage with light beams; crowd optional. */
export function liveStage(cv, S, R, { floor, crowd = true, colors = ['#7A3FB0', '#E01E5A', '#0077C7'], truss = true } = {}) {
  const w = cv.w;
  const h = cv.h;
  const g = cv.def(lin([[0, '#0B0A18'], [0.7, '#1C1538'], [1, '#2A1E48']]));
  let s = `<rect width="${w}" height="${h}" fill="${g.url}"/>`;
  // back wall panels
  for (let i = 0; i < 8; i++) s += `<rect x="${f((i * w) / 8 + 6)}" y="${f(h * 0.05)}" width="${f(w / 8 - 12)}" height="${f(floor - h * 0.08)}" fill="#FFFFFF" opacity="0.03"/>`;
  // beams
  colors.forEach((col, i) => {
    for (const side of [-1, 1]) {
      const sx = w / 2 + side * w * (0.12 + i * 0.14);
      const ex = w / 2 - side * w * (0.05 + i * 0.12) + R.range(-0.05, 0.05) * w;
      s += `<path d="M${f(sx - 8)} 0 L${f(sx + 8)} 0 L${f(ex + w * 0.07)} ${f(floor)} L${f(ex - w * 0.07)} ${f(floor)}Z" fill="${col}" opacity="0.22"/>`;
      s += `<circle cx="${f(sx)}" cy="6" r="${f(w * 0.012)}" fill="#FFFFFF" opacity="0.9"/>`;
    }
  });
  if (truss) {
    s += `<rect x="0" y="0" width="${w}" height="${f(h * 0.03)}" fill="#2A2A32"/>`;
    for (let x = 0; x < w; x += w / 40) s += `<line x1="${f(x)}" y1="0" x2="${f(x + w / 80)}" y2="${f(h * 0.03)}" stroke="#4A4A56" stroke-width="2"/>`;
  }
  // haze
  const hz = cv.def(rad([[0, '#B08AE0', 0.35], [1, '#B08AE0', 0]], { cx: 0.5, cy: 0.8, r: 0.6 }));
  s += `<rect width="${w}" height="${h}" fill="${hz.url}"/>`;
  // stage floor
  s += `<rect x="0" y="${f(floor)}" width="${w}" height="${f(h - floor)}" fill="#15121F"/><rect x="0" y="${f(floor)}" width="${w}" height="${f(h * 0.012)}" fill="#3A3350"/>`;
  s += amp(S, w * 0.04, floor + 4, w * 0.13, h * 0.2, '#1A1A1E') + amp(S, w * 0.83, floor + 4, w * 0.13, h * 0.2, '#1A1A1E');
  if (crowd) s += crowdRow(R, w, h, h * 0.92, h * 0.12, '#0A0814');
  return s;
}

/** Silhouetted audience heads and raised hands. */
export function crowdRow(R, w, h, y, size, col = '#0A0814', { lights = true } = {}) {
  let s = '';
  for (let x = -size; x < w + size; x += size * R.range(0.55, 0.8)) {
    const hy = y + R.range(-0.15, 0.15) * size;
    s += `<circle cx="${f(x)}" cy="${f(hy)}" r="${f(size * 0.32)}" fill="${col}"/><path d="M${f(x - size * 0.5)} ${f(h)} L${f(x - size * 0.45)} ${f(hy + size * 0.4)} Q${f(x)} ${f(hy + size * 0.2)} ${f(x + size * 0.45)} ${f(hy + size * 0.4)} L${f(x + size * 0.5)} ${f(h)}Z" fill="${col}"/>`;
    if (R() < 0.3) {
      const ax = x + R.range(-0.3, 0.3) * size;
      s += `<path d="M${f(ax)} ${f(hy + size * 0.3)} L${f(ax + R.range(-0.2, 0.2) * size)} ${f(hy - size * 0.9)}" stroke="${col}" stroke-width="${f(size * 0.16)}" stroke-linecap="round"/>`;
      if (lights && R() < 0.5) s += `<line x1="${f(ax)}" y1="${f(hy - size * 0.85)}" x2="${f(ax + size * 0.1)}" y2="${f(hy - size * 1.5)}" stroke="${R.pick(['#7AD0FF', '#FF8FC0', '#FFD25A'])}" stroke-width="${f(size * 0.08)}" stroke-linecap="round"/>`;
    }
  }
  return s;
}


/** School chair, front view. */
export function chair(S, x, base, w) {
  const metal = S.c('#6E7882');
  const wood = S.c('#C9A070');
  return `<rect x="${f(x + w * 0.06)}" y="${f(base - w * 1.5)}" width="${f(w * 0.06)}" height="${f(w * 1.5)}" fill="${metal}"/><rect x="${f(x + w * 0.88)}" y="${f(base - w * 1.5)}" width="${f(w * 0.06)}" height="${f(w * 1.5)}" fill="${metal}"/>` +
    `<rect x="${f(x)}" y="${f(base - w * 1.55)}" width="${f(w)}" height="${f(w * 0.4)}" rx="${f(w * 0.06)}" fill="${wood}"/>` +
    `<rect x="${f(x - w * 0.04)}" y="${f(base - w * 0.78)}" width="${f(w * 1.08)}" height="${f(w * 0.14)}" rx="${f(w * 0.04)}" fill="${wood}"/>` +
    `<rect x="${f(x - w * 0.04)}" y="${f(base - w * 0.66)}" width="${f(w * 1.08)}" height="${f(w * 0.04)}" fill="#000" opacity="0.15"/>`;
}
