#!/usr/bin/env node
// `npm run cms`: edit content/ in the browser on this machine. Starts the local backend (decap-server, which reads and
// writes the files of this working copy for the editor, signing nobody in) and the development server, then prints
// the editor's address. What the editor saves is in content/ at once (commit it with git), and the development
// server shows it on the next reload. Ctrl+C stops both.
//
//   npm run cms [-- --port 3000] [-- --cms-port 8081]
//
// --cms-port (or CMS_LOCAL_PORT) moves the local backend off decap-server's default port; the editor is told through
// CMS_LOCAL_PORT (lib/cms/config.ts). The backend listens on this machine only.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import manifest from '../pipeline/images/manifest.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT || '3000' },
    'cms-port': { type: 'string', default: process.env.CMS_LOCAL_PORT || '8081' },
  },
});
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CMS_LOCAL_PORT: values['cms-port'] };

/**
 * Starts a child whose output goes to this terminal, and resolves once a line of it matches `ready`.
 * @param {string} name for messages
 * @param {string[]} args node arguments
 * @param {RegExp} ready
 * @param {NodeJS.ProcessEnv} childEnv
 */
async function start(name, args, ready, childEnv) {
  const child = spawn(process.execPath, args, { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'inherit'] });
  const started = new Promise((resolve) => {
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (ready.test(String(chunk))) resolve(undefined);
    });
  });
  /** Resolves with a message when the child ends. */
  const exited = once(child, 'exit').then(([code]) => `${name} が終了しました（終了コード ${code}）`);
  const early = await Promise.race([started, exited]);
  if (early) throw new Error(early);
  return { child, exited };
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;
const stopAll = () => {
  stopping = true;
  children.forEach((child) => child.kill('SIGTERM'));
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

try {
  const backend = await start('decap-server', [require.resolve('decap-server')], /listening/i, {
    ...env,
    PORT: values['cms-port'],
    BIND_HOST: '127.0.0.1',
    GIT_REPO_DIRECTORY: process.env.GIT_REPO_DIRECTORY || root,
  });
  children.push(backend.child);
  // The pages bundle the image manifest; `next dev` does not write it (pipeline/images/manifest.cjs).
  manifest.writeProjectImageManifest(root);
  const site = await start('next dev', [require.resolve('next/dist/bin/next'), 'dev', '--port', values.port, '--hostname', 'localhost'], /ready/i, env);
  children.push(site.child);
  console.log(`\n編集画面: http://localhost:${values.port}/admin/  （初めて開くときは準備に 1〜2 分かかります）`);
  console.log(`サイト:   http://localhost:${values.port}/          （保存した内容は再読み込みで表示されます）`);
  console.log('保存したファイルは content/ と public/images/ に書かれます。git で確かめてコミットしてください。Ctrl+C で終了します。\n');
  const ended = await Promise.race([backend.exited, site.exited]);
  if (!stopping) throw new Error(ended);
  stopAll();
} catch (error) {
  if (!stopping) console.error(`✖ ${error instanceof Error ? error.message : error}`);
  stopAll();
  process.exit(stopping ? 0 : 1);
}
