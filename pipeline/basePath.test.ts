import fs from 'node:fs';
import path from 'node:path';
import { builtBasePath } from './basePath';

describe('builtBasePath', () => {
  it.each([
    ['<script src="/_next/static/chunks/a.js" async=""></script>', ''],
    ['<link rel="stylesheet" href="/sorairo/_next/static/c.css"/><script src="/sorairo/_next/static/chunks/a.js"></script>', '/sorairo'],
    ['<script defer="" src="/a/b/_next/static/chunks/a.js"></script>', '/a/b'],
    ['<link rel=stylesheet href=/sorairo/_next/static/c.css>', '/sorairo'],
    ['<script src="https://cdn.example/_next/static/a.js"></script><script src="/_next/static/b.js"></script>', ''],
    ['<p>no scripts</p><link rel="icon" href="/icon.svg"/><img src="/sorairo/_next/static/media/a.webp">', null],
  ])('%s → %j', (html, expected) => {
    expect(builtBasePath(html)).toBe(expected);
  });

  it('reads the fixture page (a real export) as built at the root', () => {
    expect(builtBasePath(fs.readFileSync(path.join(__dirname, '__fixtures__/page.html'), 'utf8'))).toBe('');
  });
});
