// The build that e2e/csp.test.mjs checks: Google Analytics and Sentry configured, as on a real deployment.
// `npm run build:e2e` (scripts/build.mjs --instrumented) writes it here, leaving out/ alone. The IDs are fake and
// the test intercepts every request to these services, so nothing leaves the machine.
export const INSTRUMENTED_DIR = '.cache/e2e-instrumented/out';

export const GA_TEST_ID = 'G-E2ETEST0000';
export const SENTRY_TEST_DSN = 'https://0123456789abcdef0123456789abcdef@o0.ingest.sentry.io/0';

/**
 * The sample series has no PV yet, so this build adds one to a copy of content/ (SITE_CONTENT_DIR): the facade, its
 * iframe and the policy's frame-src are then exercised on every run. A well-formed id that YouTube never sees (the
 * test intercepts the embed).
 */
export const PV_TEST_ID = 'E2Etest_PV1';
export const INSTRUMENTED_CONTENT_DIR = '.cache/e2e-instrumented/content';

export const INSTRUMENTED_ENV = {
  NEXT_PUBLIC_GA_MEASUREMENT_ID: GA_TEST_ID,
  NEXT_PUBLIC_SENTRY_DSN: SENTRY_TEST_DSN,
  NEXT_PUBLIC_SENTRY_ENVIRONMENT: 'e2e',
};
