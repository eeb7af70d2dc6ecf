// Runs the end-to-end suite: serves out/ with the same server as `npm start`, then runs every
// e2e/*.test.mjs with node's test runner against it. Build first (`npm run build`).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { once } from 'node:events';
import { CHROMIUM_PATH } from './browser.mjs';

if (!existsSync('out/index.html')) {
  console.error('out/ がありません。先に npm run build を実行してください。');
  process.exit(1);
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium が見つかりません (${CHROMIUM_PATH})。 sudo apt-get install -y chromium fonts-noto-cjk を実行してください。`);
  process.exit(1);
}

const port = process.env.E2E_PORT || '3100';
const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', port, '--dir', 'out'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await once(server.stdout, 'data');

const only = process.argv.slice(2);
const files = (only.length ? only : readdirSync('e2e').filter((f) => f.endsWith('.test.mjs')).map((f) => `e2e/${f}`)).sort();
const tests = spawn(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
  stdio: 'inherit',
  env: { ...process.env, BASE_URL: `http://127.0.0.1:${port}` },
});
const [code] = await once(tests, 'exit');
server.kill();
process.exit(code ?? 1);
