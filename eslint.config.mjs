import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** A relative import of a top-level folder of this repository (`../pipeline/x`, `../../components/A`). */
const folder = (name) => `^(\\.{1,2}/)+(.*/)?${name}(/|$)`;

/**
 * The arrows of the layout (CONTRIBUTING.md, "Where things go"): code the browser and the pages run never imports the
 * build, its entry points, the hand-run tools or the tests; the build never imports the tests or the tools; nothing
 * imports the benchmark. One `no-restricted-imports` per file group, since a later one replaces an earlier one.
 */
const layer = (forbidden, paths = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths,
      patterns: forbidden.map((name) => ({ regex: folder(name), message: `${name}/ is not imported from here (CONTRIBUTING.md, "Where things go").` })),
    },
  ],
});
const PAGE_CODE = ['pipeline', 'scripts', 'tools', 'e2e', 'bench'];

/**
 * The browser/Node boundary (CONTRIBUTING.md, "Where things go"): lib/content/ runs in Node only, in getStaticProps
 * and the pipeline (it reads files). Code the browser runs may take its types, and its three pure modules the editor's
 * previews share (schema, fields, markdown), but no loader and no Node built-in. Pages may: Next drops getStaticProps
 * and what only it imports from the browser's bundles. A section's folder (lib/sections/<name>/) is split the same
 * way: its index.ts and schema.ts run in the browser too, its content.ts, pages.ts and section.ts (loader, page props,
 * registration) in Node only.
 */
const NODE_ONLY = 'lib/content/ runs in Node only (getStaticProps, pipeline/): pass its data as props, or import its types with `import type`.';
const SECTION_NODE_ONLY = "A section's content.ts, pages.ts and section.ts run in Node only (getStaticProps, the registry): pass their data as props, or import their types with `import type`.";
const browserCode = (libFolder, sectionFolder = `${libFolder}sections/[^/]+/`) => ({
  '@typescript-eslint/no-restricted-imports': ['error', {
    patterns: [
      { regex: `${libFolder}content/(?!(schema|fields|markdown)$)`, allowTypeImports: true, message: NODE_ONLY },
      { regex: `${sectionFolder}(content|pages|section)$`, allowTypeImports: true, message: SECTION_NODE_ONLY },
      { regex: '^node:', message: 'Node built-ins do not run in the browser: this belongs in lib/content/ or pipeline/.' },
    ],
  }],
});
const NEXT_LINK = [{ name: 'next/link', message: 'Use components/Common/Link: it prefetches on hover, not on sight.' }];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'out/**', 'out.old/**', '.cache/**', 'node_modules/**', 'next-env.d.ts', 'bench/**/.next/**', 'bench/**/out/**', 'coverage/**'],
  },
  {
    rules: {
      // Menu labels and the logo are small static images served as they are; content images go through
      // components/Common/Picture (issue: images), which is the one place that decides formats and sizes.
      '@next/next/no-img-element': 'off',
    },
  },
  // A module reached again while it is still loading reads what it exports as undefined (a section registry read
  // half-built broke the end-to-end tests once): no circle of imports that run through lib/ or pipeline/, where the
  // loaders and registries are. `import type` is free to go round.
  { files: ['{lib,pipeline}/**/*.{js,mjs,ts,tsx}'], rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] } },
  // Anything else (scripts/, e2e/, tools/, configuration) may import what it needs, but not the benchmark.
  { rules: layer(['bench']) },
  { files: ['pipeline/**'], rules: layer(['e2e', 'tools', 'bench']) },
  { files: ['lib/**'], rules: layer(PAGE_CODE) },
  { files: ['hooks/**'], rules: layer(['components', ...PAGE_CODE]) },
  { files: ['components/**', 'pages/**'], rules: layer(PAGE_CODE, NEXT_LINK) },
  { files: ['components/Common/Link.tsx'], rules: layer(PAGE_CODE) },
  { files: ['components/**/*.{ts,tsx}', 'hooks/**/*.{ts,tsx}'], ignores: ['**/*.test.{ts,tsx}'], rules: browserCode('(^|/)lib/') },
  { files: ['lib/*.{ts,tsx}'], ignores: ['**/*.test.{ts,tsx}'], rules: browserCode('^\\./') },
  // lib/cms/adminPage.ts is the /admin/ page's getStaticProps: it reads every section, like a page; config.ts, which
  // only it imports, takes every section's editor collections from lib/content/sections/.
  { files: ['lib/cms/**/*.{ts,tsx}'], ignores: ['**/*.test.{ts,tsx}', 'lib/cms/adminPage.ts', 'lib/cms/config.ts'], rules: browserCode('^\\.\\./') },
  // The registry's browser part, and each section's: the menu imports it on every page.
  { files: ['lib/sections/*.{ts,tsx}'], ignores: ['**/*.test.{ts,tsx}'], rules: browserCode('^\\.\\./', '^\\./[^/]+/') },
  {
    files: ['lib/sections/*/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'lib/sections/*/{content,pages,section}.ts'],
    rules: browserCode('^\\.\\./\\.\\./', '^(\\./|\\.\\./[^/]+/)'),
  },
  {
    // Code that runs in the browser reads Japan time through lib/format.ts (a fixed +9 h offset). A formatter with
    // a time zone makes the browser load ICU's zone data while the page hydrates: 17 ms here, ~70 ms at 4× CPU.
    files: ['components/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}', 'hooks/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error', {
        object: 'Intl',
        property: 'DateTimeFormat',
        message: 'Use lib/format.ts (jstParts, formatDateJa, toThirtyHour…): no time-zone data in the browser.',
      }],
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
        message: 'Use lib/format.ts: toLocale*String depends on the visitor\'s zone and loads ICU data.',
      }],
    },
  },
  {
    // CommonJS on purpose: next.config.js, jest.config.js and the helpers they require run in plain Node.
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
