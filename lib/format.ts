/**
 * The clock's reading and writing of time (lib/clock.ts has the instants the site shows): how dates, instants and
 * broadcast times are parsed and checked, and displayed with prices, always in Japan time (JST, UTC+9, no daylight
 * saving) whatever the time zone of the visitor or of the build machine.
 *
 * Two kinds of input:
 * - a date `YYYY-MM-DD` is a calendar date in Japan, used as it is (never converted);
 * - an instant (`Date`, epoch milliseconds, or an ISO string with a time) is converted to JST by adding nine
 *   hours and reading the UTC fields; local-time getters are never used.
 *
 * Broadcast times use 30-hour notation (深夜アニメ表記): after midnight the previous day's date is kept and the
 * hours count on, so 「土曜 25:30」 is Sunday 01:30. Times up to 29:59 are accepted.
 */

/** Japanese weekday kanji, Sunday first (the order of `Date#getUTCDay`). */
export const WEEKDAYS_JA = ['日', '月', '火', '水', '木', '金', '土'] as const;
/** A Japanese weekday kanji. */
export type WeekdayJa = (typeof WEEKDAYS_JA)[number];

/**
 * Anything that names an instant. Strings must be ISO 8601 with a time and an offset (`…T01:30:00+09:00` or
 * `…Z`); a bare `YYYY-MM-DD` is a calendar date in Japan instead.
 */
export type InstantInput = Date | number | string;

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Hours 00–05 JST are written as 24–29 of the previous day in 30-hour notation. */
const THIRTY_HOUR_CUTOFF = 6;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

interface CalendarDate {
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

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The fields of `YYYY-MM-DD` when it is a day of the calendar (no 02-30), else null. */
function calendarDate(value: string): CalendarDate | null {
  const m = DATE_ONLY.exec(value);
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return check.getUTCFullYear() === date.year && check.getUTCMonth() === date.month - 1 && check.getUTCDate() === date.day ? date : null;
}

/** True for a date `YYYY-MM-DD` that exists (the content schemas' check and this module's are this one). */
export function isRealDate(value: string): boolean {
  return calendarDate(value) !== null;
}

function parseDateOnly(value: string): CalendarDate {
  if (!DATE_ONLY.test(value)) throw new RangeError(`expected a date YYYY-MM-DD, got ${JSON.stringify(value)}`);
  const date = calendarDate(value);
  if (!date) throw new RangeError(`expected a real calendar date, got ${JSON.stringify(value)}`);
  return date;
}

function parseTime(value: string): { hour: number; minute: number } {
  const m = TIME.exec(value);
  const hour = m ? Number(m[1]) : NaN;
  const minute = m ? Number(m[2]) : NaN;
  if (!(hour <= 29 && minute <= 59)) {
    throw new RangeError(`expected a time HH:MM from 00:00 to 29:59, got ${JSON.stringify(value)}`);
  }
  return { hour, minute };
}

/** Weekday of a calendar date; pure arithmetic, no time zone involved. */
function weekdayOf(date: CalendarDate): WeekdayJa {
  return WEEKDAYS_JA[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()];
}

/**
 * Weekday of a date `YYYY-MM-DD` in Japan: `weekdayOfDate('2026-10-03')` → `'土'`.
 * @throws RangeError for anything but a real calendar date
 */
export function weekdayOfDate(date: string): WeekdayJa {
  return weekdayOf(parseDateOnly(date));
}

/** ISO 8601 with a time and an explicit offset; without one, `Date.parse` would use the machine's time zone. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * Epoch milliseconds of an instant: the one parser of instants, so an ISO string without an offset (which `Date.parse`
 * would read in the machine's time zone) is refused everywhere alike.
 * @throws RangeError for a string that is not ISO 8601 with a time and `Z` or an offset, or an invalid instant
 */
export function toEpochMs(value: InstantInput): number {
  if (typeof value === 'string' && !ISO_INSTANT.test(value)) {
    throw new RangeError(`expected an ISO 8601 date-time with Z or an offset such as +09:00, got ${JSON.stringify(value)}`);
  }
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(ms)) throw new RangeError(`expected an instant, got ${JSON.stringify(value)}`);
  return ms;
}

/**
 * Year, month, day, hour, minute, second and weekday of an instant on a clock in Japan.
 *
 * Japan has kept UTC+9 without daylight saving since 1951, so a fixed offset is exact for every date this site
 * shows, and the tests compare it with `Intl.DateTimeFormat` in `Asia/Tokyo`. The browser is not asked for that
 * formatter on purpose: the first one with a time zone loads ICU's zone data, 17 ms of the main thread on /story
 * and /onair here (about 70 ms under Lighthouse's 4× CPU) to learn an offset that never changes.
 */
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

function calendarDateOf(value: string | InstantInput): CalendarDate {
  return typeof value === 'string' && DATE_ONLY.test(value) ? parseDateOnly(value) : jstParts(value);
}

/** Epoch ms of 00:00 JST on a calendar date. */
function startOfJstDay(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) - JST_OFFSET_MS;
}

/**
 * 「2026.10.03（土）」.
 * @param value a date `YYYY-MM-DD` (a day in Japan) or an instant (shown as its date in Japan)
 */
export function formatDateJa(value: string | InstantInput): string {
  const date = calendarDateOf(value);
  return `${date.year}.${pad(date.month)}.${pad(date.day)}（${weekdayOf(date)}）`;
}

/**
 * 「2026年10月3日（土）」, the long form for running text.
 * @param value a date `YYYY-MM-DD` or an instant
 */
export function formatDateJaLong(value: string | InstantInput): string {
  const date = calendarDateOf(value);
  return `${date.year}年${date.month}月${date.day}日（${weekdayOf(date)}）`;
}

/** ISO string of an instant in JST: `2026-10-04T01:30:00+09:00`. */
export function toJstIso(instant: InstantInput): string {
  const p = jstParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}+09:00`;
}

/**
 * Value for `<time dateTime>`: ISO 8601 with the +09:00 offset. A date `YYYY-MM-DD` becomes 00:00 that day in
 * Japan (`2026-10-03T00:00:00+09:00`); an instant is written in JST.
 */
export function toDateTimeAttr(value: string | InstantInput): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    parseDateOnly(value);
    return `${value}T00:00:00+09:00`;
  }
  return toJstIso(value);
}

/**
 * The instant of a broadcast written in 30-hour notation, as an ISO string with +09:00.
 * `toBroadcastInstant('2026-10-03', '25:30')` → `'2026-10-04T01:30:00+09:00'`.
 * @param date the broadcast date `YYYY-MM-DD` (the day the slot belongs to, e.g. the Saturday)
 * @param time `HH:MM`, 00:00–29:59
 */
export function toBroadcastInstant(date: string, time: string): string {
  const d = parseDateOnly(date);
  const t = parseTime(time);
  return toJstIso(startOfJstDay(d) + (t.hour * 60 + t.minute) * 60 * 1000);
}

/**
 * The instant of a date in Japan with an optional time: `('2026-12-01', null)` is 00:00 JST that day,
 * `('2026-12-01', '12:00')` noon, as an ISO string with +09:00. Times run to 29:59 (30-hour notation).
 * @param date `YYYY-MM-DD`
 * @param time `HH:MM`, or null for the start of the day
 */
export function toJstInstant(date: string, time: string | null): string {
  return toBroadcastInstant(date, time ?? '00:00');
}

/**
 * A content date with an optional time, as written: `'2026-12-01 12:00'` → `{ date: '2026-12-01', time: '12:00' }`,
 * `'2026-12-01'` → `{ date: '2026-12-01', time: null }`.
 * @throws RangeError for anything else
 */
export function splitDateTime(value: string): { date: string; time: string | null } {
  const m = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}:\d{2}))?$/.exec(value);
  if (!m) throw new RangeError(`expected YYYY-MM-DD or YYYY-MM-DD HH:MM, got ${JSON.stringify(value)}`);
  return { date: m[1], time: m[2] ?? null };
}

/**
 * 「2026.12.01（火）12:00」, or 「2026.12.01（火）」 when no time was given.
 * @param date `YYYY-MM-DD` in Japan
 * @param time `HH:MM` in Japan, or null
 */
export function formatDateTimeJa(date: string, time: string | null): string {
  if (time !== null) parseTime(time);
  return time === null ? formatDateJa(date) : `${formatDateJa(date)}${time}`;
}

/** A broadcast slot in 30-hour notation. */
export interface ThirtyHourSlot {
  /** `YYYY-MM-DD` of the day the slot belongs to. */
  date: string;
  /** `HH:MM`, hours 06–29. */
  time: string;
  weekday: WeekdayJa;
}

/**
 * An instant written in 30-hour notation: JST hours 00:00–05:59 belong to the previous day as 24:00–29:59.
 * `toThirtyHour('2026-10-04T01:30:00+09:00')` → `{ date: '2026-10-03', time: '25:30', weekday: '土' }`.
 */
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

/**
 * Weekly slot: 「毎週土曜 25:30〜」.
 * @param weekday weekday kanji of the slot's day in 30-hour notation
 * @param time `HH:MM` in 30-hour notation
 */
export function formatWeeklySlot(weekday: WeekdayJa, time: string): string {
  parseTime(time);
  return `毎週${weekday}曜 ${time}〜`;
}

/**
 * A dated slot: 「2026.10.03（土）25:30〜」.
 * @param date `YYYY-MM-DD` in 30-hour notation
 * @param time `HH:MM` in 30-hour notation
 */
export function formatBroadcastDateTime(date: string, time: string): string {
  parseTime(time);
  return `${formatDateJa(date)}${time}〜`;
}

/**
 * 「8,800円（税込）」. Content stores tax-included prices; this only formats them.
 * @param priceTaxIncluded whole yen, tax included
 */
export function formatYen(priceTaxIncluded: number): string {
  if (!Number.isSafeInteger(priceTaxIncluded) || priceTaxIncluded < 0) {
    throw new RangeError(`expected a whole number of yen, got ${priceTaxIncluded}`);
  }
  return `${String(priceTaxIncluded).replace(/\B(?=(\d{3})+$)/g, ',')}円（税込）`;
}

/** How long a news article shows a NEW badge. */
export const NEWS_NEW_DAYS = 14;

/**
 * The instant a news article stops being NEW: `days` full days after its date (00:00 JST), so an article dated 10/01
 * is NEW up to 10/14 23:59:59 JST and not from 10/15 00:00.
 * @param date the article's `YYYY-MM-DD`
 */
export function newsNewUntil(date: string, days: number = NEWS_NEW_DAYS): string {
  return toJstIso(startOfJstDay(parseDateOnly(date)) + days * DAY_MS);
}

/**
 * True while a news article is NEW: from its date (00:00 JST) until {@link newsNewUntil}. Only published articles are
 * in a build, so an article is never NEW before its date on the site.
 * @param date the article's `YYYY-MM-DD`
 * @param now the current instant (build time, or the browser's clock after load)
 */
export function isNewsNew(date: string, now: InstantInput, days: number = NEWS_NEW_DAYS): boolean {
  return toEpochMs(now) < toEpochMs(newsNewUntil(date, days));
}

/**
 * True once an episode has started airing.
 * @param airsAt the episode's broadcast instant (ISO string, e.g. `2026-10-04T01:30:00+09:00`)
 * @param now the current instant
 */
export function hasEpisodeAired(airsAt: InstantInput, now: InstantInput): boolean {
  return toEpochMs(now) >= toEpochMs(airsAt);
}
