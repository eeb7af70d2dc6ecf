/** @jest-environment node */
// The sample series 『そらいろアンサンブル』 as the series bible (docs/series-bible.md) describes it: that the sample
// content is complete. These are checks of the sample's data, not of the site: every other test holds for any series.
// With another series in content/ (content/site.json names another title), they are skipped, and say so.
import fs from 'node:fs';
import path from 'node:path';
import { uncoveredChanges, workflowCrons } from '../../pipeline/publishPlan.mjs';
import { getCast, getStaff } from '../../lib/sections/cast/content';
import { checkContentWarnings } from '../../lib/content/check';
import { createContentContext } from '../../lib/content/context';
import { formatIssue } from '../../lib/content/errors';
import { getDiscs } from '../../lib/sections/disc/content';
import { getMember, getMembers, getSupportingCharacters } from '../../lib/sections/member/content';
import { getMusic, getMusicRelease } from '../../lib/sections/music/content';
import { getAllNews, getNewsBySlug, getNewsCategories, getNewsSlugs } from '../../lib/sections/news/content';
import { getOnAir } from '../../lib/sections/onair/content';
import { getSiteChanges } from '../../lib/content/clock';
import { getEpisode, getEpisodes, getStoryIntro } from '../../lib/sections/story/content';
import { site } from '../../lib/site';
import { addDays } from '../../lib/format';

const SAMPLE_TITLE = 'そらいろアンサンブル';
const isSample = site.title === SAMPLE_TITLE;
const describeSample = isSample ? describe : describe.skip;
const name = isSample
  ? `the sample series 『${SAMPLE_TITLE}』`
  : `the sample series 『${SAMPLE_TITLE}』 — skipped: content/site.json is 『${site.title}』, another series`;

// Read after the season, so that every episode's synopsis and stills are out whatever day the tests run.
const ctx = createContentContext(path.resolve(__dirname, '../..'), { buildInstant: '9999-12-31T00:00:00+09:00' });

// Jest's summary counts skipped tests without naming them: say which and why.
if (!isSample) console.info(`__tests__/content/sample-series.test.ts: ${name}`);

describeSample(name, () => {
  it('ships no image that nothing uses, and has nothing else to warn about', () => {
    expect(checkContentWarnings(ctx).map(formatIssue)).toEqual([]);
  });

  it('has its title, account and copyright in site.json', () => {
    expect(site).toMatchObject({ shortName: 'sorairo', xAccountName: '@sorairo_anime', copyright: '©そらいろアンサンブル製作委員会' });
  });

  it('has at least 24 articles from 2025-12 to 2026-11-20, with an image in /images/news/ for some and a table in one', () => {
    const news = getAllNews(ctx);
    expect(news.length).toBeGreaterThanOrEqual(24);
    expect(news[news.length - 1].date >= '2025-12-01').toBe(true);
    expect(news[0].date).toBe('2026-11-20');
    const withImage = news.filter((n) => n.image !== null);
    expect(withImage.length).toBeGreaterThan(0);
    withImage.forEach((n) => expect(n.image?.src).toMatch(/^\/images\/news\/[a-z-]+\.png$/));
    expect(getNewsSlugs(ctx).some((slug) => getNewsBySlug(slug, ctx)?.bodyHtml.includes('<table>'))).toBe(true);
  });

  it('uses its five categories, each with articles', () => {
    const categories = getNewsCategories(ctx);
    expect(categories.map((c) => c.slug)).toEqual(['info', 'onair', 'event', 'goods', 'music']);
    categories.forEach((c) => expect(c.count).toBeGreaterThan(0));
  });

  it('has the introduction in three paragraphs or more', () => {
    const intro = getStoryIntro(ctx);
    expect(intro.title).toBe('イントロダクション');
    expect(intro.bodyHtml.match(/<p>/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('has episodes 1–12, weekly from 2026-10-03 at 25:30 (Sunday 01:30 JST), three stills each', () => {
    const episodes = getEpisodes(ctx);
    expect(episodes.map((e) => e.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    episodes.forEach((e, i) => {
      expect(e.airDate).toBe(addDays('2026-10-03', 7 * i));
      expect(e.airsAt).toBe(`${addDays(e.airDate, 1)}T01:30:00+09:00`);
      expect(e.stills.map((s) => s.src)).toEqual([1, 2, 3].map((k) => `/images/story/ep${e.slug}-${k}.png`));
    });
    expect(episodes[0].title).toBe('はじまりの音');
    expect(episodes[1].title).toBe('波音ベースライン');
    expect(episodes[11].title).toBe('そらいろアンサンブル');
    expect(getEpisode(5, ctx)?.bodyHtml.match(/<p>/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('has the five members of the series bible, three supporting characters and their cast', () => {
    expect(getMembers(ctx).map((m) => m.id)).toEqual(['misaki', 'nagi', 'kanade', 'hinata', 'ren']);
    expect(getSupportingCharacters(ctx).map((c) => c.id)).toEqual(['shiori', 'tetsu', 'rina']);
    expect(getMember('misaki', ctx)?.color).toBe('main');
    const cast = getCast(ctx);
    expect(cast).toHaveLength(8);
    expect(cast[0]).toMatchObject({ characterName: '朝凪 美咲', characterReading: 'あさなぎ みさき', cv: { name: '汐田ことね', reading: 'しおた ことね' } });
  });

  it('lists at least 14 staff roles including the required ones', () => {
    const roles = getStaff(ctx).map((s) => s.role);
    expect(roles.length).toBeGreaterThanOrEqual(14);
    for (const role of ['原作', '監督', 'シリーズ構成', 'キャラクターデザイン', '総作画監督', '美術監督', '色彩設計', '撮影監督', '編集', '音響監督', '音楽', '音楽制作', 'アニメーション制作', '製作']) {
      expect(roles).toContain(role);
    }
  });

  it('airs first on Saturday 25:30 from 2026-10-03, with a repeat slot and four or more streaming services', () => {
    const onair = getOnAir(ctx);
    expect(onair.stations.length).toBeGreaterThanOrEqual(4);
    expect(onair.streaming.length).toBeGreaterThanOrEqual(4);
    expect(onair.fastest).toMatchObject({ weekday: '土', time: '25:30', firstAirDate: '2026-10-03' });
    expect(onair.stations.filter((s) => s.repeat === true)).toHaveLength(1);
    onair.streaming.forEach((s) => expect(s.url).toMatch(/^https:\/\/example\.com\//));
    expect(onair.notes.join('')).toContain('変更になる場合があります');
  });

  it('has OP, ED, insert song and album, the album without credits', () => {
    expect(getMusic(ctx).map((m) => m.id)).toEqual(['op', 'ed', 'insert', 'album']);
    expect(getMusicRelease('op', ctx)?.credits.map((c) => c.role)).toEqual(['作詞', '作曲', '編曲']);
    expect(getMusicRelease('album', ctx)?.credits).toEqual([]);
  });

  it('has four volumes on the dates of the series bible, three episodes each, on Blu-ray and DVD', () => {
    const discs = getDiscs(ctx);
    expect(discs.volumes.map((v) => [v.id, v.releaseDate, v.episodes])).toEqual([
      ['vol1', '2026-12-23', [1, 2, 3]],
      ['vol2', '2027-01-27', [4, 5, 6]],
      ['vol3', '2027-02-24', [7, 8, 9]],
      ['vol4', '2027-03-24', [10, 11, 12]],
    ]);
    discs.volumes.forEach((v) => expect(v.formats.map((f) => f.format)).toEqual(['Blu-ray', 'DVD']));
    expect(discs.storeBonuses.find((b) => b.volumes !== 'all')?.volumesLabel).toBe('Vol.1・Vol.2');
  });

  // The workflow's lines are written for the sample's content (`npm run schedule -- --workflow`); another series
  // writes its own.
  it('has a line in the scheduled workflow before each of its changes of the coming 30 days', () => {
    const workflow = fs.readFileSync(path.resolve(__dirname, '../../.github/workflows/deploy.yml'), 'utf8');
    const instants = getSiteChanges(ctx).map((c) => c.at);
    expect(uncoveredChanges(workflowCrons(workflow), instants, Date.now(), 30)).toEqual([]);
  });
});
