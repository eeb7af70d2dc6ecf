// @ts-check
/** Lets Jest (CommonJS) transform the ESM-only packages the code under test loads, such as `feed`. */

const esmPackages = ['feed'];

const alternatives = esmPackages.join('|');

const transformIgnorePattern = `/node_modules/(?!(?:${alternatives})/)`;

/**
 * Adds the ESM packages to next/jest's node_modules exception; every node_modules pattern must carry it, as any match skips the transform.
 * @param {readonly string[]} patterns
 * @returns {string[]}
 */
function allowEsmPackages(patterns) {
  return patterns.map((pattern) => {
    if (pattern === '/node_modules/') return transformIgnorePattern;
    const nextJestPattern = /^\/node_modules\/\(\?!\.pnpm\)\(\?!\((.*)\)\/\)$/.exec(pattern);
    if (nextJestPattern) return `/node_modules/(?!.pnpm)(?!(${nextJestPattern[1]}|${alternatives})/)`;
    return pattern;
  });
}

module.exports = { esmPackages, transformIgnorePattern, allowEsmPackages };
