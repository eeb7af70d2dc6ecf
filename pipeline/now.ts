/**
 * One instant per build. Pages decide what they say by it (what is published, which episodes have aired:
 * lib/buildTime.ts reads SITE_NOW in next build's workers), and so do the steps after next build (feeds, search
 * index, calendars), so all of them must agree on it: it is fixed once, at the start, in SITE_NOW, which next build
 * inherits and `getBuildTime()` returns in this process too.
 *
 * What the pages show is the site as of the last change of the schedule at or before that instant
 * (lib/content/schedule.ts): {@link describeSiteInstant} prints it with the next change.
 */
import { getBuildTime } from '../lib/buildTime';
import { createContentContext } from '../lib/content/context';
import { getSiteChanges, getSiteInstant } from '../lib/content/schedule';
import { formatScheduleTime, upcomingChanges } from '../lib/schedule';

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

/**
 * The build step after the content check: which state of the site this build shows, and when it next changes (the
 * next scheduled rebuild that would deploy something).
 * @returns a line for the build's log
 */
export function describeSiteInstant(ctx = createContentContext()): string {
  const next = upcomingChanges(getSiteChanges(ctx), ctx.now, 366)[0];
  const nextLine = next ? `次の変化: ${formatScheduleTime(next.at)} ${next.what}` : '予定された変化はもうありません';
  return `${getSiteInstant(ctx)} の時点のサイト（${nextLine}）`;
}
