import type { Integration } from '@sentry/core';
import { getCurrentScope } from '@sentry/nextjs';
import { site } from './site';
import { TRACES_SAMPLE_RATE } from './sentrySampling';

export { TRACES_SAMPLE_RATE };
/** Breadcrumbs kept per event. */
export const MAX_BREADCRUMBS = 100;
// Spans per transaction are not an option of this SDK: `@sentry/core` (`MAX_SPAN_COUNT` in
// `tracing/sentrySpan.ts`) keeps the earliest 1000 child spans when a transaction is sent, which is what we want.

/**
 * Browser tracing timings (docs/shell.md, "Error reporting"). The idle transaction asked for there (1000 ms idle
 * time-out, 5 s heartbeat, finish after 3 idle heartbeats, 600 s maximum) comes from the SDK v6/v7
 * `IdleTransaction`; since v8 the heartbeat was replaced by `childSpanTimeout`, and 3 heartbeats × 5 s = 15 s is its
 * equivalent.
 */
export const browserTracingTimings = {
  idleTimeout: 1000,
  childSpanTimeout: 15_000,
  finalTimeout: 600_000,
} as const;

/** Outgoing requests that get `sentry-trace`/`baggage` headers: localhost, same-origin paths, `api/…`. */
export const tracePropagationTargets: Array<string | RegExp> = ['localhost', /^\//, /^api\//];

/** The release name, `<client>-<shortName>@<version>` (e.g. `fansite-sorairo@1.0.0`). */
export function releaseName(version: string): string {
  return `${site.errorReportingClient}-${site.shortName}@${version}`;
}

/**
 * Makes the SDK sample every trace of the visit with the visit's own draw (`drawVisitSample` in
 * `lib/sentrySampling.ts`), its `sampleRand`, instead of a number of its own per page load and navigation: with
 * `tracesSampleRate` 0.1 it then traces exactly the visits drawn as traced, every transaction of them, and what it sends
 * says `sample_rate` 0.1 (Sentry extrapolates counts from it). The SDK decides right after its `beforeSampling` hook,
 * from the propagation context of the current scope, which is where the number goes; the browser tracing integration
 * uses the same hook to sample linked traces consistently.
 */
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

/**
 * Spans the SDK does not send: the not-found page's (its page load is named after the route, `/404`), noise from bots
 * and typos rather than performance data. The SDK streams spans (`traceLifecycle: 'stream'`, its default), and there
 * `ignoreSpans` is what drops one, when it starts; `beforeSendTransaction` is never called. @sentry/nextjs adds the
 * same pattern itself today; it is written here so that the site's choice does not rest on an SDK default.
 */
const ignoreSpans: RegExp[] = [/^\/404$/];

type SentryEnv = {
  dsn?: string;
  environment?: string;
  version?: string;
};

/**
 * Options shared by `sentry.client.config.ts` and `sentry.server.config.ts` (both add their integrations).
 * Without a DSN, `enabled` is false: the SDK sends nothing and makes no request.
 */
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

/** The options as this build sees them (`NEXT_PUBLIC_*` values are inlined by Next at build time). */
export function sentryOptionsFromEnv() {
  return sentryOptions({
    dsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
    environment: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT,
    version: process.env.NEXT_PUBLIC_APP_VERSION,
  });
}
