/**
 * Lets a Node 20 script `require()` the project's TypeScript modules (lib/…/*.ts) as CommonJS: a require hook
 * strips types with the project's own `typescript` package (transpileModule: no type check) and keeps the result in
 * .cache/register-ts/ (scripts/transpile-cache.mjs), so `typescript` itself is loaded only when a file changed.
 * ESM-only dependencies of those modules (`feed`, for lib/feeds.ts) load through Node's require(esm), available
 * without a flag since Node 20.19.
 *
 *   import { requireTs } from './register-ts.mjs';
 *   const { getAllNews } = requireTs('lib/content/news.ts');
 */
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTranspiler } from './transpile-cache.mjs';

/** The repository root (the parent of scripts/). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const require = createRequire(import.meta.url);

if (!Module._extensions['.ts']) {
  const { transpile } = createTranspiler({
    cacheDir: path.join(repoRoot, '.cache/register-ts'),
    // require(), not a static import: importing this CommonJS package from ESM makes Node scan all 9 MB of it for
    // export names first, which alone took 0.2 s, on every run.
    loadTypeScript: () => require('typescript'),
    typescriptVersion: require('typescript/package.json').version,
  });
  Module._extensions['.ts'] = (module, filename) => {
    module._compile(transpile(fs.readFileSync(filename, 'utf8'), filename), filename);
  };
}

/**
 * Loads a TypeScript module of the project.
 * @param {string} relPath path from the repository root, e.g. `lib/content/news.ts`
 */
export function requireTs(relPath) {
  return require(path.join(repoRoot, relPath));
}
