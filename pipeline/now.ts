/** One instant per build, fixed once and handed to every step, so the pages and the feeds, index and calendars agree. */
import { resolveBuildInstant, formatScheduleTime, upcomingChanges } from '../lib/clock';
import type { ContentContext } from '../lib/content/context';
import { getSiteChanges, getSiteInstant } from '../lib/content/clock';

/** Fixes the build instant and prints it in Japan time. @throws RangeError when `SITE_NOW` has no offset. */
export function fixBuildInstant(
  env: Readonly<Record<string, string | undefined>> = process.env,
  clock: number = Date.now(),
  log = (line: string) => console.log(line),
): string {
  const pinned = env.SITE_NOW?.trim();
  const buildInstant = resolveBuildInstant(pinned, clock);
  log(`  ${buildInstant}（日本時間${pinned ? '、SITE_NOW で指定' : ''}）`);
  return buildInstant;
}

/** Which state of the site this build shows, and when it next changes. */
export function describeSiteInstant(ctx: ContentContext): string {
  const next = upcomingChanges(getSiteChanges(ctx), ctx.buildInstant, 366)[0];
  const nextLine = next ? `次の変化: ${formatScheduleTime(next.at)} ${next.what}` : '予定された変化はもうありません';
  return `${getSiteInstant(ctx)} の時点のサイト（${nextLine}）`;
}
