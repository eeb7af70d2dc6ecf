// Browser error reporting. instrumentation-client.ts loads this only when NEXT_PUBLIC_SENTRY_DSN is set: on idle
// for a traced visit, otherwise on the first error. Errors thrown before it loaded are buffered there and passed
// to `captureException`.
import * as Sentry from '@sentry/nextjs';
import { browserTracingTimings, sentryOptionsFromEnv, visitSampleRandIntegration } from './lib/sentry';
import { isTracedVisit } from './lib/sentrySampling';

/**
 * Starts the SDK.
 * @param sampleRand the visit's draw (lib/sentrySampling.ts). The SDK samples with the site's rate (0.1, docs/shell.md) and this
 *   number, so it traces exactly the visits drawn as traced, every transaction of them, and reports `sample_rate`
 *   0.1. Tracing and release-health sessions are set up for traced visits only: an untraced visit only loads Sentry
 *   because something failed, and counting only those would make every release look like it crashes.
 */
export function initSentry(sampleRand: number): void {
  const traced = isTracedVisit(sampleRand);
  Sentry.init({
    ...sentryOptionsFromEnv(),
    integrations: (defaults) => [
      ...(traced
        ? [...defaults, Sentry.browserTracingIntegration(browserTracingTimings)]
        : defaults.filter((integration) => integration.name !== 'BrowserSession')),
      visitSampleRandIntegration(sampleRand),
    ],
  });
}

export const captureException = Sentry.captureException;
