/**
 * How a page writes dates and times in its language, for the components that show them. Japanese is the default and
 * the only one Japanese pages load; another language's style is provided by its routes (`pages/en/**`, through
 * components/Layout/englishPage.tsx), so its code never reaches a Japanese page's scripts.
 */
import { createContext } from 'react';
import {
  type InstantInput,
  type WeekdayJa,
  formatBroadcastDateTime,
  formatClockTime,
  formatDateJa,
  formatDateJaLong,
  formatDateTimeJa,
  formatWeeklySlot,
  isPastMidnight,
  toThirtyHour,
} from './format';

export interface DateStyle {
  /** A date, or an instant's date in Japan: 「2026.10.03（土）」. */
  date(value: string | InstantInput): string;
  /** The long form for running text: 「2026年10月3日（土）」. */
  dateLong(value: string | InstantInput): string;
  /** A broadcast instant: 「2026.10.03（土）25:30〜」. */
  airDate(instant: InstantInput): string;
  /** A slot on a date in 30-hour notation: 「2026.10.03（土）25:30〜」. */
  slotDate(date: string, time: string): string;
  /** A news article's date, with its minute when it has one: 「2026.12.01（火）12:00」. */
  published(date: string, time: string | null): string;
  /**
   * A weekly slot, 「毎週土曜 25:30〜」, and past midnight the ordinary clock reading written as it follows the slot
   * (「（日曜 1:30）」); `clock` is null before midnight.
   */
  weekly(weekday: WeekdayJa, time: string, firstAt: InstantInput): { slot: string; clock: string | null };
  /** A weekly slot as one line of text (a calendar entry). */
  weeklyText(weekday: WeekdayJa, time: string): string;
  /** A clock time in 30-hour notation as the language reads it: 「25:30」. */
  clockTime(time: string): string;
  /** When something comes out at a given instant: 「2026.10.03（土）25:30」. */
  reveal(instant: InstantInput): string;
}

export const japaneseDates: DateStyle = {
  date: formatDateJa,
  dateLong: formatDateJaLong,
  airDate: (instant) => {
    const slot = toThirtyHour(instant);
    return formatBroadcastDateTime(slot.date, slot.time);
  },
  slotDate: formatBroadcastDateTime,
  published: formatDateTimeJa,
  weekly: (weekday, time, firstAt) => ({
    slot: formatWeeklySlot(weekday, time),
    clock: isPastMidnight(time) ? `（${formatClockTime(firstAt)}）` : null,
  }),
  weeklyText: formatWeeklySlot,
  clockTime: (time) => time,
  reveal: (instant) => {
    const slot = toThirtyHour(instant);
    return `${formatDateJa(slot.date)}${slot.time}`;
  },
};

export const DateStyleContext = createContext<DateStyle>(japaneseDates);
