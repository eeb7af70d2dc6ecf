// The build is all or nothing (pipeline/atomic.ts): run for real on content with a broken file, `npm run build` stops
// with a Japanese message naming the step and the file, exits non-zero, and leaves the out/ of the last build exactly
// as it was, file for file. (pipeline/atomic.test.ts covers a step that fails after next build has written its
// export, Ctrl+C, a closed terminal and a killed build.)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { createContentContext } from '../lib/content/context.ts';
import { getSettings } from '../lib/content/settings.ts';
import { fingerprint } from './fingerprint.mjs';

/** A copy of content/ with an article whose front matter lacks its title: whatever the series, the check refuses it. */
function brokenContent() {
  const content = join(mkdtempSync(join(tmpdir(), 'broken-content-')), 'content');
  cpSync('content', content, { recursive: true });
  const [category] = getSettings(createContentContext()).newsCategories;
  writeFileSync(join(content, 'news/2099-01-01-broken.md'), `---\ndate: 2099-01-01\ncategory: ${category.slug}\n---\n本文\n`);
  return { content, remove: () => rmSync(join(content, '..'), { recursive: true, force: true }) };
}

/** Runs `npm run build` with these arguments and environment. */
const runBuild = (args, env = {}) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.mjs', ...args], { encoding: 'utf8', env: { ...process.env, ...env } });

test('a build that fails leaves the previous out/ exactly as it was', () => {
  assert.ok(existsSync('out/index.html'), 'out/ がありません。先に npm run build を実行してください。');
  const before = fingerprint('out');
  const { content, remove } = brokenContent();
  try {
    const build = runBuild(['--content-dir', content]);
    assert.equal(build.status, 1, build.stdout + build.stderr);
    assert.match(build.stderr, /✖ ビルドに失敗しました（内容チェック）/);
    assert.match(build.stderr, /news\/2099-01-01-broken\.md/);
    assert.match(build.stderr, /out\/ は前回のビルドのままです/);
    assert.doesNotMatch(build.stdout, /next pipeline/, 'nothing after the failing step ran');
  } finally {
    remove();
  }
  assert.deepEqual(fingerprint('out'), before);
  assert.equal(existsSync('out.old'), false);
});

test('a build on a hosting service without a site URL stops before it starts, saying what to set', () => {
  const before = fingerprint('out');
  // Broken content as well: should a .env file name a site URL, the build still stops before next build.
  const { content, remove } = brokenContent();
  try {
    const build = runBuild(['--content-dir', content], { CF_PAGES: '1', NEXT_PUBLIC_SITE_URL: '' });
    assert.equal(build.status, 2, build.stdout + build.stderr);
    assert.match(build.stderr, /✖ Cloudflare Pages でのビルドに NEXT_PUBLIC_SITE_URL がありません。/);
    assert.doesNotMatch(build.stdout, /内容チェック/, 'no step ran');
  } finally {
    remove();
  }
  assert.deepEqual(fingerprint('out'), before);
});
