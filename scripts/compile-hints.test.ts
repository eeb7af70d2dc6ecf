/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, firstLoadScripts, markFirstLoadScripts, shiftSourceMap } from './compile-hints.mjs';

/** The shape of Next's .next/build-manifest.json, with the fields this step does not read. */
const manifest = {
  pages: {
    '/': ['static/chunks/home.js', 'static/chunks/home.css', 'static/chunks/turbopack-runtime.js'],
    '/_app': ['static/chunks/framework.js', 'static/chunks/app.css', 'static/chunks/turbopack-runtime.js'],
    '/news': ['static/chunks/news.js', 'static/chunks/turbopack-runtime.js'],
  },
  rootMainFiles: [],
  polyfillFiles: ['static/chunks/polyfills.js'],
  lowPriorityFiles: ['static/BUILD/_buildManifest.js'],
};

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const chunks = path.join(dir, '_next/static/chunks');
  fs.mkdirSync(chunks, { recursive: true });
  for (const name of ['home', 'framework', 'news', 'turbopack-runtime', 'polyfills', 'modal']) {
    fs.writeFileSync(path.join(chunks, `${name}.js`), `console.log(${JSON.stringify(name)});\n`);
  }
  // One chunk with a source map beside it: generated line 1, column 0 → line 3 of a.ts.
  fs.writeFileSync(path.join(chunks, 'news.js'), 'console.log("news");\n//# sourceMappingURL=news.js.map\n');
  fs.writeFileSync(path.join(chunks, 'news.js.map'), JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAEA' }));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = (name: string) => fs.readFileSync(path.join(dir, '_next/static/chunks', name), 'utf8');

test('the scripts pages load up front: every page and /_app, each once, no stylesheets, no polyfills', () => {
  expect(firstLoadScripts(manifest)).toEqual([
    'static/chunks/framework.js',
    'static/chunks/home.js',
    'static/chunks/news.js',
    'static/chunks/turbopack-runtime.js',
  ]);
});

test('each first-load script gets the hint as its first line, once; the others stay as they were', () => {
  expect(markFirstLoadScripts({ outDir: dir, manifest })).toEqual({ files: 4 });
  expect(read('home.js')).toBe(`${COMPILE_HINT}console.log("home");\n`);
  expect(read('turbopack-runtime.js').startsWith(COMPILE_HINT)).toBe(true);
  expect(read('polyfills.js')).toBe('console.log("polyfills");\n');
  expect(read('modal.js')).toBe('console.log("modal");\n');

  // A second run (the step repeated on the same export) adds nothing.
  expect(markFirstLoadScripts({ outDir: dir, manifest })).toEqual({ files: 0 });
  expect(read('home.js')).toBe(`${COMPILE_HINT}console.log("home");\n`);
});

test("a script's source map moves down with it, so stack traces still point at the right line", () => {
  markFirstLoadScripts({ outDir: dir, manifest });
  expect(read('news.js').split('\n')[1]).toBe('console.log("news");');
  expect(JSON.parse(read('news.js.map')).mappings).toBe(';AAEA');
});

test('an index source map moves each section down one line', () => {
  const indexMap = {
    version: 3,
    sections: [
      { offset: { line: 0, column: 0 }, map: { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA' } },
      { offset: { line: 4, column: 2 }, map: { version: 3, sources: ['b.ts'], names: [], mappings: 'AAAA' } },
    ],
  };
  const shifted = JSON.parse(shiftSourceMap(JSON.stringify(indexMap)));
  expect(shifted.sections.map((s: { offset: unknown }) => s.offset)).toEqual([
    { line: 1, column: 0 },
    { line: 5, column: 2 },
  ]);
  expect(shifted.sections[1].map.mappings).toBe('AAAA');
});
