// @ts-check
const nextJest = require('next/jest');

// next/jest compiles with SWC, loads .env files, and stubs CSS modules and images like Next does.
const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // __tests__/helpers/ holds modules the tests import (one per job), not tests.
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/out/', '/.next/', '/bench/', '/__tests__/helpers/'],
  modulePathIgnorePatterns: ['<rootDir>/out/', '<rootDir>/.next/', '<rootDir>/bench/'],
};

// `feed` is ESM-only: let SWC compile it (see lib/jestEsmPackages.js).
const { allowEsmPackages } = require('./lib/jestEsmPackages');

module.exports = async () => {
  const jestConfig = await createJestConfig(config)();
  jestConfig.transformIgnorePatterns = allowEsmPackages(jestConfig.transformIgnorePatterns ?? []);
  return jestConfig;
};
