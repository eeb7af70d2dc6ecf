// npm run bench:images — what the image pipeline saves and costs (CONTRIBUTING.md, "Images"). Build first.
// 1. Per page, the image bytes Chromium downloads at 390px and at 1280px (first screen, then scrolled to the end)
//    against the bytes of the originals those images come from (what the unoptimised site sent).
// 2. The image step's cold time (empty cache) and warm time (nothing changed) on the current out/.
// Options: --port 3190  --pages /,/member/  --no-step (skip 2)  --json bench/results/images.json
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from '../e2e/browser.mjs';
import { ROUTES } from '../e2e/routes.mjs';
import { writeImageVariants } from '../build/images/variants.ts';
import manifestLib from '../build/images/manifest.cjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.BENCH_PORT || '3190' },
    pages: { type: 'string' },
    'no-step': { type: 'boolean', default: false },
    json: { type: 'string', default: 'bench/results/images.json' },
  },
});

if (!existsSync('out/index.html')) {
  console.error('out/ がありません。先に npm run build を実行してください。');
  process.exit(1);
}

const config = manifestLib.imageConfig;
const manifest = manifestLib.buildManifest({ publicDir: 'public' });
/** hash → original's site path and size. */
const byHash = new Map(Object.entries(manifest).map(([src, entry]) => [entry.hash, { src, bytes: statSync(join('public', src)).size }]));
const original = (url) => byHash.get(/\.([0-9a-f]{10})\.\d+\.(?:avif|webp)$/.exec(new URL(url).pathname)?.[1] ?? '');

const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const pct = (part, whole) => (whole ? `${((100 * part) / whole).toFixed(0)}%` : '–');

async function measurePages(baseUrl, pages) {
  const rows = [];
  for (const [label, viewport] of [
    ['390', { width: 390, height: 844, deviceScaleFactor: 2 }],
    ['1280', { width: 1280, height: 800, deviceScaleFactor: 1 }],
  ]) {
    const { width, height, deviceScaleFactor } = viewport;
    const browser = await launch({ viewport: { width, height }, deviceScaleFactor });
    for (const path of pages) {
      const page = await browser.context.newPage();
      /** @type {Map<string, number>} */
      const images = new Map();
      const pendingBodies = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'image' || response.url().startsWith('data:')) return;
        pendingBodies.push(
          response
            .body()
            .then((body) => images.set(response.url(), body.length))
            .catch(() => {}),
        );
      });
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
      await Promise.all(pendingBodies);
      const firstScreen = [...images.values()].reduce((a, b) => a + b, 0);
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 80));
        }
      });
      await page.waitForLoadState('networkidle');
      await Promise.all(pendingBodies);
      const all = [...images.values()].reduce((a, b) => a + b, 0);
      const originals = new Map();
      for (const url of images.keys()) {
        const source = original(url);
        if (source) originals.set(source.src, source.bytes);
      }
      const originalBytes = [...originals.values()].reduce((a, b) => a + b, 0);
      rows.push({ viewport: `${label}px @${deviceScaleFactor}x`, path, files: images.size, firstScreen, all, originals: originals.size, originalBytes });
      await page.close();
    }
    await browser.close();
  }
  return rows;
}

/** Runs the image step twice on a copy of out/ (so a server or a test reading out/ is not disturbed). */
async function measureStep() {
  const work = mkdtempSync(join(tmpdir(), 'bench-images-'));
  const outDir = join(work, 'out');
  const cacheDir = join(work, 'cache');
  try {
    cpSync('out', outDir, { recursive: true });
    const quiet = () => {};
    const cold = await writeImageVariants({ outDir, cacheDir, log: quiet });
    const warm = await writeImageVariants({ outDir, cacheDir, log: quiet });
    return { cold, warm };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.mjs', '--port', values.port, '--dir', 'out'], { stdio: ['ignore', 'pipe', 'inherit'] });
await once(server.stdout, 'data');
let rows;
try {
  rows = await measurePages(`http://127.0.0.1:${values.port}`, values.pages ? values.pages.split(',') : ROUTES);
} finally {
  server.kill();
}

console.log('\nImage bytes downloaded per page (variants) vs the originals they come from');
console.log('viewport      page                 files  first screen   whole page   originals (count)   saved');
for (const r of rows) {
  console.log(
    `${r.viewport.padEnd(13)} ${r.path.padEnd(20)} ${String(r.files).padStart(5)}  ${kb(r.firstScreen).padStart(12)} ${kb(r.all).padStart(12)}   ${kb(r.originalBytes).padStart(10)} (${String(r.originals).padStart(2)})   ${pct(r.originalBytes - r.all, r.originalBytes).padStart(5)}`,
  );
}
const totals = {};
for (const r of rows) {
  totals[r.viewport] ??= { all: 0, originalBytes: 0 };
  totals[r.viewport].all += r.all;
  totals[r.viewport].originalBytes += r.originalBytes;
}
for (const [viewport, t] of Object.entries(totals)) {
  console.log(`total ${viewport}: ${kb(t.all)} of variants vs ${kb(t.originalBytes)} of originals (${pct(t.originalBytes - t.all, t.originalBytes)} saved)`);
}

let step = null;
if (!values['no-step']) {
  console.log('\nImage step (build/images/variants.ts) on this out/: cold = empty cache, warm = nothing changed …');
  step = await measureStep();
  for (const [name, r] of Object.entries(step)) {
    console.log(`${name}: ${r.seconds.toFixed(1)} s — ${r.images} originals, ${r.files} files, ${r.encoded} encoded, ${r.reused} from cache`);
  }
  console.log(`originals ${kb(step.cold.originalBytes)}, all variants together ${kb(step.cold.variantBytes)} (formats: ${config.formats.join(', ')})`);
}

mkdirSync(dirname(values.json), { recursive: true });
writeFileSync(values.json, `${JSON.stringify({ date: new Date().toISOString(), formats: config.formats, pages: rows, step }, null, 2)}\n`);
console.log(`\n→ ${values.json}`);
