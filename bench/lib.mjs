// Helpers shared by `npm run bench` and `npm run bench:scale` (bench/README.md). Nothing outside bench/ imports this.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parse } from 'parse5';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH = join(ROOT, 'bench');
export const RESULTS = join(BENCH, 'results');
export const BASELINE = join(BENCH, 'baseline');

/** The environment of every build the benchmark runs. */
export const BUILD_ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** The key of the DSN the site is built with: the SDK is bundled as in production and talks to a local sink. */
const SINK_KEY = '0123456789abcdef0123456789abcdef';
export const sentryDsn = (port) => `http://${SINK_KEY}@127.0.0.1:${port}/1`;

/** Top-level entries never copied into a temporary copy of the repository. */
const COPY_SKIP = new Set(['node_modules', '.next', 'out', 'out.old', '.git', 'coverage', 'test-results']);

/**
 * Gives `dir` the repository's node_modules as hard links (`cp -al`, no extra disk). A symlink does not do:
 * Turbopack refuses packages that resolve outside the project root. Never modify files in it.
 */
export function linkNodeModules(dir) {
  const { status, stderr } = spawnSync('cp', ['-al', join(ROOT, 'node_modules'), join(dir, 'node_modules')], { encoding: 'utf8' });
  if (status !== 0) throw new Error(`cp -al node_modules failed: ${stderr}`);
}

/**
 * Copies the repository to `dest` for a build that must not touch the shared .next/ and out/: the sources and the
 * image cache (.cache/), node_modules hard-linked, bench/ without its build output and results.
 */
export function copyRepo(dest) {
  mkdirSync(dest, { recursive: true });
  for (const name of readdirSync(ROOT)) {
    if (COPY_SKIP.has(name) || name.endsWith('.tsbuildinfo')) continue;
    cpSync(join(ROOT, name), join(dest, name), {
      recursive: true,
      filter: (src) => !/^bench\/(?:results|.*\/(?:\.next|out|node_modules))(?:\/|$)/.test(relative(ROOT, src).split(sep).join('/')),
    });
  }
  linkNodeModules(dest);
}

/** gzip size (level 9, like a CDN's static pre-compression) of a buffer or string. */
export const gzipSize = (data) => gzipSync(data, { level: 9 }).length;

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

/** The text of the first element in a parse5 tree that `match` accepts, or null. */
function findText(node, match) {
  if (match(node)) return node.childNodes?.map((c) => c.value ?? '').join('') ?? '';
  for (const child of node.childNodes ?? node.content?.childNodes ?? []) {
    const found = findText(child, match);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Every page of a static export with the route it was rendered from (`/news/[slug]`, read from the page's
 * `__NEXT_DATA__` with a real HTML parser), its URL path and its size on disk.
 * @returns {{path: string, file: string, route: string, bytes: number}[]}
 */
export function listPages(outDir) {
  const isData = (n) => n.tagName === 'script' && n.attrs.some((a) => a.name === 'id' && a.value === '__NEXT_DATA__');
  return walk(outDir)
    .filter((f) => f.endsWith('.html') && !f.startsWith('_next/') && f !== '404/index.html') // the same page as 404.html
    .map((file) => {
      const html = readFileSync(join(outDir, file), 'utf8');
      const data = findText(parse(html), isData);
      if (data === null) return null; // not a Next page (e.g. a Google site-verification file)
      const path = file === '404.html' ? '/404/' : `/${file.replace(/index\.html$/, '')}`;
      return { path, file, route: JSON.parse(data).page, bytes: html.length };
    })
    .filter((p) => p !== null)
    .sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Runs a command, streaming its output with a prefix unless `quiet`; resolves with the exit code and the output.
 * @param {string} cmd @param {string[]} args @param {import('node:child_process').SpawnOptions & {label?: string, quiet?: boolean}} [options]
 * @returns {Promise<{code: number, output: string}>}
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

/** `port` when given, else a port the system has free at the moment. */
export function freePort(port) {
  if (port) return Promise.resolve(port);
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => done(free));
    });
  });
}

/**
 * Serves `dir` with `npm run serve` (the site's headers and compression, as the CDN does) over HTTPS and HTTP/2 with
 * its throwaway self-signed certificate, as a CDN speaks to browsers; the browser must accept the certificate.
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export async function serve(dir, port, { bare = false } = {}) {
  // Its own process group, so that closing it stops npm and the server npm started.
  const child = spawn('npm', ['run', '--silent', 'serve', '--', '--port', String(port), '--dir', dir, '--tls', ...(bare ? ['--bare'] : [])], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `https://127.0.0.1:${port}/`;
  const close = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.on('exit', () => done());
      process.kill(-child.pid, 'SIGTERM');
    });
  // The certificate is self-signed: wait for the line that names the URL instead of fetching it.
  for (let i = 0; i < 300 && !log.includes(url); i++) {
    if (child.exitCode !== null) throw new Error(`npm run serve exited: ${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!log.includes(url)) {
    await close();
    throw new Error(`npm run serve did not start on ${url}: ${log}`);
  }
  return { url, close };
}

/**
 * A local stand-in for Sentry's ingest endpoint on `port` (0: any free one): answers every request with 200 and
 * CORS headers, so a traced visit makes no failed request, and counts the envelopes it received.
 * @returns {Promise<{port: number, received: () => number, close: () => Promise<void>}>}
 */
export function startSentrySink(port = 0) {
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
      done({ port: server.address().port, received: () => received, close: () => new Promise((r) => server.close(() => r())) }),
    );
  });
}

/** The port of the sink an export was built for (its chunks hold the DSN), or null when it was built without it. */
export function sinkPortOf(outDir) {
  const pattern = new RegExp(`${SINK_KEY}@127\\.0\\.0\\.1:(\\d+)`);
  for (const file of walk(join(outDir, '_next')).filter((f) => f.endsWith('.js'))) {
    const found = readFileSync(join(outDir, '_next', file), 'utf8').match(pattern);
    if (found) return Number(found[1]);
  }
  return null;
}

/** Median of the finite numbers in `values` (the mean of the middle two for an even count); null for none. */
export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/** A Markdown table. */
export const table = (header, rows) => [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`);

/** `a / b` as `1.08×`, or a dash when either is missing. */
export const times = (a, b) => (a == null || !b ? '–' : `${(a / b).toFixed(2)}×`);

/** The head of a report: its title, when and on what machine it was measured, and the table of its targets. */
export const reportHead = (title, date, targetRows) => [
  `# ${title}`,
  '',
  `${date.toISOString()} · ${machineLine(machineInfo())}`,
  '',
  ...table(['Target', 'Result', ''], targetRows),
  '',
];

/**
 * Writes a report as `bench/results/<name>-<date>.{md,json}` and `<name>-latest.{md,json}` (the JSON with the
 * machine's description added), and prints it.
 */
export function writeReport(name, date, markdown, data) {
  mkdirSync(RESULTS, { recursive: true });
  const stamp = date.toISOString().replace(/[:.]/g, '-');
  for (const base of [`${name}-${stamp}`, `${name}-latest`]) {
    writeFileSync(join(RESULTS, `${base}.md`), markdown);
    writeFileSync(join(RESULTS, `${base}.json`), `${JSON.stringify({ date: date.toISOString(), machine: machineInfo(), ...data }, null, 2)}\n`);
  }
  console.log(markdown);
  console.error(`written: bench/results/${name}-${stamp}.md and .json (and ${name}-latest.*)`);
}

/** The machine the numbers were taken on, and how busy it was (load average) when the report was written. */
function machineInfo() {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const [load1, load5] = readFileSync('/proc/loadavg', 'utf8').split(' ').map(Number);
  return {
    node: process.version,
    next: JSON.parse(readFileSync(join(ROOT, 'node_modules/next/package.json'), 'utf8')).version,
    chromium: spawnSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '',
    cpu: cpuinfo.match(/model name\s*:\s*(.+)/)?.[1] ?? 'unknown',
    cores: cpuinfo.match(/^processor/gm)?.length ?? 0,
    memTotalMiB: Math.round(Number(readFileSync('/proc/meminfo', 'utf8').match(/MemTotal:\s+(\d+)/)?.[1] ?? 0) / 1024),
    loadavg: { load1, load5 },
  };
}

const machineLine = (m) =>
  `Next ${m.next} · Node ${m.node} · ${m.chromium} · ${m.cpu} ×${m.cores} · ${m.memTotalMiB} MiB · load average ${m.loadavg.load1} (1 min), ${m.loadavg.load5} (5 min) at the end`;

function cpuTimes() {
  const n = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { idle: n[3] + (n[4] ?? 0), total: n.reduce((s, x) => s + x, 0) };
}

/**
 * Waits until the machine is quiet (two consecutive one-second samples with less than `maxBusy` of all cores busy),
 * or `timeoutMs` at most, before a timing-sensitive load. Returns the last sample (0 … 1), which reports record.
 */
export async function waitForQuietCpu({ maxBusy = 0.3, timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  let busy = 1;
  do {
    const a = cpuTimes();
    await new Promise((r) => setTimeout(r, 1000));
    const b = cpuTimes();
    busy = b.total > a.total ? 1 - (b.idle - a.idle) / (b.total - a.total) : 0;
    quiet = busy < maxBusy ? quiet + 1 : 0;
  } while (quiet < 2 && Date.now() < deadline);
  return busy;
}
