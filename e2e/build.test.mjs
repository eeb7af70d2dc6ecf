// The build is all or nothing (build/atomic.ts): run for real on content with a broken file, `npm run build` stops
// with a Japanese message naming the step and the file, exits non-zero, and leaves the out/ of the last build exactly
// as it was, file for file. (build/atomic.test.ts covers a step that fails after next build has written out/, and
// Ctrl+C.)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fingerprint } from './fingerprint.mjs';

test('a build that fails leaves the previous out/ exactly as it was', () => {
  assert.ok(existsSync('out/index.html'), 'out/ がありません。先に npm run build を実行してください。');
  const before = fingerprint('out');
  const content = join(mkdtempSync(join(tmpdir(), 'broken-content-')), 'content');
  try {
    cpSync('content', content, { recursive: true });
    // An article whose front matter lacks its title: whatever the series, the content check refuses it.
    writeFileSync(join(content, 'news/2099-01-01-broken.md'), '---\ndate: 2099-01-01\ncategory: info\n---\n本文\n');
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.mjs', '--content-dir', content], { encoding: 'utf8' });
    assert.equal(build.status, 1, build.stdout + build.stderr);
    assert.match(build.stderr, /✖ ビルドに失敗しました（内容チェック）/);
    assert.match(build.stderr, /news\/2099-01-01-broken\.md/);
    assert.match(build.stderr, /out\/ は前回のビルドのままです/);
    assert.doesNotMatch(build.stdout, /next build/, 'nothing after the failing step ran');
  } finally {
    rmSync(join(content, '..'), { recursive: true, force: true });
  }
  assert.deepEqual(fingerprint('out'), before);
  assert.equal(existsSync('out.previous'), false);
});
