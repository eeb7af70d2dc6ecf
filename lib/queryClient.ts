import { QueryClient, isServer } from '@tanstack/react-query';

export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_DELAY_CAP_MS = 30_000;

/** Exponential back-off between retries, capped. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, QUERY_RETRY_DELAY_CAP_MS);
}

/** A QueryClient made once per app so a client is never shared between requests; on the server queries are never collected, so no gc timer keeps the process alive. */
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
