/** @jest-environment node */
import {
  type RankedChange,
  cronAt,
  cronLines,
  formatScheduleTime,
  groupByInstant,
  scheduleReport,
  siteChanges,
  resolveBuildInstant,
  siteInstantAt,
  upcomingChanges,
} from './clock';
import { firstFiring, parseCron } from '../__tests__/helpers/cron';
import { releaseChange } from './jsonLd';
import { announcementChange, workSwitchChange } from './sections/home/section';
import { newsChanges } from './sections/news/section';
import { pageChange } from './sections/pages/section';
import { screeningChanges } from './sections/onair/section';
import { type EpisodeRun, episodeChanges } from './sections/story/section';

/**
 * A fixture season of no particular series: three weekly episodes from Saturday 2030-04-06 25:30, the second revealed
 * ahead of its broadcast; an article timed at noon and one dated without a time; a release after the run.
 */
const news = [
  { title: '放送開始のお知らせ', date: '2030-04-01', publishedAt: '2030-04-01T00:00:00+09:00' },
  { title: '正午解禁のお知らせ', date: '2030-04-10', publishedAt: '2030-04-10T12:00:00+09:00' },
];
const run: EpisodeRun = {
  stationName: '第一テレビ',
  episodes: [
    { number: 2, title: '二話', airsAt: '2030-04-14T01:30:00+09:00', revealAt: '2030-04-12T18:00:00+09:00' },
    { number: 1, title: '一話', airsAt: '2030-04-07T01:30:00+09:00', revealAt: '2030-04-07T01:30:00+09:00' },
    { number: 3, title: '三話', airsAt: '2030-04-21T01:30:00+09:00', revealAt: '2030-04-21T01:30:00+09:00' },
  ],
};
// In the registry's order, as lib/content/clock.ts collects them: the clock orders them, whoever contributes first.
const season: RankedChange[] = [...newsChanges(news), ...episodeChanges(run), releaseChange('第1巻', '2030-06-01')];
const changes = siteChanges(season);

describe('siteChanges', () => {
  it('lists every change of the content in time order, the changes of one minute in a fixed order', () => {
    expect(changes.map((c) => [c.at, c.kind])).toEqual([
      ['2030-04-01T00:00:00+09:00', 'news'],
      ['2030-04-07T01:30:00+09:00', 'reveal'],
      ['2030-04-07T01:30:00+09:00', 'broadcast'],
      ['2030-04-07T02:00:00+09:00', 'broadcastEnd'],
      ['2030-04-10T12:00:00+09:00', 'news'],
      ['2030-04-12T18:00:00+09:00', 'reveal'],
      ['2030-04-14T01:30:00+09:00', 'broadcast'],
      ['2030-04-14T02:00:00+09:00', 'broadcastEnd'],
      // NEW for 14 days from the date at 00:00, whatever time the article came out.
      ['2030-04-15T00:00:00+09:00', 'newExpires'],
      ['2030-04-21T01:30:00+09:00', 'reveal'],
      ['2030-04-21T01:30:00+09:00', 'broadcast'],
      ['2030-04-21T02:00:00+09:00', 'broadcastEnd'],
      ['2030-04-24T00:00:00+09:00', 'newExpires'],
      ['2030-06-01T00:00:00+09:00', 'release'],
    ]);
  });

  it.each([
    ['news', '2030-04-10T12:00:00+09:00', 'ニュース「正午解禁のお知らせ」を公開'],
    ['reveal', '2030-04-12T18:00:00+09:00', '第2話「二話」のあらすじと場面写真を公開'],
    ['broadcast', '2030-04-14T01:30:00+09:00', '第2話「二話」の放送開始（第一テレビ）: 「放送前」の印が外れて最新話に、放送中の案内'],
    ['broadcastEnd', '2030-04-14T02:00:00+09:00', '第2話「二話」の放送終了: 次回の案内が第3話に'],
    ['broadcastEnd', '2030-04-21T02:00:00+09:00', '第3話「三話」の放送終了: 全3話の放送終了の案内'],
    ['newExpires', '2030-04-24T00:00:00+09:00', 'ニュース「正午解禁のお知らせ」の NEW の印が外れる'],
    ['release', '2030-06-01T00:00:00+09:00', '「第1巻」の発売日: 構造化データが予約受付中から在庫ありに'],
  ])('says what a %s change at %s does', (kind, at, what) => {
    expect(changes.find((c) => c.kind === kind && c.at === at)?.what).toBe(what);
  });

  it.each([
    ['every list on', ['STORY', 'ON AIR', 'MUSIC', 'DISC'], 'トップページと STORY・ON AIR・MUSIC・DISC の一覧が「第2期」の案内に切り替わる'],
    ['DISC off, MEMBER renamed', ['STORY', 'ON AIR', 'MUSIC'], 'トップページと STORY・ON AIR・MUSIC の一覧が「第2期」の案内に切り替わる'],
    ['every list off', [], 'トップページが「第2期」の案内に切り替わる'],
  ])('names, for a work’s switch, only the lists the series has on (%s)', (_, workSections, tail) => {
    const at = '2030-07-01T12:00:00+09:00';
    const [change] = siteChanges([...season, workSwitchChange({ label: '第2期', at }, workSections)]).filter((c) => c.kind === 'work');
    expect(change).toEqual({ at, kind: 'work', what: `「第2期」がいまの作品に: ${tail}` });
  });

  it('makes a film’s release day and the day after its last day changes, and only the release of an open-ended one', () => {
    const screenings = [
      { label: '劇場版', startAt: '2030-08-02T00:00:00+09:00', endAt: '2030-09-01T00:00:00+09:00' },
      { label: '劇場版2', startAt: '2031-03-01T00:00:00+09:00', endAt: null },
    ];
    const films = siteChanges([...season, ...screenings.flatMap(screeningChanges)]).filter((c) => c.kind === 'screening' || c.kind === 'screeningEnd');
    expect(films).toEqual([
      { at: '2030-08-02T00:00:00+09:00', kind: 'screening', what: '「劇場版」公開: 上映情報が「上映中」の案内に' },
      { at: '2030-09-01T00:00:00+09:00', kind: 'screeningEnd', what: '「劇場版」上映終了: 上映情報が「上映は終了しました」に、チケットのリンクを外す' },
      { at: '2031-03-01T00:00:00+09:00', kind: 'screening', what: '「劇場版2」公開: 上映情報が「上映中」の案内に' },
    ]);
  });

  it('orders the changes of one minute by rank, whichever section contributes them first', () => {
    const at = '2030-05-01T00:00:00+09:00';
    const contributed = [
      releaseChange('第1巻', '2030-05-01'),
      ...screeningChanges({ label: '劇場版', startAt: at, endAt: null }),
      ...screeningChanges({ label: '劇場版0', startAt: '2030-04-01T00:00:00+09:00', endAt: at }),
      ...episodeChanges({ stationName: '第一テレビ', episodes: [{ number: 1, title: '一話', airsAt: at, revealAt: at }] }),
      ...episodeChanges({ work: '第2期', stationName: '第二テレビ', episodes: [{ number: 1, title: '一話', airsAt: '2030-04-30T23:30:00+09:00', revealAt: '2030-04-30T23:30:00+09:00' }] }),
      pageChange({ title: 'ページ', publishedAt: at }),
      ...newsChanges([{ title: '記事', date: '2030-04-17', publishedAt: at }]),
      announcementChange({ label: '第2期', at }),
      workSwitchChange({ label: '第2期', at }, []),
    ];
    expect(siteChanges(contributed).filter((c) => c.at === at).map((c) => c.kind)).toEqual(
      ['work', 'announce', 'news', 'page', 'reveal', 'broadcast', 'broadcastEnd', 'screening', 'screeningEnd', 'newExpires', 'release'],
    );
  });

  it('knows no section: a change of a kind it has never seen takes its place by rank, in its own words', () => {
    const at = '2030-04-07T01:30:00+09:00';
    const goods = { at, kind: 'goodsOnSale', rank: 45, what: '「アクリルスタンド」の受付開始' };
    expect(siteChanges([...season, goods]).filter((c) => c.at === at)).toEqual([
      { at, kind: 'reveal', what: '第1話「一話」のあらすじと場面写真を公開' },
      { at, kind: 'goodsOnSale', what: '「アクリルスタンド」の受付開始' },
      { at, kind: 'broadcast', what: '第1話「一話」の放送開始（第一テレビ）: 「放送前」の印が外れて最新話に、放送中の案内' },
    ]);
  });

  it('follows another slot length and NEW period', () => {
    const other = siteChanges([...newsChanges(news, 7), ...episodeChanges(run, 60)]);
    expect(other.find((c) => c.kind === 'broadcastEnd')?.at).toBe('2030-04-07T02:30:00+09:00');
    expect(other.filter((c) => c.kind === 'newExpires').map((c) => c.at)).toEqual(['2030-04-08T00:00:00+09:00', '2030-04-17T00:00:00+09:00']);
  });
});

describe('siteInstantAt', () => {
  it.each([
    ['before anything happens: the instant itself', '2030-03-01T09:00:00+09:00', '2030-03-01T09:00:00+09:00'],
    ['at a change: that change', '2030-04-07T01:30:00+09:00', '2030-04-07T01:30:00+09:00'],
    ['a minute before the next', '2030-04-10T11:59:00+09:00', '2030-04-07T02:00:00+09:00'],
    ['written in UTC', '2030-04-10T03:00:00Z', '2030-04-10T12:00:00+09:00'],
    ['long after the last', '2031-01-01T00:00:00+09:00', '2030-06-01T00:00:00+09:00'],
  ])('%s', (_case, now, expected) => {
    expect(siteInstantAt(changes, now)).toBe(expected);
  });

  it('is the same for every instant between two changes, so the builds between them write the same files', () => {
    const between = ['2030-04-07T02:00:00+09:00', '2030-04-08T00:00:00+09:00', '2030-04-10T11:59:59+09:00'];
    expect(new Set(between.map((now) => siteInstantAt(changes, now)))).toEqual(new Set(['2030-04-07T02:00:00+09:00']));
  });
});

describe('upcomingChanges', () => {
  it.each([
    ['a day in the season, a week ahead', '2030-04-10T09:00:00+09:00', 7, ['2030-04-10T12:00:00+09:00', '2030-04-12T18:00:00+09:00', '2030-04-14T01:30:00+09:00', '2030-04-14T02:00:00+09:00', '2030-04-15T00:00:00+09:00']],
    ['a change exactly at now is past', '2030-04-10T12:00:00+09:00', 3, ['2030-04-12T18:00:00+09:00']],
    ['a change exactly at the horizon is in', '2030-04-11T18:00:00+09:00', 1, ['2030-04-12T18:00:00+09:00']],
    ['after the run: the release day only', '2030-04-30T12:00:00+09:00', 60, ['2030-06-01T00:00:00+09:00']],
    ['after everything: nothing', '2030-07-01T12:00:00+09:00', 366, []],
  ])('%s', (_case, now, days, expected) => {
    expect([...new Set(upcomingChanges(changes, now, days).map((c) => c.at))]).toEqual(expected);
  });
});

describe('groupByInstant', () => {
  it('puts the changes of one minute together', () => {
    const groups = groupByInstant(upcomingChanges(changes, '2030-04-06T12:00:00+09:00', 1));
    expect(groups.map((g) => [g.at, g.changes.map((c) => c.kind)])).toEqual([
      ['2030-04-07T01:30:00+09:00', ['reveal', 'broadcast']],
      ['2030-04-07T02:00:00+09:00', ['broadcastEnd']],
    ]);
  });
});

describe('formatScheduleTime', () => {
  it.each([
    ['2030-04-10T12:00:00+09:00', true, '2030.04.10（水）12:00'],
    ['2030-04-07T01:30:00+09:00', true, '2030.04.07（日）01:30（土曜 25:30）'],
    ['2030-04-06T16:30:00Z', true, '2030.04.07（日）01:30（土曜 25:30）'],
    ['2030-04-07T01:30:00+09:00', false, '2030.04.07（日）01:30'],
    // Midnight is the start of a day, not 「24:00」.
    ['2030-04-15T00:00:00+09:00', true, '2030.04.15（月）00:00'],
    ['2030-04-15T05:59:00+09:00', true, '2030.04.15（月）05:59（日曜 29:59）'],
    ['2030-04-15T06:00:00+09:00', true, '2030.04.15（月）06:00'],
  ])('%s (30-hour %p) → %s', (at, thirtyHour, expected) => {
    expect(formatScheduleTime(at, thirtyHour)).toBe(expected);
  });
});

describe('cronAt', () => {
  it.each([
    // Japan is 9 hours ahead of UTC: a late-night slot is the afternoon before in UTC.
    ['2030-04-07T01:30:00+09:00', '30 16 6 4 *'],
    ['2030-04-10T12:00:00+09:00', '0 3 10 4 *'],
    // 00:00 JST on the 1st is 15:00 UTC on the last day of the month before, across a year too.
    ['2030-06-01T00:00:00+09:00', '0 15 31 5 *'],
    ['2031-01-01T00:00:00+09:00', '0 15 31 12 *'],
    ['2030-04-10T09:05:00+09:00', '5 0 10 4 *'],
  ])('%s → %s', (at, expected) => {
    expect(cronAt(at)).toBe(expected);
  });
});

describe('cronAt and a cron reader', () => {
  it('every line fires at its change and at no other minute of the season', () => {
    for (const { at } of groupByInstant(changes)) {
      const cron = parseCron(cronAt(at));
      expect(firstFiring([cron], Date.parse(at), 0)).toBe(Date.parse(at));
      expect(firstFiring([cron], Date.parse(at) + 60_000, 60 * 24 * 60)).toBeNull();
    }
  });
});

describe('cronLines', () => {
  it('has one line per minute, with the time in Japan and what changes as a comment', () => {
    expect(cronLines(upcomingChanges(changes, '2030-04-06T12:00:00+09:00', 1))).toEqual([
      '30 16 6 4 *  # 2030.04.07（日）01:30（土曜 25:30） JST 第1話「一話」のあらすじと場面写真を公開 ほか1件',
      '0 17 6 4 *  # 2030.04.07（日）02:00（土曜 26:00） JST 第1話「一話」の放送終了: 次回の案内が第2話に',
    ]);
  });
});

describe('scheduleReport', () => {
  it('a day in the season: each coming instant in Japan time with what changes', () => {
    expect(scheduleReport(changes, '2030-04-13T20:00:00+09:00', 2).split('\n')).toEqual([
      '2030.04.13（土）20:00から 2 日先まで、サイトが変わる時刻（日本時間）: 3 回',
      '2030.04.14（日）01:30（土曜 25:30）',
      '  第2話「二話」の放送開始（第一テレビ）: 「放送前」の印が外れて最新話に、放送中の案内',
      '2030.04.14（日）02:00（土曜 26:00）',
      '  第2話「二話」の放送終了: 次回の案内が第3話に',
      '2030.04.15（月）00:00',
      '  ニュース「放送開始のお知らせ」の NEW の印が外れる',
    ]);
  });

  it('the same as cron lines, saying how far ahead they look', () => {
    expect(scheduleReport(changes, '2030-04-13T20:00:00+09:00', 2, true).split('\n')).toEqual([
      '# サイトが変わる時刻に再ビルドする cron の行（UTC。GitHub Actions の on.schedule や各ホストの cron と同じ読み方）',
      '# 2030.04.13（土）20:00から 2 日先まで: 3 行（同じ分の変化は 1 行。日と月を指定するので、1 年後の同じ日にも動きます）',
      '30 16 13 4 *  # 2030.04.14（日）01:30（土曜 25:30） JST 第2話「二話」の放送開始（第一テレビ）: 「放送前」の印が外れて最新話に、放送中の案内',
      '0 17 13 4 *  # 2030.04.14（日）02:00（土曜 26:00） JST 第2話「二話」の放送終了: 次回の案内が第3話に',
      '0 15 14 4 *  # 2030.04.15（月）00:00 JST ニュース「放送開始のお知らせ」の NEW の印が外れる',
    ]);
  });

  it('after the end of the season: what is still to come (a release), then nothing, naming the last change', () => {
    expect(scheduleReport(changes, '2030-05-01T12:00:00+09:00', 60).split('\n')).toEqual([
      '2030.05.01（水）12:00から 60 日先まで、サイトが変わる時刻（日本時間）: 1 回',
      '2030.06.01（土）00:00',
      '  「第1巻」の発売日: 構造化データが予約受付中から在庫ありに',
    ]);
    expect(scheduleReport(changes, '2030-07-01T12:00:00+09:00', 30)).toBe(
      '2030.07.01（月）12:00から 30 日先まで、サイトが変わる予定はありません。（最後の変化: 2030.06.01（土）00:00 「第1巻」の発売日: 構造化データが予約受付中から在庫ありに）',
    );
    expect(scheduleReport(changes, '2030-07-01T12:00:00+09:00', 30, true).split('\n').slice(2)).toEqual([]);
  });
});

describe('resolveBuildInstant', () => {
  const clock = Date.parse('2026-11-22T00:45:21Z');

  it.each([
    [undefined, '2026-11-22T09:45:21+09:00'],
    ['', '2026-11-22T09:45:21+09:00'],
    ['2026-12-20T12:00:00+09:00', '2026-12-20T12:00:00+09:00'],
    ['2026-10-03T16:30:00Z', '2026-10-04T01:30:00+09:00'],
    [' 2026-10-03T12:30:00-04:00 ', '2026-10-04T01:30:00+09:00'],
  ])('SITE_NOW %j → %s', (pinned, expected) => {
    expect(resolveBuildInstant(pinned, clock)).toBe(expected);
  });

  it('refuses an instant without an offset', () => {
    expect(() => resolveBuildInstant('2026-12-20T12:00', clock)).toThrow(RangeError);
    expect(() => resolveBuildInstant('2026-12-20', clock)).toThrow(RangeError);
  });
});
