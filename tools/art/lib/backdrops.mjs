// Reusable backgrounds: member colour panels and generic seaside views.
import { C, mix, lin, rad, f } from './util.mjs';
import { skyRect, sun, moon, stars, cloud, notes, sparkle, gulls } from './sky.mjs';
import { sea, islands, town, lighthouse, breakwater } from './land.mjs';
import { SANS } from './text.mjs';

/** Member-colour portrait panel with rings, halftone, waves and a faint vertical name. */
export function colourPanel(cv, R, col, name, { w = cv.w, h = cv.h } = {}) {
  const top = mix(col, '#FFFFFF', 0.86);
  const bot = mix(col, '#FFFFFF', 0.5);
  const g = cv.def(lin([[0, top], [0.6, mix(col, '#FFFFFF', 0.72)], [1, bot]]));
  let s = `<rect width="${w}" height="${h}" fill="${g.url}"/>`;
  // diagonal light stripes
  for (let i = -4; i < 10; i++) {
    const x = i * 180;
    s += `<path d="M${x} 0 L${x + 70} 0 L${x + 70 - h * 0.5} ${h} L${x - h * 0.5} ${h}Z" fill="#FFFFFF" opacity="0.16"/>`;
  }
  // big halo circle + rings behind the head
  const cx = w * 0.56;
  const cy = h * 0.3;
  const halo = cv.def(rad([[0, '#FFFFFF', 0.95], [0.55, '#FFFFFF', 0.5], [1, '#FFFFFF', 0]]));
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(w * 0.5)}" fill="${halo.url}"/>`;
  for (const [r, sw, op] of [[w * 0.36, 3, 0.7], [w * 0.42, 10, 0.35], [w * 0.6, 2, 0.5]]) {
    s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="#FFFFFF" stroke-width="${sw}" opacity="${op}"/>`;
  }
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(w * 0.48)}" fill="none" stroke="${col}" stroke-width="3" stroke-dasharray="4 18" opacity="0.45"/>`;
  // halftone corner
  for (let yy = 0; yy < 12; yy++) {
    for (let xx = 0; xx < 12; xx++) {
      const r = Math.max(0, 9 - (xx + yy) * 0.55);
      if (r > 0.6) s += `<circle cx="${f(w - 24 - xx * 30 - (yy % 2) * 15)}" cy="${f(24 + yy * 26)}" r="${f(r)}" fill="${col}" opacity="0.28"/>`;
    }
  }
  // vertical faint name
  s += `<text x="0" y="0" transform="translate(${f(w * 0.13)} ${f(h * 0.06)}) rotate(90)" font-family="${SANS}" font-weight="700" font-size="${f(w * 0.2)}" letter-spacing="${f(w * 0.01)}" fill="#FFFFFF" opacity="0.6">${name}</text>`;
  // wave bands at bottom
  const band = (y, amp, per, fill, op) => {
    let d = `M0 ${y}`;
    for (let x = 0; x <= w; x += per) d += ` Q${x + per / 4} ${y - amp} ${x + per / 2} ${y} T${x + per} ${y}`;
    return `<path d="${d} L${w} ${h} L0 ${h}Z" fill="${fill}" opacity="${op}"/>`;
  };
  s += band(h * 0.84, 18, 240, mix(col, '#FFFFFF', 0.35), 0.5);
  s += band(h * 0.89, 14, 200, col, 0.45);
  s += band(h * 0.94, 10, 160, mix(col, '#FFFFFF', 0.6), 0.8);
  s += notes(R, { x: w * 0.05, y: h * 0.12, w: w * 0.9, h: h * 0.55, n: 9, size: w * 0.045, colors: ['#FFFFFF', col, C.warn], op: 0.75 });
  for (let i = 0; i < 12; i++) s += sparkle(R() * w, R() * h * 0.8, R.range(8, 22), '#FFFFFF', R.range(0.6, 1));
  return s;
}

/** Generic seaside view (sky, clouds, sea, far coast); returns SVG. */
export function seaView(cv, S, R, { horizon, sunPos = null, moonPos = null, clouds = 'summer', coast = 'left', lighthouseAt = null, starsOn = false, w = cv.w, h = cv.h }) {
  let s = skyRect(cv, S, { horizon: horizon / h });
  if (starsOn) s += stars(R, { w, h: horizon * 0.9, n: Math.round(w / 8), big: 12 });
  if (sunPos) s += sun(cv, S, sunPos[0], sunPos[1], sunPos[2] || w * 0.03, { glow: 7 });
  if (moonPos) s += moon(cv, S, moonPos[0], moonPos[1], moonPos[2] || w * 0.025);
  if (clouds === 'summer') {
    s += cloud(cv, S, R, w * 0.12, horizon + 6, w * 0.34, h * 0.38, { tower: true });
    s += cloud(cv, S, R, w * 0.92, horizon + 6, w * 0.36, h * 0.32, { tower: true });
    s += cloud(cv, S, R, w * 0.55, horizon + 6, w * 0.3, h * 0.1);
    s += cloud(cv, S, R, w * 0.4, h * 0.16, w * 0.14, h * 0.04, { op: 0.8 });
  } else if (clouds === 'soft') {
    s += cloud(cv, S, R, w * 0.25, horizon + 6, w * 0.4, h * 0.12);
    s += cloud(cv, S, R, w * 0.8, horizon + 6, w * 0.35, h * 0.16);
    s += cloud(cv, S, R, w * 0.62, h * 0.2, w * 0.16, h * 0.04, { op: 0.7 });
  }
  if (!S.dark && clouds !== 'none') s += gulls(R, { x: w * 0.55, y: h * 0.12, w: w * 0.3, h: h * 0.15, n: 3, size: w * 0.012, color: S.c('#FFFFFF') });
  s += islands(S, R, { y: horizon, x0: w * 0.3, x1: w * 0.8, h: h * 0.03, n: 2 });
  if (coast === 'left') s += town(cv, S, R, { x0: -w * 0.05, x1: w * 0.3, base: horizon + h * 0.012, h: h * 0.12, lit: S.dark });
  if (coast === 'right') s += town(cv, S, R, { x0: w * 0.7, x1: w * 1.05, base: horizon + h * 0.012, h: h * 0.12, lit: S.dark });
  const refl = sunPos ? sunPos[0] : moonPos ? moonPos[0] : null;
  s += sea(cv, S, R, { y: horizon, sunX: refl, glitter: Math.round(w / 10) });
  if (lighthouseAt) {
    s += breakwater(S, R, { x0: lighthouseAt - w * 0.08, x1: lighthouseAt + w * 0.2, top: horizon + h * 0.018, depth: h * 0.006, face: h * 0.012, tetrapods: false });
    s += lighthouse(S, lighthouseAt, horizon + h * 0.015, h * 0.12, { lit: S.dark });
  }
  return s;
}

