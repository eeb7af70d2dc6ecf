/** @jest-environment node */
import { getBuildTime } from './buildTime';

describe('getBuildTime', () => {
  const clock = Date.parse('2026-11-22T00:45:21Z');

  it.each([
    [{}, '2026-11-22T09:45:21+09:00'],
    [{ SITE_NOW: '' }, '2026-11-22T09:45:21+09:00'],
    [{ SITE_NOW: '2026-12-20T12:00:00+09:00' }, '2026-12-20T12:00:00+09:00'],
    [{ SITE_NOW: '2026-10-03T16:30:00Z' }, '2026-10-04T01:30:00+09:00'],
    [{ SITE_NOW: ' 2026-10-03T12:30:00-04:00 ' }, '2026-10-04T01:30:00+09:00'],
  ])('env %j → %s', (env, expected) => {
    expect(getBuildTime(env, clock)).toBe(expected);
  });

  it('refuses a SITE_NOW without an offset', () => {
    expect(() => getBuildTime({ SITE_NOW: '2026-12-20T12:00' }, clock)).toThrow(RangeError);
    expect(() => getBuildTime({ SITE_NOW: '2026-12-20' }, clock)).toThrow(RangeError);
  });
});
