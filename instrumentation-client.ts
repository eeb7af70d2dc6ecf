// Runs before the app hydrates (Turbopack loads client instrumentation only from this file).
//
// Sentry is ~55 kB of gzip JavaScript that the first paint does not need. The tracing sample (lib/sentrySampling)
// is drawn here, before any of it is downloaded: a traced visit loads Sentry once the browser is idle; any other
// visit loads it only if an error has to be reported. The SDK gets the same draw, so its own decision (at the site's
// rate) is this one and what it sends carries the real rate. Errors are never lost: two tiny listeners buffer them until
// Sentry is there. Without NEXT_PUBLIC_SENTRY_DSN the condition is false: no listener, no Sentry code loaded, no
// request (the lazy chunk is still emitted in out/, never fetched).
import { drawVisitSample, isTracedVisit } from './lib/sentrySampling';

if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
  const sampleRand = drawVisitSample();
  const traced = isTracedVisit(sampleRand);
  const early: unknown[] = [];
  let loading: Promise<void> | undefined;

  const load = () => {
    loading ??= import('./sentry.client.config').then(({ initSentry, captureException }) => {
      initSentry(sampleRand);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      early.splice(0).forEach((error) => captureException(error));
    });
  };
  const buffer = (error: unknown) => {
    early.push(error);
    load();
  };
  function onError(event: ErrorEvent) {
    buffer(event.error ?? new Error(event.message));
  }
  function onRejection(event: PromiseRejectionEvent) {
    buffer(event.reason);
  }
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);

  if (traced) {
    const whenIdle = () =>
      'requestIdleCallback' in window ? window.requestIdleCallback(load, { timeout: 4000 }) : setTimeout(load, 2000);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }
}

export {};
