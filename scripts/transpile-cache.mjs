// @ts-check
// The type stripping behind scripts/register-ts.mjs, with its results kept in .cache/register-ts/.
//
// Why a cache: every Node process that requires lib/…/*.ts (scripts/build.mjs, `npm run content:check`, the
// post-build run by itself) paid for loading the `typescript` package (9 MB of JavaScript) and running transpileModule on each
// file, about 0.7 s of CPU per process, although the project's TypeScript rarely changes between two runs. With the
// cache, `typescript` is loaded only when a file has changed since its last transpile.
//
// One cache file per source file (named by a hash of its path), whose first line is the key of what it was made
// from: the source text, the file's path, the TypeScript version and the options. Any other first line means
// "stale": the file is transpiled again and overwritten. So an edit replaces a file's entry instead of adding one,
// and the cache holds one entry (a few kB) per .ts file a script has ever required.
// A file is written to a temporary name and renamed, so a process reading it beside another writing it (a build and
// Jest, say) sees either the old whole file or the new one. A cache that cannot be read or written is skipped:
// the result is the same, only slower.
// No `import.meta` here: Jest imports this module too.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Bump when the output for the same key would change in a way the key does not capture. */
const FORMAT = 1;

/**
 * The options, by name: the key includes them, and they are turned into TypeScript's enums only when it is loaded.
 * CommonJS, so Node's require() runs the output; inline source maps, so stack traces name the .ts lines.
 */
export const OPTIONS = {
  module: 'CommonJS',
  target: 'ES2022',
  esModuleInterop: true,
  resolveJsonModule: true,
  inlineSourceMap: true,
};

/** @param {string} text */
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/**
 * @typedef {object} TranspileCacheOptions
 * @property {string | null} cacheDir  Where the results are kept; null: no cache (transpile every time).
 * @property {() => typeof import('typescript')} loadTypeScript  Called at most once, on the first file not in the cache.
 * @property {string} typescriptVersion  Read from typescript/package.json without loading the package.
 */

/**
 * @param {TranspileCacheOptions} options
 * @returns {{ transpile: (source: string, filename: string) => string, stats: { hits: number, misses: number } }}
 */
export function createTranspiler({ cacheDir, loadTypeScript, typescriptVersion }) {
  /** @type {typeof import('typescript') | null} */
  let ts = null;
  const stats = { hits: 0, misses: 0 };

  /** @param {string} source @param {string} filename */
  function transpileNow(source, filename) {
    ts ??= loadTypeScript();
    const { module, target, ...rest } = OPTIONS;
    return ts.transpileModule(source, {
      fileName: filename,
      compilerOptions: {
        ...rest,
        module: ts.ModuleKind[/** @type {keyof typeof ts.ModuleKind} */ (module)],
        target: ts.ScriptTarget[/** @type {keyof typeof ts.ScriptTarget} */ (target)],
      },
    }).outputText;
  }

  /** @param {string} source @param {string} filename */
  function transpile(source, filename) {
    if (cacheDir === null) {
      stats.misses += 1;
      return transpileNow(source, filename);
    }
    const header = `// ${sha256(JSON.stringify([FORMAT, typescriptVersion, OPTIONS, filename, source]))}\n`;
    const file = path.join(cacheDir, `${sha256(filename).slice(0, 32)}.js`);
    try {
      const cached = fs.readFileSync(file, 'utf8');
      if (cached.startsWith(header)) {
        stats.hits += 1;
        return cached.slice(header.length);
      }
    } catch {
      // not cached yet, or unreadable: transpile below
    }
    stats.misses += 1;
    const output = transpileNow(source, filename);
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      fs.mkdirSync(cacheDir, { recursive: true });
      fs.writeFileSync(tmp, header + output);
      fs.renameSync(tmp, file);
    } catch {
      // a read-only checkout or a full disk: the next run transpiles again
      try {
        fs.rmSync(tmp, { force: true });
      } catch {
        // the folder itself is unusable: there is no temporary file to remove
      }
    }
    return output;
  }

  return { transpile, stats };
}
