/** The site's clock as pages run it: the pages show the last scheduled change at or before the build instant, so builds between two changes write the same files. */
import { EPISODE_SLOT_MINUTES } from './broadcast';
import { NEWS_NEW_DAYS, formatDateTimeJa, jstParts, newsNewUntil, toJstIso, toThirtyHour } from './format';

/** The build instant in JST: `SITE_NOW` when given, else the clock. @throws RangeError when `pinned` has no offset or names a day or time that does not exist. */
export function resolveBuildInstant(pinned: string | undefined, clock: number = Date.now()): string {
  return toJstIso(pinned?.trim() || clock);
}

/** What kind of change: it decides what the schedule says and how the changes of one minute are ordered. */
export type SiteChangeKind =
  | 'announce'
  | 'work'
  | 'news'
  | 'page'
  | 'reveal'
  | 'broadcast'
  | 'broadcastEnd'
  | 'screening'
  | 'screeningEnd'
  | 'newExpires'
  | 'release';

/** One change of the built site. */
export interface SiteChange {
  at: string;
  kind: SiteChangeKind;
  what: string;
}

export interface ScheduleInput {
  news: ReadonlyArray<{ title: string; date: string; publishedAt: string }>;
  /** Episodes of a work other than the first carry its label (「第2期」) and the station that airs them first. */
  episodes: ReadonlyArray<{ number: number; title: string; airsAt: string; revealAt: string; work?: string; stationName?: string }>;
  stationName: string;
  releases: ReadonlyArray<{ name: string; releaseDate: string }>;
  /** The written pages timed for later (`publishAt`). */
  pages?: ReadonlyArray<{ title: string; publishedAt: string }>;
  /** When another work becomes the current one (`lib/content/works.ts`); a series of one work has none. */
  works?: ReadonlyArray<{ label: string; at: string }>;
  /**
   * The names (as the series shows them) of the sections whose index follows the current work, for the line of a
   * work's switch; none when every one of them is off.
   */
  workSections?: readonly string[];
  /** Each film's release day (00:00 JST) and the day after its last (`endAt`, null while open-ended). */
  screenings?: ReadonlyArray<{ label: string; startAt: string; endAt: string | null }>;
  /** When a work is announced: before then nothing of it is in a build (`lib/content/works.ts`). */
  announcements?: ReadonlyArray<{ label: string; at: string }>;
  newDays?: number;
  slotMinutes?: number;
}

// A work announced at its switch: the cron line names the switch, the announcement is one of its others.
const ORDER: readonly SiteChangeKind[] = ['work', 'announce', 'news', 'page', 'reveal', 'broadcast', 'broadcastEnd', 'screening', 'screeningEnd', 'newExpires', 'release'];
const MINUTE_MS = 60_000;

/** Every change of the site the content holds, in time order. */
export function siteChanges(input: ScheduleInput): SiteChange[] {
  const newDays = input.newDays ?? NEWS_NEW_DAYS;
  const slotMs = (input.slotMinutes ?? EPISODE_SLOT_MINUTES) * MINUTE_MS;
  const changes: SiteChange[] = [];
  for (const article of input.news) {
    changes.push({ at: article.publishedAt, kind: 'news', what: `ニュース「${article.title}」を公開` });
    changes.push({ at: newsNewUntil(article.date, newDays), kind: 'newExpires', what: `ニュース「${article.title}」の NEW の印が外れる` });
  }
  for (const page of input.pages ?? []) {
    changes.push({ at: page.publishedAt, kind: 'page', what: `ページ「${page.title}」を公開` });
  }
  // Each work's episodes run on their own: its next episode, its end of run, its station.
  const runs = new Map<string, Array<ScheduleInput['episodes'][number]>>();
  for (const episode of input.episodes) runs.set(episode.work ?? '', [...(runs.get(episode.work ?? '') ?? []), episode]);
  for (const run of runs.values()) {
    const episodes = [...run].sort((a, b) => a.number - b.number);
    episodes.forEach((episode, i) => {
      const name = `${episode.work ? `${episode.work} ` : ''}第${episode.number}話「${episode.title}」`;
      const next = episodes[i + 1];
      changes.push({ at: episode.revealAt, kind: 'reveal', what: `${name}のあらすじと場面写真を公開` });
      changes.push({
        at: episode.airsAt,
        kind: 'broadcast',
        what: `${name}の放送開始（${episode.stationName ?? input.stationName}）: 「放送前」の印が外れて最新話に、放送中の案内`,
      });
      changes.push({
        at: toJstIso(Date.parse(episode.airsAt) + slotMs),
        kind: 'broadcastEnd',
        what: next ? `${name}の放送終了: 次回の案内が第${next.number}話に` : `${name}の放送終了: 全${episodes.length}話の放送終了の案内`,
      });
    });
  }
  for (const work of input.announcements ?? []) {
    changes.push({ at: work.at, kind: 'announce', what: `「${work.label}」を発表: その作品のページ・リンク・画像がサイトに載る（それまでどのファイルにも出ない）` });
  }
  const lists = input.workSections ?? [];
  for (const work of input.works ?? []) {
    const pages = lists.length > 0 ? `トップページと ${lists.join('・')} の一覧` : 'トップページ';
    changes.push({ at: work.at, kind: 'work', what: `「${work.label}」がいまの作品に: ${pages}が「${work.label}」の案内に切り替わる` });
  }
  for (const film of input.screenings ?? []) {
    changes.push({ at: film.startAt, kind: 'screening', what: `「${film.label}」公開: 上映情報が「上映中」の案内に` });
    if (film.endAt !== null) {
      changes.push({ at: film.endAt, kind: 'screeningEnd', what: `「${film.label}」上映終了: 上映情報が「上映は終了しました」に、チケットのリンクを外す` });
    }
  }
  for (const release of input.releases) {
    changes.push({ at: toJstIso(`${release.releaseDate}T00:00:00+09:00`), kind: 'release', what: `「${release.name}」の発売日: 構造化データが予約受付中から在庫ありに` });
  }
  return changes
    .map((change, i) => ({ change, i, t: Date.parse(change.at) }))
    .sort((a, b) => a.t - b.t || ORDER.indexOf(a.change.kind) - ORDER.indexOf(b.change.kind) || a.i - b.i)
    .map(({ change }) => change);
}

/** The site instant of a build: the last change at or before `buildInstant`, or `buildInstant` itself. */
export function siteInstantAt(changes: readonly SiteChange[], buildInstant: string): string {
  const t = Date.parse(buildInstant);
  let last: string | null = null;
  for (const change of changes) {
    if (Date.parse(change.at) <= t) last = change.at;
    else break;
  }
  return last ?? toJstIso(buildInstant);
}

/** The changes after `after` and up to `days` days later, in time order. */
export function upcomingChanges(changes: readonly SiteChange[], after: string, days: number): SiteChange[] {
  const from = Date.parse(after);
  const to = from + days * 24 * 60 * MINUTE_MS;
  return changes.filter((c) => {
    const t = Date.parse(c.at);
    return t > from && t <= to;
  });
}

/** The changes grouped by instant, in time order. */
export function groupByInstant(changes: readonly SiteChange[]): { at: string; changes: SiteChange[] }[] {
  const groups: { at: string; changes: SiteChange[] }[] = [];
  for (const change of changes) {
    const last = groups.at(-1);
    if (last && Date.parse(last.at) === Date.parse(change.at)) last.changes.push(change);
    else groups.push({ at: change.at, changes: [change] });
  }
  return groups;
}

/** An instant as the schedule prints it in Japan time, with the 30-hour reading before dawn. */
export function formatScheduleTime(at: string, thirtyHour = true): string {
  const p = jstParts(at);
  const jst = toJstIso(at);
  const clock = formatDateTimeJa(jst.slice(0, 10), jst.slice(11, 16));
  if (!thirtyHour || p.hour >= 6 || (p.hour === 0 && p.minute === 0)) return clock;
  const slot = toThirtyHour(at);
  return `${clock}（${slot.weekday}曜 ${slot.time}）`;
}

/** A cron expression (UTC) for an instant; it names no year, so a list of them is for the coming months only. */
export function cronAt(at: string): string {
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
export function scheduleReport(changes: readonly SiteChange[], buildInstant: string, days: number = SCHEDULE_DAYS, cron = false): string {
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
