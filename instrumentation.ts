// Next calls register() once per server process (dev server, `next start`, build workers).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PUBLIC_SENTRY_DSN) {
    await import('./sentry.server.config');
  }
}
