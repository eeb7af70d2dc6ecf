#!/usr/bin/env node
// Draws the images of the test series in fixtures/series/public/images/: flat colours and one shape each, at a
// fraction of the real sizes but in the same proportions, so every file stays a few hundred bytes. Run by hand when
// the fixture needs another image; the build never runs it.
//
//   node tools/fixture-series-art.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'series', 'public', 'images');

/** Night sky, rocket red, signal yellow, pale cloud. */
const C = { sky: '#1d2b53', red: '#d9434b', yellow: '#f2c14e', cloud: '#e8edf5', green: '#3c8d5a' };

/** A rocket (a body, a nose and a fin) in a w×h box. */
const rocket = (w, h, colour = C.red) => {
  const x = w / 2;
  const s = Math.min(w, h) / 4;
  return `<path d="M${x} ${h / 2 - s * 1.4} L${x + s / 2} ${h / 2 - s / 2} L${x + s / 2} ${h / 2 + s} L${x - s / 2} ${h / 2 + s} L${x - s / 2} ${h / 2 - s / 2} Z" fill="${colour}"/>`;
};

/** An image: `w`×`h` of `background` with `shapes` (SVG) on it. */
const draw = (w, h, background, shapes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${background}"/>${shapes}</svg>`;

const IMAGES = {
  'common/logo.png': draw(200, 70, C.cloud, `<rect x="10" y="25" width="180" height="20" fill="${C.sky}"/>${rocket(40, 70)}`),
  'common/ogp.png': draw(240, 126, C.sky, rocket(240, 126)),
  'common/apple-touch-icon.png': draw(180, 180, C.sky, rocket(180, 180)),
  'top/kv.png': draw(320, 180, C.sky, `<rect y="140" width="320" height="40" fill="${C.green}"/>${rocket(320, 180)}`),
  'top/kv-sp.png': draw(144, 300, C.sky, `<rect y="240" width="144" height="60" fill="${C.green}"/>${rocket(144, 300)}`),
  ...Object.fromEntries(
    // The series has DISC off (site.json `sections`), and CHARACTER, its renamed MEMBER, drawn as text.
    ['news', 'story', 'onair', 'cast', 'music', 'x'].map((id, i) => [
      `menu/${id}.png`,
      draw(160, 40, C.cloud, `<rect x="8" y="12" width="${40 + i * 12}" height="16" fill="${C.sky}"/>`),
    ]),
  ),
  ...Object.fromEntries(
    [
      ['akari-main', C.red],
      ['akari-alt', C.red],
      ['kou-main', C.sky],
      ['yuzu-main', C.yellow],
      ['yuzu-alt', C.yellow],
      ['kurahashi-main', C.green],
    ].map(([name, colour]) => [`member/${name}.png`, draw(90, 120, C.cloud, `<circle cx="45" cy="40" r="20" fill="${colour}"/><rect x="20" y="65" width="50" height="55" fill="${colour}"/>`)]),
  ),
  ...Object.fromEntries(
    ['story/ep01-1', 'story/ep01-2', 'story/ep02-1', 'story/ep03-1', 'news/open', 'news/broadcast'].map((name, i) => [
      `${name}.png`,
      draw(160, 90, i % 2 ? C.sky : C.green, rocket(160, 90, i % 2 ? C.yellow : C.red)),
    ]),
  ),
  'music/main-theme.png': draw(100, 100, C.sky, `<rect x="48" y="20" width="4" height="70" fill="${C.cloud}"/>`),
  // The written pages (content/pages/): a menu label, heroes, PV still, wallpapers with their download sizes, an icon.
  'pages/menu-camp.png': draw(160, 40, C.cloud, `<rect x="8" y="12" width="64" height="16" fill="${C.red}"/>`),
  'pages/special-hero.png': draw(320, 180, C.sky, `<rect y="150" width="320" height="30" fill="${C.green}"/>${rocket(320, 180, C.yellow)}`),
  'pages/special-pv.png': draw(160, 90, C.red, `<path d="M70 30 L95 45 L70 60 Z" fill="${C.cloud}"/>`),
  'pages/wall-night.png': draw(160, 90, C.sky, rocket(160, 90)),
  'pages/wall-night-pc.png': draw(192, 108, C.sky, rocket(192, 108)),
  'pages/wall-night-sp.png': draw(108, 192, C.sky, rocket(108, 192)),
  'pages/icon-rocket.png': draw(40, 40, C.cloud, rocket(40, 40)),
  'pages/camp-hero.png': draw(320, 180, C.green, rocket(320, 180, C.cloud)),
  'pages/camp-wall.png': draw(160, 90, C.green, rocket(160, 90, C.yellow)),
  'pages/camp-wall-pc.png': draw(192, 108, C.green, rocket(192, 108, C.yellow)),
};

for (const [file, svg] of Object.entries(IMAGES)) {
  const target = join(OUT, file);
  mkdirSync(dirname(target), { recursive: true });
  await sharp(Buffer.from(svg)).png({ palette: true, colours: 8, compressionLevel: 9 }).toFile(target);
}
// The favicon is a vector file, written as it is.
writeFileSync(join(OUT, 'common/icon.svg'), `${draw(32, 32, C.sky, rocket(32, 32)).replace('<svg ', '<svg viewBox="0 0 32 32" ')}\n`);
console.log(`${Object.keys(IMAGES).length + 1} images in ${OUT}`);
