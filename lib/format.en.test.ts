import { formatDayEn, formatDateTimeEn, formatTimeEn } from './format';

describe('English dates', () => {
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
