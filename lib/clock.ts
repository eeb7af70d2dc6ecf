/** The site's clock as pages run it: the pages show the last scheduled change at or before the build instant, so builds between two changes write the same files. */
import { type Instant, formatDateTimeJa, jstParts, toJstIso, toThirtyHour } from './format';

/** The build instant in JST: `SITE_NOW` when given, else the clock. @throws RangeError when `pinned` has no offset or names a day or time that does not exist. */
export function resolveBuildInstant(pinned: string | undefined, clock: number = Date.now()): Instant {
  return toJstIso(pinned?.trim() || clock);
}

/** One change of the built site, in the words of the section that makes it. */
export interface SiteChange {
  at: Instant;
  /** What kind of change, named by its section (`news`, `reveal`…); tests and the publishing simulation tell changes apart by it. */
  kind: string;
  what: string;
}

/**
 * A change as a section contributes it (`schedule` in each section's lib/sections/<name>/section.ts): `rank` orders the changes of one minute,
 * lowest first, so a cron line names the change that matters most; the sections space their ranks by ten.
 */
export interface RankedChange extends SiteChange {
  rank: number;
}

/** Every change the sections contribute, in time order; those of one minute by rank, then as contributed. */
export function siteChanges(contributed: readonly RankedChange[]): SiteChange[] {
  return contributed
    .map((change, i) => ({ change, i, t: Date.parse(change.at) }))
    .sort((a, b) => a.t - b.t || a.change.rank - b.change.rank || a.i - b.i)
    .map(({ change: { at, kind, what } }) => ({ at, kind, what }));
}

/** The site instant of a build: the last change at or before `buildInstant`, or `buildInstant` itself. */
export function siteInstantAt(changes: readonly SiteChange[], buildInstant: Instant): Instant {
  const t = Date.parse(buildInstant);
  let last: Instant | null = null;
  for (const change of changes) {
    if (Date.parse(change.at) <= t) last = change.at;
    else break;
  }
  return last ?? toJstIso(buildInstant);
}

const MINUTE_MS = 60_000;

/** The changes after `after` and up to `days` days later, in time order. */
export function upcomingChanges(changes: readonly SiteChange[], after: Instant, days: number): SiteChange[] {
  const from = Date.parse(after);
  const to = from + days * 24 * 60 * MINUTE_MS;
  return changes.filter((c) => {
    const t = Date.parse(c.at);
    return t > from && t <= to;
  });
}

/** The changes grouped by instant, in time order. */
export function groupByInstant(changes: readonly SiteChange[]): { at: Instant; changes: SiteChange[] }[] {
  const groups: { at: Instant; changes: SiteChange[] }[] = [];
  for (const change of changes) {
    const last = groups.at(-1);
    if (last && Date.parse(last.at) === Date.parse(change.at)) last.changes.push(change);
    else groups.push({ at: change.at, changes: [change] });
  }
  return groups;
}

/** An instant as the schedule prints it in Japan time, with the 30-hour reading before dawn. */
export function formatScheduleTime(at: Instant, thirtyHour = true): string {
  const p = jstParts(at);
  const jst = toJstIso(at);
  const clock = formatDateTimeJa(jst.slice(0, 10), jst.slice(11, 16));
  if (!thirtyHour || p.hour >= 6 || (p.hour === 0 && p.minute === 0)) return clock;
  const slot = toThirtyHour(at);
  return `${clock}（${slot.weekday}曜 ${slot.time}）`;
}

/** A cron expression (UTC) for an instant; it names no year, so a list of them is for the coming months only. */
export function cronAt(at: Instant): string {
  const d = new Date(Date.parse(at));
  return `${d.getUTCMinutes()} ${d.getUTCHours()} ${d.getUTCDate()} ${d.getUTCMonth() + 1} *`;
}

/** The cron lines for a list of changes, one per distinct minute, each commented with its Japan time and what changes. */
export function cronLines(changes: readonly SiteChange[]): string[] {
  return groupByInstant(changes).map(({ at, changes: now }) => {
    const more = now.length > 1 ? ` ほか${now.length - 1}件` : '';
    return `${cronAt(at)}  # ${formatScheduleTime(at)} JST ${now[0].what}${more}`;
  });
}

/** How far ahead `npm run schedule` looks unless told (`--days`). */
export const SCHEDULE_DAYS = 30;

/** What `npm run schedule` prints: the coming changes, or the cron lines that rebuild the site at them. */
export function scheduleReport(changes: readonly SiteChange[], buildInstant: Instant, days: number = SCHEDULE_DAYS, cron = false): string {
  const coming = upcomingChanges(changes, buildInstant, days);
  const from = `${formatScheduleTime(buildInstant, false)}から ${days} 日先まで`;
  if (cron) {
    const lines = cronLines(coming);
    return [
      '# サイトが変わる時刻に再ビルドする cron の行（UTC。GitHub Actions の on.schedule や各ホストの cron と同じ読み方）',
      `# ${from}: ${lines.length} 行（同じ分の変化は 1 行。日と月を指定するので、1 年後の同じ日にも動きます）`,
      ...lines,
    ].join('\n');
  }
  if (coming.length === 0) {
    const last = changes.filter((c) => Date.parse(c.at) <= Date.parse(buildInstant)).at(-1);
    return `${from}、サイトが変わる予定はありません。${last ? `（最後の変化: ${formatScheduleTime(last.at)} ${last.what}）` : ''}`;
  }
  const groups = groupByInstant(coming);
  return [
    `${from}、サイトが変わる時刻（日本時間）: ${groups.length} 回`,
    ...groups.flatMap(({ at, changes: same }) => [formatScheduleTime(at), ...same.map((c) => `  ${c.what}`)]),
  ].join('\n');
}
