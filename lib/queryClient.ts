import { QueryClient } from '@tanstack/react-query';

/** Cache (gc) time for inactive queries: 5 minutes (spec-shell §9). */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
/** How many times a failed query is retried. */
export const QUERY_RETRIES = 3;
/** Upper bound for the exponential back-off between retries. */
export const QUERY_RETRY_DELAY_CAP_MS = 30_000;

/** Delay before retry number `attemptIndex` (0-based): 1 s, 2 s, 4 s … capped at 30 s. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, QUERY_RETRY_DELAY_CAP_MS);
}

/**
 * A QueryClient with the site's defaults. `_app` creates exactly one per app (in `useState`), so a client
 * is never shared between requests in `next dev` and never recreated on re-render.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        retry: QUERY_RETRIES,
        retryDelay: queryRetryDelay,
      },
    },
  });
}
