/** @jest-environment node */
import { fixNow } from './now';

describe('fixNow', () => {
  const clock = Date.parse('2026-11-22T00:45:21Z');

  it('takes the current time when SITE_NOW is not set, and hands it on through SITE_NOW in Japan time', () => {
    const env: Record<string, string | undefined> = {};
    const lines: string[] = [];
    expect(fixNow(env, clock, (line) => lines.push(line)).getTime()).toBe(clock);
    expect(env.SITE_NOW).toBe('2026-11-22T09:45:21+09:00');
    expect(lines).toEqual(['  2026-11-22T09:45:21+09:00（日本時間）']);
  });

  it('keeps the instant SITE_NOW pins, written in Japan time', () => {
    const env: Record<string, string | undefined> = { SITE_NOW: '2026-10-03T16:30:00Z' };
    const lines: string[] = [];
    expect(fixNow(env, clock, (line) => lines.push(line)).toISOString()).toBe('2026-10-03T16:30:00.000Z');
    expect(env.SITE_NOW).toBe('2026-10-04T01:30:00+09:00');
    expect(lines[0]).toContain('SITE_NOW');
  });

  it('refuses a SITE_NOW without an offset', () => {
    expect(() => fixNow({ SITE_NOW: '2026-12-20T12:00' }, clock, () => {})).toThrow(RangeError);
  });
});
