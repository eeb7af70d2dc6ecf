// Helpers shared by the benchmark scripts (bench/README.md). Node built-ins only, plus the repo's own serve script.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH = join(ROOT, 'bench');
export const RESULTS = join(BENCH, 'results');

/** Ports of the benchmark (one range, so it never collides with the e2e server on 3100). */
export const PORTS = { site: 3191, baseline: 3192, siteTls: 3193, baselineTls: 3194, sentrySink: 3199 };

/**
 * A Sentry DSN that points at a sink on this machine: the build includes Sentry exactly as production does, and
 * whatever the SDK sends is answered locally (no request leaves the machine, no console error from a refused
 * connection).
 */
export const BENCH_SENTRY_DSN = `http://0123456789abcdef0123456789abcdef@127.0.0.1:${PORTS.sentrySink}/1`;

/** Top-level entries never copied into a temporary copy of the repository. */
const COPY_SKIP = new Set(['node_modules', '.next', 'out', 'out.previous', '.git', 'coverage', 'test-results']);

/**
 * Gives `dir` the repository's node_modules as hard links (`cp -al`: a second or two, no extra disk). A symlink
 * does not do: Turbopack refuses packages that resolve outside the project root. Never modify files in it — they
 * are the same files as the repository's.
 */
export function linkNodeModules(dir) {
  const { status, stderr } = spawnSync('cp', ['-al', join(ROOT, 'node_modules'), join(dir, 'node_modules')], { encoding: 'utf8' });
  if (status !== 0) throw new Error(`cp -al node_modules failed: ${stderr}`);
}

/**
 * Copies the repository to `dest` for a build that must not touch the shared .next/ and out/: sources and the
 * image cache (.cache/), node_modules hard-linked. bench/ is copied without its build output and results.
 * @param {string} dest
 */
export function copyRepo(dest) {
  mkdirSync(dest, { recursive: true });
  for (const name of readdirSync(ROOT)) {
    if (COPY_SKIP.has(name) || name.endsWith('.tsbuildinfo')) continue;
    cpSync(join(ROOT, name), join(dest, name), {
      recursive: true,
      filter: (src) => {
        const rel = relative(ROOT, src).split(sep).join('/');
        return !/^bench\/(?:results|.*\/(?:\.next|out|node_modules))(?:\/|$)/.test(rel);
      },
    });
  }
  linkNodeModules(dest);
}

/** gzip size (level 9, like a CDN's static pre-compression) of a buffer or string. */
export function gzipSize(data) {
  return gzipSync(data, { level: 9 }).length;
}

/** Every file under `dir`, as paths relative to it (posix separators). */
export function walk(dir, base = dir) {
  /** @type {string[]} */
  const files = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) files.push(...walk(full, base));
    else files.push(relative(base, full).split(sep).join('/'));
  }
  return files;
}

/**
 * Runs a command, streaming its output with a prefix; resolves with the exit code.
 * @param {string} cmd @param {string[]} args @param {import('node:child_process').SpawnOptions & {label?: string, quiet?: boolean}} [options]
 */
export function run(cmd, args, options = {}) {
  const { label = cmd, quiet = false, ...spawnOptions } = options;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions });
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (!quiet) process.stderr.write(chunk.toString().replace(/^(?=.)/gm, `  [${label}] `));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, output }));
  });
}

/**
 * Starts `scripts/serve.mjs` (the site's headers and compression, as a CDN would) on `port` for `dir`; with `tls`,
 * over HTTPS with HTTP/2 and a self-signed certificate (`--tls`), as a CDN speaks to browsers.
 * @param {{ tls?: boolean }} [options]
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export async function serve(dir, port, { tls = false } = {}) {
  const args = ['--import', 'tsx', join(ROOT, 'scripts/serve.mjs'), '--port', String(port), '--dir', dir, ...(tls ? ['--tls'] : [])];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`serve.mjs exited: ${log}`);
    try {
      // The certificate is self-signed: wait for the log line instead of fetching over HTTPS.
      if (tls) {
        if (!log.includes(url)) throw new Error('not yet');
      } else await fetch(url);
      return {
        url,
        close: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.on('exit', () => done());
            child.kill('SIGTERM');
          }),
      };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGTERM');
  throw new Error(`serve.mjs did not answer on ${url}: ${log}`);
}

/**
 * A local stand-in for Sentry's ingest endpoint: answers every request with 200 and CORS headers, and counts
 * what it received (so the report can say whether the SDK sent anything during a run).
 */
export function startSentrySink(port = PORTS.sentrySink) {
  let received = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method === 'POST') received++;
      res.writeHead(200, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'POST, OPTIONS',
        'content-type': 'application/json',
      });
      res.end('{}');
    });
  });
  return new Promise((done, fail) => {
    server.on('error', fail);
    server.listen(port, '127.0.0.1', () =>
      done({ received: () => received, close: () => new Promise((r) => server.close(() => r())) }),
    );
  });
}

/** Median of numbers (the mean of the middle two for an even count); null for none. */
export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

export function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

export function writeJson(path, data) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}

/** The machine the numbers were taken on. */
export function machineInfo() {
  const cpu = readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.+)/)?.[1] ?? 'unknown';
  const chromium = spawnSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  return {
    node: process.version,
    cpu,
    cores: readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm)?.length ?? 0,
    memTotalMiB: Math.round(Number(readFileSync('/proc/meminfo', 'utf8').match(/MemTotal:\s+(\d+)/)?.[1] ?? 0) / 1024),
    chromium,
    next: readJson(join(ROOT, 'node_modules/next/package.json')).version,
  };
}

export { existsSync };

/**
 * For a temporary copy only: draws a plain placeholder for every image that content/ or code references but public/ does
 * not have yet (so the benchmark can run while art is still being made). Reports say when this was used.
 * @param {string} dir the copy
 * @returns {Promise<string[]>} the paths that were filled in
 */
export async function fillMissingImages(dir) {
  if (!dir.startsWith('/tmp/')) throw new Error(`refusing to write placeholder images outside /tmp: ${dir}`);
  const { default: sharp } = await import('sharp');
  const paths = new Set();
  const sources = ['content', 'components', 'pages', 'lib'].flatMap((d) => (existsSync(join(dir, d)) ? walk(join(dir, d)).map((f) => `${d}/${f}`) : []));
  for (const file of sources) {
    if (!/\.(?:md|ya?ml|json|tsx?)$/.test(file)) continue;
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/\/images\/[a-z0-9_./-]+\.(?:png|jpe?g|webp)/gi)) paths.add(m[0]);
  }
  /** @type {string[]} */
  const filled = [];
  for (const p of paths) {
    const target = join(dir, 'public', p);
    if (existsSync(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    const img = sharp({ create: { width: 1200, height: 675, channels: 3, background: { r: 120, g: 170, b: 210 } } });
    await (p.endsWith('.png') ? img.png() : p.endsWith('.webp') ? img.webp() : img.jpeg()).toFile(target);
    filled.push(p);
  }
  return filled;
}

function cpuTimes() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const n = fields.map(Number);
  const idle = n[3] + (n[4] ?? 0);
  return { idle, total: n.reduce((s, x) => s + x, 0) };
}

/** Share of all cores that was busy over the next `ms` milliseconds (0 … 1). */
export async function cpuBusy(ms = 1000) {
  const a = cpuTimes();
  await new Promise((r) => setTimeout(r, ms));
  const b = cpuTimes();
  const total = b.total - a.total;
  return total > 0 ? 1 - (b.idle - a.idle) / total : 0;
}

/**
 * Waits until the machine is quiet (other builds finished) before a timing-sensitive run: two consecutive
 * one-second samples under `maxBusy`, or `timeoutMs` at most. Returns the last sample, which the report records.
 */
export async function waitForQuietCpu({ maxBusy = 0.3, timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  let busy = 1;
  while (Date.now() < deadline) {
    busy = await cpuBusy(1000);
    quiet = busy < maxBusy ? quiet + 1 : 0;
    if (quiet >= 2) break;
  }
  return busy;
}
