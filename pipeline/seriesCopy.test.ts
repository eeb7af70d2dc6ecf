/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyProjectWithSeries } from './seriesCopy';

/** A small project: sources, output and caches that must not be copied, its own series, and node_modules. */
function makeProject(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'series-copy-project-'));
  const files: Record<string, string> = {
    'package.json': '{}',
    'lib/site.ts': 'export {};',
    'content/site.json': '{"title":"元の作品"}',
    'content/news/a.md': 'a',
    'content/README.md': '# 手引き',
    'content/FIELDS.md': '# 項目',
    'public/images/top/kv.png': 'original',
    'node_modules/pkg/index.js': 'module.exports = 1;',
    'out/index.html': 'old export',
    '.next/cache': 'x',
    '.cache/images/manifest.json': '{}',
    '.cache/images/variants/0a1b.w640.avif': 'encoded',
    'bench/baseline/.next/x': 'x',
    'bench/lib.mjs': 'export {};',
    'series/content/site.json': '{"title":"別の作品"}',
    'series/public/images/top/kv.png': 'series',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('copyProjectWithSeries', () => {
  const root = makeProject();
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('copies the sources with the series’ content/ and public/images/, and no output or cache', () => {
    const copy = copyProjectWithSeries(root, 'series');
    try {
      const read = (file: string) => fs.readFileSync(path.join(copy.dir, file), 'utf8');
      expect(read('lib/site.ts')).toBe('export {};');
      expect(read('content/site.json')).toBe('{"title":"別の作品"}');
      expect(fs.existsSync(path.join(copy.dir, 'content/news/a.md'))).toBe(false);
      expect(read('public/images/top/kv.png')).toBe('series');
      // The members' guide and the field reference are the kit's: they stay beside the series' content.
      expect(read('content/README.md')).toBe('# 手引き');
      expect(read('content/FIELDS.md')).toBe('# 項目');
      for (const gone of ['out', '.next', '.cache/images/manifest.json', 'bench/baseline/.next']) expect(fs.existsSync(path.join(copy.dir, gone))).toBe(false);
      // Encoded variants are named by their original's hash: shared, hard-linked, so a known image is not encoded again.
      const variant = '.cache/images/variants/0a1b.w640.avif';
      expect(fs.statSync(path.join(copy.dir, variant)).ino).toBe(fs.statSync(path.join(root, variant)).ino);
      expect(read('bench/lib.mjs')).toBe('export {};');
      // node_modules is the repository's own files, hard-linked.
      const linked = path.join(copy.dir, 'node_modules/pkg/index.js');
      expect(fs.statSync(linked).ino).toBe(fs.statSync(path.join(root, 'node_modules/pkg/index.js')).ino);
      // The repository is untouched.
      expect(fs.readFileSync(path.join(root, 'content/site.json'), 'utf8')).toBe('{"title":"元の作品"}');
    } finally {
      copy.remove();
    }
    expect(fs.existsSync(copy.dir)).toBe(false);
  });

  it('refuses a folder without a series, in Japanese, and leaves nothing behind', () => {
    const before = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('fansite-series-')).length;
    expect(() => copyProjectWithSeries(root, 'lib')).toThrow(/lib は作品のフォルダではありません（content\/site.json がありません/);
    expect(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('fansite-series-'))).toHaveLength(before);
  });
});
