/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { BASEPATH, INSTRUMENTED, PV_TEST_ID, SERIES, applyBuildOptions, parseBuildArgs } from './options';

describe('parseBuildArgs', () => {
  it('without options builds content/ into out/', () => {
    expect(parseBuildArgs([])).toEqual({ env: {} });
  });

  it('names a variant, whose values another option overrides', () => {
    expect(parseBuildArgs(['--variant', 'basepath'])).toEqual({ ...BASEPATH, env: {} });
    const options = parseBuildArgs(['--variant', 'instrumented', '--env', 'NEXT_PUBLIC_SENTRY_ENVIRONMENT=x', '--dest', 'elsewhere']);
    expect(options.env).toEqual({ ...INSTRUMENTED.env, NEXT_PUBLIC_SENTRY_ENVIRONMENT: 'x' });
    expect(options.dest).toBe('elsewhere');
    expect(options.prepareContent).toBe(INSTRUMENTED.prepareContent);
  });

  it('builds another content folder for another URL, without a variant’s copy of content/', () => {
    expect(parseBuildArgs(['--variant', 'instrumented', '--content-dir', 'fixtures/content', '--site-url', 'https://a.example/b'])).toMatchObject({
      contentDir: 'fixtures/content',
      siteUrl: 'https://a.example/b',
      prepareContent: undefined,
    });
  });

  it('builds another series, as the series variant does', () => {
    expect(parseBuildArgs(['--series', 'some/series', '--dest', 'elsewhere'])).toEqual({ series: 'some/series', dest: 'elsewhere', env: {} });
    expect(parseBuildArgs(['--variant', 'series'])).toEqual({ ...SERIES, env: {} });
  });

  it.each([
    [['--variant', 'nope'], /--variant nope はありません/],
    [['--env', 'NOVALUE'], /KEY=VALUE/],
    [['--unknown'], /指定が正しくありません（--unknown）。使えるのは --variant、--content-dir、--series、--site-url、--env、--dest/],
    [['--dest'], /指定が正しくありません（--dest）/],
  ])('refuses %j', (args, message) => {
    expect(() => parseBuildArgs(args)).toThrow(message);
  });
});

describe('applyBuildOptions', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  });

  it('puts the options into the environment, resolved against the repository', () => {
    const root = path.resolve(__dirname, '..');
    const target = applyBuildOptions(root, { contentDir: 'x/content', siteUrl: 'https://a.example/b', env: { NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-1' }, dest: 'x/out' });
    expect(target).toEqual({ root, out: path.join(root, 'out'), dest: path.join(root, 'x/out'), prepareContent: undefined, series: null });
    expect(process.env).toMatchObject({
      SITE_CONTENT_DIR: path.join(root, 'x/content'),
      NEXT_PUBLIC_SITE_URL: 'https://a.example/b',
      NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-1',
    });
  });

  it('hands a series on to the build, which builds it in a copy of the project', () => {
    expect(applyBuildOptions(path.resolve(__dirname, '..'), { series: 'fixtures/series' }).series).toBe('fixtures/series');
  });

  it('reads the .env files as next build does, without replacing a value already set', () => {
    // In a process of its own, as a build runs: Next's loader keeps what it read for the rest of a process.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-env-'));
    try {
      fs.writeFileSync(path.join(root, 'package.json'), '{}');
      fs.symlinkSync(path.resolve(__dirname, '../node_modules'), path.join(root, 'node_modules'));
      fs.writeFileSync(path.join(root, '.env.local'), 'A=from-local\nB=from-local\n');
      fs.writeFileSync(path.join(root, '.env'), 'A=from-env\nC=from-env\n');
      fs.writeFileSync(
        path.join(root, 'run.mjs'),
        `import { applyBuildOptions } from ${JSON.stringify(path.join(__dirname, 'options.ts'))};\n` +
          `applyBuildOptions(${JSON.stringify(root)}, { env: { B: 'from-option' } });\n` +
          'console.log(JSON.stringify([process.env.A, process.env.B, process.env.C]));\n',
      );
      const env = { PATH: process.env.PATH, NODE_ENV: 'production' as const };
      const child = spawnSync(process.execPath, ['--import', 'tsx', 'run.mjs'], { cwd: root, env, encoding: 'utf8' });
      expect(child.stderr).toBe('');
      expect(JSON.parse(child.stdout)).toEqual(['from-local', 'from-option', 'from-env']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

it('the instrumented variant copies content/ with a PV, keeping the rest of settings.yaml', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-variant-'));
  try {
    fs.mkdirSync(path.join(root, 'content/news'), { recursive: true });
    fs.writeFileSync(path.join(root, 'content/settings.yaml'), '# comment\ncatchCopy: x\npvYoutubeId: real_PV_123\n');
    fs.writeFileSync(path.join(root, 'content/news/a.md'), 'a');
    INSTRUMENTED.prepareContent?.(root);
    const copy = path.join(root, INSTRUMENTED.contentDir ?? '');
    const settings = fs.readFileSync(path.join(copy, 'settings.yaml'), 'utf8');
    expect(YAML.parse(settings)).toEqual({ catchCopy: 'x', pvYoutubeId: PV_TEST_ID, pvPoster: '/images/top/kv.png' });
    expect(settings).toContain('# comment');
    expect(fs.readFileSync(path.join(copy, 'news/a.md'), 'utf8')).toBe('a');
    expect(fs.readFileSync(path.join(root, 'content/settings.yaml'), 'utf8')).toContain('real_PV_123');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
