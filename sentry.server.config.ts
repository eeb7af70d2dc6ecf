// Server-side error reporting for `next dev` / `next start`. A static export has no server at run time;
// during `next build` this stays disabled unless a DSN is set, and it never uploads anything.
import * as Sentry from '@sentry/nextjs';
import { sentryOptionsFromEnv } from './lib/sentry';

Sentry.init(sentryOptionsFromEnv());
