#!/usr/bin/env node
// `npm run cms`: edit content/ in the browser on this machine. Starts the development server and prints the editor's
// address; the editor (Sveltia CMS) opens this working copy's folder itself, through the browser (Chrome or Edge ask
// which folder once), so nothing else runs. What the editor saves is in content/ and public/images/ at once (commit
// it with git), and the development server shows it on the next reload. Ctrl+C stops it.
//
//   npm run cms [-- --port 3000]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import manifest from '../pipeline/images/manifest.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));

const { values } = parseArgs({ options: { port: { type: 'string', default: process.env.PORT || '3000' } } });

// The pages bundle the image manifest; `next dev` does not write it (pipeline/images/manifest.cjs).
manifest.writeProjectImageManifest(root);
const site = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'dev', '--port', values.port, '--hostname', 'localhost'], {
  cwd: root,
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let told = false;
site.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (told || !/ready/i.test(String(chunk))) return;
  told = true;
  console.log(`\n編集画面: http://localhost:${values.port}/admin/  （初めて開くときは準備に 1〜2 分かかります）`);
  console.log('  Chrome か Edge で開き、「ローカルリポジトリで作業」を押して、このフォルダーを選んでください:');
  console.log(`  ${root}`);
  console.log('  （ほかのブラウザーはパソコンのフォルダーを開けません。次からはブラウザーが覚えています）');
  console.log(`サイト:   http://localhost:${values.port}/          （保存した内容は再読み込みで表示されます）`);
  console.log('保存したファイルは content/ と public/images/ に書かれます。git で確かめてコミットしてください。Ctrl+C で終了します。\n');
});
const stop = () => site.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
const [code, signal] = await once(site, 'exit');
if (code !== 0 && !signal) {
  console.error(`✖ next dev が終了しました（終了コード ${code}）`);
  process.exit(1);
}
