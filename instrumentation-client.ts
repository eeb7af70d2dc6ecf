// Runs before the app hydrates (Turbopack loads client instrumentation only from this file).
//
// Sentry is ~55 kB of gzip JavaScript that the first paint does not need, so it is loaded once the browser is
// idle. Errors that happen before then are not lost: they are buffered by two tiny listeners and handed to
// Sentry when it arrives. Without NEXT_PUBLIC_SENTRY_DSN the condition is false: no
// listener, no Sentry code loaded, no request (the lazy chunk is still emitted in out/, never fetched).
if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
  const early: unknown[] = [];
  const onError = (event: ErrorEvent) => early.push(event.error ?? new Error(event.message));
  const onRejection = (event: PromiseRejectionEvent) => early.push(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);

  const load = () =>
    import('./sentry.client.config').then(({ captureException }) => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      early.splice(0).forEach((error) => captureException(error));
    });

  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(load, { timeout: 4000 }) : setTimeout(load, 2000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

export {};
