// Serves an export for the e2e tests with the same server as `npm start` (scripts/serve.mjs: the CDN's headers and
// rules), in a child process; and with `wrangler pages dev`, the CDN's own asset server, which e2e/headers.test.mjs
// compares it with.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Starts the server and resolves once it listens.
 * @param {{ dir: string, port: string | number, basePath?: string, bare?: boolean }} options: `bare` for an export with no _headers by design
 * @returns {Promise<{ url: string, stop: () => void }>} url: its origin
 */
export async function startServer({ dir, port, basePath, bare = false }) {
  const args = ['--import', 'tsx', 'scripts/serve.mjs', '--port', String(port), '--dir', dir, ...(basePath ? ['--base-path', basePath] : []), ...(bare ? ['--bare'] : [])];
  const server = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const [exit] = await Promise.race([once(/** @type {import('node:stream').Readable} */ (server.stdout), 'data').then(() => [null]), once(server, 'exit')]);
  if (exit !== null) throw new Error(`scripts/serve.mjs --dir ${dir} が起動しませんでした（終了コード ${exit}）`);
  return { url: `http://127.0.0.1:${port}`, stop: () => server.kill() };
}

/**
 * Serves an export with `wrangler pages dev` (Cloudflare Pages' own asset server, from node_modules), offline, from a
 * temporary folder; resolves once it answers, and stops it (its whole process group) on `stop()` or when
 * this process exits.
 * @param {{ dir: string, port: string | number, timeoutMs?: number }} options
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export async function startWrangler({ dir, port, timeoutMs = 60_000 }) {
  // Run in a temporary folder, as wrangler writes its bundle and state (.wrangler/) where it runs.
  const state = mkdtempSync(path.join(tmpdir(), 'wrangler-'));
  const wrangler = path.resolve('node_modules/wrangler/bin/wrangler.js');
  // The installed workerd refuses compatibility dates after its own release; a fixed one keeps the answers stable.
  const args = [wrangler, 'pages', 'dev', path.resolve(dir), '--ip', '127.0.0.1', '--port', String(port), '--compatibility-date', '2026-05-01'];
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG_PATH: state, CI: '1' };
  const child = spawn(process.execPath, args, { cwd: state, stdio: ['ignore', 'pipe', 'pipe'], env, detached: true });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (output += chunk));
  const stop = () => {
    process.off('exit', stop);
    try {
      process.kill(-(child.pid ?? 0), 'SIGKILL');
    } catch {
      // Already gone.
    }
    rmSync(state, { recursive: true, force: true });
  };
  process.on('exit', stop);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    const up = await fetch(`${url}/`, { redirect: 'manual' }).then(() => true, () => false);
    if (up) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`wrangler pages dev ${dir} did not answer within ${timeoutMs / 1000} s:\n${output.slice(-2000)}`);
}
