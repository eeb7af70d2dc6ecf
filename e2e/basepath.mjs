// The build that e2e/basepath.test.mjs checks: the site as a GitHub Pages project site, below /sorairo/.
// `npm run build:e2e-basepath` (scripts/build.mjs --basepath) writes it here, leaving out/ alone; the test serves
// it with `scripts/serve.mjs --base-path /sorairo`, as GitHub Pages serves a repository's site.
export const BASEPATH_DIR = '.cache/e2e-basepath/out';

export const BASEPATH = '/sorairo';

/** A project site's address: the base path is the path of NEXT_PUBLIC_SITE_URL, nothing else configures it. */
export const BASEPATH_ENV = {
  NEXT_PUBLIC_SITE_URL: `https://sorairo-e2e.github.io${BASEPATH}`,
};
