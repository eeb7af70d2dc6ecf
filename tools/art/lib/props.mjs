// Props and set pieces for story stills.
import { C, f, shadow, light } from './util.mjs';
import { glow } from './land.mjs';
import { SANS } from './text.mjs';

export function umbrella(S, x, y, r, col = C.main, { tilt = -10 } = {}) {
  const c = S.c(col, 0.6);
  let s = `<g transform="rotate(${tilt} ${f(x)} ${f(y)})">`;
  s += `<line x1="${f(x)}" y1="${f(y - r * 0.7)}" x2="${f(x)}" y2="${f(y + r * 1.25)}" stroke="${S.c('#3A3A3A')}" stroke-width="${f(r * 0.04)}"/>`;
  s += `<path d="M${f(x - r)} ${f(y)} Q${f(x - r)} ${f(y - r * 0.85)} ${f(x)} ${f(y - r * 0.9)} Q${f(x + r)} ${f(y - r * 0.85)} ${f(x + r)} ${f(y)} Q${f(x + r * 0.75)} ${f(y - r * 0.12)} ${f(x + r * 0.5)} ${f(y)} Q${f(x + r * 0.25)} ${f(y - r * 0.12)} ${f(x)} ${f(y)} Q${f(x - r * 0.25)} ${f(y - r * 0.12)} ${f(x - r * 0.5)} ${f(y)} Q${f(x - r * 0.75)} ${f(y - r * 0.12)} ${f(x - r)} ${f(y)}Z" fill="${c}"/>`;
  s += `<path d="M${f(x)} ${f(y - r * 0.9)} Q${f(x + r * 0.35)} ${f(y - r * 0.5)} ${f(x + r * 0.5)} ${f(y)} L${f(x + r)} ${f(y)} Q${f(x + r)} ${f(y - r * 0.85)} ${f(x)} ${f(y - r * 0.9)}Z" fill="${shadow(c, 0.4)}"/>`;
  s += `<path d="M${f(x)} ${f(y + r * 1.25)} q${f(-r * 0.15)} 0 ${f(-r * 0.15)} ${f(-r * 0.15)}" fill="none" stroke="${S.c('#3A3A3A')}" stroke-width="${f(r * 0.05)}"/>`;
  return s + '</g>';
}

/** Phone held in a hand, screen glowing with chat bubbles. */
export function phoneInHand(cv, x, y, h) {
  const w = h * 0.5;
  let s = glow(cv, x, y, h * 1.6, '#9FD4FF', 0.5);
  s += `<g transform="rotate(-8 ${f(x)} ${f(y)})">`;
  s += `<rect x="${f(x - w / 2)}" y="${f(y - h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.14)}" fill="#15171C"/>`;
  s += `<rect x="${f(x - w / 2 + w * 0.05)}" y="${f(y - h / 2 + w * 0.08)}" width="${f(w * 0.9)}" height="${f(h - w * 0.16)}" rx="${f(w * 0.1)}" fill="#EAF4FF"/>`;
  s += `<rect x="${f(x - w / 2 + w * 0.05)}" y="${f(y - h / 2 + w * 0.08)}" width="${f(w * 0.9)}" height="${f(h * 0.1)}" rx="${f(w * 0.1)}" fill="${C.main}"/>`;
  const bub = [[0, 0.22, 0.55, C.sub], [1, 0.36, 0.45, '#FFFFFF'], [0, 0.5, 0.62, C.sub], [1, 0.66, 0.35, '#FFFFFF'], [0, 0.78, 0.3, C.sub]];
  for (const [right, t, bw, col] of bub) {
    const bx = right ? x + w * 0.38 - w * bw : x - w * 0.38;
    s += `<rect x="${f(bx)}" y="${f(y - h / 2 + h * t)}" width="${f(w * bw)}" height="${f(h * 0.08)}" rx="${f(h * 0.03)}" fill="${col}" stroke="#C9D6E2" stroke-width="1.5"/>`;
  }
  s += '</g>';
  // hand
  const sk = '#E8C2AE';
  s += `<path d="M${f(x - w * 0.62)} ${f(y + h * 0.1)} Q${f(x - w * 0.7)} ${f(y + h * 0.5)} ${f(x - w * 0.3)} ${f(y + h * 0.75)} L${f(x - w * 0.5)} ${f(y + h * 1.4)} L${f(x + w * 0.6)} ${f(y + h * 1.4)} L${f(x + w * 0.45)} ${f(y + h * 0.45)} Q${f(x + w * 0.2)} ${f(y + h * 0.35)} ${f(x - w * 0.45)} ${f(y + h * 0.38)} Q${f(x - w * 0.5)} ${f(y + h * 0.15)} ${f(x - w * 0.62)} ${f(y + h * 0.1)}Z" fill="${sk}"/>`;
  s += `<path d="M${f(x + w * 0.5)} ${f(y - h * 0.05)} q${f(w * 0.12)} ${f(h * 0.05)} ${f(w * 0.06)} ${f(h * 0.14)}" stroke="${sk}" stroke-width="${f(w * 0.14)}" stroke-linecap="round" fill="none"/>`;
  return s;
}

/** Campfire with glow and sparks. */
export function campfire(cv, R, x, y, s) {
  let o = glow(cv, x, y - s * 0.5, s * 6, '#FF9A3C', 0.55);
  o += `<ellipse cx="${f(x)}" cy="${f(y + s * 0.1)}" rx="${f(s * 1.5)}" ry="${f(s * 0.3)}" fill="#FFB46A" opacity="0.35"/>`;
  for (const a of [-25, 25, 0]) o += `<rect x="${f(x - s)}" y="${f(y - s * 0.1)}" width="${f(s * 2)}" height="${f(s * 0.22)}" rx="${f(s * 0.1)}" fill="#5A3A2A" transform="rotate(${a} ${f(x)} ${f(y)})"/>`;
  o += `<path d="M${f(x - s * 0.7)} ${f(y)} Q${f(x - s * 0.9)} ${f(y - s * 1.1)} ${f(x - s * 0.2)} ${f(y - s * 2.2)} Q${f(x - s * 0.1)} ${f(y - s * 1.2)} ${f(x + s * 0.2)} ${f(y - s * 1.6)} Q${f(x + s * 0.4)} ${f(y - s * 2.6)} ${f(x + s * 0.5)} ${f(y - s * 1.3)} Q${f(x + s * 1)} ${f(y - s * 0.8)} ${f(x + s * 0.7)} ${f(y)}Z" fill="#FF7A1A"/>`;
  o += `<path d="M${f(x - s * 0.4)} ${f(y)} Q${f(x - s * 0.5)} ${f(y - s * 0.8)} ${f(x)} ${f(y - s * 1.4)} Q${f(x + s * 0.5)} ${f(y - s * 0.8)} ${f(x + s * 0.4)} ${f(y)}Z" fill="#FFC23A"/>`;
  o += `<path d="M${f(x - s * 0.18)} ${f(y)} Q${f(x - s * 0.2)} ${f(y - s * 0.5)} ${f(x)} ${f(y - s * 0.8)} Q${f(x + s * 0.2)} ${f(y - s * 0.5)} ${f(x + s * 0.18)} ${f(y)}Z" fill="#FFF2B0"/>`;
  for (let i = 0; i < 24; i++) o += `<circle cx="${f(x + R.range(-1.5, 1.5) * s)}" cy="${f(y - R.range(1.5, 6) * s)}" r="${f(R.range(0.03, 0.08) * s)}" fill="#FFD27A" opacity="${f(R.range(0.4, 1))}"/>`;
  return o;
}

/** Ramune-style cider bottle. */
export function ciderBottle(S, x, base, h, { tint = '#8FD3F0', tilt = 0 } = {}) {
  const w = h * 0.3;
  const glass = S.c(tint, 0.5);
  let s = `<g transform="rotate(${tilt} ${f(x)} ${f(base)})">`;
  s += `<path d="M${f(x - w / 2)} ${f(base)} L${f(x - w / 2)} ${f(base - h * 0.5)} Q${f(x - w / 2)} ${f(base - h * 0.62)} ${f(x - w * 0.3)} ${f(base - h * 0.66)} Q${f(x - w * 0.42)} ${f(base - h * 0.72)} ${f(x - w * 0.22)} ${f(base - h * 0.78)} L${f(x - w * 0.2)} ${f(base - h * 0.95)} L${f(x + w * 0.2)} ${f(base - h * 0.95)} L${f(x + w * 0.22)} ${f(base - h * 0.78)} Q${f(x + w * 0.42)} ${f(base - h * 0.72)} ${f(x + w * 0.3)} ${f(base - h * 0.66)} Q${f(x + w / 2)} ${f(base - h * 0.62)} ${f(x + w / 2)} ${f(base - h * 0.5)} L${f(x + w / 2)} ${f(base)}Z" fill="${glass}" opacity="0.9"/>`;
  s += `<rect x="${f(x - w / 2)}" y="${f(base - h * 0.45)}" width="${f(w)}" height="${f(h * 0.22)}" fill="${S.c(C.main, 0.5)}"/>`;
  s += `<path d="M${f(x - w / 2)} ${f(base - h * 0.4)} q${f(w / 4)} ${f(-h * 0.04)} ${f(w / 2)} 0 t${f(w / 2)} 0" fill="none" stroke="#FFFFFF" stroke-width="${f(h * 0.012)}"/>`;
  s += `<circle cx="${f(x)}" cy="${f(base - h * 0.74)}" r="${f(w * 0.16)}" fill="#E6F6FF" opacity="0.9"/>`;
  s += `<rect x="${f(x - w * 0.22)}" y="${f(base - h)}" width="${f(w * 0.44)}" height="${f(h * 0.07)}" rx="3" fill="${S.c(C.warn, 0.5)}"/>`;
  s += `<rect x="${f(x - w * 0.36)}" y="${f(base - h * 0.6)}" width="${f(w * 0.1)}" height="${f(h * 0.55)}" rx="4" fill="#FFFFFF" opacity="0.55"/>`;
  for (let i = 0; i < 6; i++) s += `<circle cx="${f(x + w * (0.1 + (i % 3) * 0.1))}" cy="${f(base - h * (0.1 + i * 0.06))}" r="${f(w * 0.04)}" fill="#FFFFFF" opacity="0.6"/>`;
  return s + '</g>';
}

export function busStop(S, x, base, w, h) {
  const roof = S.c('#5E7A8C');
  const post = S.c('#7B8894');
  let s = `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h * 0.07)}" fill="${roof}"/>`;
  s += `<rect x="${f(x - w * 0.02)}" y="${f(base - h * 1.02)}" width="${f(w * 1.04)}" height="${f(h * 0.03)}" fill="${light(roof, 0.2)}"/>`;
  s += `<rect x="${f(x + w * 0.03)}" y="${f(base - h)}" width="${f(w * 0.025)}" height="${f(h)}" fill="${post}"/><rect x="${f(x + w * 0.945)}" y="${f(base - h)}" width="${f(w * 0.025)}" height="${f(h)}" fill="${post}"/>`;
  s += `<rect x="${f(x + w * 0.06)}" y="${f(base - h * 0.92)}" width="${f(w * 0.88)}" height="${f(h * 0.55)}" fill="${S.c('#CFE0EA')}" opacity="0.35"/>`;
  // bench
  s += `<rect x="${f(x + w * 0.1)}" y="${f(base - h * 0.3)}" width="${f(w * 0.8)}" height="${f(h * 0.05)}" fill="${S.c('#9A7456')}"/><rect x="${f(x + w * 0.15)}" y="${f(base - h * 0.25)}" width="${f(w * 0.02)}" height="${f(h * 0.25)}" fill="${post}"/><rect x="${f(x + w * 0.83)}" y="${f(base - h * 0.25)}" width="${f(w * 0.02)}" height="${f(h * 0.25)}" fill="${post}"/>`;
  // sign
  s += `<rect x="${f(x + w * 1.08)}" y="${f(base - h * 1.05)}" width="${f(w * 0.015)}" height="${f(h * 1.05)}" fill="${post}"/><circle cx="${f(x + w * 1.088)}" cy="${f(base - h * 1.1)}" r="${f(h * 0.1)}" fill="${S.c('#FFFFFF')}" stroke="${S.c(C.danger)}" stroke-width="${f(h * 0.02)}"/>`;
  s += `<text x="${f(x + w * 1.088)}" y="${f(base - h * 1.07)}" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${f(h * 0.07)}" fill="${S.c(C.ink)}">汐見</text>`;
  return s;
}

export function warehouse(S, R, x, base, w, h, { col = '#C9D3DA', door = '#7C8C98', label = '' } = {}) {
  const wall = S.c(col);
  let s = `<path d="M${f(x)} ${f(base)} L${f(x)} ${f(base - h)} L${f(x + w / 2)} ${f(base - h * 1.18)} L${f(x + w)} ${f(base - h)} L${f(x + w)} ${f(base)}Z" fill="${wall}"/>`;
  for (let i = 1; i < 24; i++) s += `<line x1="${f(x + (i * w) / 24)}" y1="${f(base)}" x2="${f(x + (i * w) / 24)}" y2="${f(base - h - h * 0.18 * (1 - Math.abs(i / 24 - 0.5) * 2))}" stroke="${shadow(wall, 0.2)}" stroke-width="${f(w / 400)}"/>`;
  s += `<rect x="${f(x + w * 0.25)}" y="${f(base - h * 0.7)}" width="${f(w * 0.5)}" height="${f(h * 0.7)}" fill="${S.c(door)}"/>`;
  for (let i = 1; i < 10; i++) s += `<line x1="${f(x + w * 0.25)}" y1="${f(base - h * 0.7 + (i * h * 0.7) / 10)}" x2="${f(x + w * 0.75)}" y2="${f(base - h * 0.7 + (i * h * 0.7) / 10)}" stroke="${S.c(shadow(door, 0.3))}" stroke-width="${f(h / 200)}"/>`;
  s += `<path d="M${f(x + w)} ${f(base)} L${f(x + w)} ${f(base - h)} L${f(x + w * 0.82)} ${f(base - h * 1.07)} L${f(x + w * 0.82)} ${f(base)}Z" fill="#000" opacity="0.08"/>`;
  if (label) s += `<text x="${f(x + w / 2)}" y="${f(base - h * 0.8)}" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${f(h * 0.1)}" fill="${S.c(C.navy)}">${label}</text>`;
  return s;
}

export function bollard(S, x, base, s) {
  const c = S.c('#3E4650');
  return `<rect x="${f(x - s * 0.3)}" y="${f(base - s)}" width="${f(s * 0.6)}" height="${f(s)}" fill="${c}"/><ellipse cx="${f(x)}" cy="${f(base - s)}" rx="${f(s * 0.45)}" ry="${f(s * 0.16)}" fill="${light(c, 0.2)}"/>`;
}

/** Traditional inn with tiled roof and veranda. */
export function inn(S, R, x, base, w, h) {
  const wood = S.c('#8A5E42');
  const plaster = S.c('#F3EDE0');
  const roof = S.c('#3D4A5A');
  let s = `<rect x="${f(x)}" y="${f(base - h * 0.78)}" width="${f(w)}" height="${f(h * 0.78)}" fill="${plaster}"/>`;
  for (let i = 0; i <= 8; i++) s += `<rect x="${f(x + (i * w) / 8 - w * 0.006)}" y="${f(base - h * 0.78)}" width="${f(w * 0.012)}" height="${f(h * 0.78)}" fill="${wood}"/>`;
  // shoji windows upper
  for (let i = 0; i < 8; i++) {
    const wx = x + (i * w) / 8 + w * 0.015;
    s += `<rect x="${f(wx)}" y="${f(base - h * 0.72)}" width="${f(w / 8 - w * 0.03)}" height="${f(h * 0.22)}" fill="${S.c('#FFF8E8')}"/>`;
    for (let k = 1; k < 3; k++) s += `<line x1="${f(wx + (k * (w / 8 - w * 0.03)) / 3)}" y1="${f(base - h * 0.72)}" x2="${f(wx + (k * (w / 8 - w * 0.03)) / 3)}" y2="${f(base - h * 0.5)}" stroke="${wood}" stroke-width="2"/>`;
  }
  // middle roof
  s += `<path d="M${f(x - w * 0.05)} ${f(base - h * 0.45)} L${f(x + w * 1.05)} ${f(base - h * 0.45)} L${f(x + w)} ${f(base - h * 0.5)} L${f(x)} ${f(base - h * 0.5)}Z" fill="${roof}"/>`;
  // top roof
  s += `<path d="M${f(x - w * 0.08)} ${f(base - h * 0.76)} Q${f(x + w / 2)} ${f(base - h * 0.7)} ${f(x + w * 1.08)} ${f(base - h * 0.76)} L${f(x + w * 0.85)} ${f(base - h)} L${f(x + w * 0.15)} ${f(base - h)}Z" fill="${roof}"/>`;
  for (let i = 0; i < 30; i++) s += `<line x1="${f(x + w * 0.15 + (i * w * 0.7) / 30)}" y1="${f(base - h)}" x2="${f(x - w * 0.08 + (i * w * 1.16) / 30)}" y2="${f(base - h * 0.75)}" stroke="${light(roof, 0.15)}" stroke-width="2"/>`;
  // veranda
  s += `<rect x="${f(x - w * 0.02)}" y="${f(base - h * 0.16)}" width="${f(w * 1.04)}" height="${f(h * 0.05)}" fill="${S.c('#B08860')}"/>`;
  s += `<rect x="${f(x)}" y="${f(base - h * 0.44)}" width="${f(w)}" height="${f(h * 0.28)}" fill="${S.c('#5A4030')}" opacity="0.55"/>`;
  // noren curtain
  s += `<rect x="${f(x + w * 0.42)}" y="${f(base - h * 0.44)}" width="${f(w * 0.16)}" height="${f(h * 0.1)}" fill="${S.c(C.main)}"/>`;
  s += `<text x="${f(x + w * 0.5)}" y="${f(base - h * 0.37)}" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${f(h * 0.05)}" fill="#FFFFFF">しおさい荘</text>`;
  return s;
}

/** Footprints trail from (x0,y0) toward (x1,y1), shrinking with distance. */
export function footprints(S, x0, y0, x1, y1, n = 14, s0 = 28) {
  const col = S.c('#D8BF92');
  let o = '';
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const x = x0 + (x1 - x0) * t + (i % 2 ? 1 : -1) * s0 * (1 - t * 0.7) * 0.6;
    const y = y0 + (y1 - y0) * t;
    const sz = s0 * (1 - t * 0.75);
    o += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(sz * 0.42)}" ry="${f(sz * 0.22)}" fill="${col}"/><ellipse cx="${f(x)}" cy="${f(y - sz * 0.32)}" rx="${f(sz * 0.3)}" ry="${f(sz * 0.14)}" fill="${col}"/>`;
  }
  return o;
}

/** Notebook page (optionally flying, rotated). */
export function page(S, R, x, y, w, rot, { lines = 8 } = {}) {
  const h = w * 1.35;
  const paper = S.c('#FFFDF6', 0.5);
  let s = `<g transform="rotate(${f(rot)} ${f(x)} ${f(y)})"><path d="M${f(x - w / 2)} ${f(y - h / 2)} L${f(x + w / 2)} ${f(y - h / 2)} Q${f(x + w * 0.55)} ${f(y)} ${f(x + w / 2)} ${f(y + h / 2)} L${f(x - w / 2)} ${f(y + h / 2)} Q${f(x - w * 0.45)} ${f(y)} ${f(x - w / 2)} ${f(y - h / 2)}Z" fill="${paper}"/>`;
  for (let i = 0; i < lines; i++) {
    const ly = y - h / 2 + h * 0.15 + (i * h * 0.75) / lines;
    s += `<line x1="${f(x - w * 0.4)}" y1="${f(ly)}" x2="${f(x + w * 0.42)}" y2="${f(ly)}" stroke="${S.c('#A8C8E8', 0.5)}" stroke-width="${f(w / 120)}"/>`;
    if (R() < 0.75) s += `<path d="M${f(x - w * 0.36)} ${f(ly - w * 0.02)} q${f(w * 0.06)} ${f(-w * 0.04)} ${f(w * 0.12)} 0 t${f(w * 0.12)} 0 t${f(w * R.range(0.05, 0.4))} 0" fill="none" stroke="${S.c('#4A4A5A', 0.5)}" stroke-width="${f(w / 90)}" stroke-linecap="round"/>`;
  }
  s += `<line x1="${f(x - w * 0.32)}" y1="${f(y - h / 2)}" x2="${f(x - w * 0.32)}" y2="${f(y + h / 2)}" stroke="${S.c('#F4A0A0', 0.5)}" stroke-width="${f(w / 150)}"/>`;
  return s + '</g>';
}

/** Open notebook seen from above, slightly tilted. */
export function openNotebook(S, R, x, y, w, rot = -6) {
  const h = w * 0.68;
  let s = `<g transform="rotate(${rot} ${f(x)} ${f(y)})"><rect x="${f(x - w / 2 - 10)}" y="${f(y - h / 2 - 8)}" width="${f(w + 20)}" height="${f(h + 16)}" rx="10" fill="${S.c(C.main, 0.5)}"/>`;
  for (const side of [-1, 1]) {
    const px = x + side * w * 0.25;
    s += `<rect x="${f(px - w * 0.245)}" y="${f(y - h / 2)}" width="${f(w * 0.49)}" height="${f(h)}" fill="${S.c('#FFFDF6', 0.5)}"/>`;
    for (let i = 0; i < 9; i++) {
      const ly = y - h / 2 + h * 0.12 + (i * h * 0.82) / 9;
      s += `<line x1="${f(px - w * 0.21)}" y1="${f(ly)}" x2="${f(px + w * 0.21)}" y2="${f(ly)}" stroke="${S.c('#B8D2EA', 0.5)}" stroke-width="2"/>`;
      if (R() < 0.8) s += `<path d="M${f(px - w * 0.2)} ${f(ly - 5)} q8 -7 16 0 t16 0 t${f(w * R.range(0.04, 0.3))} 0" fill="none" stroke="${S.c('#3A3A4A', 0.5)}" stroke-width="3" stroke-linecap="round"/>`;
    }
  }
  s += `<rect x="${f(x - 3)}" y="${f(y - h / 2)}" width="6" height="${f(h)}" fill="#000" opacity="0.12"/>`;
  return s + '</g>';
}

export function coffeeCup(S, x, base, s, col = '#FFFFFF') {
  const c = S.c(col, 0.5);
  return `<ellipse cx="${f(x)}" cy="${f(base)}" rx="${f(s * 0.9)}" ry="${f(s * 0.18)}" fill="${S.c('#E8E2D8', 0.5)}"/>` +
    `<path d="M${f(x - s * 0.5)} ${f(base - s * 0.75)} L${f(x + s * 0.5)} ${f(base - s * 0.75)} L${f(x + s * 0.4)} ${f(base - s * 0.05)} Q${f(x)} ${f(base + s * 0.05)} ${f(x - s * 0.4)} ${f(base - s * 0.05)}Z" fill="${c}"/>` +
    `<path d="M${f(x + s * 0.48)} ${f(base - s * 0.6)} q${f(s * 0.3)} 0 ${f(s * 0.25)} ${f(s * 0.25)} q${f(-s * 0.05)} ${f(s * 0.15)} ${f(-s * 0.3)} ${f(s * 0.15)}" fill="none" stroke="${c}" stroke-width="${f(s * 0.08)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(base - s * 0.75)}" rx="${f(s * 0.5)}" ry="${f(s * 0.12)}" fill="${S.c('#B07A4A', 0.5)}"/>` +
    `<path d="M${f(x - s * 0.12)} ${f(base - s * 0.76)} q${f(s * 0.12)} ${f(-s * 0.1)} ${f(s * 0.24)} 0 q${f(-s * 0.12)} ${f(s * 0.08)} ${f(-s * 0.24)} 0" fill="#F6E6D0"/>` +
    `<path d="M${f(x - s * 0.1)} ${f(base - s * 0.95)} q${f(s * 0.1)} ${f(-s * 0.15)} 0 ${f(-s * 0.3)} M${f(x + s * 0.12)} ${f(base - s * 0.95)} q${f(s * 0.1)} ${f(-s * 0.15)} 0 ${f(-s * 0.3)}" fill="none" stroke="#FFFFFF" stroke-width="${f(s * 0.05)}" opacity="0.5" stroke-linecap="round"/>`;
}

/** Triangle bunting flags along a sagging line. */
export function bunting(R, x0, x1, y, sag, size, colors, { wave = 0 } = {}) {
  let s = `<path d="M${f(x0)} ${f(y)} Q${f((x0 + x1) / 2)} ${f(y + sag * 2)} ${f(x1)} ${f(y)}" fill="none" stroke="#3A3A3A" stroke-width="${f(size * 0.06)}"/>`;
  const n = Math.round((x1 - x0) / (size * 1.2));
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const fx = x0 + (x1 - x0) * t;
    const fy = y + sag * 4 * t * (1 - t);
    const sw = R.range(-wave, wave);
    s += `<path d="M${f(fx - size / 2)} ${f(fy)} L${f(fx + size / 2)} ${f(fy)} L${f(fx + sw)} ${f(fy + size * 1.1)}Z" fill="${colors[i % colors.length]}"/>`;
  }
  return s;
}

/** Outdoor festival stage (front view) with roof truss and banner. */
export function festivalStage(S, x, base, w, h, { lit = true, banner = '汐見港まつり', tarp = false } = {}) {
  const truss = S.c('#4A5260');
  let s = `<rect x="${f(x)}" y="${f(base - h * 0.18)}" width="${f(w)}" height="${f(h * 0.18)}" fill="${S.c('#3A3440')}"/>`;
  s += `<rect x="${f(x)}" y="${f(base - h * 0.18)}" width="${f(w)}" height="${f(h * 0.02)}" fill="${S.c('#6A6270')}"/>`;
  for (const px of [x, x + w - w * 0.03]) {
    s += `<rect x="${f(px)}" y="${f(base - h)}" width="${f(w * 0.03)}" height="${f(h * 0.82)}" fill="${truss}"/>`;
    for (let yy = base - h; yy < base - h * 0.2; yy += w * 0.03) s += `<line x1="${f(px)}" y1="${f(yy)}" x2="${f(px + w * 0.03)}" y2="${f(yy + w * 0.03)}" stroke="${light(truss, 0.3)}" stroke-width="2"/>`;
  }
  s += `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h * 0.08)}" fill="${truss}"/>`;
  s += `<rect x="${f(x + w * 0.2)}" y="${f(base - h * 0.98)}" width="${f(w * 0.6)}" height="${f(h * 0.06)}" fill="${S.c(C.main, 0.6)}"/>`;
  s += `<text x="${f(x + w / 2)}" y="${f(base - h * 0.935)}" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${f(h * 0.042)}" fill="#FFFFFF">${banner}</text>`;
  if (lit) for (let i = 0; i < 6; i++) s += `<circle cx="${f(x + w * (0.1 + i * 0.16))}" cy="${f(base - h * 0.9)}" r="${f(w * 0.012)}" fill="#FFF3C8"/>`;
  if (tarp) {
    const tc = S.c('#2F6FB8');
    s += `<path d="M${f(x - w * 0.04)} ${f(base - h * 1.02)} L${f(x + w * 1.04)} ${f(base - h * 1.02)} L${f(x + w * 1.02)} ${f(base - h * 0.5)} Q${f(x + w * 0.75)} ${f(base - h * 0.56)} ${f(x + w / 2)} ${f(base - h * 0.48)} Q${f(x + w * 0.25)} ${f(base - h * 0.56)} ${f(x - w * 0.02)} ${f(base - h * 0.5)}Z" fill="${tc}" opacity="0.92"/>`;
    for (let i = 1; i < 6; i++) s += `<path d="M${f(x + (i * w) / 6)} ${f(base - h * 1.02)} L${f(x + (i * w) / 6 + w * 0.01)} ${f(base - h * 0.52)}" stroke="${shadow(tc, 0.4)}" stroke-width="${f(w / 300)}"/>`;
  }
  return s;
}

export function waterTank(S, x, base, w, h) {
  const c = S.c('#DDE3E8');
  return `<rect x="${f(x)}" y="${f(base - h * 0.35)}" width="${f(w * 0.06)}" height="${f(h * 0.35)}" fill="${S.c('#7D8791')}"/><rect x="${f(x + w * 0.94)}" y="${f(base - h * 0.35)}" width="${f(w * 0.06)}" height="${f(h * 0.35)}" fill="${S.c('#7D8791')}"/>` +
    `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h * 0.66)}" rx="${f(w * 0.1)}" fill="${c}"/><rect x="${f(x + w * 0.7)}" y="${f(base - h)}" width="${f(w * 0.3)}" height="${f(h * 0.66)}" rx="${f(w * 0.1)}" fill="${shadow(c, 0.25)}"/>` +
    `<text x="${f(x + w * 0.4)}" y="${f(base - h * 0.6)}" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${f(h * 0.12)}" fill="${S.c(C.main)}">汐見高</text>`;
}

