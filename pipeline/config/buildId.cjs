// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: next.config.js requires it */
// The build id Next writes into every page and under `_next/` (next.config.js `generateBuildId`). Next's own is random,
// so every build would differ in every file, and a scheduled rebuild of an unchanged site would always deploy. Here it
// is the commit when the working tree is clean, so rebuilding one commit gives the same files; with uncommitted
// changes it is left to Next (random), since different code must never share an id (`_next/static/<id>/` is cached
// for a year).
const { execFileSync } = require('node:child_process');

/**
 * @param {string} root the repository
 * @param {Record<string, string | undefined>} [env] `SITE_BUILD_ID` pins the id (a reproducible build outside git)
 * @param {(args: string[]) => string} [git] runs git in `root` (tests stand in for it)
 * @returns {string | null} null: let Next draw one
 */
function buildId(root, env = process.env, git = (args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) {
  const pinned = env.SITE_BUILD_ID?.trim();
  if (pinned) return pinned;
  try {
    if (git(['status', '--porcelain']).trim() !== '') return null;
    return git(['rev-parse', 'HEAD']).trim() || null;
  } catch {
    return null; // Not a git checkout (an unpacked archive): Next's random id.
  }
}

module.exports = { buildId };
