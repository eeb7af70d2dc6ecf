/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_VERSION_PATH, exportHash, writeSiteVersion } from './siteVersion';

let dirs: string[] = [];
/** A small export with the given files. */
function exportOf(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-version-'));
  dirs.push(dir);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

const site = { 'index.html': '<h1>top</h1>', 'news/index.html': '<h1>news</h1>', '_next/static/a.js': 'x' };

describe('exportHash', () => {
  it('is the same for equal exports, whenever and in whatever order their files were written', () => {
    const a = exportOf(site);
    const b = exportOf(Object.fromEntries(Object.entries(site).reverse()));
    fs.utimesSync(path.join(b, 'index.html'), new Date(0), new Date(0));
    expect(exportHash(a)).toBe(exportHash(b));
    expect(exportHash(a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['a changed byte', { ...site, 'index.html': '<h1>top!</h1>' }],
    ['a new file', { ...site, 'news/x/index.html': '' }],
    ['a file gone', { 'index.html': site['index.html'], 'news/index.html': site['news/index.html'] }],
    ['a file renamed', { 'index.html': site['index.html'], 'news/index.html': site['news/index.html'], '_next/static/b.js': 'x' }],
  ])('changes with %s', (_case, files) => {
    expect(exportHash(exportOf(files))).not.toBe(exportHash(exportOf(site)));
  });
});

describe('writeSiteVersion', () => {
  it('writes the hash of every other file and the instant shown; writing it again gives the same file', () => {
    const dir = exportOf(site);
    const before = exportHash(dir);
    expect(writeSiteVersion(dir, '2030-04-07T02:00:00+09:00')).toContain('2030-04-07T02:00:00+09:00');
    const file = path.join(dir, SITE_VERSION_PATH);
    const written = fs.readFileSync(file, 'utf8');
    expect(JSON.parse(written)).toEqual({ hash: before, shows: '2030-04-07T02:00:00+09:00' });
    writeSiteVersion(dir, '2030-04-07T02:00:00+09:00');
    expect(fs.readFileSync(file, 'utf8')).toBe(written);
  });
});
