// npm run bench:chunks — what the first-load JavaScript of each route is made of.
//
//   node bench/chunks.mjs [--out DIR] [--top 15] [--keep]
//
// Without --out it copies the site to a temporary directory and builds it as the benchmark does (Sentry on, DSN
// pointing at this machine) plus browser source maps, then attributes every byte of every chunk to the package or
// project file it came from (via the maps) and estimates each one's gzip share (its bytes × the chunk's gzip
// ratio). With --out, an existing export is read; without .map files only chunk sizes are listed.
import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { AnyMap, decodedMappings } from '@jridgewell/trace-mapping';
import { BENCH_SENTRY_DSN, RESULTS, copyRepo, fillMissingImages, gzipSize, run, walk, writeJson } from './lib.mjs';
import { listPages, staticCost } from './measure.mjs';

const { values: opts } = parseArgs({
  options: {
    out: { type: 'string' },
    top: { type: 'string', default: '15' },
    keep: { type: 'boolean', default: false },
    'placeholder-images': { type: 'boolean', default: false },
  },
});
const log = (...a) => console.error('[bench:chunks]', ...a);

let outDir = opts.out ? resolve(opts.out) : null;
let copy = null;
if (!outDir) {
  copy = join(tmpdir(), `bench-chunks-${process.pid}`);
  rmSync(copy, { recursive: true, force: true });
  copyRepo(copy);
  if (opts['placeholder-images']) log(`placeholders for ${(await fillMissingImages(copy)).length} missing images`);
  // Source maps for this analysis only (the benchmark itself measures the build without them).
  appendFileSync(join(copy, 'next.config.js'), '\nmodule.exports.productionBrowserSourceMaps = true;\n');
  log(`building ${copy} with source maps…`);
  // `next build` only: the search index and image variants that `npm run build` adds do not change the JavaScript.
  const { code, output } = await run(join(copy, 'node_modules/.bin/next'), ['build'], {
    cwd: copy,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_SENTRY_DSN: BENCH_SENTRY_DSN },
    quiet: true,
  });
  if (code !== 0) throw new Error(`build failed:\n${output.slice(-3000)}`);
  outDir = join(copy, 'out');
}

/** `turbopack:///[project]/node_modules/@sentry/core/build/…` → `@sentry/core`; project files keep their path. */
function ownerOf(source) {
  const s = source.replace(/^.*?\[project\]\//, '').replace(/^webpack:\/\/\/?/, '');
  const nm = s.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = s.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (s.startsWith('[turbopack]') || s.includes('turbopack')) return '(turbopack runtime)';
  return s;
}

const cache = new Map();
/** Bytes of one chunk by owner (package or project file), scaled to the chunk's gzip size. */
function chunkBreakdown(file) {
  if (cache.has(file)) return cache.get(file);
  const code = readFileSync(join(outDir, file), 'utf8');
  const raw = Buffer.byteLength(code);
  const gzip = gzipSize(code);
  /** @type {Map<string, number>} */
  const owners = new Map();
  // The map is named by its own hash (`//# sourceMappingURL=…`); `next build` leaves it in .next/static/ and the
  // export copies only the chunks.
  const mapName = code.match(/\/\/# sourceMappingURL=([^\s]+)\s*$/)?.[1] ?? `${basename(file)}.map`;
  const mapFile = [join(outDir, dirname(file), mapName), join(outDir, '..', '.next', dirname(file).replace(/^_next\/?/, ''), mapName)].find(existsSync);
  if (mapFile) {
    const map = new AnyMap(readFileSync(mapFile, 'utf8'));
    const lines = code.split('\n');
    const segments = decodedMappings(map);
    let mapped = 0;
    segments.forEach((segs, line) => {
      const text = lines[line] ?? '';
      const sorted = [...segs].sort((a, b) => a[0] - b[0]);
      sorted.forEach((seg, i) => {
        const end = i + 1 < sorted.length ? sorted[i + 1][0] : text.length;
        const bytes = Buffer.byteLength(text.slice(seg[0], end));
        const owner = seg.length > 1 ? ownerOf(map.resolvedSources[seg[1]] ?? map.sources[seg[1]] ?? '?') : '(unmapped)';
        owners.set(owner, (owners.get(owner) ?? 0) + bytes);
        mapped += bytes;
      });
    });
    if (raw > mapped) owners.set('(unmapped)', (owners.get('(unmapped)') ?? 0) + raw - mapped);
  } else {
    owners.set(`(no source map) ${file}`, raw);
  }
  const result = { file, raw, gzip, owners: [...owners].map(([owner, bytes]) => ({ owner, bytes, gzipEst: (bytes / raw) * gzip })) };
  cache.set(file, result);
  return result;
}

const top = Number(opts.top);
const pages = listPages(outDir);
const byRoute = new Map();
for (const p of pages) if (!byRoute.has(p.page)) byRoute.set(p.page, p);

const report = [];
const md = ['# First-load JavaScript by route and origin', '', `Export: ${outDir}`, ''];
const firstLoadFiles = new Set();
for (const [route, p] of byRoute) {
  const cost = staticCost(outDir, p.file);
  const chunks = cost.scripts.filter((s) => s.src.startsWith('/')).map((s) => chunkBreakdown(s.src.slice(1).split('?')[0]));
  chunks.forEach((c) => firstLoadFiles.add(c.file));
  /** @type {Map<string, {bytes: number, gzipEst: number}>} */
  const owners = new Map();
  for (const c of chunks) for (const o of c.owners) {
    const cur = owners.get(o.owner) ?? { bytes: 0, gzipEst: 0 };
    owners.set(o.owner, { bytes: cur.bytes + o.bytes, gzipEst: cur.gzipEst + o.gzipEst });
  }
  const sorted = [...owners].sort((a, b) => b[1].gzipEst - a[1].gzipEst);
  report.push({ route, path: p.path, jsGzip: cost.jsGzip, chunks: chunks.map((c) => ({ file: c.file, raw: c.raw, gzip: c.gzip })), owners: sorted.map(([owner, v]) => ({ owner, ...v })) });
  md.push(`## \`${route}\` (${p.path}) — ${(cost.jsGzip / 1024).toFixed(1)} kB gzip in ${chunks.length} files`, '');
  md.push('| Origin | raw kB | ≈ gzip kB |', '| --- | --- | --- |');
  for (const [owner, v] of sorted.slice(0, top)) md.push(`| ${owner} | ${(v.bytes / 1024).toFixed(1)} | ${(v.gzipEst / 1024).toFixed(1)} |`);
  const rest = sorted.slice(top).reduce((s, [, v]) => s + v.gzipEst, 0);
  if (rest) md.push(`| (${sorted.length - top} more) | | ${(rest / 1024).toFixed(1)} |`);
  md.push('');
}

// Chunks no HTML loads: fetched later (dynamic imports, prefetch). Shows what was successfully deferred.
const lazy = walk(join(outDir, '_next/static/chunks'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `_next/static/chunks/${f}`)
  .filter((f) => !firstLoadFiles.has(f))
  .map(chunkBreakdown)
  .sort((a, b) => b.gzip - a.gzip);
md.push('## Chunks loaded later (not in any HTML)', '', '| File | gzip kB | Largest origins (≈ gzip kB) |', '| --- | --- | --- |');
for (const c of lazy.slice(0, 20)) {
  const owners = [...c.owners].sort((a, b) => b.gzipEst - a.gzipEst).slice(0, 4).map((o) => `${o.owner} ${(o.gzipEst / 1024).toFixed(1)}`);
  md.push(`| ${c.file.replace('_next/static/chunks/', '')} | ${(c.gzip / 1024).toFixed(1)} | ${owners.join(', ')} |`);
}
md.push('');

writeJson(join(RESULTS, 'chunks-latest.json'), { outDir, routes: report, lazy: lazy.map((c) => ({ file: c.file, gzip: c.gzip, owners: c.owners })) });
writeFileSync(join(RESULTS, 'chunks-latest.md'), md.join('\n'));
console.log(md.join('\n'));
if (copy && !opts.keep) rmSync(copy, { recursive: true, force: true });
else if (copy) log(`kept ${copy}`);
