// @ts-check
// Marks the scripts that pages load up front with V8's explicit compile hint (a first line
// `//# allFunctionsCalledOnLoad`, https://v8.dev/blog/explicit-compile-hints), so Chrome compiles their functions on
// a background thread while the file streams in, instead of on the main thread, one by one, as the page first calls
// them. These are the framework, the app shell and each page's own chunk. About 40 % of their functions run while a
// page loads and hydrates (V8's coverage of / and /member/misaki/: 784 and 763 of about 1,880), but those are what
// the main thread would otherwise stop to compile; the rest costs background CPU and memory. Measured on `/`, the
// main-thread task that evaluates them shrank by about half (CONTRIBUTING.md, "Performance"). Browsers without the
// feature read a comment.
//
// The list comes from next build's own manifest (.next/build-manifest.json): the JavaScript of every page and of
// `/_app`. Chunks loaded later (the menu dialog, Sentry, the search's schema) are left alone: most of their functions
// never run. So are the polyfills, which only browsers without ES modules load.
import fs from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * @typedef {{ pages: Record<string, string[]>, rootMainFiles?: string[] }} BuildManifest the part of Next's
 *   build-manifest.json read here (paths relative to the build directory, `static/chunks/….js`)
 */

/**
 * The scripts some page loads up front, each once, sorted.
 * @param {BuildManifest} manifest
 * @returns {string[]} paths as in the manifest
 */
export function firstLoadScripts(manifest) {
  const files = [...Object.values(manifest.pages).flat(), ...(manifest.rootMainFiles ?? [])];
  return [...new Set(files.filter((file) => file.endsWith('.js')))].sort();
}

/**
 * A source map for the file one line further down (the hint's): an empty first line of mappings, or, for an index
 * map, every section one line lower.
 * @param {string} json the map file's text
 * @returns {string}
 */
export function shiftSourceMap(json) {
  const map = JSON.parse(json);
  if (Array.isArray(map.sections)) {
    for (const section of map.sections) section.offset.line += 1;
  } else {
    map.mappings = `;${map.mappings}`;
  }
  return JSON.stringify(map);
}

/**
 * Adds the hint to each first-load script of an export (once: a file that has it is left as it is), and moves its
 * source map, when there is one beside it, by the same line.
 * @param {{ outDir: string, manifest: BuildManifest }} options outDir: the export (its `_next/` holds the manifest's
 *   `static/`)
 * @returns {{ files: number }} how many scripts were marked
 */
export function markFirstLoadScripts({ outDir, manifest }) {
  let files = 0;
  for (const file of firstLoadScripts(manifest)) {
    const script = path.join(outDir, '_next', file);
    const code = fs.readFileSync(script, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(script, COMPILE_HINT + code);
    files += 1;
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const map = mapName ? path.join(path.dirname(script), mapName) : null;
    if (map && fs.existsSync(map)) fs.writeFileSync(map, shiftSourceMap(fs.readFileSync(map, 'utf8')));
  }
  return { files };
}
