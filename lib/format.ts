/** Dates and instants are always read and written in Japan time, whatever the visitor's or the build machine's time zone. */

/** Japanese weekday kanji, Sunday first (the order of `Date#getUTCDay`). */
export const WEEKDAYS_JA = ['日', '月', '火', '水', '木', '金', '土'] as const;
/** A Japanese weekday kanji. */
export type WeekdayJa = (typeof WEEKDAYS_JA)[number];

/**
 * An instant as the code hands it on: an ISO 8601 date-time with its offset (`2026-10-04T01:30:00+09:00`), as content
 * and page props carry it (JSON keeps it as it is). Epoch milliseconds are for a comparison or a sum inside a helper.
 */
export type Instant = string;

/**
 * What the helpers read as an instant: an {@link Instant}, or epoch milliseconds (the live clock, a sum); a bare
 * `YYYY-MM-DD` is a calendar date in Japan. Never a `Date`: it would not survive props.
 */
export type InstantInput = number | Instant;

const MINUTE_MS = 60 * 1000;
const JST_OFFSET_MS = 9 * 60 * MINUTE_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;
const THIRTY_HOUR_CUTOFF = 6;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Parts of an instant as seen on a clock in Japan. */
export interface JstParts extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
  weekday: WeekdayJa;
}

/** Zero-padded to `width` digits. */
export const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function calendarDate(value: string): CalendarDate | null {
  const m = DATE_ONLY.exec(value);
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return check.getUTCFullYear() === date.year && check.getUTCMonth() === date.month - 1 && check.getUTCDate() === date.day ? date : null;
}

/** True for a date `YYYY-MM-DD` that exists. */
export function isRealDate(value: string): boolean {
  return calendarDate(value) !== null;
}

/** A real calendar date `YYYY-MM-DD`. @throws RangeError for anything else. */
export function parseDateOnly(value: string): CalendarDate {
  if (!DATE_ONLY.test(value)) throw new RangeError(`expected a date YYYY-MM-DD, got ${JSON.stringify(value)}`);
  const date = calendarDate(value);
  if (!date) throw new RangeError(`expected a real calendar date, got ${JSON.stringify(value)}`);
  return date;
}

/** A time `HH:MM` in 30-hour notation. @throws RangeError outside 00:00–29:59. */
export function parseTime(value: string): { hour: number; minute: number } {
  const m = TIME.exec(value);
  const hour = m ? Number(m[1]) : NaN;
  const minute = m ? Number(m[2]) : NaN;
  if (!(hour <= 29 && minute <= 59)) {
    throw new RangeError(`expected a time HH:MM from 00:00 to 29:59, got ${JSON.stringify(value)}`);
  }
  return { hour, minute };
}

function weekdayOf(date: CalendarDate): WeekdayJa {
  return WEEKDAYS_JA[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()];
}

/** Weekday of a date `YYYY-MM-DD` in Japan. @throws RangeError for anything but a real calendar date. */
export function weekdayOfDate(date: string): WeekdayJa {
  return weekdayOf(parseDateOnly(date));
}

/** Without an offset `Date.parse` would use the machine's time zone. */
const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** Epoch milliseconds of an instant; the one parser, so strings without an offset or naming a day or time that does not exist are refused everywhere alike. @throws RangeError for anything else. */
export function toEpochMs(value: InstantInput): number {
  if (typeof value === 'string') {
    const m = ISO_INSTANT.exec(value);
    if (!m) throw new RangeError(`expected an ISO 8601 date-time with Z or an offset such as +09:00, got ${JSON.stringify(value)}`);
    // `Date.parse` reads 02-30 as 03-02 and 24:00 as the next midnight instead of refusing them.
    const [, date, hour, minute, second = '0', offsetHour = '0', offsetMinute = '0'] = m;
    if (!calendarDate(date) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59 || Number(offsetHour) > 23 || Number(offsetMinute) > 59) {
      throw new RangeError(`expected a date and time that exist, got ${JSON.stringify(value)}`);
    }
  }
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(ms)) throw new RangeError(`expected an instant, got ${JSON.stringify(value)}`);
  return ms;
}

/** Calendar fields of an instant in Japan; a fixed +9 h is exact and avoids loading the browser's time-zone data. */
export function jstParts(instant: InstantInput): JstParts {
  const jst = new Date(toEpochMs(instant) + JST_OFFSET_MS);
  const date = { year: jst.getUTCFullYear(), month: jst.getUTCMonth() + 1, day: jst.getUTCDate() };
  return {
    ...date,
    hour: jst.getUTCHours(),
    minute: jst.getUTCMinutes(),
    second: jst.getUTCSeconds(),
    weekday: WEEKDAYS_JA[jst.getUTCDay()],
  };
}

/** The calendar date in Japan of a date `YYYY-MM-DD` or an instant. */
export function calendarDateOf(value: string | InstantInput): CalendarDate {
  return typeof value === 'string' && DATE_ONLY.test(value) ? parseDateOnly(value) : jstParts(value);
}

function startOfJstDay(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) - JST_OFFSET_MS;
}

/** 「2026.10.03（土）」 for a date or an instant in Japan. */
export function formatDateJa(value: string | InstantInput): string {
  const date = calendarDateOf(value);
  return `${date.year}.${pad(date.month)}.${pad(date.day)}（${weekdayOf(date)}）`;
}

/** 「2026年10月3日（土）」, the long form for running text. */
export function formatDateJaLong(value: string | InstantInput): string {
  const date = calendarDateOf(value);
  return `${date.year}年${date.month}月${date.day}日（${weekdayOf(date)}）`;
}

/** ISO string of an instant in JST: `2026-10-04T01:30:00+09:00`. */
export function toJstIso(instant: InstantInput): Instant {
  const p = jstParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}+09:00`;
}

/** The instant `minutes` later (earlier when negative), written in JST. */
export function addMinutes(instant: InstantInput, minutes: number): Instant {
  return toJstIso(toEpochMs(instant) + minutes * MINUTE_MS);
}

/** The date `days` days after a date `YYYY-MM-DD` (before it when negative). @throws RangeError for anything but a real calendar date. */
export function addDays(date: string, days: number): string {
  return toJstIso(startOfJstDay(parseDateOnly(date)) + days * DAY_MS).slice(0, 'YYYY-MM-DD'.length);
}

/** How many days a date `YYYY-MM-DD` is after another (negative when before). */
export function daysBetween(from: string, to: string): number {
  return Math.round((startOfJstDay(parseDateOnly(to)) - startOfJstDay(parseDateOnly(from))) / DAY_MS);
}

/** 「2026-12-01 12:00」: an instant in Japan as the content files write a time. */
export function formatJstMinute(instant: InstantInput): string {
  return toJstIso(instant).slice(0, 'YYYY-MM-DDTHH:mm'.length).replace('T', ' ');
}

/** Value for `<time dateTime>`: a date becomes 00:00 that day in Japan. */
export function toDateTimeAttr(value: string | InstantInput): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    parseDateOnly(value);
    return `${value}T00:00:00+09:00`;
  }
  return toJstIso(value);
}

/** The instant of a broadcast written in 30-hour notation (「25:30」 is 01:30 the next day). */
export function toBroadcastInstant(date: string, time: string): string {
  const d = parseDateOnly(date);
  const t = parseTime(time);
  return toJstIso(startOfJstDay(d) + (t.hour * 60 + t.minute) * MINUTE_MS);
}

/** The instant of a date in Japan with an optional time, as ISO with +09:00. */
export function toJstInstant(date: string, time: string | null): string {
  return toBroadcastInstant(date, time ?? '00:00');
}

/** Splits a content date with an optional time. @throws RangeError for anything else. */
export function splitDateTime(value: string): { date: string; time: string | null } {
  const m = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}:\d{2}))?$/.exec(value);
  if (!m) throw new RangeError(`expected YYYY-MM-DD or YYYY-MM-DD HH:MM, got ${JSON.stringify(value)}`);
  return { date: m[1], time: m[2] ?? null };
}

/** 「2026.12.01（火）12:00」, or without the time when none was given. */
export function formatDateTimeJa(date: string, time: string | null): string {
  if (time !== null) parseTime(time);
  return time === null ? formatDateJa(date) : `${formatDateJa(date)}${time}`;
}

/** A broadcast slot in 30-hour notation. */
export interface ThirtyHourSlot {
  date: string;
  time: string;
  weekday: WeekdayJa;
}

/** An instant in 30-hour notation: hours before 06:00 belong to the previous day as 24–29. */
export function toThirtyHour(instant: InstantInput): ThirtyHourSlot {
  const p = jstParts(instant);
  const lateNight = p.hour < THIRTY_HOUR_CUTOFF;
  const day = lateNight ? jstParts(toEpochMs(instant) - DAY_MS) : p;
  const hour = lateNight ? p.hour + 24 : p.hour;
  return {
    date: `${day.year}-${pad(day.month)}-${pad(day.day)}`,
    time: `${pad(hour)}:${pad(p.minute)}`,
    weekday: day.weekday,
  };
}

/** Weekly slot: 「毎週土曜 25:30〜」. */
export function formatWeeklySlot(weekday: WeekdayJa, time: string): string {
  parseTime(time);
  return `毎週${weekday}曜 ${time}〜`;
}

/** A dated slot: 「2026.10.03（土）25:30〜」. */
export function formatBroadcastDateTime(date: string, time: string): string {
  parseTime(time);
  return `${formatDateJa(date)}${time}〜`;
}

/** 「8,800円（税込）」; content stores tax-included prices. */
export function formatYen(priceTaxIncluded: number): string {
  if (!Number.isSafeInteger(priceTaxIncluded) || priceTaxIncluded < 0) {
    throw new RangeError(`expected a whole number of yen, got ${priceTaxIncluded}`);
  }
  return `${String(priceTaxIncluded).replace(/\B(?=(\d{3})+$)/g, ',')}円（税込）`;
}

/** True once an episode has started airing. */
export function hasEpisodeAired(airsAt: InstantInput, now: InstantInput): boolean {
  return toEpochMs(now) >= toEpochMs(airsAt);
}

/** The ordinary clock reading of an instant in Japan, to explain a slot written in 30-hour notation. */
export function formatClockTime(instant: InstantInput): string {
  const p = jstParts(instant);
  return `${p.weekday}曜 ${p.hour}:${String(p.minute).padStart(2, '0')}`;
}

/** True when a 30-hour time falls on the next calendar day. */
export function isPastMidnight(time: string): boolean {
  return Number(time.slice(0, 2)) >= 24;
}
