// Browser error reporting. instrumentation-client.ts loads this only when NEXT_PUBLIC_SENTRY_DSN is set: on idle
// for a traced visit, otherwise on the first error. Errors thrown before it loaded are buffered there and passed
// to `captureException`.
import * as Sentry from '@sentry/nextjs';
import { browserTracingTimings, sentryOptionsFromEnv } from './lib/sentry';

/**
 * Starts the SDK.
 * @param traced whether this visit was sampled for tracing (lib/sentrySampling.ts). The 0.1 rate has already been
 *   applied to the visit, so a traced visit sends every transaction and an untraced one none. Release-health
 *   sessions are kept to traced visits too: an untraced visit only loads Sentry because something failed, and
 *   counting only those would make every release look like it crashes.
 */
export function initSentry(traced: boolean): void {
  Sentry.init({
    ...sentryOptionsFromEnv(),
    tracesSampleRate: traced ? 1 : 0,
    integrations: (defaults) =>
      traced
        ? [...defaults, Sentry.browserTracingIntegration(browserTracingTimings)]
        : defaults.filter((integration) => integration.name !== 'BrowserSession'),
  });
}

export const captureException = Sentry.captureException;
