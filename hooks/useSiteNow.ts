import { useNow } from './useNow';

/**
 * "Now" for a page that changes with time: the instant the page was built for (`builtAt`) in the static HTML and the
 * first render, so hydration matches the HTML; then the visitor's clock, refreshed every `intervalMs`, but never
 * earlier than `builtAt` (a page built ahead with SITE_NOW keeps the state it was built for).
 * @param builtAt the build's instant, ISO with an offset
 * @returns epoch milliseconds
 */
export function useSiteNow(builtAt: string, intervalMs: number = 60_000): number {
  const clock = useNow(intervalMs);
  return Math.max(clock ?? 0, Date.parse(builtAt));
}
