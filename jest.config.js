// @ts-check
const nextJest = require('next/jest');

// next/jest compiles with SWC, loads .env files, and stubs CSS modules and images like Next does.
const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // A worker per core: Jest's default leaves one core to its main process, which mostly waits (bench/README.md).
  maxWorkers: '100%',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // __tests__/helpers/ holds modules the tests import (one per job), not tests.
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/out/', '/.next/', '/bench/', '/__tests__/helpers/'],
  modulePathIgnorePatterns: ['<rootDir>/out/', '<rootDir>/.next/', '<rootDir>/bench/'],
};

// `feed` is ESM-only: let SWC compile it (see pipeline/config/jestEsmPackages.js).
const { allowEsmPackages } = require('./pipeline/config/jestEsmPackages');
const { writeProjectImageManifest } = require('./pipeline/images/manifest.cjs');

module.exports = async () => {
  // The pages' props and the component tests read the image manifest (lib/imageManifest.ts): written when Jest starts,
  // as the build does.
  writeProjectImageManifest(__dirname);
  const jestConfig = await createJestConfig(config)();
  jestConfig.transformIgnorePatterns = allowEsmPackages(jestConfig.transformIgnorePatterns ?? []);
  return jestConfig;
};
