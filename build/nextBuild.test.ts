/** @jest-environment node */
import type { NextConfig } from 'next';
import { nextBuildEnv } from './nextBuild';

it('next build keeps its own type check: a type error fails npm run build, which has no check of its own', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- next.config.js is CommonJS
  const config = require('../next.config.js') as NextConfig;
  expect(config.typescript?.ignoreBuildErrors ?? false).toBe(false);
});

it('hands next build the build instant and the withheld images in its own environment, not this process’s', () => {
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_NOW: '' };
  const before = { ...env };
  const child = nextBuildEnv({ buildInstant: '2030-04-07T01:30:00+09:00', withheldImages: new Set(['/images/b.png', '/images/a.png']) }, env);
  expect(child).toEqual({ ...before, SITE_NOW: '2030-04-07T01:30:00+09:00', SITE_WITHHELD_IMAGES: '["/images/a.png","/images/b.png"]' });
  expect(env).toEqual(before);
});
