/**
 * What a build is made from and where it goes. `npm run build` builds content/ for the configured
 * NEXT_PUBLIC_SITE_URL into out/; the options below build other content, another series, for another URL, with other
 * environment values, into another folder, leaving out/ as it was. The e2e tests build the variants defined here
 * (e2e/run.mjs), and read their constants from this module. Nothing happens on import: pipeline/environment.ts applies
 * the options of the build being run.
 *
 *   npm run build -- --variant instrumented
 *   npm run build -- --content-dir path/to/content --site-url https://example.com/sub --env KEY=VALUE --dest dir
 *   npm run build -- --series fixtures/series --dest dir
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import YAML from 'yaml';
import { KEY_VISUAL_IMAGE } from '../lib/siteImages';

/** One build's inputs and output, all optional: without them, content/, the environment and out/. */
export interface BuildOptions {
  /** A content folder other than content/ (given to the loaders as SITE_CONTENT_DIR). */
  contentDir?: string;
  /**
   * Another series: a folder with its own `content/` and `public/images/` (fixtures/series/). The build then runs
   * in a copy of the project that has that series instead of the repository's (pipeline/seriesCopy.ts), as a fan
   * group's repository would: the site's frame (site.json, logo, key visual …) is the series' too.
   */
  series?: string;
  /** The site's URL (NEXT_PUBLIC_SITE_URL); its path, if any, is the base path. */
  siteUrl?: string;
  /** Environment values for the pages and the steps (`NEXT_PUBLIC_GA_MEASUREMENT_ID` …). */
  env?: Record<string, string>;
  /** Where the finished export goes (replaced whole); out/ is left as it was. */
  dest?: string;
  /** Writes `contentDir` from the repository's content/ before the build reads any content (a changed copy). */
  prepareContent?: (root: string) => void;
}

/** A named set of options (`--variant <name>`). */
export type BuildVariant = BuildOptions & { dest: string };

export const GA_TEST_ID = 'G-E2ETEST0000';
export const SENTRY_TEST_DSN = 'https://0123456789abcdef0123456789abcdef@o0.ingest.sentry.io/0';
/** A well-formed YouTube id that YouTube never sees: the tests intercept the embed. */
export const PV_TEST_ID = 'E2Etest_PV1';

const INSTRUMENTED_CONTENT = '.cache/e2e-instrumented/content';

/**
 * Google Analytics and Sentry configured, as on a real deployment, and a PV added to a copy of content/ (so the PV
 * facade, its iframe and the policy's frame-src are exercised whatever the series has). For e2e/csp.test.mjs and
 * e2e/analytics.test.mjs; the IDs are fake and the tests intercept every request to these services.
 */
export const INSTRUMENTED: BuildVariant = {
  dest: '.cache/e2e-instrumented/out',
  contentDir: INSTRUMENTED_CONTENT,
  env: {
    NEXT_PUBLIC_GA_MEASUREMENT_ID: GA_TEST_ID,
    NEXT_PUBLIC_SENTRY_DSN: SENTRY_TEST_DSN,
    NEXT_PUBLIC_SENTRY_ENVIRONMENT: 'e2e',
  },
  prepareContent(root) {
    const copy = path.join(root, INSTRUMENTED_CONTENT);
    fs.rmSync(copy, { recursive: true, force: true });
    fs.cpSync(path.join(root, 'content'), copy, { recursive: true });
    const settings = path.join(copy, 'settings.yaml');
    // Through the YAML document, so comments stay and a PV the series already has is replaced, not repeated. Its
    // still is the series' own, or the key visual, which every series has.
    const doc = YAML.parseDocument(fs.readFileSync(settings, 'utf8'));
    doc.set('pvYoutubeId', PV_TEST_ID);
    if (!doc.has('pvPoster')) doc.set('pvPoster', KEY_VISUAL_IMAGE);
    fs.writeFileSync(settings, doc.toString());
  },
};

/** The path of the base-path build's site URL. */
export const TEST_BASE_PATH = '/sorairo';

/**
 * The site as a GitHub Pages project site, below /sorairo/: the base path is the path of NEXT_PUBLIC_SITE_URL and
 * nothing else configures it. For e2e/basepath.test.mjs, which serves it with `scripts/serve.mjs --base-path`.
 */
export const BASEPATH: BuildVariant = {
  dest: '.cache/e2e-basepath/out',
  siteUrl: `https://sorairo-e2e.github.io${TEST_BASE_PATH}`,
};

/**
 * A second, small series of its own (fixtures/series/: its own title, categories, members, images), built as a fan
 * group that replaced content/ and public/images/ would build it. For e2e/series.test.mjs: the crawl and the key
 * browser checks hold for it too, and no text of content/ appears in it.
 */
export const SERIES: BuildVariant = {
  dest: '.cache/e2e-series/out',
  series: 'fixtures/series',
  siteUrl: 'https://series-e2e.example',
};

/** The variants `--variant <name>` names. */
export const VARIANTS: Record<string, BuildVariant> = { instrumented: INSTRUMENTED, basepath: BASEPATH, series: SERIES };

/** What the steps need to know about this build. */
export interface BuildTarget {
  /** The repository. */
  root: string;
  /** Where next build exports (`<root>/out`). */
  out: string;
  /** Where the finished export goes instead, if not out/. */
  dest: string | null;
  /** {@link BuildOptions.prepareContent} */
  prepareContent?: (root: string) => void;
  /** {@link BuildOptions.series}, or null for the repository's own content/ and public/. */
  series: string | null;
}

/**
 * Reads the command line: `--variant <name>` (above), or any of `--content-dir`, `--series`, `--site-url`,
 * `--env KEY=VALUE` (repeatable) and `--dest`, which also override a variant's.
 * @throws Error (in Japanese, for the person who typed it) on an unknown option or variant, or a malformed `--env`
 */
export function parseBuildArgs(args: readonly string[]): BuildOptions {
  const options = {
    variant: { type: 'string' },
    'content-dir': { type: 'string' },
    series: { type: 'string' },
    'site-url': { type: 'string' },
    env: { type: 'string', multiple: true },
    dest: { type: 'string' },
  } as const;
  let values;
  try {
    ({ values } = parseArgs({ args: [...args], options }));
  } catch {
    // Node's own message is English and names no allowed option.
    const allowed = Object.keys(options).map((name) => `--${name}`).join('、');
    throw new Error(`npm run build の指定が正しくありません（${args.join(' ')}）。使えるのは ${allowed} で、それぞれ値が要ります（CONTRIBUTING.md「How the build runs」）`);
  }
  const variant: BuildOptions | undefined = values.variant === undefined ? {} : VARIANTS[values.variant];
  if (!variant) throw new Error(`--variant ${values.variant} はありません（${Object.keys(VARIANTS).join('、')} のどれか）`);
  const env: Record<string, string> = { ...variant.env };
  for (const pair of values.env ?? []) {
    const at = pair.indexOf('=');
    if (at < 1) throw new Error(`--env は KEY=VALUE の形で指定してください: ${pair}`);
    env[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return {
    ...variant,
    ...(values['content-dir'] !== undefined ? { contentDir: values['content-dir'], prepareContent: undefined } : {}),
    ...(values.series !== undefined ? { series: values.series } : {}),
    ...(values['site-url'] !== undefined ? { siteUrl: values['site-url'] } : {}),
    ...(values.dest !== undefined ? { dest: values.dest } : {}),
    env,
  };
}

/**
 * Puts the options' values into process.env, then the `.env*` files' (which never replace a value already there).
 * @returns the folders this build reads and writes
 */
export function applyBuildOptions(root: string, options: BuildOptions): BuildTarget {
  const env = process.env;
  Object.assign(env, options.env);
  if (options.siteUrl !== undefined) env.NEXT_PUBLIC_SITE_URL = options.siteUrl;
  if (options.contentDir !== undefined) env.SITE_CONTENT_DIR = path.resolve(root, options.contentDir);
  env.NEXT_TELEMETRY_DISABLED = '1';
  // Next's own loader, from the next package the build runs: the same files, the same order, the same expansion.
  const nextRequire = createRequire(createRequire(path.join(root, 'package.json')).resolve('next/package.json'));
  const { loadEnvConfig } = nextRequire('@next/env') as typeof import('@next/env');
  loadEnvConfig(root, false, { info() {}, error: console.error });
  return {
    root,
    out: path.join(root, 'out'),
    dest: options.dest === undefined ? null : path.resolve(root, options.dest),
    prepareContent: options.prepareContent,
    series: options.series ?? null,
  };
}
