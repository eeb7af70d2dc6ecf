/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeNotFoundPages } from './notFound';

function inTempDir(run: (dir: string) => void) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'not-found-'));
  try {
    run(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function writePage(dir: string, folder: string, html: string) {
  fs.mkdirSync(path.join(dir, folder, '404'), { recursive: true });
  fs.writeFileSync(path.join(dir, folder, '404', 'index.html'), html);
}

it('puts each language’s not-found page where a CDN looks for it, beside its folder', () => {
  inTempDir((dir) => {
    writePage(dir, '', '<html lang="ja"></html>');
    writePage(dir, 'en', '<html lang="en"></html>');
    expect(writeNotFoundPages(dir)).toEqual(['404.html', 'en/404.html']);
    expect(fs.readFileSync(path.join(dir, '404.html'), 'utf8')).toBe('<html lang="ja"></html>');
    expect(fs.readFileSync(path.join(dir, 'en', '404.html'), 'utf8')).toBe('<html lang="en"></html>');
  });
});

it('writes only the root’s for a site in one language, and nothing where there is no page', () => {
  inTempDir((dir) => {
    expect(writeNotFoundPages(dir)).toEqual([]);
    writePage(dir, '', '<html lang="ja"></html>');
    expect(writeNotFoundPages(dir)).toEqual(['404.html']);
  });
});
