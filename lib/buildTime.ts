/**
 * "Now" for the static export: the instant the pages are rendered. It decides what the exported HTML says
 * (which episodes have aired); the browser may refine that after load with its own clock.
 */
import { toJstIso } from './format';

/**
 * The build instant as an ISO string in JST (`2026-11-22T09:45:00+09:00`).
 *
 * `SITE_NOW` (ISO 8601 with `Z` or an offset) pins it, to preview the site as of another day
 * (`SITE_NOW=2026-12-20T12:00:00+09:00 npm run build`) or to make a build reproducible.
 * @param env environment to read `SITE_NOW` from
 * @param now the clock, for tests
 * @throws RangeError when `SITE_NOW` is set but is not an ISO date-time with an offset
 */
export function getBuildTime(env: Readonly<Record<string, string | undefined>> = process.env, now: number = Date.now()): string {
  const pinned = env.SITE_NOW?.trim();
  return toJstIso(pinned ? pinned : now);
}
