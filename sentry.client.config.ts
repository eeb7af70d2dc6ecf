// Browser error reporting. Loaded by instrumentation-client.ts only when NEXT_PUBLIC_SENTRY_DSN is set, after
// the page is interactive; errors thrown before that are buffered there and passed to `captureException`.
import * as Sentry from '@sentry/nextjs';
import { browserTracingTimings, sentryOptionsFromEnv } from './lib/sentry';

Sentry.init({
  ...sentryOptionsFromEnv(),
  integrations: [Sentry.browserTracingIntegration(browserTracingTimings)],
});

export const captureException = Sentry.captureException;
