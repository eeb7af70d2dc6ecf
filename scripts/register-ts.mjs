/**
 * Lets a Node 20 script `require()` the project's TypeScript modules (lib/…/*.ts) as CommonJS: a require hook
 * strips types with the project's own `typescript` package (transpileModule: no type check, no output files).
 * ESM-only dependencies of those modules (unified, remark, rehype) load through Node's require(esm), available
 * without a flag since Node 20.19.
 *
 *   import { requireTs } from './register-ts.mjs';
 *   const { getAllNews } = requireTs('lib/content/news.ts');
 */
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The repository root (the parent of scripts/). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const require = createRequire(import.meta.url);

if (!Module._extensions['.ts']) {
  Module._extensions['.ts'] = (module, filename) => {
    const source = fs.readFileSync(filename, 'utf8');
    const { outputText } = ts.transpileModule(source, {
      fileName: filename,
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
        resolveJsonModule: true,
        inlineSourceMap: true,
      },
    });
    module._compile(outputText, filename);
  };
}

/**
 * Loads a TypeScript module of the project.
 * @param {string} relPath path from the repository root, e.g. `lib/content/news.ts`
 */
export function requireTs(relPath) {
  return require(path.join(repoRoot, relPath));
}
