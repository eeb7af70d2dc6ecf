/** What a build is made from and where it goes: other content, series, URL or environment into another folder, leaving out/ as it was. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import YAML from 'yaml';
import { KEY_VISUAL_IMAGE } from '../lib/siteImages';

export interface BuildOptions {
  contentDir?: string;
  /** Another series' folder; the build runs in a copy of the project with it, as a fan group's repository would. */
  series?: string;
  siteUrl?: string;
  env?: Record<string, string>;
  dest?: string;
  prepareContent?: (root: string) => void;
}

export type BuildVariant = BuildOptions & { dest: string };

export const GA_TEST_ID = 'G-E2ETEST0000';
export const SENTRY_TEST_DSN = 'https://0123456789abcdef0123456789abcdef@o0.ingest.sentry.io/0';
/** A well-formed YouTube id that YouTube never sees: the tests intercept the embed. */
export const PV_TEST_ID = 'E2Etest_PV1';

const INSTRUMENTED_CONTENT = '.cache/e2e-instrumented/content';

/** Analytics, Sentry and a PV configured with fake IDs, so the e2e tests exercise them whatever the series has. */
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
    // Through the YAML document, so comments stay and an existing PV is replaced, not repeated.
    const doc = YAML.parseDocument(fs.readFileSync(settings, 'utf8'));
    doc.set('pvYoutubeId', PV_TEST_ID);
    if (!doc.has('pvPoster')) doc.set('pvPoster', KEY_VISUAL_IMAGE);
    fs.writeFileSync(settings, doc.toString());
  },
};

export const TEST_BASE_PATH = '/sorairo';

/** The site as a GitHub Pages project site: the base path comes from NEXT_PUBLIC_SITE_URL alone. */
export const BASEPATH: BuildVariant = {
  dest: '.cache/e2e-basepath/out',
  siteUrl: `https://sorairo-e2e.github.io${TEST_BASE_PATH}`,
};

/** A second series, to show that the build holds for any series and no text of content/ leaks in. */
export const SERIES: BuildVariant = {
  dest: '.cache/e2e-series/out',
  series: 'fixtures/series',
  siteUrl: 'https://series-e2e.example',
};

export const VARIANTS: Record<string, BuildVariant> = { instrumented: INSTRUMENTED, basepath: BASEPATH, series: SERIES };

export interface BuildTarget {
  root: string;
  out: string;
  dest: string | null;
  prepareContent?: (root: string) => void;
  series: string | null;
}

/** Reads the build's command line. @throws Error in Japanese on an unknown option or variant. */
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

/** Puts the options into process.env, then the `.env*` files', which never replace a value already there. */
export function applyBuildOptions(root: string, options: BuildOptions): BuildTarget {
  const env = process.env;
  Object.assign(env, options.env);
  if (options.siteUrl !== undefined) env.NEXT_PUBLIC_SITE_URL = options.siteUrl;
  if (options.contentDir !== undefined) env.SITE_CONTENT_DIR = path.resolve(root, options.contentDir);
  env.NEXT_TELEMETRY_DISABLED = '1';
  // Next's own loader, so the files, order and expansion are the same as `next build`'s.
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
