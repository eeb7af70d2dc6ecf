/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeLanguageNotFoundPages } from './notFound';

it('puts each language’s not-found page where a CDN looks for it, beside its folder, as Next puts the root’s', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'not-found-'));
  try {
    fs.mkdirSync(path.join(dir, 'en', '404'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'en', '404', 'index.html'), '<html lang="en"></html>');
    fs.writeFileSync(path.join(dir, '404.html'), '<html lang="ja"></html>');
    expect(writeLanguageNotFoundPages(dir)).toEqual(['en/404.html']);
    expect(fs.readFileSync(path.join(dir, 'en', '404.html'), 'utf8')).toBe('<html lang="en"></html>');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('writes nothing for a site in one language', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'not-found-'));
  try {
    expect(writeLanguageNotFoundPages(dir)).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
