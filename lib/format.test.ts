/** @jest-environment node */
import path from 'node:path';
import {
  addDays,
  addMinutes,
  daysBetween,
  formatClockTime,
  formatBroadcastDateTime,
  formatDateJa,
  formatDateJaLong,
  formatDateTimeJa,
  formatWeeklySlot,
  formatYen,
  hasEpisodeAired,
  isPastMidnight,
  jstParts,
  splitDateTime,
  toBroadcastInstant,
  toDateTimeAttr,
  toJstInstant,
  toThirtyHour,
  weekdayOfDate,
} from './format';
import { inTimeZone } from '../__tests__/helpers/timeZone';

/** Wall clock in Japan computed independently with Intl (never local time): 「2026/10/04(日) 01:30」. */
function tokyoWallClock(iso: string): string {
  const parts = new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}/${get('month')}/${get('day')}(${get('weekday')}) ${get('hour')}:${get('minute')}`;
}

describe('weekdayOfDate', () => {
  it.each([
    ['2026-10-03', '土'],
    ['2026-10-04', '日'],
    ['2024-02-29', '木'],
    ['2000-01-01', '土'],
    ['2100-12-31', '金'],
  ])('%s → %s', (date, weekday) => {
    expect(weekdayOfDate(date)).toBe(weekday);
  });

  it.each(['2026-02-30', '2026-10-3', '2026-10-03T00:00:00+09:00'])('rejects %s', (value) => {
    expect(() => weekdayOfDate(value)).toThrow(RangeError);
  });
});

describe('formatDateJa', () => {
  it.each([
    ['2026-10-03', '2026.10.03（土）'],
    ['2026-10-04', '2026.10.04（日）'],
    ['2026-01-01', '2026.01.01（木）'],
    ['2024-02-29', '2024.02.29（木）'],
    ['2026-12-31', '2026.12.31（木）'],
    // Instants are shown as their date in Japan.
    ['2026-10-03T14:59:59Z', '2026.10.03（土）'],
    ['2026-10-03T15:00:00Z', '2026.10.04（日）'],
    ['2026-10-04T01:30:00+09:00', '2026.10.04（日）'],
    ['2026-10-03T09:30:00-07:00', '2026.10.04（日）'],
  ])('%s → %s', (input, expected) => {
    expect(formatDateJa(input)).toBe(expected);
  });

  it.each([
    [Date.parse('2026-10-03T16:30:00Z'), '2026.10.04（日）'],
    [Date.UTC(2026, 9, 3, 14, 0), '2026.10.03（土）'],
  ])('accepts epoch milliseconds: %s → %s', (input, expected) => {
    expect(formatDateJa(input)).toBe(expected);
  });

  it.each([['10/1'], ['2026/10/01'], ['2026-02-30'], ['2026-13-01'], ['2026-10-03T12:00'], ['not a date']])('rejects %j', (input) => {
    expect(() => formatDateJa(input)).toThrow(RangeError);
  });

  it.each([
    ['2026-10-03', '2026年10月3日（土）'],
    ['2027-01-13', '2027年1月13日（水）'],
  ])('long form %s → %s', (input, expected) => {
    expect(formatDateJaLong(input)).toBe(expected);
  });
});

describe('toDateTimeAttr', () => {
  it.each([
    ['2026-10-03', '2026-10-03T00:00:00+09:00'],
    ['2026-10-03T16:30:00Z', '2026-10-04T01:30:00+09:00'],
    ['2026-10-04T01:30:00+09:00', '2026-10-04T01:30:00+09:00'],
    ['2026-12-31T15:00:00Z', '2027-01-01T00:00:00+09:00'],
  ])('%s → %s', (input, expected) => {
    expect(toDateTimeAttr(input)).toBe(expected);
    expect(Date.parse(toDateTimeAttr(input))).toBe(Date.parse(input.length === 10 ? `${input}T00:00:00+09:00` : input));
  });
});

describe('30-hour broadcast notation', () => {
  const table: ReadonlyArray<[date: string, time: string, instant: string, wallClock: string]> = [
    ['2026-10-03', '25:30', '2026-10-04T01:30:00+09:00', '2026/10/04(日) 01:30'],
    ['2026-10-03', '26:25', '2026-10-04T02:25:00+09:00', '2026/10/04(日) 02:25'],
    ['2026-10-03', '23:30', '2026-10-03T23:30:00+09:00', '2026/10/03(土) 23:30'],
    ['2026-10-04', '06:00', '2026-10-04T06:00:00+09:00', '2026/10/04(日) 06:00'],
    ['2026-10-03', '29:59', '2026-10-04T05:59:00+09:00', '2026/10/04(日) 05:59'],
    ['2026-12-31', '24:00', '2027-01-01T00:00:00+09:00', '2027/01/01(金) 00:00'],
    ['2028-02-28', '26:00', '2028-02-29T02:00:00+09:00', '2028/02/29(火) 02:00'],
  ];

  it.each(table)('%s %s is the instant %s', (date, time, instant, wallClock) => {
    expect(toBroadcastInstant(date, time)).toBe(instant);
    expect(tokyoWallClock(toBroadcastInstant(date, time))).toBe(wallClock);
  });

  it.each(table)('%s %s ⇄ %s round-trips', (date, time, instant) => {
    const slot = toThirtyHour(instant);
    expect(slot.date).toBe(date);
    expect(slot.time).toBe(time);
    expect(toBroadcastInstant(slot.date, slot.time)).toBe(instant);
  });

  it.each([
    ['2026-10-04T01:30:00+09:00', { date: '2026-10-03', time: '25:30', weekday: '土' }],
    ['2026-10-03T16:30:00Z', { date: '2026-10-03', time: '25:30', weekday: '土' }],
    ['2026-10-04T05:59:00+09:00', { date: '2026-10-03', time: '29:59', weekday: '土' }],
    ['2026-10-04T06:00:00+09:00', { date: '2026-10-04', time: '06:00', weekday: '日' }],
    ['2027-01-01T00:00:00+09:00', { date: '2026-12-31', time: '24:00', weekday: '木' }],
  ])('toThirtyHour(%s)', (instant, expected) => {
    expect(toThirtyHour(instant)).toEqual(expected);
  });

  it.each([['30:00'], ['25:60'], ['1:30'], ['2530']])('rejects the time %j', (time) => {
    expect(() => toBroadcastInstant('2026-10-03', time)).toThrow(RangeError);
  });

  it.each([
    ['土', '25:30', '毎週土曜 25:30〜'],
    ['日', '10:00', '毎週日曜 10:00〜'],
    ['火', '23:30', '毎週火曜 23:30〜'],
  ] as const)('formatWeeklySlot(%s, %s) → %s', (weekday, time, expected) => {
    expect(formatWeeklySlot(weekday, time)).toBe(expected);
  });

  it.each([
    ['2026-10-03', '25:30', '2026.10.03（土）25:30〜'],
    ['2026-10-06', '23:30', '2026.10.06（火）23:30〜'],
  ])('formatBroadcastDateTime(%s, %s) → %s', (date, time, expected) => {
    expect(formatBroadcastDateTime(date, time)).toBe(expected);
  });
});

describe('formatYen', () => {
  it.each([
    [8800, '8,800円（税込）'],
    [16500, '16,500円（税込）'],
    [550, '550円（税込）'],
    [1000, '1,000円（税込）'],
    [0, '0円（税込）'],
    [1234567, '1,234,567円（税込）'],
  ])('%i → %s', (price, expected) => {
    expect(formatYen(price)).toBe(expected);
  });

  it.each([[8800.5], [-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('rejects %p', (price) => {
    expect(() => formatYen(price)).toThrow(RangeError);
  });
});

describe('timed dates: splitDateTime, toJstInstant, formatDateTimeJa', () => {
  it.each([
    ['2026-12-01', { date: '2026-12-01', time: null }, '2026-12-01T00:00:00+09:00', '2026.12.01（火）'],
    ['2026-12-01 12:00', { date: '2026-12-01', time: '12:00' }, '2026-12-01T12:00:00+09:00', '2026.12.01（火）12:00'],
    ['2026-12-01 00:00', { date: '2026-12-01', time: '00:00' }, '2026-12-01T00:00:00+09:00', '2026.12.01（火）00:00'],
    // 30-hour notation (an episode's reveal): the next morning.
    ['2026-10-03 25:30', { date: '2026-10-03', time: '25:30' }, '2026-10-04T01:30:00+09:00', '2026.10.03（土）25:30'],
  ])('%s', (written, parts, instant, shown) => {
    expect(splitDateTime(written)).toEqual(parts);
    expect(toJstInstant(parts.date, parts.time)).toBe(instant);
    expect(formatDateTimeJa(parts.date, parts.time)).toBe(shown);
  });

  it.each(['2026-12-01T12:00', '2026-12-01 12:00:00', '2026/12/01', '12:00'])('refuses %j', (written) => {
    expect(() => splitDateTime(written)).toThrow(RangeError);
  });
});

describe('hasEpisodeAired', () => {
  const ep1 = '2026-10-04T01:30:00+09:00';
  it.each([
    ['2026-10-04T01:29:59+09:00', false],
    ['2026-10-04T01:30:00+09:00', true],
    ['2026-10-03T16:30:00Z', true],
    ['2026-10-03T16:29:00Z', false],
    ['2026-10-03T23:00:00+09:00', false],
    ['2026-12-20T00:00:00+09:00', true],
  ])('episode 1 at %s → %s', (now, expected) => {
    expect(hasEpisodeAired(ep1, now)).toBe(expected);
    expect(hasEpisodeAired(ep1, Date.parse(now))).toBe(expected);
  });
});

describe('JST arithmetic: addMinutes, addDays, daysBetween', () => {
  it.each([
    ['2026-10-04T01:30:00+09:00', 30, '2026-10-04T02:00:00+09:00'],
    ['2026-10-03T23:45:00+09:00', 30, '2026-10-04T00:15:00+09:00'],
    ['2026-10-03T16:30:00Z', 30, '2026-10-04T02:00:00+09:00'],
    ['2026-12-31T23:59:00+09:00', 1, '2027-01-01T00:00:00+09:00'],
    ['2026-10-04T00:10:00+09:00', -20, '2026-10-03T23:50:00+09:00'],
  ])('%s plus %i minutes is %s', (instant, minutes, expected) => {
    expect(addMinutes(instant, minutes)).toBe(expected);
  });

  it.each([
    ['2026-10-03', 7, '2026-10-10'],
    ['2026-12-25', 7, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-10-03', -28, '2026-09-05'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it('refuses a date that does not exist', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('jstParts', () => {
  it('reads the clock in Japan', () => {
    expect(jstParts('2026-10-03T16:30:05Z')).toEqual({
      year: 2026,
      month: 10,
      day: 4,
      hour: 1,
      minute: 30,
      second: 5,
      weekday: '日',
    });
  });

  it.each(['2026-02-30T12:00:00+09:00', '2026-01-01T24:00:00+09:00', '2026-01-01T12:00:60Z', '2026-01-01T12:00:00+24:00'])(
    'refuses %s, a day or time that does not exist, instead of rolling it over',
    (value) => {
      expect(() => jstParts(value)).toThrow(new RangeError(`expected a date and time that exist, got ${JSON.stringify(value)}`));
    },
  );
});

describe('formatClockTime / isPastMidnight', () => {
  it.each([
    ['2026-10-04T01:30:00+09:00', '日曜 1:30'],
    ['2026-10-03T16:30:00Z', '日曜 1:30'],
    ['2026-10-06T23:30:00+09:00', '火曜 23:30'],
    ['2026-10-04T00:05:00+09:00', '日曜 0:05'],
  ])('formatClockTime(%s) → %s', (instant, expected) => {
    expect(formatClockTime(instant)).toBe(expected);
  });

  it.each([
    ['23:59', false],
    ['24:00', true],
    ['25:30', true],
    ['10:00', false],
  ])('isPastMidnight(%s) → %s', (time, expected) => {
    expect(isPastMidnight(time)).toBe(expected);
  });
});

describe('independence from the machine time zone', () => {
  // The same calls in a fresh Node process per zone must give identical results.
  const calls = `[
    m.formatDateJa('2026-10-03'),
    m.formatDateJa('2026-10-03T15:00:00Z'),
    m.formatDateJa(Date.parse('2026-10-03T14:59:59Z')),
    m.toBroadcastInstant('2026-10-03', '25:30'),
    m.toDateTimeAttr('2026-10-03'),
    m.toThirtyHour('2026-10-03T16:30:00Z'),
    m.addDays('2026-10-01', 14),
    m.daysBetween('2026-10-01', '2026-10-15'),
    m.hasEpisodeAired('2026-10-04T01:30:00+09:00', '2026-10-03T16:30:00Z'),
    m.formatClockTime(Date.UTC(2026, 9, 31, 16, 30)),
  ]`;
  const expected = [
    '2026.10.03（土）',
    '2026.10.04（日）',
    '2026.10.03（土）',
    '2026-10-04T01:30:00+09:00',
    '2026-10-03T00:00:00+09:00',
    { date: '2026-10-03', time: '25:30', weekday: '土' },
    '2026-10-15',
    14,
    true,
    '日曜 1:30',
  ];

  it.each([
    ['UTC', 0],
    ['America/Los_Angeles', 420],
    ['Pacific/Kiritimati', -840],
    ['Asia/Tokyo', -540],
  ])('TZ=%s gives the same results', (tz, offset) => {
    // The offset proves the child really ran in that zone.
    expect(inTimeZone(tz, path.join(__dirname, 'format.ts'), calls)).toEqual({ offset, result: expected });
  });
});

describe('JST without a time-zone formatter', () => {
  it('never makes an Intl.DateTimeFormat (the browser would load ICU zone data for it)', () => {
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, loaded under the spy
        const fresh: typeof import('./format') = require('./format');
        expect(fresh.formatDateJa('2026-12-23T15:30:00Z')).toBe('2026.12.24（木）');
        expect(fresh.toThirtyHour('2026-10-03T16:30:00Z')).toEqual({ date: '2026-10-03', time: '25:30', weekday: '土' });
        expect(fresh.jstParts(Date.UTC(2026, 0, 1)).hour).toBe(9);
        expect(spy).not.toHaveBeenCalled();
      });
    } finally {
      spy.mockRestore();
    }
  });

  it('agrees with Intl.DateTimeFormat in Asia/Tokyo from 1970 to 2100', () => {
    const tokyo = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
      hourCycle: 'h23',
    });
    const kanji: Record<string, string> = { Sun: '日', Mon: '月', Tue: '火', Wed: '水', Thu: '木', Fri: '金', Sat: '土' };
    const start = Date.UTC(1970, 0, 1);
    const end = Date.UTC(2100, 0, 1);
    // A stride of 7 h 13 min 17 s lands on every hour of the day and every weekday many times over.
    const stride = ((7 * 60 + 13) * 60 + 17) * 1000;
    let checked = 0;
    for (let t = start; t < end; t += stride) {
      const parts = Object.fromEntries(tokyo.formatToParts(t).map((p) => [p.type, p.value]));
      const p = jstParts(t);
      const expected = {
        year: Number(parts.year),
        month: Number(parts.month),
        day: Number(parts.day),
        hour: Number(parts.hour),
        minute: Number(parts.minute),
        second: Number(parts.second),
        weekday: kanji[parts.weekday],
      };
      // Compare cheaply, and let expect() print the instant only on a mismatch (150,000 expect calls take seconds).
      if (JSON.stringify(p) !== JSON.stringify(expected)) {
        expect({ at: new Date(t).toISOString(), ...p }).toEqual({ at: new Date(t).toISOString(), ...expected });
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(150_000);
  });
});
