/** One instant per build, fixed once and handed to every step, so the pages and the feeds, index and calendars agree. */
import { resolveBuildInstant, formatScheduleTime, upcomingChanges } from '../lib/clock';
import type { ContentContext } from '../lib/content/context';
import { getSiteChanges, getSiteInstant } from '../lib/content/clock';

const SITE_NOW_FORM = '2026-12-01T12:00:00+09:00（日本時間）や 2026-12-01T03:00:00Z のように、実在する日付と時刻に時差を付けた形';

/** Fixes the build instant and prints it in Japan time. @throws RangeError in Japanese when `SITE_NOW` is no instant that exists. */
export function fixBuildInstant(
  env: Readonly<Record<string, string | undefined>> = process.env,
  clock: number = Date.now(),
  log = (line: string) => console.log(line),
): string {
  const given = env.SITE_NOW;
  const pinned = given?.trim();
  // Set but blank is how an unset CI input arrives: build now, but never without saying so.
  if (given !== undefined && !pinned) log(`  ⚠ SITE_NOW が空です（${JSON.stringify(given)}）: 今の時刻でビルドします。時刻を決めるなら ${SITE_NOW_FORM}で指定し、決めないなら SITE_NOW を外してください`);
  let buildInstant: string;
  try {
    buildInstant = resolveBuildInstant(pinned, clock);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new RangeError(`SITE_NOW=${given} は日時として読めません（存在しない日付や時刻か、時差がありません）。${SITE_NOW_FORM}で指定してください`);
  }
  log(`  ${buildInstant}（日本時間${pinned ? '、SITE_NOW で指定' : ''}）`);
  return buildInstant;
}

/** Which state of the site this build shows, and when it next changes. */
export function describeSiteInstant(ctx: ContentContext): string {
  const next = upcomingChanges(getSiteChanges(ctx), ctx.buildInstant, 366)[0];
  const nextLine = next ? `次の変化: ${formatScheduleTime(next.at)} ${next.what}` : '予定された変化はもうありません';
  return `${getSiteInstant(ctx)} の時点のサイト（${nextLine}）`;
}
