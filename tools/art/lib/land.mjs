// Sea, coast, town and harbour scenery.
import { C, mix, lin, rad, f, light, shadow, smooth } from './util.mjs';

/** Path with a wavy top edge from x0..x1 at y, closed down to `bottom`. */
export function wavePath(x0, x1, y, amp, period, phase, bottom) {
  const pts = [];
  const step = period / 8;
  for (let x = x0 - period; x <= x1 + period; x += step) {
    pts.push([x, y + Math.sin(((x + phase) / period) * Math.PI * 2) * amp + Math.sin(((x * 0.37 + phase * 1.7) / period) * Math.PI * 2) * amp * 0.35]);
  }
  return smooth(pts) + ` L${f(x1 + period)} ${f(bottom)} L${f(x0 - period)} ${f(bottom)}Z`;
}

/**
 * Sea from horizon to bottom with layered waves, glitter and a sun reflection.
 * opts.sunX: x of sun/moon reflection column.
 */
export function sea(cv, S, R, { y, w = cv.w, h = cv.h, sunX = null, layers = 6, glitter = 120, x = 0 } = {}) {
  const [a, b] = S.P.sea;
  const horizonCol = mix(a, S.P.sky[S.P.sky.length - 1], 0.55);
  const g = cv.def(lin([[0, horizonCol], [0.18, a], [1, b]], { x1: 0, y1: y, x2: 0, y2: h, units: 'userSpaceOnUse' }));
  let s = `<rect x="${x}" y="${f(y)}" width="${w}" height="${f(h - y)}" fill="${g.url}"/>`;
  const depth = h - y;
  for (let i = 0; i < layers; i++) {
    const t = (i + 1) / (layers + 1);
    const ly = y + depth * Math.pow(t, 1.5);
    const amp = 2 + 14 * t * (w / 1920);
    const per = (120 + 420 * t) * (w / 1920);
    const col = mix(mix(a, b, t), i % 2 ? '#FFFFFF' : b, i % 2 ? 0.1 : 0.18);
    s += `<path d="${wavePath(x, x + w, ly, amp, per, R.range(0, 1000), h)}" fill="${col}" opacity="0.55"/>`;
    // foam crest line
    s += `<path d="${wavePath(x, x + w, ly, amp, per, R.range(0, 1000), h).split(' L')[0]}" fill="none" stroke="#FFFFFF" stroke-width="${f(1 + 3 * t)}" opacity="${f(0.12 + 0.2 * t)}" stroke-dasharray="${f(per * 0.3)} ${f(per * 0.7)}"/>`;
  }
  // glitter dashes
  const gl = S.dark ? '#CFE0FF' : '#FFFFFF';
  for (let i = 0; i < glitter; i++) {
    const t = Math.pow(R(), 1.8);
    const gy = y + 4 + t * depth * 0.9;
    const gx = x + R() * w;
    const gw = (6 + 40 * t) * (w / 1920) * R.range(0.5, 1.5);
    s += `<rect x="${f(gx)}" y="${f(gy)}" width="${f(gw)}" height="${f(Math.max(1.2, gw * 0.08))}" rx="1" fill="${gl}" opacity="${f(R.range(0.25, 0.75))}"/>`;
  }
  if (sunX !== null) {
    const col = S.P.sun;
    for (let i = 0; i < 46; i++) {
      const t = i / 46;
      const ry = y + 3 + Math.pow(t, 1.4) * depth * 0.85;
      const rw = (30 + 220 * t) * (w / 1920) * R.range(0.3, 1);
      s += `<rect x="${f(sunX - rw / 2 + R.range(-1, 1) * 40 * t * (w / 1920))}" y="${f(ry)}" width="${f(rw)}" height="${f(2 + 6 * t)}" rx="3" fill="${col}" opacity="${f((1 - t) * 0.8)}"/>`;
    }
  }
  return s;
}

/** Distant island / headland silhouettes sitting on the horizon. */
export function islands(S, R, { y, x0, x1, h, color, n = 3 }) {
  const col = color || S.c(mix(S.P.sky[2], '#3F6F9A', 0.45));
  let s = '';
  for (let i = 0; i < n; i++) {
    const cx = x0 + (x1 - x0) * ((i + R.range(0.1, 0.9)) / n);
    const ww = (x1 - x0) / n * R.range(0.4, 0.9);
    const hh = h * R.range(0.4, 1);
    const pts = [[cx - ww / 2, y], [cx - ww * 0.3, y - hh * 0.55], [cx - ww * 0.1, y - hh * 0.95], [cx + ww * 0.08, y - hh], [cx + ww * 0.3, y - hh * 0.6], [cx + ww / 2, y]];
    s += `<path d="${smooth(pts)}Z" fill="${col}" opacity="0.9"/>`;
  }
  return s;
}

/** Layered hills with houses (the seaside town on a slope). */
export function town(cv, S, R, { x0, x1, base, h, density = 1, lit = false, hill = true }) {
  let s = '';
  const hillCol = S.c('#7FB79A');
  const hillCol2 = S.c('#5E9C82');
  if (hill) {
    const pts = [];
    for (let i = 0; i <= 8; i++) {
      const t = i / 8;
      pts.push([x0 + (x1 - x0) * t, base - h * (0.55 + 0.45 * Math.sin(Math.PI * (0.15 + t * 0.7))) * R.range(0.85, 1.05)]);
    }
    s += `<path d="${smooth(pts)} L${f(x1)} ${f(base + 10)} L${f(x0)} ${f(base + 10)}Z" fill="${hillCol}"/>`;
    s += `<path d="${smooth(pts.map(([x, y]) => [x, y + h * 0.28]))} L${f(x1)} ${f(base + 10)} L${f(x0)} ${f(base + 10)}Z" fill="${hillCol2}" opacity="0.6"/>`;
  }
  // houses in rows going up the hill
  const rows = 4;
  const houses = [];
  for (let r = 0; r < rows; r++) {
    const ry = base - h * (0.05 + r * 0.17);
    const scale = (1 - r * 0.15) * (h / 300);
    let x = x0 + R.range(0, 40) * scale;
    const limit = x1 - (x1 - x0) * 0.1 * r;
    while (x < limit) {
      const hw = R.range(34, 64) * scale;
      const hh = R.range(26, 52) * scale;
      if (R() < 0.82 * density) houses.push({ x, y: ry + R.range(-6, 6) * scale, w: hw, h: hh, r, scale });
      x += hw + R.range(4, 18) * scale;
    }
  }
  houses.sort((a, b) => b.r - a.r || a.y - b.y);
  const wallCols = ['#F4F1EA', '#E9EEF2', '#F7E9D7', '#DDE8EF', '#FFFFFF'];
  const roofCols = ['#2F5F8A', '#3C6E9E', '#8A4A4A', '#4F5D6B', '#2B4C6E', '#B5643C'];
  for (const hs of houses) {
    const wall = S.c(R.pick(wallCols));
    const roof = S.c(R.pick(roofCols));
    const { x, y, w, h: hh, scale } = hs;
    const roofH = hh * R.range(0.35, 0.6);
    s += `<rect x="${f(x)}" y="${f(y - hh)}" width="${f(w)}" height="${f(hh)}" fill="${wall}"/>`;
    s += `<rect x="${f(x + w * 0.6)}" y="${f(y - hh)}" width="${f(w * 0.4)}" height="${f(hh)}" fill="${shadow(wall, 0.3)}"/>`;
    if (R() < 0.7) s += `<path d="M${f(x - 4 * scale)} ${f(y - hh)} L${f(x + w / 2)} ${f(y - hh - roofH)} L${f(x + w + 4 * scale)} ${f(y - hh)}Z" fill="${roof}"/>`;
    else s += `<rect x="${f(x - 3 * scale)}" y="${f(y - hh - 5 * scale)}" width="${f(w + 6 * scale)}" height="${f(6 * scale)}" fill="${roof}"/>`;
    const wins = Math.max(1, Math.floor(w / (16 * scale)));
    for (let i = 0; i < wins; i++) {
      const on = lit && R() < 0.55;
      const wc = on ? '#FFD98A' : S.c('#9FC4DE');
      s += `<rect x="${f(x + (i + 0.3) * (w / wins))}" y="${f(y - hh * 0.7)}" width="${f((w / wins) * 0.4)}" height="${f(hh * 0.28)}" fill="${wc}"/>`;
    }
  }
  // trees
  for (let i = 0; i < 14 * density; i++) {
    const tx = x0 + R() * (x1 - x0);
    const ty = base - R() * h * 0.6;
    const tr = R.range(8, 20) * (h / 300);
    s += `<circle cx="${f(tx)}" cy="${f(ty - tr)}" r="${f(tr)}" fill="${S.c(R.pick(['#4E9A74', '#3F8A6A', '#6AAE84']))}"/>`;
  }
  return s;
}

export function lighthouse(S, x, base, h, { lit = false } = {}) {
  const w = h * 0.18;
  const body = S.c('#FFFFFF');
  const red = S.c(C.danger);
  let s = `<path d="M${f(x - w / 2)} ${f(base)} L${f(x - w * 0.35)} ${f(base - h * 0.8)} L${f(x + w * 0.35)} ${f(base - h * 0.8)} L${f(x + w / 2)} ${f(base)}Z" fill="${body}"/>`;
  s += `<path d="M${f(x)} ${f(base)} L${f(x)} ${f(base - h * 0.8)} L${f(x + w * 0.35)} ${f(base - h * 0.8)} L${f(x + w / 2)} ${f(base)}Z" fill="${shadow(body, 0.25)}"/>`;
  s += `<path d="M${f(x - w * 0.45)} ${f(base - h * 0.3)} L${f(x - w * 0.41)} ${f(base - h * 0.45)} L${f(x + w * 0.41)} ${f(base - h * 0.45)} L${f(x + w * 0.45)} ${f(base - h * 0.3)}Z" fill="${red}"/>`;
  s += `<rect x="${f(x - w * 0.3)}" y="${f(base - h * 0.95)}" width="${f(w * 0.6)}" height="${f(h * 0.15)}" fill="${lit ? '#FFE9A0' : S.c('#CFE6F5')}"/>`;
  s += `<path d="M${f(x - w * 0.4)} ${f(base - h * 0.95)} L${f(x)} ${f(base - h * 1.06)} L${f(x + w * 0.4)} ${f(base - h * 0.95)}Z" fill="${red}"/>`;
  s += `<rect x="${f(x - w * 0.45)}" y="${f(base - h * 0.82)}" width="${f(w * 0.9)}" height="${f(h * 0.03)}" fill="${S.c(C.navy)}"/>`;
  if (lit) s += `<path d="M${f(x)} ${f(base - h * 0.88)} L${f(x - h * 2.2)} ${f(base - h * 1.05)} L${f(x - h * 2.2)} ${f(base - h * 0.72)}Z" fill="#FFF3C0" opacity="0.18"/>`;
  return s;
}

/**
 * Breakwater: a long concrete wall with a top walkway, seen from the front/side.
 * top = y of walkway surface; spans x0..x1; depth = walkway visible depth.
 */
export function breakwater(S, R, { x0, x1, top, depth, face, tetrapods = true }) {
  const topCol = S.c('#E4E6E3');
  const faceCol = S.c('#B9C1C4');
  const faceDark = S.c('#97A3AA');
  let s = `<rect x="${f(x0)}" y="${f(top - depth)}" width="${f(x1 - x0)}" height="${f(depth)}" fill="${topCol}"/>`;
  s += `<rect x="${f(x0)}" y="${f(top)}" width="${f(x1 - x0)}" height="${f(face)}" fill="${faceCol}"/>`;
  s += `<rect x="${f(x0)}" y="${f(top)}" width="${f(x1 - x0)}" height="${f(face * 0.08)}" fill="${light(faceCol, 0.25)}"/>`;
  // expansion joints
  const seg = (x1 - x0) / Math.max(3, Math.round((x1 - x0) / (Math.max(depth, face * 0.3) * 5)));
  for (let x = x0 + seg; x < x1; x += seg) {
    s += `<rect x="${f(x)}" y="${f(top - depth)}" width="${f(Math.max(2, depth * 0.025))}" height="${f(depth + face)}" fill="${faceDark}" opacity="0.5"/>`;
  }
  // water stains
  s += `<rect x="${f(x0)}" y="${f(top + face * 0.72)}" width="${f(x1 - x0)}" height="${f(face * 0.28)}" fill="${faceDark}" opacity="0.6"/>`;
  if (tetrapods) {
    const tp = S.c('#A9B3B8');
    for (let x = x0 - depth * 0.5; x < x1 + depth; x += depth * R.range(0.7, 1.1)) {
      s += tetrapod(x, top + face * R.range(0.85, 1.05), depth * R.range(0.45, 0.6), tp, R.range(-25, 25));
    }
  }
  return s;
}

function tetrapod(x, y, r, col, rot) {
  const leg = (a) => `<path d="M${f(x)} ${f(y)} L${f(x + Math.cos(a - 0.22) * r)} ${f(y + Math.sin(a - 0.22) * r)} L${f(x + Math.cos(a + 0.22) * r)} ${f(y + Math.sin(a + 0.22) * r)}Z"/>`;
  let s = `<g fill="${col}" transform="rotate(${f(rot)} ${f(x)} ${f(y)})">`;
  [-90, 30, 150].forEach((d) => (s += leg((d * Math.PI) / 180)));
  s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.3)}"/></g>`;
  s += `<g fill="${shadow(col, 0.5)}" opacity="0.5" transform="rotate(${f(rot)} ${f(x)} ${f(y)})">${leg((70 * Math.PI) / 180)}</g>`;
  return s;
}

/** Sandy beach foreground with foam edge. */
export function beach(cv, S, R, { y, w = cv.w, h = cv.h, curve = 40 }) {
  const sand = S.c('#F3E3C3');
  const sand2 = S.c('#E7D2AA');
  const pts = [];
  for (let i = 0; i <= 10; i++) pts.push([(w / 10) * i, y + Math.sin(i * 0.9 + R.range(0, 0.4)) * curve]);
  let s = `<path d="${smooth(pts)} L${w} ${h} L0 ${h}Z" fill="${sand}"/>`;
  s += `<path d="${smooth(pts.map(([x, yy]) => [x, yy - 6]))}" fill="none" stroke="#FFFFFF" stroke-width="${f(10 * (w / 1920))}" opacity="0.85" stroke-linecap="round"/>`;
  s += `<path d="${smooth(pts.map(([x, yy]) => [x, yy + 14]))} L${w} ${f(y + 40)} L0 ${f(y + 40)}Z" fill="${sand2}" opacity="0.5"/>`;
  for (let i = 0; i < 60; i++) {
    const sx = R() * w;
    const sy = y + 40 + R() * (h - y - 40);
    s += `<ellipse cx="${f(sx)}" cy="${f(sy)}" rx="${f(R.range(3, 9) * (w / 1920))}" ry="${f(R.range(1.5, 3) * (w / 1920))}" fill="${sand2}" opacity="0.7"/>`;
  }
  return s;
}

/** Utility pole with sagging wires to the right. */
export function pole(S, x, base, h, { wiresTo = null } = {}) {
  const col = S.c('#4A5058');
  const w = h * 0.025;
  let s = `<rect x="${f(x - w / 2)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}" fill="${col}"/>`;
  s += `<rect x="${f(x - h * 0.09)}" y="${f(base - h * 0.92)}" width="${f(h * 0.18)}" height="${f(w * 0.8)}" fill="${col}"/>`;
  s += `<rect x="${f(x - h * 0.07)}" y="${f(base - h * 0.84)}" width="${f(h * 0.14)}" height="${f(w * 0.7)}" fill="${col}"/>`;
  s += `<rect x="${f(x + w * 0.5)}" y="${f(base - h * 0.7)}" width="${f(h * 0.05)}" height="${f(h * 0.08)}" rx="4" fill="${col}"/>`;
  if (wiresTo) {
    [[-0.09, 0.92], [0.09, 0.92], [-0.07, 0.84], [0.07, 0.84]].forEach(([dx, dy]) => {
      const x1 = x + h * dx, y1 = base - h * dy;
      const x2 = wiresTo[0] + h * dx, y2 = wiresTo[1] - h * (dy - 0.92);
      s += `<path d="M${f(x1)} ${f(y1)} Q${f((x1 + x2) / 2)} ${f(Math.max(y1, y2) + h * 0.08)} ${f(x2)} ${f(y2)}" fill="none" stroke="${col}" stroke-width="${f(Math.max(1.5, h * 0.004))}"/>`;
    });
  }
  return s;
}

/** Wooden pier going out to sea. */
export function pier(S, { x0, x1, y, h, legs = 10, col }) {
  const wood = col || S.c('#8A6A52');
  let s = `<rect x="${f(x0)}" y="${f(y)}" width="${f(x1 - x0)}" height="${f(h * 0.35)}" fill="${wood}"/>`;
  s += `<rect x="${f(x0)}" y="${f(y)}" width="${f(x1 - x0)}" height="${f(h * 0.08)}" fill="${light(wood, 0.25)}"/>`;
  for (let i = 0; i <= legs; i++) {
    const lx = x0 + ((x1 - x0) * i) / legs;
    s += `<rect x="${f(lx - h * 0.06)}" y="${f(y)}" width="${f(h * 0.12)}" height="${f(h)}" fill="${shadow(wood, 0.5)}"/>`;
  }
  // railing posts
  for (let i = 0; i <= legs * 2; i++) {
    const lx = x0 + ((x1 - x0) * i) / (legs * 2);
    s += `<rect x="${f(lx - h * 0.03)}" y="${f(y - h * 0.5)}" width="${f(h * 0.06)}" height="${f(h * 0.5)}" fill="${wood}"/>`;
  }
  s += `<rect x="${f(x0)}" y="${f(y - h * 0.52)}" width="${f(x1 - x0)}" height="${f(h * 0.06)}" fill="${wood}"/>`;
  return s;
}

/** Paper lantern (chochin). */
export function lantern(x, y, r, { color = '#FF6A3D', glow = true, lit = true } = {}) {
  let s = '';
  if (glow) s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 2.6)}" fill="#FFC46B" opacity="0.18"/>`;
  const body = lit ? mix(color, '#FFD9A0', 0.35) : color;
  s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 1.25)}" fill="${body}"/>`;
  for (let i = -2; i <= 2; i++) s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * Math.cos((i * Math.PI) / 6))}" ry="${f(r * 1.25)}" fill="none" stroke="${mix(color, '#000', 0.2)}" stroke-width="${f(r * 0.04)}" opacity="0.5"/>`;
  s += `<rect x="${f(x - r * 0.5)}" y="${f(y - r * 1.35)}" width="${f(r)}" height="${f(r * 0.2)}" fill="#2B2B2B"/>`;
  s += `<rect x="${f(x - r * 0.5)}" y="${f(y + r * 1.15)}" width="${f(r)}" height="${f(r * 0.2)}" fill="#2B2B2B"/>`;
  return s;
}

/** Row of lanterns hung on a sagging string. */
export function lanternString(R, x0, x1, y, sag, r, colors) {
  let s = `<path d="M${f(x0)} ${f(y)} Q${f((x0 + x1) / 2)} ${f(y + sag * 2)} ${f(x1)} ${f(y)}" fill="none" stroke="#3A3A3A" stroke-width="${f(r * 0.08)}"/>`;
  const n = Math.max(2, Math.round((x1 - x0) / (r * 3.2)));
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const lx = x0 + (x1 - x0) * t;
    const ly = y + sag * 4 * t * (1 - t);
    s += `<line x1="${f(lx)}" y1="${f(ly)}" x2="${f(lx)}" y2="${f(ly + r * 0.4)}" stroke="#3A3A3A" stroke-width="${f(r * 0.06)}"/>`;
    s += lantern(lx, ly + r * 1.6, r, { color: R.pick(colors) });
  }
  return s;
}

/** Festival stall (yatai) with striped awning. */
export function stall(S, x, base, w, h, { stripe = C.danger, lit = false, sign = '' } = {}) {
  const wood = S.c('#9A7456');
  const cloth = S.c(stripe);
  const white = S.c('#FFFFFF');
  let s = `<rect x="${f(x)}" y="${f(base - h * 0.45)}" width="${f(w)}" height="${f(h * 0.45)}" fill="${wood}"/>`;
  s += `<rect x="${f(x)}" y="${f(base - h * 0.45)}" width="${f(w)}" height="${f(h * 0.06)}" fill="${light(wood, 0.2)}"/>`;
  s += `<rect x="${f(x + w * 0.04)}" y="${f(base - h)}" width="${f(w * 0.03)}" height="${f(h * 0.55)}" fill="${shadow(wood, 0.4)}"/>`;
  s += `<rect x="${f(x + w * 0.93)}" y="${f(base - h)}" width="${f(w * 0.03)}" height="${f(h * 0.55)}" fill="${shadow(wood, 0.4)}"/>`;
  if (lit) s += `<rect x="${f(x + w * 0.07)}" y="${f(base - h * 0.82)}" width="${f(w * 0.86)}" height="${f(h * 0.37)}" fill="#FFD98A" opacity="0.45"/>`;
  const n = 7;
  for (let i = 0; i < n; i++) {
    s += `<path d="M${f(x - w * 0.04 + (i * w * 1.08) / n)} ${f(base - h)} L${f(x - w * 0.04 + ((i + 1) * w * 1.08) / n)} ${f(base - h)} L${f(x - w * 0.04 + ((i + 1) * w * 1.08) / n)} ${f(base - h * 0.8)} Q${f(x - w * 0.04 + ((i + 0.5) * w * 1.08) / n)} ${f(base - h * 0.74)} ${f(x - w * 0.04 + (i * w * 1.08) / n)} ${f(base - h * 0.8)}Z" fill="${i % 2 ? white : cloth}"/>`;
  }
  s += `<rect x="${f(x - w * 0.04)}" y="${f(base - h * 1.08)}" width="${f(w * 1.08)}" height="${f(h * 0.09)}" fill="${cloth}"/>`;
  if (sign) s += `<text x="${f(x + w / 2)}" y="${f(base - h * 0.18)}" text-anchor="middle" font-family="Noto Sans CJK JP" font-weight="700" font-size="${f(h * 0.16)}" fill="${white}">${sign}</text>`;
  return s;
}

/** Simple geometric building (for harbour / streets). */
export function building(S, R, x, base, w, h, { wall = '#E8EEF2', lit = false, neon = null, roof = null } = {}) {
  const wc = S.c(wall);
  let s = `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}" fill="${wc}"/>`;
  s += `<rect x="${f(x + w * 0.75)}" y="${f(base - h)}" width="${f(w * 0.25)}" height="${f(h)}" fill="${shadow(wc, 0.3)}"/>`;
  if (roof) s += `<rect x="${f(x - 4)}" y="${f(base - h - 8)}" width="${f(w + 8)}" height="10" fill="${S.c(roof)}"/>`;
  const cols = Math.max(1, Math.floor(w / 40));
  const rows = Math.max(1, Math.floor(h / 55));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const on = lit && R() < 0.5;
      s += `<rect x="${f(x + (c + 0.25) * (w / cols))}" y="${f(base - h + 18 + r * (h / rows))}" width="${f((w / cols) * 0.5)}" height="${f((h / rows) * 0.45)}" fill="${on ? R.pick(['#FFD98A', '#FFE9B8', '#FFC870']) : S.c('#7FA8C6')}"/>`;
    }
  }
  if (neon) {
    s += `<rect x="${f(x + w * 0.15)}" y="${f(base - h * 0.55)}" width="${f(w * 0.7)}" height="${f(h * 0.12)}" rx="6" fill="none" stroke="${neon}" stroke-width="6"/>`;
    s += `<rect x="${f(x + w * 0.15)}" y="${f(base - h * 0.55)}" width="${f(w * 0.7)}" height="${f(h * 0.12)}" rx="6" fill="${neon}" opacity="0.25"/>`;
  }
  return s;
}

/** Glow blob (e.g. street lamp). */
export function glow(cv, x, y, r, color = '#FFD98A', op = 0.6) {
  const g = cv.def(rad([[0, color, op], [0.3, color, op * 0.4], [1, color, 0]]));
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${g.url}"/>`;
}

export function streetLamp(cv, S, x, base, h, { lit = true } = {}) {
  const col = S.c('#3C4650');
  let s = `<rect x="${f(x - h * 0.015)}" y="${f(base - h)}" width="${f(h * 0.03)}" height="${f(h)}" fill="${col}"/>`;
  s += `<path d="M${f(x)} ${f(base - h)} Q${f(x + h * 0.12)} ${f(base - h * 1.05)} ${f(x + h * 0.16)} ${f(base - h * 0.96)}" fill="none" stroke="${col}" stroke-width="${f(h * 0.025)}"/>`;
  s += `<path d="M${f(x + h * 0.1)} ${f(base - h * 0.96)} L${f(x + h * 0.22)} ${f(base - h * 0.96)} L${f(x + h * 0.19)} ${f(base - h * 0.92)} L${f(x + h * 0.13)} ${f(base - h * 0.92)}Z" fill="${col}"/>`;
  if (lit) {
    s += glow(cv, x + h * 0.16, base - h * 0.9, h * 0.5, '#FFE2A0', 0.7);
    s += `<path d="M${f(x + h * 0.13)} ${f(base - h * 0.92)} L${f(x + h * 0.19)} ${f(base - h * 0.92)} L${f(x + h * 0.42)} ${f(base)} L${f(x - h * 0.1)} ${f(base)}Z" fill="#FFE7B0" opacity="0.16"/>`;
  }
  return s;
}

/** Rounded broadleaf tree: trunk + clustered foliage with a lit side. */
export function tree(S, R, x, base, h, { col = '#4E9A74' } = {}) {
  const leaf = S.c(col);
  const dark = S.c(shadow(col, 0.5));
  const lit = S.c(light(col, 0.25));
  let s = `<path d="M${f(x - h * 0.03)} ${f(base)} L${f(x - h * 0.02)} ${f(base - h * 0.5)} L${f(x + h * 0.02)} ${f(base - h * 0.5)} L${f(x + h * 0.03)} ${f(base)}Z" fill="${S.c('#6B4E3A')}"/>`;
  const blobs = [];
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    blobs.push([x + Math.cos(a) * h * 0.2 * R.range(0.7, 1.1), base - h * 0.62 + Math.sin(a) * h * 0.16, h * R.range(0.14, 0.2)]);
  }
  blobs.push([x, base - h * 0.78, h * 0.22]);
  s += blobs.map(([bx, by, r]) => `<circle cx="${f(bx)}" cy="${f(by)}" r="${f(r)}" fill="${dark}"/>`).join('');
  s += blobs.map(([bx, by, r]) => `<circle cx="${f(bx - r * 0.15)}" cy="${f(by - r * 0.2)}" r="${f(r * 0.88)}" fill="${leaf}"/>`).join('');
  s += blobs.filter((_, i) => i % 2 === 0).map(([bx, by, r]) => `<circle cx="${f(bx - r * 0.3)}" cy="${f(by - r * 0.4)}" r="${f(r * 0.45)}" fill="${lit}"/>`).join('');
  return s;
}
