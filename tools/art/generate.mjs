#!/usr/bin/env node
// Regenerates every illustration in public/images from code (deterministic, seeded).
// Usage: node tools/art/generate.mjs [set ...]   sets: brand kv member story jacket news
import { fileURLToPath } from 'node:url';
import { dirname, resolve, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const out = (rel) => join(root, 'public', 'images', rel);

const SETS = {
  brand: () => import('./sets/brand.mjs'),
  kv: () => import('./sets/kv.mjs'),
  member: () => import('./sets/member.mjs'),
  story: () => import('./sets/story.mjs'),
  jacket: () => import('./sets/jacket.mjs'),
  news: () => import('./sets/news.mjs'),
};

const wanted = process.argv.slice(2);
for (const w of wanted) if (!SETS[w]) throw new Error(`unknown set "${w}" (have: ${Object.keys(SETS).join(', ')})`);
const names = wanted.length ? wanted : Object.keys(SETS);
const t0 = Date.now();
for (const name of names) {
  const t = Date.now();
  const mod = await SETS[name]();
  const done = await mod.build(out, root);
  console.log(`${name}: ${done.length} file(s) in ${((Date.now() - t) / 1000).toFixed(1)}s`);
}
console.log(`done in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
