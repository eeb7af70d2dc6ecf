// Scene scaffolding shared by all illustrated sets.
import { Canvas, rng, resetUid } from './util.mjs';
import { lighting } from './sky.mjs';

/** New canvas + lighting + seeded PRNG (seed = output name, so each image is stable on its own). */
export function scene(w, h, tod, seed) {
  resetUid();
  return { cv: new Canvas(w, h), S: lighting(tod), R: rng(seed), w, h };
}

/** Soft vignette / colour-grade overlay used to finish scenes. */
export function grade(cv, { color = '#0B2545', op = 0.18, top = null, topOp = 0.0 } = {}) {
  const id = `vg${cv.defs.length}`;
  cv.def(`<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="${color}" stop-opacity="0"/><stop offset="1" stop-color="${color}" stop-opacity="${op}"/></radialGradient>`);
  let s = `<rect width="${cv.w}" height="${cv.h}" fill="url(#${id})"/>`;
  if (top) {
    const id2 = `tg${cv.defs.length}`;
    cv.def(`<linearGradient id="${id2}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}" stop-opacity="${topOp}"/><stop offset="0.6" stop-color="${top}" stop-opacity="0"/></linearGradient>`);
    s += `<rect width="${cv.w}" height="${cv.h}" fill="url(#${id2})"/>`;
  }
  return s;
}
