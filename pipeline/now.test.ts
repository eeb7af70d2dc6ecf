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

  it('refuses a SITE_NOW without an offset', () => {
    expect(() => fixBuildInstant({ SITE_NOW: '2026-12-20T12:00' }, clock, () => {})).toThrow(RangeError);
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
