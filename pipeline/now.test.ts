/** @jest-environment node */
import { createContentContext } from '../lib/content/context';
import { makeTempContent } from '../lib/content/__fixtures__/tempContent';
import { describeSiteInstant, fixBuildInstant } from './now';

describe('fixBuildInstant', () => {
  const clock = Date.parse('2026-11-22T00:45:21Z');

  it('takes the current time when SITE_NOW is not set, in Japan time, and leaves the environment alone', () => {
    const env: Record<string, string | undefined> = {};
    const lines: string[] = [];
    expect(fixBuildInstant(env, clock, (line) => lines.push(line))).toBe('2026-11-22T09:45:21+09:00');
    expect(env).toEqual({});
    expect(lines).toEqual(['  2026-11-22T09:45:21+09:00（日本時間）']);
  });

  it('keeps the instant SITE_NOW pins, written in Japan time', () => {
    const lines: string[] = [];
    expect(fixBuildInstant({ SITE_NOW: '2026-10-03T16:30:00Z' }, clock, (line) => lines.push(line))).toBe('2026-10-04T01:30:00+09:00');
    expect(lines[0]).toContain('SITE_NOW');
  });

  it.each([
    ['a day February does not have', '2026-02-30T12:00:00+09:00'],
    ['February 29th of a common year', '2025-02-29T12:00:00+09:00'],
    ['a day April does not have', '2026-04-31T00:00:00Z'],
    ['hour 24', '2026-01-01T24:00:00+09:00'],
    ['minute 61', '2026-01-01T23:61:00+09:00'],
    ['month 13', '2026-13-01T00:00:00+09:00'],
    ['no offset', '2026-12-20T12:00'],
    ['no instant at all', 'tomorrow'],
  ])('refuses %s in Japanese, naming SITE_NOW, the value and the form it takes', (_case, value) => {
    expect(() => fixBuildInstant({ SITE_NOW: value }, clock, () => {})).toThrow(
      new RangeError(`SITE_NOW=${value} は日時として読めません（存在しない日付や時刻か、時差がありません）。2026-12-01T12:00:00+09:00（日本時間）や 2026-12-01T03:00:00Z のように、実在する日付と時刻に時差を付けた形で指定してください`),
    );
  });

  it('keeps February 29th of a leap year', () => {
    expect(fixBuildInstant({ SITE_NOW: '2028-02-29T12:00:00+09:00' }, clock, () => {})).toBe('2028-02-29T12:00:00+09:00');
  });

  it.each([[''], ['  ']])('builds at the current time when SITE_NOW is set but blank (%j), and says so', (value) => {
    const lines: string[] = [];
    expect(fixBuildInstant({ SITE_NOW: value }, clock, (line) => lines.push(line))).toBe('2026-11-22T09:45:21+09:00');
    expect(lines).toEqual([expect.stringContaining(`⚠ SITE_NOW が空です（${JSON.stringify(value)}）: 今の時刻でビルドします`), '  2026-11-22T09:45:21+09:00（日本時間）']);
  });
});

describe('describeSiteInstant', () => {
  // The minimal content of lib/content/__fixtures__/base: episode 1 airs 2000-01-01 25:30, episode 2 a week later.
  const t = makeTempContent();
  afterAll(() => t.cleanup());
  const at = (now: string) => createContentContext(t.root, { buildInstant: now });

  it.each([
    ['between two changes', '2000-01-05T12:00:00+09:00', '2000-01-02T02:00:00+09:00 の時点のサイト（次の変化: 2000.01.09（日）01:30（土曜 25:30） 第2話「第二話」のあらすじと場面写真を公開）'],
    ['at a change', '2000-01-09T01:30:00+09:00', '2000-01-09T01:30:00+09:00 の時点のサイト（次の変化: 2000.01.09（日）02:00（土曜 26:00） 第2話「第二話」の放送終了: 全2話の放送終了の案内）'],
    ['after the last', '2001-01-01T00:00:00+09:00', '2000-03-01T00:00:00+09:00 の時点のサイト（予定された変化はもうありません）'],
  ])('says which state the build shows and when it next changes: %s', (_case, now, line) => {
    expect(describeSiteInstant(at(now))).toBe(line);
  });
});
