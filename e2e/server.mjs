// Serves an export for the e2e tests with the same server as `npm start` (scripts/serve.mjs: the CDN's headers and
// rules), in a child process.
import { spawn } from 'node:child_process';
import { once } from 'node:events';

/**
 * Starts the server and resolves once it listens.
 * @param {{ dir: string, port: string | number, basePath?: string }} options
 * @returns {Promise<{ url: string, stop: () => void }>} url: its origin
 */
export async function startServer({ dir, port, basePath }) {
  const args = ['--import', 'tsx', 'scripts/serve.mjs', '--port', String(port), '--dir', dir, ...(basePath ? ['--base-path', basePath] : [])];
  const server = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const [exit] = await Promise.race([once(/** @type {import('node:stream').Readable} */ (server.stdout), 'data').then(() => [null]), once(server, 'exit')]);
  if (exit !== null) throw new Error(`scripts/serve.mjs --dir ${dir} が起動しませんでした（終了コード ${exit}）`);
  return { url: `http://127.0.0.1:${port}`, stop: () => server.kill() };
}
