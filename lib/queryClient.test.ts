import { QUERY_GC_TIME_MS, createQueryClient, queryRetryDelay } from './queryClient';

describe('createQueryClient', () => {
  it('caches for 5 minutes and retries 3 times with capped back-off', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(queries?.gcTime).toBe(300_000);
    expect(queries?.retry).toBe(3);
    expect(queries?.retryDelay).toBe(queryRetryDelay);
  });

  it('never collects on the server, so a query there leaves no five-minute timer behind', () => {
    jest.useFakeTimers();
    try {
      const idleQueryOn = (onServer: boolean) => {
        const client = createQueryClient({ onServer });
        client.getQueryCache().build(client, { queryKey: ['news', 'search-index'] });
        return client.getDefaultOptions().queries?.gcTime;
      };
      expect(idleQueryOn(false)).toBe(QUERY_GC_TIME_MS);
      expect(jest.getTimerCount()).toBe(1);
      jest.clearAllTimers();
      expect(idleQueryOn(true)).toBe(Infinity);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('creates a new client each time (one per app, never shared)', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});

describe('queryRetryDelay', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16000],
    [5, 30000],
    [10, 30000],
  ])('attempt %i waits %i ms', (attempt, delay) => {
    expect(queryRetryDelay(attempt)).toBe(delay);
  });
});
