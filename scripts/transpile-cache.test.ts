/** @jest-environment node */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { createTranspiler } from './transpile-cache.mjs';

const SOURCE = 'export const answer: number = 42;\nexport type Answer = typeof answer;\n';
const FILE = '/repo/lib/answer.ts';

let cacheDir: string;
let loads: number;
const loadTypeScript = () => {
  loads += 1;
  return ts;
};
const transpiler = (options: { typescriptVersion?: string; cacheDir?: string | null } = {}) =>
  createTranspiler({ cacheDir, loadTypeScript, typescriptVersion: ts.version, ...options });

beforeEach(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'transpile-cache-'));
  loads = 0;
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

it('strips the types into CommonJS, as transpileModule does', () => {
  const output = transpiler().transpile(SOURCE, FILE);
  expect(output).toContain('exports.answer = 42;');
  expect(output).not.toContain(': number');
  expect(output).toContain('//# sourceMappingURL=data:application/json;base64,');
});

it('a second process reads the file from the cache without loading TypeScript', () => {
  const first = transpiler();
  const output = first.transpile(SOURCE, FILE);
  expect(first.stats).toEqual({ hits: 0, misses: 1 });
  expect(loads).toBe(1);

  loads = 0;
  const second = transpiler();
  expect(second.transpile(SOURCE, FILE)).toBe(output);
  expect(second.stats).toEqual({ hits: 1, misses: 0 });
  expect(loads).toBe(0);
});

it('loads TypeScript once per process, however many files miss', () => {
  const { transpile } = transpiler();
  transpile(SOURCE, FILE);
  transpile('export const b = 1;\n', '/repo/lib/b.ts');
  expect(loads).toBe(1);
});

it.each([
  ['the source changed', () => transpiler().transpile(SOURCE.replace('42', '43'), FILE), 'exports.answer = 43;'],
  ['TypeScript was updated', () => transpiler({ typescriptVersion: '99.0.0' }).transpile(SOURCE, FILE), 'exports.answer = 42;'],
])('transpiles again when %s, and keeps one entry per file', (_, again, expected) => {
  transpiler().transpile(SOURCE, FILE);
  loads = 0;
  expect(again()).toContain(expected);
  expect(loads).toBe(1);
  expect(readdirSync(cacheDir)).toHaveLength(1);
});

it('two files with the same text are cached apart (their source maps name their own paths)', () => {
  const { transpile } = transpiler();
  const a = transpile(SOURCE, '/repo/lib/a.ts');
  const b = transpile(SOURCE, '/repo/lib/b.ts');
  expect(readdirSync(cacheDir)).toHaveLength(2);
  const sourceOf = (output: string) =>
    JSON.parse(Buffer.from(output.split('base64,')[1], 'base64').toString()).sources as string[];
  expect(sourceOf(a)).toEqual(['a.ts']);
  expect(sourceOf(b)).toEqual(['b.ts']);
});

it('a damaged cache file is replaced, not run', () => {
  transpiler().transpile(SOURCE, FILE);
  const [name] = readdirSync(cacheDir);
  const file = join(cacheDir, name);
  writeFileSync(file, readFileSync(file, 'utf8').slice(0, 20));
  loads = 0;
  expect(transpiler().transpile(SOURCE, FILE)).toContain('exports.answer = 42;');
  expect(loads).toBe(1);
  expect(readFileSync(file, 'utf8')).toContain('exports.answer = 42;');
});

it('works without a usable cache folder, only slower', () => {
  const blocked = join(cacheDir, 'a-file');
  writeFileSync(blocked, '');
  const { transpile, stats } = transpiler({ cacheDir: join(blocked, 'cache') });
  expect(transpile(SOURCE, FILE)).toContain('exports.answer = 42;');
  expect(transpile(SOURCE, FILE)).toContain('exports.answer = 42;');
  expect(stats).toEqual({ hits: 0, misses: 2 });
  expect(readdirSync(cacheDir)).toEqual(['a-file']);
});
