import {
  formatBroadcastDateTimeEn,
  formatClockTimeEn,
  formatDateEn,
  formatDateEnLong,
  formatDateTimeEn,
  formatDayEn,
  formatInstantEn,
  formatTimeEn,
  formatWeeklySlotEn,
} from './dateStyleEn';
import { toBroadcastInstant } from './format';

describe('English news dates', () => {
  it('writes a date month first, as English readers expect', () => {
    expect(formatDayEn('2026-10-03')).toBe('Oct 3, 2026');
    expect(formatDayEn('2027-01-13')).toBe('Jan 13, 2027');
  });

  it('writes a time in Japan on a 12-hour clock with its zone', () => {
    expect(formatTimeEn('00:05')).toBe('12:05 AM JST');
    expect(formatTimeEn('12:00')).toBe('12:00 PM JST');
    expect(formatTimeEn('18:30')).toBe('6:30 PM JST');
    expect(formatDateTimeEn('2026-12-01', '09:00')).toBe('Dec 1, 2026, 9:00 AM JST');
    expect(formatDateTimeEn('2026-12-01', null)).toBe('Dec 1, 2026');
  });

  it('refuses a date that does not exist', () => {
    expect(() => formatDayEn('2026-02-30')).toThrow(RangeError);
  });
});

describe('English dates', () => {
  it.each([
    ['2026-10-03', 'Sat, Oct 3, 2026'],
    ['2026-10-04T01:30:00+09:00', 'Sun, Oct 4, 2026'],
    // 16:30 UTC is already the next day in Japan.
    ['2026-10-03T16:30:00Z', 'Sun, Oct 4, 2026'],
  ])('formatDateEn(%s) is %s', (value, expected) => {
    expect(formatDateEn(value)).toBe(expected);
  });

  it('formatDateEnLong writes the day and month in full', () => {
    expect(formatDateEnLong('2026-10-03')).toBe('Saturday, October 3, 2026');
  });

  it.each([
    // Past midnight: the clock time first, the station's notation after it.
    ['2026-10-03', '25:30', 'Sun, Oct 4, 2026, 1:30 AM JST (25:30)'],
    ['2026-10-03', '24:00', 'Sun, Oct 4, 2026, 12:00 AM JST (24:00)'],
    ['2026-10-06', '23:30', 'Tue, Oct 6, 2026, 11:30 PM JST'],
    ['2026-10-11', '10:00', 'Sun, Oct 11, 2026, 10:00 AM JST'],
    ['2026-10-05', '12:00', 'Mon, Oct 5, 2026, 12:00 PM JST'],
    ['2026-12-31', '29:59', 'Fri, Jan 1, 2027, 5:59 AM JST (29:59)'],
  ])('formatBroadcastDateTimeEn(%s, %s) is %s', (date, time, expected) => {
    expect(formatBroadcastDateTimeEn(date, time)).toBe(expected);
    expect(formatInstantEn(toBroadcastInstant(date, time))).toBe(expected);
  });

  it.each([
    ['土', '25:30', 'Saturdays 25:30 (Sundays 1:30 AM JST)'],
    ['日', '26:25', 'Sundays 26:25 (Mondays 2:25 AM JST)'],
    ['火', '23:30', 'Tuesdays 11:30 PM JST'],
    ['月', '12:00', 'Mondays 12:00 PM JST'],
  ] as const)('formatWeeklySlotEn(%s, %s) is %s', (weekday, time, expected) => {
    expect(formatWeeklySlotEn(weekday, time)).toBe(expected);
  });

  it.each([
    ['25:30', '1:30 AM'],
    ['00:05', '12:05 AM'],
    ['13:00', '1:00 PM'],
  ])('formatClockTimeEn(%s) is %s', (time, expected) => {
    expect(formatClockTimeEn(time)).toBe(expected);
  });

  it('refuses a time that is not one', () => {
    expect(() => formatWeeklySlotEn('土', '30:00')).toThrow(RangeError);
  });
});
