/**
 * The broadcast calendar: one iCalendar event per episode per station, for calendar apps to subscribe to
 * (`/onair/calendar.ics`, and `/onair/calendar/<station>.ics` per station), and a Google Calendar link per
 * station. {@link buildCalendars} is pure (loader data in, text out); {@link writeCalendars} is the build step that
 * writes the files into the export.
 *
 * Times are wall-clock times in Japan with `TZID=Asia/Tokyo` (and the matching VTIMEZONE), so apps show them in
 * the reader's own zone correctly. Broadcast slots are written in 30-hour notation in the content (土曜 25:30);
 * here they become real instants (日曜 01:30). Each event's UID is built from the episode and station, so when
 * the schedule changes and the file is fetched again, apps update the event instead of adding a second one.
 *
 * The `ics` library writes the events; it has no time zone support, so it is given the JST wall-clock time as a
 * floating value and {@link addTimeZone} adds `TZID=Asia/Tokyo` and the VTIMEZONE afterwards.
 */
import { type EventAttributes, createEvents } from 'ics';
import { type OnAir, type StationSlot, getOnAir } from '../lib/content/onair';
import { getSiteInstant } from '../lib/content/schedule';
import { type EpisodeSummary, getEpisodes } from '../lib/content/story';
import { SLOT_MINUTES, TIME_ZONE, addMinutesJst, icsLocalTime } from '../lib/calendarLinks';
import { CALENDAR_PATH, stationCalendarPath } from '../lib/feedLinks';
import { formatWeeklySlot, toBroadcastInstant } from '../lib/format';
import { site } from '../lib/site';
import { SITE_URL, absoluteUrl, siteHost } from '../lib/url';
import { type SiteFile, writeSiteFile } from './siteFile';
import { storyPath } from '../lib/sections/story';

export { googleCalendarUrl, icsLocalTime } from '../lib/calendarLinks';

/** Japan has no daylight saving time: one STANDARD rule at +09:00 describes the zone completely. */
export const VTIMEZONE_TOKYO = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  `X-LIC-LOCATION:${TIME_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:JST',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** What the calendar needs of an episode. */
export type CalendarEpisode = Pick<EpisodeSummary, 'number' | 'slug' | 'title' | 'airDate'>;

/** One episode on one station. */
export interface Broadcast {
  episode: CalendarEpisode;
  station: StationSlot;
  /** The slot's date in 30-hour notation (a 「土曜 25:30」 slot has the Saturday). */
  date: string;
  /** Start instant in JST, `2026-10-04T01:30:00+09:00`. */
  start: string;
  /** End instant in JST. */
  end: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function dateToUtcMs(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

function addDays(date: string, days: number): string {
  return new Date(dateToUtcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Every broadcast of every episode on every station. An episode's `airDate` is its date on the fastest
 * station; each other station airs it as many days later as its first broadcast is after the fastest one's,
 * at its own time. 30-hour times roll over: 土曜 25:30 → 日曜 01:30.
 */
export function broadcasts(episodes: readonly CalendarEpisode[], onair: Pick<OnAir, 'stations' | 'fastest'>): Broadcast[] {
  const fastestFirst = dateToUtcMs(onair.fastest.firstAirDate);
  return onair.stations.flatMap((station) => {
    const lag = Math.round((dateToUtcMs(station.firstAirDate) - fastestFirst) / DAY_MS);
    return [...episodes]
      .sort((a, b) => a.number - b.number)
      .map((episode) => {
        const date = addDays(episode.airDate, lag);
        const start = toBroadcastInstant(date, station.time);
        return { episode, station, date, start, end: addMinutesJst(start, SLOT_MINUTES) };
      });
  });
}

/** The stable UID of an episode's broadcast on a station: `sorairo-ep01-aozora-tv@example.com`. */
export function broadcastUid(broadcast: Pick<Broadcast, 'episode' | 'station'>, base: string = SITE_URL): string {
  return `${site.shortName}-ep${broadcast.episode.slug}-${broadcast.station.id}@${siteHost(base)}`;
}

/** 「『そらいろアンサンブル』第1話「はじまりの音」（あおぞらテレビ）」. */
export function broadcastSummary(broadcast: Pick<Broadcast, 'episode' | 'station'>): string {
  return `『${site.title}』第${broadcast.episode.number}話「${broadcast.episode.title}」（${broadcast.station.name}）`;
}

const encoder = new TextEncoder();

/**
 * Folds content lines at 75 octets, as RFC 5545 §3.1 asks (the library folds at 75 characters, and Japanese
 * characters take 3 octets each), never inside a character. Already folded lines are unfolded first.
 */
export function foldLines(ics: string): string {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines
    .map((line) => {
      const parts: string[] = [];
      let current = '';
      let octets = 0;
      for (const char of line) {
        const size = encoder.encode(char).length;
        // The first line holds 75 octets; continuation lines start with a space, leaving 74.
        if (octets + size > (parts.length === 0 ? 75 : 74)) {
          parts.push(current);
          current = '';
          octets = 0;
        }
        current += char;
        octets += size;
      }
      parts.push(current);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/**
 * Adds `TZID=Asia/Tokyo` to every DTSTART/DTEND written as a floating local time, the VTIMEZONE and the
 * calendar-wide headers that tell apps the zone and how often to refresh a subscription.
 */
export function addTimeZone(ics: string, extraHeaders: readonly string[] = []): string {
  const withTzid = ics.replace(/^(DTSTART|DTEND):(\d{8}T\d{6})\r$/gm, `$1;TZID=${TIME_ZONE}:$2\r`);
  const header = [...extraHeaders, `X-WR-TIMEZONE:${TIME_ZONE}`, VTIMEZONE_TOKYO].join('\r\n');
  const at = withTzid.search(/^(BEGIN:VEVENT|END:VCALENDAR)\r$/m);
  return `${withTzid.slice(0, at)}${header}\r\n${withTzid.slice(at)}`;
}

/**
 * An iCalendar file of the given broadcasts.
 * @param input.name the calendar's name shown in apps
 * @param input.now DTSTAMP of every event (the instant the build shows)
 */
export function buildCalendar(input: { name: string; broadcasts: readonly Broadcast[]; base?: string; now?: Date }): string {
  const base = input.base ?? SITE_URL;
  const now = input.now ?? new Date();
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const events: EventAttributes[] = input.broadcasts.map((b) => {
    const lines = [
      `${b.station.name}（${b.station.area}）${formatWeeklySlot(b.station.weekday, b.station.time)}`,
      ...(b.station.note ? [b.station.note] : []),
      '※放送日時は変更になる場合があります。最新の情報は公式サイトでご確認ください。',
      absoluteUrl(storyPath(b.episode.slug), base),
    ];
    return {
      uid: broadcastUid(b, base),
      title: broadcastSummary(b),
      description: lines.join('\n'),
      location: b.station.name,
      url: absoluteUrl(storyPath(b.episode.slug), base),
      start: icsLocalTime(b.start),
      end: icsLocalTime(b.end),
      categories: ['アニメ'],
      status: 'CONFIRMED',
      transp: 'TRANSPARENT',
      productId: `-//${site.shortName}//fansite//JA`,
      calName: input.name,
      method: 'PUBLISH',
      // Not in the library's types, but it honours it: without it DTSTAMP is the time of this call.
      ...{ timestamp: stamp },
    };
  });
  const { error, value } = createEvents(events, {
    productId: `-//${site.shortName}//fansite//JA`,
    method: 'PUBLISH',
    calName: input.name,
  });
  if (error || value === null) throw error ?? new Error('ics: no output');
  return foldLines(addTimeZone(value, ['REFRESH-INTERVAL;VALUE=DURATION:PT12H']));
}

/** A calendar file to write into the export. */
export interface CalendarFile extends SiteFile {
  /** Number of events in it. */
  events: number;
}

/**
 * The calendar of every station at `/onair/calendar.ics`, and one per station at `/onair/calendar/<id>.ics`.
 * @param episodes every episode (`getEpisodes()`)
 * @param onair the stations (`getOnAir()`)
 */
export function buildCalendars(
  episodes: readonly CalendarEpisode[],
  onair: Pick<OnAir, 'stations' | 'fastest'>,
  options: { base?: string; now?: Date } = {},
): CalendarFile[] {
  const all = broadcasts(episodes, onair);
  const files: CalendarFile[] = [
    { path: CALENDAR_PATH, content: buildCalendar({ ...options, name: `${site.title} 放送スケジュール`, broadcasts: all }), events: all.length },
  ];
  for (const station of onair.stations) {
    const own = all.filter((b) => b.station.id === station.id);
    files.push({
      path: stationCalendarPath(station.id),
      content: buildCalendar({ ...options, name: `${site.title} 放送スケジュール（${station.name}）`, broadcasts: own }),
      events: own.length,
    });
  }
  return files;
}

/**
 * The build step: writes the broadcast calendars into `outDir`, stamped with the instant the build shows the site at
 * (lib/content/schedule.ts), not the clock, so that rebuilding an unchanged site gives the same files.
 * @returns a line for the build's log
 */
export function writeCalendars(outDir: string, now: Date = new Date(getSiteInstant())): string {
  const files = buildCalendars(getEpisodes(), getOnAir(), { now });
  for (const file of files) writeSiteFile(outDir, file);
  return `${files.length} ファイル（全局 ${files[0].events} 件、${files.length - 1} 局）`;
}
