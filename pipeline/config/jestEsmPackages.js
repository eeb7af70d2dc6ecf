// @ts-check
/**
 * The news feeds (pipeline/feeds.ts) use `feed`, which ships as ESM only. Next compiles it for the build, but Jest runs
 * CommonJS and by default does not transform node_modules, so any test that reaches pipeline/feeds.ts fails with
 * "Must use import to load ES Module".
 *
 * jest.config.js lets SWC compile these packages by widening next/jest's node_modules ignore pattern with
 * {@link allowEsmPackages}:
 *
 *   const { allowEsmPackages } = require('./pipeline/config/jestEsmPackages');
 *   module.exports = async () => {
 *     const jestConfig = await createJestConfig(config)();
 *     jestConfig.transformIgnorePatterns = allowEsmPackages(jestConfig.transformIgnorePatterns ?? []);
 *     return jestConfig;
 *   };
 *
 * `jestEsmPackages.test.ts` fails if one of the listed packages gains an ESM-only dependency that the list does
 * not cover. (The Markdown renderer, markdown-it, ships CommonJS too and needs no entry.)
 */

/** Package-name patterns (regex source) of the ESM-only packages the code under test loads, with their dependencies. */
const esmPackages = ['feed'];

const alternatives = esmPackages.join('|');

/** Ignore node_modules except the packages above (which SWC then compiles to CommonJS). */
const transformIgnorePattern = `/node_modules/(?!(?:${alternatives})/)`;

/**
 * Rewrites next/jest's `transformIgnorePatterns` so that the packages above are transformed too. next/jest
 * ignores node_modules except its own transpiled packages, as `/node_modules/(?!.pnpm)(?!(a|b)/)`; the ESM
 * packages are added to that exception. Patterns are alternatives (a file matching any one is not transformed),
 * so every node_modules pattern must make the exception.
 * @param {readonly string[]} patterns what next/jest produced
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
