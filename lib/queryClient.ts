import { QueryClient, isServer } from '@tanstack/react-query';

/** Cache (gc) time for inactive queries: 5 minutes (docs/shell.md, "Data fetched in the browser"). */
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
 * A QueryClient with the site's defaults (docs/shell.md). `pages/_app.tsx` makes one per app and provides it to every
 * page, so a client is never shared between requests in `next dev` and its cache lives for the visit.
 * @param options.onServer rendering on the server (the build, `next dev`): queries are then never collected, React
 *   Query's own server default. The news search box renders there too (with its query idle), and a five-minute gc
 *   timer would keep the process alive that long after the page is done (Jest waited for it).
 */
export function createQueryClient({ onServer = isServer }: { onServer?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: onServer ? Infinity : QUERY_GC_TIME_MS,
        retry: QUERY_RETRIES,
        retryDelay: queryRetryDelay,
      },
    },
  });
}
