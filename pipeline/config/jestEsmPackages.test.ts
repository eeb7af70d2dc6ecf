/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// CommonJS helper shared with jest.config.js.
import { allowEsmPackages, esmPackages } from './jestEsmPackages';

const nodeModules = path.resolve(__dirname, '../../node_modules');

/** Every ESM-only package (`"type": "module"`) among the listed packages and their dependencies. */
function esmDependencies(): string[] {
  const seen = new Set<string>();
  const esm: string[] = [];
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    const manifest = path.join(nodeModules, name, 'package.json');
    if (!fs.existsSync(manifest)) return;
    const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { type?: string; dependencies?: Record<string, string> };
    if (pkg.type === 'module') esm.push(name);
    Object.keys(pkg.dependencies ?? {}).forEach(visit);
  };
  esmPackages.forEach(visit);
  return esm.sort();
}

const ignored = (patterns: readonly string[], file: string): boolean => patterns.some((p) => new RegExp(p).test(file));

describe('jestEsmPackages', () => {
  const nextJestStyle = ['/node_modules/(?!.pnpm)(?!(geist|next/dist/client)/)', '^.+\\.module\\.(css|sass|scss)$'];

  it.each(esmDependencies())('lets Jest transform the ESM-only package %s', (name) => {
    const file = path.join(nodeModules, name, 'index.js');
    expect(ignored(nextJestStyle, file)).toBe(true);
    expect(ignored(allowEsmPackages(nextJestStyle), file)).toBe(false);
    expect(ignored(allowEsmPackages(['/node_modules/']), file)).toBe(false);
  });

  it.each(['react-dom', 'zod', 'gray-matter', 'markdown-it', 'next/dist/server'])('still skips the CommonJS package %s', (name) => {
    expect(ignored(allowEsmPackages(nextJestStyle), path.join(nodeModules, name, 'index.js'))).toBe(true);
  });

  it('keeps next/jest’s own exceptions and other patterns', () => {
    const patterns = allowEsmPackages(nextJestStyle);
    expect(ignored(patterns, path.join(nodeModules, 'geist', 'index.js'))).toBe(false);
    expect(patterns[1]).toBe(nextJestStyle[1]);
  });
});
