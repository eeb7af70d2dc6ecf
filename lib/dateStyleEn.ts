/**
 * Dates for English readers, JST first as the station announces it (no Intl: the fixed +9 h of lib/format.ts). The
 * visitor's own time beside it is hooks/useLocalTime's. Only English routes and Node code import this file, so a
 * Japanese page's scripts never carry it (lib/dateStyle.ts).
 */
import type { DateStyle } from './dateStyle';
import {
  type CalendarDate,
  type InstantInput,
  WEEKDAYS_JA,
  type WeekdayJa,
  calendarDateOf,
  jstParts,
  pad,
  parseDateOnly,
  parseTime,
  toBroadcastInstant,
  toThirtyHour,
} from './format';
const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const WEEKDAYS_EN_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MONTHS_EN_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

const weekdayIndex = (date: CalendarDate): number => new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();

/** 「1:30 AM」: a clock time of 0–23 hours on a 12-hour clock. */
function clock12(hour: number, minute: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 「Sat, Oct 3, 2026」 for a date or an instant in Japan. */
export function formatDateEn(value: string | InstantInput): string {
  const date = calendarDateOf(value);
  return `${WEEKDAYS_EN[weekdayIndex(date)]}, ${MONTHS_EN[date.month - 1]} ${date.day}, ${date.year}`;
}

/** 「Saturday, October 3, 2026」, the long form for running text. */
export function formatDateEnLong(value: string | InstantInput): string {
  const date = calendarDateOf(value);
  return `${WEEKDAYS_EN_LONG[weekdayIndex(date)]}, ${MONTHS_EN_LONG[date.month - 1]} ${date.day}, ${date.year}`;
}

/**
 * An instant as a station abroad is read: 「Sun, Oct 4, 2026, 1:30 AM JST」, with the station's late-night notation
 * after it when the slot is past midnight (「(25:30)」), so it matches the Japanese listings.
 */
export function formatInstantEn(instant: InstantInput): string {
  const p = jstParts(instant);
  const slot = toThirtyHour(instant);
  const lateNight = Number(slot.time.slice(0, 2)) >= 24;
  return `${formatDateEn(instant)}, ${clock12(p.hour, p.minute)} JST${lateNight ? ` (${slot.time})` : ''}`;
}

/** A slot in 30-hour notation on a date: 「Sun, Oct 4, 2026, 1:30 AM JST (25:30)」. */
export function formatBroadcastDateTimeEn(date: string, time: string): string {
  return formatInstantEn(toBroadcastInstant(date, time));
}

/**
 * A weekly slot: 「Saturdays 25:30 (Sundays 1:30 AM JST)」 past midnight (the station's notation first, as it
 * announces it), 「Tuesdays 11:30 PM JST」 otherwise.
 */
export function formatWeeklySlotEn(weekday: WeekdayJa, time: string): string {
  const { slot, clock } = weeklySlotPartsEn(weekday, time);
  return clock === null ? slot : `${slot} ${clock}`;
}

/** {@link formatWeeklySlotEn} in its two parts, for a page that sets the clock reading smaller: its `clock` is null before midnight. */
export function weeklySlotPartsEn(weekday: WeekdayJa, time: string): { slot: string; clock: string | null } {
  const t = parseTime(time);
  const day = WEEKDAYS_JA.indexOf(weekday);
  if (t.hour < 24) return { slot: `${WEEKDAYS_EN_LONG[day]}s ${clock12(t.hour, t.minute)} JST`, clock: null };
  return { slot: `${WEEKDAYS_EN_LONG[day]}s ${time}`, clock: `(${WEEKDAYS_EN_LONG[(day + 1) % 7]}s ${clock12(t.hour - 24, t.minute)} JST)` };
}

/** A clock time in 30-hour notation as English readers read it: 「25:30」 → 「1:30 AM」. */
export function formatClockTimeEn(time: string): string {
  const t = parseTime(time);
  return clock12(t.hour % 24, t.minute);
}

/** A day in Japan as a news list dates it, month first as US sites write it: `2026-10-03` → 「Oct 3, 2026」. */
export function formatDayEn(date: string): string {
  const { year, month, day } = parseDateOnly(date);
  return `${MONTHS_EN[month - 1]} ${day}, ${year}`;
}

/** A clock time in Japan on a 12-hour clock, zone named: `18:00` → 「6:00 PM JST」 (the time zone, since readers abroad are in others). */
export function formatTimeEn(time: string): string {
  const { hour, minute } = parseTime(time);
  return `${clock12(hour % 24, minute)} JST`;
}

/** An article's date for English readers, with its minute when it has one: 「Oct 3, 2026」, 「Oct 3, 2026, 6:00 PM JST」. */
export function formatDateTimeEn(date: string, time: string | null): string {
  return time === null ? formatDayEn(date) : `${formatDayEn(date)}, ${formatTimeEn(time)}`;
}

export const englishDates: DateStyle = {
  date: formatDateEn,
  dateLong: formatDateEnLong,
  airDate: formatInstantEn,
  slotDate: formatBroadcastDateTimeEn,
  published: formatDateTimeEn,
  weekly: (weekday, time) => {
    const { slot, clock } = weeklySlotPartsEn(weekday, time);
    return { slot, clock: clock && ` ${clock}` };
  },
  weeklyText: formatWeeklySlotEn,
  clockTime: formatClockTimeEn,
  reveal: formatInstantEn,
};
