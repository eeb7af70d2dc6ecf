import { getDynamicSamplingContextFromSpan, shouldIgnoreSpan, stringMatchesSomePattern } from '@sentry/core';
import * as Sentry from '@sentry/nextjs';
import {
  MAX_BREADCRUMBS,
  TRACES_SAMPLE_RATE,
  browserTracingTimings,
  releaseName,
  sentryOptions,
  tracePropagationTargets,
  visitSampleRandIntegration,
} from './sentry';
import { isTracedVisit } from './sentrySampling';
import { site } from './site';

describe('sentryOptions', () => {
  it('is disabled and has no DSN when none is configured', () => {
    const options = sentryOptions({});
    expect(options.enabled).toBe(false);
    expect(options.dsn).toBeUndefined();
  });

  it('uses the values of docs/shell.md when a DSN is set', () => {
    const options = sentryOptions({ dsn: 'https://key@o1.ingest.example/1', version: '1.2.3' });
    expect(options).toMatchObject({
      enabled: true,
      environment: 'production',
      tracesSampleRate: 0.1,
      maxBreadcrumbs: 100,
      release: `${site.errorReportingClient}-${site.shortName}@1.2.3`,
    });
    expect(TRACES_SAMPLE_RATE).toBe(0.1);
    expect(MAX_BREADCRUMBS).toBe(100);
  });

  it('takes the environment from configuration', () => {
    expect(sentryOptions({ dsn: 'https://k@h/1', environment: 'staging' }).environment).toBe('staging');
  });

  it('names the release <client>-<shortName>@<version>', () => {
    expect(releaseName('2.0.0')).toBe(`${site.errorReportingClient}-${site.shortName}@2.0.0`);
  });
});

describe('ignoreSpans', () => {
  it.each([
    ['/404', 'pageload', true],
    ['/404', 'navigation', true],
    ['/news', 'pageload', false],
    ['/news/[slug]', 'navigation', false],
    ['/', 'pageload', false],
    ['/404-campaign', 'pageload', false],
  ])('a %s %s span is dropped: %p', (description, op, dropped) => {
    // Matched as the SDK matches a span when it starts (`shouldIgnoreSpan`, with the options the site passes).
    expect(shouldIgnoreSpan({ description, op }, sentryOptions({ dsn: 'https://key@o0.ingest.example/0' }).ignoreSpans)).toBe(dropped);
  });

  it('is honoured by the SDK as it streams spans: initialised with the site’s options, it warns about none of them', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      Sentry.init({
        ...sentryOptions({ dsn: 'https://key@o0.ingest.example/0' }),
        defaultIntegrations: false,
        transport: () => ({ send: async () => ({}), flush: async () => true }),
      });
      expect(Sentry.getClient()?.getOptions().traceLifecycle).toBe('stream');
      expect(warn.mock.calls.filter(([message]) => String(message).includes('[Sentry]'))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('tracePropagationTargets', () => {
  it.each([
    ['http://localhost:3000/api/x', true],
    ['localhost', true],
    ['/x', true],
    ['/news/search-index.json', true],
    ['api/x', true],
    ['https://other.example', false],
    ['https://other.example/api/x', false],
    ['https://www.googletagmanager.com/gtag/js', false],
  ])('%s → %s', (url, expected) => {
    expect(stringMatchesSomePattern(url, tracePropagationTargets)).toBe(expected);
  });
});

describe('browserTracingTimings', () => {
  it('maps the idle transaction settings of docs/shell.md', () => {
    expect(browserTracingTimings).toEqual({ idleTimeout: 1000, childSpanTimeout: 15_000, finalTimeout: 600_000 });
  });
});

describe('visitSampleRandIntegration', () => {
  // The real SDK, with a transport that sends nothing: what it decides for a new trace's root span, and the dynamic
  // sampling context it would send in the envelope's trace header.
  function decide(sampleRand: number, sdkRandom: number) {
    const random = jest.spyOn(Math, 'random').mockReturnValue(sdkRandom);
    try {
      Sentry.init({
        dsn: 'https://key@o0.ingest.example/0',
        tracesSampleRate: TRACES_SAMPLE_RATE,
        defaultIntegrations: false,
        integrations: [visitSampleRandIntegration(sampleRand)],
        transport: () => ({ send: async () => ({}), flush: async () => true }),
      });
      // A new trace with the SDK's own random number, as a page load or a navigation starts one.
      Sentry.getCurrentScope().setPropagationContext({ traceId: '0'.repeat(32), sampleRand: Math.random() });
      return Sentry.startSpan({ name: 'x', forceTransaction: true }, (span) => {
        const { sample_rate, sample_rand, sampled } = getDynamicSamplingContextFromSpan(span);
        return { recording: span.isRecording(), sample_rate, sample_rand, sampled };
      });
    } finally {
      random.mockRestore();
    }
  }

  it.each([
    [0.05, 0.99, true],
    [0.5, 0.01, false],
    [0.0999, 0.5, true],
    [0.1, 0.05, false],
  ])('the SDK decides with the visit’s draw %p, not its own %p (traced: %p), and says the rate is 0.1', (visit, sdk, traced) => {
    expect(isTracedVisit(visit)).toBe(traced);
    expect(decide(visit, sdk)).toEqual({
      recording: traced,
      sample_rate: '0.1',
      sample_rand: String(visit),
      sampled: String(traced),
    });
  });
});
