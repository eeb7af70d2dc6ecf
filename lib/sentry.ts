import type { Integration } from '@sentry/core';
import { getCurrentScope } from '@sentry/nextjs';
import { site } from './site';
import { TRACES_SAMPLE_RATE } from './sentrySampling';

export { TRACES_SAMPLE_RATE };
export const MAX_BREADCRUMBS = 100;
// The SDK itself keeps the earliest 1000 child spans of a transaction, so there is no option to set.

/** Browser tracing timings; `childSpanTimeout` stands in for the older SDKs' idle heartbeats. */
export const browserTracingTimings = {
  idleTimeout: 1000,
  childSpanTimeout: 15_000,
  finalTimeout: 600_000,
} as const;

export const tracePropagationTargets: Array<string | RegExp> = ['localhost', /^\//, /^api\//];

/** The release name, `<client>-<shortName>@<version>` (e.g. `fansite-sorairo@1.0.0`). */
export function releaseName(version: string): string {
  return `${site.errorReportingClient}-${site.shortName}@${version}`;
}

/** Has the SDK sample with the visit's own draw, so it traces exactly the visits drawn as traced and reports the rate it used. */
export function visitSampleRandIntegration(sampleRand: number): Integration {
  return {
    name: 'VisitSampleRand',
    setup(client) {
      client.on('beforeSampling', () => {
        const scope = getCurrentScope();
        scope.setPropagationContext({ ...scope.getPropagationContext(), sampleRand });
      });
    },
  };
}

/** The not-found page's spans are noise from bots and typos; set here so the choice does not rest on an SDK default. */
const ignoreSpans: RegExp[] = [/^\/404$/];

type SentryEnv = {
  dsn?: string;
  environment?: string;
  version?: string;
};

/** Options shared by the client and server configs; without a DSN the SDK sends nothing. */
export function sentryOptions({ dsn, environment, version }: SentryEnv) {
  return {
    dsn: dsn || undefined,
    enabled: Boolean(dsn),
    environment: environment || 'production',
    release: releaseName(version || '0.0.0'),
    tracesSampleRate: TRACES_SAMPLE_RATE,
    maxBreadcrumbs: MAX_BREADCRUMBS,
    tracePropagationTargets,
    ignoreSpans,
    sendDefaultPii: false,
  };
}

export function sentryOptionsFromEnv() {
  return sentryOptions({
    dsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
    environment: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT,
    version: process.env.NEXT_PUBLIC_APP_VERSION,
  });
}
