/**
 * One instant per build. Pages decide what they say by it (which episodes have aired: lib/buildTime.ts reads
 * SITE_NOW in next build's workers), and so do the steps after next build (the calendars' stamps), so all of them
 * must agree on it: it is fixed once, at the start, in SITE_NOW, which next build inherits and `getBuildTime()`
 * returns in this process too; scripts/build.mjs also hands the Date to the steps that use it.
 */
import { getBuildTime } from '../lib/buildTime';

/**
 * The build step: fixes "now" (`SITE_NOW` when set, to preview or reproduce a build, else the current time), writes
 * it back to `env` for next build and prints it in Japan time.
 * @throws RangeError when `SITE_NOW` is set but is not an ISO date-time with an offset
 */
export function fixNow(env: Record<string, string | undefined> = process.env, clock: number = Date.now(), log = (line: string) => console.log(line)): Date {
  const pinned = Boolean(env.SITE_NOW?.trim());
  const iso = getBuildTime(env, clock);
  env.SITE_NOW = iso;
  log(`  ${iso}（日本時間${pinned ? '、SITE_NOW で指定' : ''}）`);
  return new Date(iso);
}
