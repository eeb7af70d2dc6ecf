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
/**
 * A section's folder (lib/sections/<name>/) is both: its `index.ts` (and what it imports) runs in the browser; its
 * `content.ts`, `pages.ts` and `section.ts` read files, and so do the Node registry beside them. Only pages, the
 * registry, other sections' Node parts, lib/content/, pipeline/, scripts/ and tests import those.
 */
const SECTION_NODE_ONLY = "A section's content.ts, pages.ts and section.ts and the Node registry run in Node only (getStaticProps, pipeline/): import the section's index, or its types with `import type`.";
/** Every page's scripts would carry every part's words (CONTRIBUTING.md, "Languages"). */
const WORDS_BY_PART = "Import your part of the Japanese words (lib/i18n/ja/<part>) and read it with useWords: the whole catalogue, and another language's, come through a page's props.";
const PAGE_IMAGES = "Read a page's images with usePageImages: the page's props carry the ones it shows, so its scripts never hold every image of the site.";
const ENGLISH_DATES = "Read dates with useDateStyle: English dates come with an English route (components/Layout/englishPage), so Japanese pages never load them.";
/**
 * `lib`: how a file of the group reaches lib/ (`^\\./` from lib/*.ts); `sections`: how it reaches lib/sections/ (by
 * default through lib/); `own`: whether it sits in a section's folder, whose Node parts are `./content` and so on.
 */
const browserCode = (lib, { sections = `${lib}sections/`, own = false, englishDates = false, manifest = false } = {}) => ({
  '@typescript-eslint/no-restricted-imports': ['error', {
    patterns: [
      { regex: `${lib}content/(?!(schema|fields|markdown)$)`, allowTypeImports: true, message: NODE_ONLY },
      { regex: `${sections}(registry|contentSection|summary|[^/]+/(content|pages|section))$`, allowTypeImports: true, message: SECTION_NODE_ONLY },
      ...(own ? [{ regex: '^\\./(content|pages|section)$', allowTypeImports: true, message: SECTION_NODE_ONLY }] : []),
      { regex: '^node:', message: 'Node built-ins do not run in the browser: this belongs in lib/content/, a section\'s Node parts or pipeline/.' },
      { regex: `${lib.replace(/sections\/$/, '')}i18n/(ja|en|catalogue)$`, allowTypeImports: true, message: WORDS_BY_PART },
      ...(englishDates ? [] : [{ regex: `${lib.replace(/sections\/$/, '')}dateStyleEn$`, allowTypeImports: true, message: ENGLISH_DATES }]),
      ...(manifest ? [] : [{ regex: `${lib.replace(/sections\/$/, '')}imageManifest$`, allowTypeImports: true, message: PAGE_IMAGES }]),
    ],
  }],
});
const NEXT_LINK = [{ name: 'next/link', message: 'Use components/Common/Link: it prefetches on hover, not on sight.' }];

/** Japan time in the browser: lib/format.ts, never the visitor's zone (see the rule below that names Intl). */
const NO_LOCALE_TIME = {
  selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
  message: 'Use lib/format.ts: toLocale*String depends on the visitor\'s zone and loads ICU data.',
};

/**
 * Context and time are handed down (CONTRIBUTING.md, "Time"): no function defaults to a content context read from the
 * environment, or to the wall clock, so a build reads `SITE_NOW` once and every caller says which instant it means.
 */
const HANDED_DOWN = [
  {
    selector: "AssignmentPattern[right.type='CallExpression'][right.callee.name='createContentContext']",
    message: 'Take the content context as a parameter: the caller has one (a page, siteContext()).',
  },
  {
    selector: ":matches(AssignmentPattern, LogicalExpression[operator='??']) > NewExpression.right[callee.name='Date'][arguments.length=0]",
    message: 'Take the instant as a parameter (an Instant from the context): new Date() here reads the wall clock.',
  },
];


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
  // What a URL segment means and which work it shows is decided once, by the section's builder through the route
  // resolver (lib/content/workRoutes.ts): a page file calls its builder, and never picks a work itself.
  {
    files: ['pages/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{
          regex: '(^|/)lib/content/(works|workContent|workRoutes)$',
          allowTypeImports: true,
          message: 'A page calls its section builder (lib/sections/<name>/pages.ts), which resolves the work at the route (lib/content/workRoutes.ts).',
        }],
      }],
    },
  },
  { files: ['components/**/*.{ts,tsx}', 'hooks/**/*.{ts,tsx}'], ignores: ['**/*.test.{ts,tsx}'], rules: browserCode('(^|/)lib/') },
  { files: ['components/Layout/englishPage.tsx'], rules: browserCode('(^|/)lib/', { englishDates: true }) },
  // The editor's previews, a page of their own, draw any image of the last build (lib/cms/preview.ts), and a page in
  // either language: the English dates load with the editor, never with a visitor's page.
  { files: ['components/Admin/**/*.{ts,tsx}'], ignores: ['**/*.test.{ts,tsx}'], rules: browserCode('(^|/)lib/', { manifest: true, englishDates: true }) },
  { files: ['lib/*.{ts,tsx}'], ignores: ['**/*.test.{ts,tsx}'], rules: browserCode('^\\./') },
  // lib/cms/adminPage.ts is the /admin/ page's getStaticProps: it reads every section, like a page; config.ts, which
  // only it imports, takes every section's editor collections from the registry.
  { files: ['lib/cms/**/*.{ts,tsx}'], ignores: ['**/*.test.{ts,tsx}', 'lib/cms/adminPage.ts', 'lib/cms/config.ts'], rules: browserCode('^\\.\\./', { manifest: true }) },
  // The registry's browser part (the menu imports it on every page), and each section's browser part: its index.ts and
  // what that imports. The Node registry and each section's Node parts are Node code, like lib/content/.
  {
    files: ['lib/sections/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'lib/sections/{registry,contentSection,summary}.ts'],
    rules: browserCode('^\\.\\./', { sections: '^\\./' }),
  },
  {
    files: ['lib/sections/*/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'lib/sections/*/{content,pages,section}.ts'],
    rules: browserCode('^\\.\\./\\.\\./', { sections: '^\\.\\./', own: true }),
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
      'no-restricted-syntax': ['error', NO_LOCALE_TIME],
    },
  },
  // One list per file group, as a later `no-restricted-syntax` replaces an earlier one.
  { files: ['lib/**/*.{ts,tsx}'], ignores: ['**/*.test.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', NO_LOCALE_TIME, ...HANDED_DOWN] } },
  { files: ['pipeline/**/*.{ts,mjs}'], ignores: ['**/*.test.ts'], rules: { 'no-restricted-syntax': ['error', ...HANDED_DOWN] } },
  {
    // CommonJS on purpose: next.config.js, jest.config.js and the helpers they require run in plain Node.
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
