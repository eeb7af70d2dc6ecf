/** @jest-environment node */
import type { NextConfig } from 'next';

it('next build keeps its own type check: a type error fails npm run build, which has no check of its own', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- next.config.js is CommonJS
  const config = require('../next.config.js') as NextConfig;
  expect(config.typescript?.ignoreBuildErrors ?? false).toBe(false);
});
