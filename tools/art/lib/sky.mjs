// Time-of-day lighting, skies, sun/moon/stars, clouds, weather and sky events.
import { C, mix, multiply, lin, rad, blur, f, light } from './util.mjs';

/**
 * Lighting palettes. `tint` is multiplied into scene colours by `amt`
 * (so nights darken and sunsets warm everything consistently).
 */
export const TOD = {
  morning: { sky: ['#4E9BDB', '#9FCDEE', '#EAF3F4', '#FFE9CF'], tint: '#FFF1DC', amt: 0.35, sun: '#FFF6DA', sea: ['#2E8BD0', '#1E6FB0'], haze: '#FFF4E4' },
  noon: { sky: ['#0A6FC0', '#3D97DA', '#9CCDF0', '#E6F4FC'], tint: '#FFFFFF', amt: 0, sun: '#FFFFFF', sea: ['#1186D4', '#005FA3'], haze: '#EAF6FF' },
  afternoon: { sky: ['#2A7FC6', '#6CB0E0', '#C7E3F2', '#FBEFD6'], tint: '#FFEACC', amt: 0.35, sun: '#FFF3D0', sea: ['#1A82C8', '#0B5E9E'], haze: '#FFF1DC' },
  evening: { sky: ['#33508F', '#8A79A8', '#E6A2A0', '#FFC98E'], tint: '#F7B98E', amt: 0.45, sun: '#FFE2B0', sea: ['#4B6A9E', '#2A4677'], haze: '#FFD2A8' },
  sunset: { sky: ['#2D3F80', '#8D5C94', '#E9657A', '#FF9A45', '#FFD07A'], tint: '#FFA070', amt: 0.5, sun: '#FFF0C0', sea: ['#6A5A8E', '#2E3768'], haze: '#FFB27A' },
  dusk: { sky: ['#18254D', '#3E3F73', '#8A5E8A', '#E98D6E'], tint: '#8A7AA8', amt: 0.55, sun: '#FFC6A0', sea: ['#3A4676', '#1C2550'], haze: '#C88A8A' },
  night: { sky: ['#050F24', '#0D2347', '#17386A', '#2C5688'], tint: '#3E5A90', amt: 0.78, sun: '#FFF8E0', sea: ['#12305A', '#081A36'], haze: '#2C4F80' },
  rain: { sky: ['#5B6B80', '#7D8DA0', '#A3B0BE', '#C3CCD4'], tint: '#8C9AB0', amt: 0.5, sun: '#E8EEF2', sea: ['#5D7890', '#3E5670'], haze: '#B8C4CE' },
  storm: { sky: ['#262C38', '#3B4454', '#5D6878', '#8C9590'], tint: '#5A6478', amt: 0.62, sun: '#D0D8D8', sea: ['#3A4C5C', '#1E2A36'], haze: '#7C8888' },
};

/** Scene lighting context: S.c(colour) applies the time-of-day tint. */
export function lighting(tod) {
  const P = TOD[tod];
  const c = (col, k = 1) => (P.amt ? mix(col, multiply(col, P.tint), Math.min(1, P.amt * k)) : col);
  return { tod, P, c, night: tod === 'night', dark: ['night', 'dusk', 'storm'].includes(tod) };
}

export function skyRect(cv, S, { x = 0, y = 0, w = cv.w, h = cv.h, horizon = 0.75 } = {}) {
  const s = S.P.sky;
  const stops = s.map((col, i) => [f((i / (s.length - 1)) * horizon), col]);
  stops.push([1, s[s.length - 1]]);
  const g = cv.def(lin(stops, { x1: 0, y1: y, x2: 0, y2: y + h, units: 'userSpaceOnUse' }));
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${g.url}"/>`;
}

/** Big soft glow + disc. */
export function sun(cv, S, x, y, r, { glow = 6, color } = {}) {
  const col = color || S.P.sun;
  const g = cv.def(rad([[0, col, 0.9], [0.12, col, 0.55], [0.4, mix(col, S.P.haze, 0.5), 0.18], [1, S.P.haze, 0]], {}));
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * glow)}" fill="${g.url}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 1.25)}" fill="${col}" opacity="0.35"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${col}"/>`;
}

export function moon(cv, S, x, y, r, { phase = 0.42, color = '#FFF6D8' } = {}) {
  const g = cv.def(rad([[0, color, 0.35], [0.3, color, 0.1], [1, color, 0]]));
  const mid = `m${cv.defs.length}`;
  cv.def(`<mask id="${mid}"><rect x="${f(x - r * 2)}" y="${f(y - r * 2)}" width="${f(r * 4)}" height="${f(r * 4)}" fill="#fff"/><circle cx="${f(x + r * phase * 1.6)}" cy="${f(y - r * 0.35)}" r="${f(r * 0.92)}" fill="#000"/></mask>`);
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 5)}" fill="${g.url}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${color}" mask="url(#${mid})"/>`;
}

/** Four-point sparkle star. */
export function sparkle(x, y, r, fill = '#FFFFFF', op = 1) {
  const k = r * 0.18;
  return `<path d="M${f(x)} ${f(y - r)} Q${f(x + k)} ${f(y - k)} ${f(x + r)} ${f(y)} Q${f(x + k)} ${f(y + k)} ${f(x)} ${f(y + r)} Q${f(x - k)} ${f(y + k)} ${f(x - r)} ${f(y)} Q${f(x - k)} ${f(y - k)} ${f(x)} ${f(y - r)}Z" fill="${fill}" opacity="${op}"/>`;
}

export function stars(R, { x = 0, y = 0, w, h, n = 200, big = 10, fade = true } = {}) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const sx = x + R() * w;
    const sy = y + Math.pow(R(), fade ? 1.6 : 1) * h;
    const r = R.range(0.8, 2.6) * (w / 1920);
    s += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(r)}" fill="#FFFFFF" opacity="${f(R.range(0.35, 1))}"/>`;
  }
  for (let i = 0; i < big; i++) {
    s += sparkle(x + R() * w, y + Math.pow(R(), 1.5) * h * 0.8, R.range(8, 18) * (w / 1920), '#FFFBEA', R.range(0.7, 1));
  }
  return s;
}

/** Milky-way band: soft blurred ellipse with dense tiny stars. */
export function milkyWay(cv, R, x, y, w, h, angle = -18) {
  const b = cv.def(blur(h * 0.25));
  let s = `<g transform="rotate(${angle} ${f(x + w / 2)} ${f(y + h / 2)})"><ellipse cx="${f(x + w / 2)}" cy="${f(y + h / 2)}" rx="${f(w / 2)}" ry="${f(h / 2)}" fill="#8FB6E8" opacity="0.28" filter="${b.url}"/>`;
  for (let i = 0; i < 260; i++) {
    const u = R();
    const v = (R() + R() + R()) / 3;
    s += `<circle cx="${f(x + u * w)}" cy="${f(y + v * h)}" r="${f(R.range(0.6, 1.8) * (w / 2400))}" fill="#FFFFFF" opacity="${f(R.range(0.3, 0.9))}"/>`;
  }
  return s + '</g>';
}

/**
 * Cumulus cloud: rows of lobes stacked into a rounded mound (or a tall tower),
 * flat base, three-tone cel shading. (x,y) = base centre, w = width, h = height.
 */
export function cloud(cv, S, R, x, y, w, h, { color, shade, op = 1, tower = false } = {}) {
  const top = color || S.c('#FFFFFF', 0.7);
  const bot = shade || S.c(mix('#FFFFFF', S.P.sky[1], 0.42), 0.9);
  const midc = mix(top, bot, 0.45);
  const blobs = [];
  const rows = tower ? 6 : 3;
  for (let r = 0; r < rows; r++) {
    const t = r / rows;
    const rw = w * (tower ? 1 - 0.7 * Math.pow(t, 0.8) : 1 - 0.55 * t) * R.range(0.9, 1.05) - (tower ? h / 4.6 : h / 2.4);
    const cxr = x + (tower ? R.range(-0.06, 0.06) * w * t : R.range(-0.08, 0.08) * w);
    const lobeR = (tower ? h / 4.6 : h / 2.4) * (1 - 0.3 * t);
    const n = Math.max(2, Math.round(rw / (lobeR * 0.95)));
    const ry = y - lobeR * 0.55 - t * h * (tower ? 1 : 0.9);
    for (let i = 0; i < n; i++) {
      const u = n === 1 ? 0.5 : i / (n - 1);
      const edge = 1 - 0.3 * Math.abs(u - 0.5) * 2;
      blobs.push([cxr - rw / 2 + u * rw + R.range(-0.25, 0.25) * lobeR, ry + R.range(-0.3, 0.2) * lobeR - Math.sin(u * Math.PI) * lobeR * 0.4, lobeR * R.range(0.85, 1.15) * edge]);
    }
  }
  const cid = `cc${cv.defs.length}x`;
  cv.def(`<clipPath id="${cid}"><rect x="${f(x - w)}" y="${f(y - h * 3)}" width="${f(w * 2)}" height="${f(h * 3)}"/></clipPath>`);
  const circles = (fill, dx, dy, k) => blobs.map(([bx, by, r]) => `<circle cx="${f(bx + dx * r)}" cy="${f(by + dy * r)}" r="${f(r * k)}" fill="${fill}"/>`).join('');
  return `<g clip-path="url(#${cid})" opacity="${op}">${circles(bot, 0, 0, 1)}` +
    `${circles(midc, -0.06, -0.16, 0.98)}` +
    `${circles(top, -0.1, -0.3, 0.96)}</g>`;
}

export function rain(R, w, h, { n = 380, color = '#E6EEF5', op = 0.45, angle = 12, len = 60 } = {}) {
  let s = `<g opacity="${op}" stroke="${color}" stroke-linecap="round">`;
  const dx = Math.tan((angle * Math.PI) / 180) * len;
  for (let i = 0; i < n; i++) {
    const x = R() * (w + 200) - 100;
    const y = R() * h;
    const l = len * R.range(0.6, 1.3);
    s += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x - dx * (l / len))}" y2="${f(y + l)}" stroke-width="${f(R.range(1.5, 3.2) * (w / 1920))}"/>`;
  }
  return s + '</g>';
}

export function rainbow(cv, x, y, r, w, op = 0.45) {
  const cols = ['#E94B5A', '#FF8A3D', '#FFD54A', '#6CCB6A', '#4FA3E0', '#5A6FD0', '#8A5FC0'];
  let s = `<g opacity="${op}" fill="none">`;
  cols.forEach((c, i) => {
    const rr = r - i * w;
    s += `<path d="M${f(x - rr)} ${f(y)} A${f(rr)} ${f(rr)} 0 0 1 ${f(x + rr)} ${f(y)}" stroke="${c}" stroke-width="${f(w + 1)}"/>`;
  });
  const b = cv.def(blur(w * 0.6));
  return `<g filter="${b.url}">${s}</g></g>`;
}

export function firework(R, x, y, r, color, { rays = 28, op = 1 } = {}) {
  let s = `<g opacity="${op}" stroke-linecap="round">`;
  const g2 = light(color, 0.5);
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * Math.PI * 2 + R.range(-0.05, 0.05);
    const r1 = r * R.range(0.25, 0.4);
    const r2 = r * R.range(0.85, 1.05);
    s += `<line x1="${f(x + Math.cos(a) * r1)}" y1="${f(y + Math.sin(a) * r1)}" x2="${f(x + Math.cos(a) * r2)}" y2="${f(y + Math.sin(a) * r2 + r * 0.05)}" stroke="${color}" stroke-width="${f(r * 0.022)}"/>`;
    s += `<circle cx="${f(x + Math.cos(a) * r2 * 1.06)}" cy="${f(y + Math.sin(a) * r2 * 1.06 + r * 0.08)}" r="${f(r * 0.02)}" fill="${g2}" stroke="none"/>`;
  }
  for (let i = 0; i < rays; i++) {
    const a = ((i + 0.5) / rays) * Math.PI * 2;
    const rr = r * 0.6;
    s += `<circle cx="${f(x + Math.cos(a) * rr)}" cy="${f(y + Math.sin(a) * rr)}" r="${f(r * 0.018)}" fill="#FFFFFF" stroke="none"/>`;
  }
  return s + `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.08)}" fill="${g2}" opacity="0.8"/></g>`;
}

export function shootingStar(cv, x, y, len, angle = 25, w = 6) {
  const a = (angle * Math.PI) / 180;
  const x2 = x - Math.cos(a) * len;
  const y2 = y - Math.sin(a) * len;
  const g = cv.def(lin([[0, '#FFFFFF', 0], [0.8, '#CFE6FF', 0.6], [1, '#FFFFFF', 1]], { x1: x2, y1: y2, x2: x, y2: y, units: 'userSpaceOnUse' }));
  return `<path d="M${f(x2)} ${f(y2)} L${f(x + Math.sin(a) * w)} ${f(y - Math.cos(a) * w)} L${f(x - Math.sin(a) * w)} ${f(y + Math.cos(a) * w)} Z" fill="${g.url}"/>` + sparkle(x, y, w * 5, '#FFFFFF');
}

/** Soft diagonal light rays from a point (for noon/“anime” sparkle). */
export function rays(cv, x, y, len, { n = 7, color = '#FFFFFF', op = 0.12, spread = 70, start = 20 } = {}) {
  let s = `<g opacity="${op}">`;
  for (let i = 0; i < n; i++) {
    const a = ((start + (i / (n - 1)) * spread) * Math.PI) / 180;
    const wa = 0.035 + (i % 3) * 0.02;
    s += `<path d="M${f(x)} ${f(y)} L${f(x + Math.cos(a - wa) * len)} ${f(y + Math.sin(a - wa) * len)} L${f(x + Math.cos(a + wa) * len)} ${f(y + Math.sin(a + wa) * len)}Z" fill="${color}"/>`;
  }
  return s + '</g>';
}

/** Music notes scattered. */
export function note(x, y, s, fill, kind = 0, rot = 0) {
  const head = (hx, hy) => `<ellipse cx="${f(hx)}" cy="${f(hy)}" rx="${f(s * 0.34)}" ry="${f(s * 0.25)}" transform="rotate(-22 ${f(hx)} ${f(hy)})"/>`;
  let d = '';
  if (kind === 0) {
    // eighth note
    d = head(x, y) + `<rect x="${f(x + s * 0.25)}" y="${f(y - s * 1.25)}" width="${f(s * 0.09)}" height="${f(s * 1.25)}"/>` +
      `<path d="M${f(x + s * 0.33)} ${f(y - s * 1.25)} C${f(x + s * 0.45)} ${f(y - s * 0.95)} ${f(x + s * 0.95)} ${f(y - s * 0.9)} ${f(x + s * 0.7)} ${f(y - s * 0.35)} C${f(x + s * 0.8)} ${f(y - s * 0.8)} ${f(x + s * 0.5)} ${f(y - s * 0.85)} ${f(x + s * 0.33)} ${f(y - s * 0.95)}Z"/>`;
  } else if (kind === 1) {
    // beamed pair
    const x2 = x + s * 0.9;
    d = head(x, y) + head(x2, y - s * 0.15) +
      `<rect x="${f(x + s * 0.25)}" y="${f(y - s * 1.2)}" width="${f(s * 0.09)}" height="${f(s * 1.2)}"/>` +
      `<rect x="${f(x2 + s * 0.25)}" y="${f(y - s * 1.35)}" width="${f(s * 0.09)}" height="${f(s * 1.2)}"/>` +
      `<path d="M${f(x + s * 0.25)} ${f(y - s * 1.2)} L${f(x2 + s * 0.34)} ${f(y - s * 1.35)} L${f(x2 + s * 0.34)} ${f(y - s * 1.12)} L${f(x + s * 0.25)} ${f(y - s * 0.97)}Z"/>`;
  } else {
    // quarter note
    d = head(x, y) + `<rect x="${f(x + s * 0.25)}" y="${f(y - s * 1.25)}" width="${f(s * 0.09)}" height="${f(s * 1.25)}"/>`;
  }
  return `<g fill="${fill}" transform="rotate(${rot} ${f(x)} ${f(y)})">${d}</g>`;
}

export function notes(R, { x, y, w, h, n = 8, size = 40, colors = [C.white], op = 0.9 }) {
  let s = '';
  for (let i = 0; i < n; i++) {
    s += `<g opacity="${f(op * R.range(0.6, 1))}">${note(x + R() * w, y + R() * h, size * R.range(0.7, 1.3), R.pick(colors), R.int(0, 2), R.range(-18, 18))}</g>`;
  }
  return s;
}


/** Seagulls as simple curved strokes. */
export function gulls(R, { x, y, w, h, n = 5, size = 30, color = '#FFFFFF' }) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const gx = x + R() * w;
    const gy = y + R() * h;
    const sz = size * R.range(0.6, 1.3);
    const flap = R.range(0.2, 0.6);
    s += `<path d="M${f(gx - sz)} ${f(gy - sz * flap)} Q${f(gx - sz * 0.5)} ${f(gy - sz * (flap + 0.3))} ${f(gx)} ${f(gy)} Q${f(gx + sz * 0.5)} ${f(gy - sz * (flap + 0.3))} ${f(gx + sz)} ${f(gy - sz * flap)}" fill="none" stroke="${color}" stroke-width="${f(sz * 0.14)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  return s;
}
