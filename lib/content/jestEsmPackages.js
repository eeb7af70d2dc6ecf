// @ts-check
/**
 * The Markdown pipeline (lib/content/markdown.ts: unified, remark, rehype and their dependencies) ships as
 * ESM only. Next compiles it for the build, but Jest runs CommonJS and by default does not transform
 * node_modules, so any test that reaches a content loader fails with "Must use import to load ES Module".
 *
 * jest.config.js lets SWC compile these packages by widening next/jest's node_modules ignore pattern with
 * {@link allowEsmPackages}:
 *
 *   const { allowEsmPackages } = require('./lib/content/jestEsmPackages');
 *   module.exports = async () => {
 *     const jestConfig = await createJestConfig(config)();
 *     jestConfig.transformIgnorePatterns = allowEsmPackages(jestConfig.transformIgnorePatterns ?? []);
 *     return jestConfig;
 *   };
 *
 * The list is by package family; `__tests__/content/jestEsmPackages.test.ts` fails if the pipeline gains an ESM
 * dependency that it does not cover.
 */

/** Package-name patterns (regex source) of the ESM-only dependencies of the Markdown pipeline. */
const esmPackages = [
  'unified',
  'bail',
  'trough',
  'is-plain-obj',
  'devlop',
  'vfile[^/]*',
  'unist-[^/]+',
  'remark-[^/]+',
  'rehype-[^/]+',
  'mdast-[^/]+',
  'micromark[^/]*',
  'hast-[^/]+',
  'hastscript',
  'decode-named-character-reference',
  'character-entities[^/]*',
  'ccount',
  'markdown-table',
  'longest-streak',
  'zwitch',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-void-elements',
  'html-url-attributes',
  'stringify-entities',
  'web-namespaces',
  'trim-lines',
  'is-absolute-url',
  'escape-string-regexp',
  '@ungap/structured-clone',
  // Not part of the Markdown pipeline: the news feeds (lib/feeds.ts) use the ESM-only `feed`.
  'feed',
];

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
