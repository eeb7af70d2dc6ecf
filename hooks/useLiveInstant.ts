import { useNow } from './useNow';

/**
 * The instant a page that changes with time shows: its `siteInstant` in the static HTML and the first render, so
 * hydration matches the HTML; then the visitor's clock, refreshed every `intervalMs`, but never earlier than
 * `siteInstant` (a page built ahead with SITE_NOW keeps the state it was built for).
 * @param siteInstant the page's site instant (lib/clock.ts), ISO with an offset
 * @returns epoch milliseconds
 */
export function useLiveInstant(siteInstant: string, intervalMs: number = 60_000): number {
  const clock = useNow(intervalMs);
  return Math.max(clock ?? 0, Date.parse(siteInstant));
}
