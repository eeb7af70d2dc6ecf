import { stringMatchesSomePattern } from '@sentry/core';
import {
  MAX_BREADCRUMBS,
  TRACES_SAMPLE_RATE,
  beforeSendTransaction,
  browserTracingTimings,
  releaseName,
  sentryOptions,
  tracePropagationTargets,
} from './sentry';
import { site } from './site';

describe('sentryOptions', () => {
  it('is disabled and has no DSN when none is configured', () => {
    const options = sentryOptions({});
    expect(options.enabled).toBe(false);
    expect(options.dsn).toBeUndefined();
  });

  it('uses the spec values when a DSN is set', () => {
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
    expect(releaseName('2.0.0')).toBe('fansite-sorairo@2.0.0');
  });
});

describe('beforeSendTransaction', () => {
  it.each([
    ['/404', null],
    ['/news', 'kept'],
    ['/story/[episode]', 'kept'],
    ['/', 'kept'],
  ])('transaction %s → %s', (transaction, expected) => {
    const event = { transaction };
    expect(beforeSendTransaction(event)).toBe(expected === null ? null : event);
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
  it('maps the idle transaction settings of the spec', () => {
    expect(browserTracingTimings).toEqual({ idleTimeout: 1000, childSpanTimeout: 15_000, finalTimeout: 600_000 });
  });
});
