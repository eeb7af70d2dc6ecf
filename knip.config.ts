import type { KnipConfig } from 'knip';

// `npm run lint` runs knip after ESLint: no file, export or dependency that nothing uses. Next, Jest, ESLint and
// the npm scripts are knip's own plugins (pages/, *.test.*, the configs, scripts/*); the rest is listed here.
const config: KnipConfig = {
  entry: [
    // Run by hand (`node tools/art/generate.mjs`, `node tools/fixture-series-art.mjs`), never by the build.
    'tools/art/generate.mjs',
    'tools/*.mjs',
    // The browser tests and the benchmark, each file a program of its own; e2e/screenshots.mjs is run by hand.
    'e2e/*.test.mjs',
    'e2e/screenshots.mjs',
    'bench/*.mjs',
  ],
  project: ['**/*.{ts,tsx,js,mjs,cjs,scss,sass}', '!bench/baseline/**'],
  // An export its own file uses is an interface, not dead code (props types, constants a test may read).
  ignoreExportsUsedInFile: true,
  ignoreBinaries: [
    // scripts/serve.mjs makes a local certificate with the system's openssl, when asked to serve HTTPS.
    'openssl',
  ],
  ignoreDependencies: [
    // Used through files or programs, not imports: the workflow validator's binary (__tests__/workflow.test.ts)
    // and the engine it requires as a peer, axe-core's script injected into pages (e2e/axe.mjs), the HTML
    // checker's jar (e2e/vnu.mjs), Lighthouse's CLI (bench/lighthouse.mjs).
    '@action-validator/cli',
    '@action-validator/core',
    'axe-core',
    'vnu-jar',
    'lighthouse',
  ],
};

export default config;
