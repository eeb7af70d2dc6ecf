/**
 * One instant per build. Pages decide what they say by it (what is published, which episodes have aired), and so do
 * the steps after next build (feeds, search index, calendars), so all of them must agree on it: scripts/build.mjs fixes
 * it once with {@link fixBuildInstant} and hands the value to every later step, next build included (pipeline/nextBuild.ts).
 *
 * What the pages show is the site as of the last change of the schedule at or before that instant (lib/clock.ts):
 * {@link describeSiteInstant} prints it with the next change.
 */
import { resolveBuildInstant, formatScheduleTime, upcomingChanges } from '../lib/clock';
import type { ContentContext } from '../lib/content/context';
import { getSiteChanges, getSiteInstant } from '../lib/content/clock';

/**
 * The build step: fixes the build instant (`SITE_NOW` when set, to preview or reproduce a build, else the current
 * time) and prints it in Japan time.
 * @returns the build instant, ISO with +09:00
 * @throws RangeError when `SITE_NOW` is set but is not an ISO date-time with an offset
 */
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

/**
 * The build step after the content check: which state of the site this build shows, and when it next changes (the
 * next scheduled rebuild that would deploy something).
 * @returns a line for the build's log
 */
export function describeSiteInstant(ctx: ContentContext): string {
  const next = upcomingChanges(getSiteChanges(ctx), ctx.buildInstant, 366)[0];
  const nextLine = next ? `次の変化: ${formatScheduleTime(next.at)} ${next.what}` : '予定された変化はもうありません';
  return `${getSiteInstant(ctx)} の時点のサイト（${nextLine}）`;
}
