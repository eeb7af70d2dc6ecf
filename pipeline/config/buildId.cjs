// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: next.config.js requires it */
// The commit as Next's build id when the tree is clean, so rebuilding one commit gives the same files; otherwise Next's random one, as different code must never share an id.
const { execFileSync } = require('node:child_process');

/**
 * `SITE_BUILD_ID` pins the id; null lets Next draw one.
 * @param {string} root
 * @param {Record<string, string | undefined>} [env]
 * @param {(args: string[]) => string} [git]
 * @returns {string | null}
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
