// What a folder holds, file by file: equal before and after only when nothing in it changed (the build's
// all-or-nothing promise, e2e/build.test.mjs and e2e/cms.test.mjs).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every file of a folder with a hash of its content, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function fingerprint(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .map((file) => `${relative(dir, file)} ${createHash('sha256').update(readFileSync(file)).digest('hex')}`)
    .sort();
}
