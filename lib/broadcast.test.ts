/** @jest-environment node */
import path from 'node:path';
import {
  airStatuses,
  broadcastStatus,
  formatDuration,
  slotEndTime,
  splitDuration,
  statusesFrom,
} from './broadcast';
import { inTimeZone } from '../__tests__/helpers/timeZone';

// The real pattern: Saturdays 25:30 (= Sunday 01:30 JST), weekly. A skipped week has its own test below.
const weekly = [
  { number: 1, airsAt: '2026-10-04T01:30:00+09:00' },
  { number: 2, airsAt: '2026-10-11T01:30:00+09:00' },
  { number: 3, airsAt: '2026-10-18T01:30:00+09:00' },
];

const describeStatus = (now: string) => {
  const s = broadcastStatus(weekly, now);
  return s.kind === 'finished' ? ['finished'] : [s.kind, s.episode.number, s.remainingMs / 1000];
};

describe('broadcastStatus', () => {
  it.each([
    // Long before the first broadcast.
    ['2026-09-01T00:00:00+09:00', ['upcoming', 1, (33 * 24 * 3600) + 5400]],
    // Saturday evening in Japan: the "Saturday 25:30" slot is still ahead, on the next calendar day.
    ['2026-10-03T23:00:00+09:00', ['upcoming', 1, 2.5 * 3600]],
    // Past midnight, Saturday 25:00 in 30-hour notation: half an hour to go.
    ['2026-10-04T01:00:00+09:00', ['upcoming', 1, 1800]],
    ['2026-10-04T01:29:59+09:00', ['upcoming', 1, 1]],
    // The broadcast starts: on air for the 30-minute slot.
    ['2026-10-04T01:30:00+09:00', ['onAir', 1, 1800]],
    ['2026-10-04T01:59:59+09:00', ['onAir', 1, 1]],
    // The slot is over: the next episode, a week after the first one's start, counts down.
    ['2026-10-04T02:00:00+09:00', ['upcoming', 2, 7 * 24 * 3600 - 1800]],
    // Same instants written in UTC and in New York time give the same answer.
    ['2026-10-03T16:30:00Z', ['onAir', 1, 1800]],
    ['2026-10-03T12:30:00-04:00', ['onAir', 1, 1800]],
    ['2026-10-17T16:45:00Z', ['onAir', 3, 900]],
    // After the last slot ends.
    ['2026-10-18T02:00:00+09:00', ['finished']],
    ['2027-01-01T00:00:00+09:00', ['finished']],
  ])('at %s → %j', (now, expected) => {
    expect(describeStatus(now)).toEqual(expected);
  });

  it('counts whole weeks across the end of US daylight saving time (JST has none)', () => {
    // New York leaves DST on 2026-11-01; a Saturday-25:30 slot stays 7 × 24 h apart in absolute time.
    const episodes = [
      { number: 5, airsAt: '2026-11-01T01:30:00+09:00' },
      { number: 6, airsAt: '2026-11-08T01:30:00+09:00' },
    ];
    const status = broadcastStatus(episodes, '2026-10-31T12:30:00-04:00'); // = 2026-11-01T01:30 JST
    expect(status).toMatchObject({ kind: 'onAir', episode: { number: 5 } });
    const after = broadcastStatus(episodes, '2026-11-01T02:00:00+09:00');
    expect(after).toMatchObject({ kind: 'upcoming', episode: { number: 6 }, remainingMs: (7 * 24 * 3600 - 1800) * 1000 });
  });

  it('handles a skipped week and an unsorted list', () => {
    const episodes = [
      { number: 7, airsAt: '2026-11-22T01:30:00+09:00' },
      { number: 6, airsAt: '2026-11-08T01:30:00+09:00' },
    ];
    expect(broadcastStatus(episodes, '2026-11-15T01:30:00+09:00')).toMatchObject({
      kind: 'upcoming',
      episode: { number: 7 },
      remainingMs: 7 * 24 * 3600 * 1000,
    });
  });

  it('is finished with no episodes, and takes epoch milliseconds and Dates', () => {
    expect(broadcastStatus([], Date.now())).toEqual({ kind: 'finished' });
    const at = Date.parse('2026-10-04T01:45:00+09:00');
    expect(broadcastStatus(weekly, at)).toMatchObject({ kind: 'onAir' });
  });

  it('refuses a date-time without an offset (it would be read in the machine time zone)', () => {
    expect(() => broadcastStatus(weekly, '2026-10-04T01:30:00')).toThrow(RangeError);
  });
});

describe('statusesFrom', () => {
  const describeAll = (now: string) =>
    statusesFrom(weekly, now).map((s) => (s.kind === 'finished' ? 'finished' : `${s.kind} ${s.episode.number} ${s.remainingMs / 1000}`));

  it.each([
    // Before the run: every episode, upcoming then on air, then the end.
    ['2026-10-04T01:00:00+09:00', ['upcoming 1 1800', 'onAir 1 1800', 'upcoming 2 606600', 'onAir 2 1800', 'upcoming 3 1211400', 'onAir 3 1800', 'finished']],
    // During episode 2: it is on air (10 minutes left); episode 1 is past.
    ['2026-10-11T01:50:00+09:00', ['onAir 2 600', 'upcoming 3 603600', 'onAir 3 1800', 'finished']],
    // The minute a slot ends, the episode is past.
    ['2026-10-18T02:00:00+09:00', ['finished']],
  ])('at %s: %j', (now, expected) => {
    expect(describeAll(now)).toEqual(expected);
  });

  it('starts with the state broadcastStatus gives at the same instant', () => {
    for (const now of ['2026-09-01T00:00:00+09:00', '2026-10-04T01:45:00+09:00', '2026-10-05T00:00:00+09:00', '2026-12-01T00:00:00+09:00']) {
      expect(statusesFrom(weekly, now)[0]).toEqual(broadcastStatus(weekly, now));
    }
  });
});

describe('airStatuses', () => {
  it.each([
    ['2026-10-01T00:00:00+09:00', ['upcoming', 'upcoming', 'upcoming']],
    ['2026-10-04T01:29:59+09:00', ['upcoming', 'upcoming', 'upcoming']],
    ['2026-10-04T01:30:00+09:00', ['latest', 'upcoming', 'upcoming']],
    ['2026-10-12T00:00:00+09:00', ['aired', 'latest', 'upcoming']],
    ['2026-12-31T00:00:00+09:00', ['aired', 'aired', 'latest']],
  ])('at %s → %j', (now, expected) => {
    expect(airStatuses(weekly, now)).toEqual(expected);
  });
});

describe('splitDuration / formatDuration', () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }, '0秒', '0分'],
    [-5000, { days: 0, hours: 0, minutes: 0, seconds: 0 }, '0秒', '0分'],
    [999, { days: 0, hours: 0, minutes: 0, seconds: 1 }, '1秒', '1分'],
    [60_000, { days: 0, hours: 0, minutes: 1, seconds: 0 }, '1分 0秒', '1分'],
    [61_000, { days: 0, hours: 0, minutes: 1, seconds: 1 }, '1分 1秒', '2分'],
    [3_600_000, { days: 0, hours: 1, minutes: 0, seconds: 0 }, '1時間 0分 0秒', '1時間 0分'],
    [(6 * 86400 + 15 * 3600 + 4 * 60 + 12) * 1000, { days: 6, hours: 15, minutes: 4, seconds: 12 }, '6日 15時間 4分 12秒', '6日 15時間 5分'],
    [86_400_000, { days: 1, hours: 0, minutes: 0, seconds: 0 }, '1日 0時間 0分 0秒', '1日 0時間 0分'],
  ])('%d ms', (ms, parts, seconds, minutes) => {
    expect(splitDuration(ms)).toEqual(parts);
    expect(formatDuration(ms)).toBe(seconds);
    expect(formatDuration(ms, 'minute')).toBe(minutes);
  });
});

describe('slotEndTime', () => {
  it.each([
    ['25:30', 30, '26:00'],
    ['23:45', 30, '24:15'],
    ['26:25', 30, '26:55'],
    ['22:00', 60, '23:00'],
  ])('slotEndTime(%s, %d) → %s', (time, minutes, expected) => {
    expect(slotEndTime(time, minutes)).toBe(expected);
  });
});

describe('independence from the machine time zone', () => {
  // The same calls in a fresh Node process per zone must give identical results.
  const eps = [
    { number: 5, airsAt: '2026-11-01T01:30:00+09:00' },
    { number: 6, airsAt: '2026-11-08T01:30:00+09:00' },
  ];
  const calls = `[
    m.broadcastStatus(${JSON.stringify(eps)}, Date.UTC(2026, 9, 31, 16, 29, 59)),
    m.broadcastStatus(${JSON.stringify(eps)}, Date.UTC(2026, 9, 31, 16, 45)),
    m.broadcastStatus(${JSON.stringify(eps)}, Date.UTC(2026, 9, 31, 17, 0)),
    m.airStatuses(${JSON.stringify(eps)}, Date.UTC(2026, 10, 5)),
  ]`;
  const expected = [
    { kind: 'upcoming', episode: { number: 5, airsAt: '2026-11-01T01:30:00+09:00' }, remainingMs: 1000 },
    { kind: 'onAir', episode: { number: 5, airsAt: '2026-11-01T01:30:00+09:00' }, remainingMs: 15 * 60 * 1000 },
    { kind: 'upcoming', episode: { number: 6, airsAt: '2026-11-08T01:30:00+09:00' }, remainingMs: (7 * 24 * 60 - 30) * 60 * 1000 },
    ['latest', 'upcoming'],
  ];

  it.each([
    ['UTC', 0],
    ['America/New_York', 240],
    ['Pacific/Kiritimati', -840],
    ['Asia/Tokyo', -540],
  ])('TZ=%s gives the same results', (tz, offset) => {
    expect(inTimeZone(tz, path.join(__dirname, 'broadcast.ts'), calls)).toEqual({ offset, result: expected });
  });
});
