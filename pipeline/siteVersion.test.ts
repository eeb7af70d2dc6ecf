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
  const changes = [
    { at: '2030-04-07T01:30:00+09:00', kind: 'broadcast' as const, what: '放送開始' },
    { at: '2030-04-07T02:00:00+09:00', kind: 'broadcastEnd' as const, what: '放送終了' },
    { at: '2030-04-10T12:00:00+09:00', kind: 'news' as const, what: 'ニュース「秘密」を公開' },
    { at: '2030-04-10T12:00:00+09:00', kind: 'newExpires' as const, what: 'NEW' },
  ];

  it('writes the hash of every other file, the instant shown, the commit and the instants ahead; writing it again gives the same file', () => {
    const dir = exportOf(site);
    const before = exportHash(dir);
    expect(writeSiteVersion(dir, '2030-04-07T02:00:00+09:00', changes, 'abc123')).toContain('2030-04-07T02:00:00+09:00');
    const file = path.join(dir, SITE_VERSION_PATH);
    const written = fs.readFileSync(file, 'utf8');
    expect(JSON.parse(written)).toEqual({ hash: before, shows: '2030-04-07T02:00:00+09:00', commit: 'abc123', upcoming: ['2030-04-10T12:00:00+09:00'] });
    writeSiteVersion(dir, '2030-04-07T02:00:00+09:00', changes, 'abc123');
    expect(fs.readFileSync(file, 'utf8')).toBe(written);
  });

  it('says when things change ahead but never what', () => {
    const dir = exportOf(site);
    writeSiteVersion(dir, '2030-04-01T00:00:00+09:00', changes, null);
    const written = fs.readFileSync(path.join(dir, SITE_VERSION_PATH), 'utf8');
    expect(JSON.parse(written).upcoming).toHaveLength(3);
    expect(written).not.toContain('秘密');
  });
});
