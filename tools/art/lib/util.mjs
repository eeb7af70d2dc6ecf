// Shared helpers: seeded PRNG, colour maths, SVG string building.
// Everything here is pure and deterministic so the generator is reproducible.

/** Theme colours (mirrors docs/series-bible.md). */
export const C = {
  main: '#0077C7',
  sub: '#6FA6CC',
  white: '#FFFFFF',
  warn: '#FF8800',
  danger: '#E01E5A',
  ink: '#23221F',
  ink2: '#706D65',
  navy: '#1B3A5C',
  paper: '#F7FAFC',
  skin: '#FCE3D2',
  skinShade: '#F0C6B0',
};

/** FNV-1a string hash → 32-bit seed. */
export function hash(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 PRNG with helpers. */
export function rng(seed) {
  let a = typeof seed === 'string' ? hash(seed) : seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = () => next();
  r.range = (lo, hi) => lo + (hi - lo) * next();
  r.int = (lo, hi) => Math.floor(lo + (hi - lo + 1) * next());
  r.pick = (arr) => arr[Math.floor(next() * arr.length)];
  r.chance = (p) => next() < p;
  return r;
}

// ---- colour ----
const clamp = (v, lo = 0, hi = 255) => Math.max(lo, Math.min(hi, v));
export function rgb(hex) {
  const h = hex.replace('#', '');
  const n = parseInt(h.length === 3 ? h.split('').map((x) => x + x).join('') : h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
export function hex([r, g, b]) {
  return '#' + [r, g, b].map((v) => clamp(Math.round(v)).toString(16).padStart(2, '0')).join('').toUpperCase();
}
export function mix(a, b, t) {
  const A = rgb(a);
  const B = rgb(b);
  return hex(A.map((v, i) => v + (B[i] - v) * t));
}
export function multiply(a, b) {
  const A = rgb(a);
  const B = rgb(b);
  return hex(A.map((v, i) => (v * B[i]) / 255));
}
/** Cel-shade tone: a cool, slightly violet shadow like anime colour keys. */
export function shadow(c, amt = 0.55) {
  return mix(c, multiply(c, '#5C6A9E'), amt);
}
export function light(c, amt = 0.35) {
  return mix(c, '#FFFFFF', amt);
}

// ---- svg ----
let _uid = 0;
export function uid(p = 'i') {
  _uid += 1;
  return `${p}${_uid}`;
}
export function resetUid() {
  _uid = 0;
}
export const f = (n) => (Math.round(n * 10) / 10).toString();

export function svgDoc(w, h, body, { viewBox, width, height } = {}) {
  if (width) w = width;
  if (height) h = height;
  const vb = viewBox || `0 0 ${w} ${h}`;
  // librsvg isolates every element with `opacity` into a full-canvas layer; per-paint
  // opacity on leaf shapes looks the same for our flat shapes and renders ~8× faster.
  body = body.replace(/<(circle|ellipse|rect|path|line|polygon)([^>]*?) opacity="([\d.]+)"/g, '<$1$2 fill-opacity="$3" stroke-opacity="$3"');
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="${vb}">${body}</svg>`;
}

/** Linear gradient def; stops = [[offset, colour, opacity?], ...]. Returns {id, def}. */
export function lin(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, units } = {}) {
  const id = uid('lg');
  const u = units ? ` gradientUnits="${units}"` : '';
  const s = stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}"${op !== 1 ? ` stop-opacity="${op}"` : ''}/>`)
    .join('');
  return { id, url: `url(#${id})`, def: `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${u}>${s}</linearGradient>` };
}
export function rad(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, units } = {}) {
  const id = uid('rg');
  const u = units ? ` gradientUnits="${units}"` : '';
  const fxy = fx !== undefined ? ` fx="${fx}" fy="${fy}"` : '';
  const s = stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}"${op !== 1 ? ` stop-opacity="${op}"` : ''}/>`)
    .join('');
  return { id, url: `url(#${id})`, def: `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${fxy}${u}>${s}</radialGradient>` };
}
/** A blur filter def. */
export function blur(sd) {
  const id = uid('bl');
  return { id, url: `url(#${id})`, def: `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>` };
}

/** Collects <defs> and body parts. */
export class Canvas {
  constructor(w, h) {
    this.w = w;
    this.h = h;
    this.defs = [];
    this.parts = [];
  }
  def(d) {
    this.defs.push(d.def ?? d);
    return d;
  }
  add(...s) {
    for (const x of s) if (x) this.parts.push(x);
    return this;
  }
  toString(opts) {
    return svgDoc(this.w, this.h, `<defs>${this.defs.join('')}</defs>${this.parts.join('')}`, opts);
  }
}

export const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Smooth closed/open path through points using Catmull-Rom → cubic Bézier. */
export function smooth(pts, closed = false, tension = 0.5) {
  const n = pts.length;
  if (n < 2) return '';
  const P = (i) => (closed ? pts[(i + n) % n] : pts[Math.max(0, Math.min(n - 1, i))]);
  let d = `M${f(pts[0][0])} ${f(pts[0][1])}`;
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = P(i - 1), p1 = P(i), p2 = P(i + 1), p3 = P(i + 2);
    const t = tension / 3 * 2;
    const c1 = [p1[0] + (p2[0] - p0[0]) * t / 2, p1[1] + (p2[1] - p0[1]) * t / 2];
    const c2 = [p2[0] - (p3[0] - p1[0]) * t / 2, p2[1] - (p3[1] - p1[1]) * t / 2];
    d += ` C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return closed ? d + 'Z' : d;
}
