/** @jest-environment node */
// Timed publishing on the minimal content of __fixtures__/base (no particular series), with an article timed at a
// minute and an episode revealed ahead of its broadcast: what the loaders hand the pages at instants either side of
// them, and the schedule and the instant a build shows, derived from the same content.
import fs from 'node:fs';
import path from 'node:path';
import { type ContentContext, createContentContext } from './context';
import { getAllNews, getAllNewsArticles, getNewsBySlug, getNewsCategories, getNewsSearchDocuments, getNewsSlugs } from '../sections/news/content';
import { getDiscs } from '../sections/disc/content';
import { getSiteChanges, getSiteInstant, getWithheldImages } from './clock';
import { getEpisode, getEpisodes } from '../sections/story/content';
import { type TempContent, makeTempContent } from './__fixtures__/tempContent';
import { toJstIso } from '../format';
import { minutesAfter } from '../../__tests__/helpers/pageProps';

let t: TempContent;
const TIMED = '2000-01-05-timed';
const TIMED_AT = '2000-01-05T12:00:00+09:00';

beforeAll(() => {
  t = makeTempContent();
  fs.mkdirSync(path.join(t.root, 'public/images/news'), { recursive: true });
  fs.writeFileSync(path.join(t.root, 'public/images/news/timed.png'), '');
  t.write(
    `news/${TIMED}.md`,
    '---\ntitle: 正午に解禁する記事\ndate: 2000-01-05 12:00\ncategory: event\nimage: /images/news/timed.png\nimageAlt: 解禁の画像\n---\n\n解禁する本文。\n',
  );
  // Episode 2 airs on 2000-01-08 at 25:30; its synopsis comes out the evening before (30-hour notation allowed).
  const episode2 = fs.readFileSync(path.join(t.ctx.contentDir, 'story/episodes/02.md'), 'utf8');
  t.write('story/episodes/02.md', episode2.replace('airDate: 2000-01-08\n', 'airDate: 2000-01-08\nrevealAt: 2000-01-07 18:00\n'));
});
afterAll(() => t.cleanup());

/** The content as a build at `now` sees it. */
const at = (now: string): ContentContext => createContentContext(t.root, { buildInstant: toJstIso(now) });

describe('a news article timed at a minute', () => {
  const before = () => at(minutesAfter(TIMED_AT, -1));
  const after = () => at(TIMED_AT);

  it('is in nothing the pages get before its minute', () => {
    const ctx = before();
    expect(getAllNews(ctx).map((a) => a.slug)).not.toContain(TIMED);
    expect(getNewsSlugs(ctx)).not.toContain(TIMED);
    expect(getNewsBySlug(TIMED, ctx)).toBeNull();
    expect(getNewsSearchDocuments(ctx).map((d) => d.slug)).not.toContain(TIMED);
    expect(getNewsCategories(ctx).find((c) => c.slug === 'event')?.count).toBe(0);
    // Not even as the neighbour of the newest published article.
    expect(JSON.stringify(getAllNewsArticles(ctx))).not.toContain('正午に解禁する記事');
  });

  it('is everywhere from its minute on, with its date, time and instant', () => {
    const ctx = after();
    expect(getAllNews(ctx)[0]).toMatchObject({ slug: TIMED, date: '2000-01-05', time: '12:00', publishedAt: TIMED_AT });
    expect(getNewsCategories(ctx).find((c) => c.slug === 'event')?.count).toBe(1);
    expect(getNewsSearchDocuments(ctx)[0]).toMatchObject({ slug: TIMED, time: '12:00' });
    const older = getAllNewsArticles(ctx)[1];
    expect(older.next).toEqual({ slug: TIMED, title: '正午に解禁する記事' });
  });

  it('dated without a time, an article is published at 00:00 JST that day', () => {
    const first = getAllNews(at('2000-01-01T00:00:00+09:00'));
    expect(first.map((a) => [a.slug, a.time, a.publishedAt])).toEqual([['2000-01-01-first', null, '2000-01-01T00:00:00+09:00']]);
    expect(getAllNews(at('1999-12-31T23:59:00+09:00'))).toEqual([]);
  });

  it('keeps its image out of the export until then; an image published content shows stays in', () => {
    expect([...getWithheldImages(before())]).toEqual(expect.arrayContaining(['/images/news/timed.png']));
    expect(getWithheldImages(before()).has('/images/news/first.png')).toBe(false);
    expect(getWithheldImages(after()).has('/images/news/timed.png')).toBe(false);
  });
});

describe('an episode revealed at its broadcast, or at the time its file gives', () => {
  it('has no stills, summary or synopsis before its reveal, and all of them after', () => {
    const episode1 = getEpisodes(at('2000-01-01T00:00:00+09:00'))[0];
    const airsAt = episode1.airsAt;
    expect(episode1.revealAt).toBe(airsAt);
    const before = getEpisode(1, at(minutesAfter(airsAt, -1)));
    expect(before).toMatchObject({ revealed: false, stills: [], summary: '', bodyHtml: '' });
    expect(JSON.stringify(before)).not.toContain('第1話のあらすじ');
    const after = getEpisode(1, at(airsAt));
    expect(after).toMatchObject({ revealed: true, summary: '第1話のあらすじ。' });
    expect(after?.stills.length).toBeGreaterThan(0);
    expect(after?.bodyHtml).toContain('第1話のあらすじ');
  });

  it('follows revealAt when the file has one, in 30-hour notation like the broadcast', () => {
    const episode2 = getEpisodes(at('2000-01-01T00:00:00+09:00'))[1];
    expect(episode2.revealAt).toBe('2000-01-07T18:00:00+09:00');
    expect(getEpisode(2, at('2000-01-07T17:59:00+09:00'))?.revealed).toBe(false);
    expect(getEpisode(2, at('2000-01-07T18:00:00+09:00'))).toMatchObject({ revealed: true, summary: '第2話のあらすじ。' });
    expect(getWithheldImages(at('2000-01-07T17:59:00+09:00')).has('/images/story/ep02.png')).toBe(true);
  });
});

describe('the schedule and the instant a build shows', () => {
  it('lists the changes the content holds: publications, reveals, broadcasts, their ends, NEW marks, release days', () => {
    const changes = getSiteChanges(at('2000-01-01T00:00:00+09:00'));
    const episodes = getEpisodes(at('2000-01-01T00:00:00+09:00'));
    const has = (kind: string, instant: string) => changes.some((c) => c.kind === kind && c.at === instant);
    expect(has('news', TIMED_AT)).toBe(true);
    expect(has('newExpires', '2000-01-19T00:00:00+09:00')).toBe(true);
    for (const e of episodes) {
      expect(has('broadcast', e.airsAt)).toBe(true);
      expect(has('reveal', e.revealAt)).toBe(true);
      expect(has('broadcastEnd', minutesAfter(e.airsAt, 30))).toBe(true);
    }
    expect(changes.filter((c) => c.kind === 'release').length).toBeGreaterThan(0);
    expect(changes.map((c) => Date.parse(c.at))).toEqual([...changes.map((c) => Date.parse(c.at))].sort((a, b) => a - b));
  });

  it('a build shows the site as of the last change at or before its instant', () => {
    expect(getSiteInstant(at(minutesAfter(TIMED_AT, -1)))).not.toBe(TIMED_AT);
    expect(getSiteInstant(at(TIMED_AT))).toBe(TIMED_AT);
    expect(getSiteInstant(at(minutesAfter(TIMED_AT, 1)))).toBe(TIMED_AT);
    const changes = getSiteChanges(at(TIMED_AT));
    const previous = changes.filter((c) => Date.parse(c.at) < Date.parse(TIMED_AT)).at(-1)?.at;
    expect(getSiteInstant(at(minutesAfter(TIMED_AT, -1)))).toBe(previous);
  });
});

describe('a disc volume in the schedule', () => {
  it('is named by the formats it comes in, not by formats it may not have', () => {
    const ctx = at('2000-01-01T00:00:00+09:00');
    const volumes = getDiscs(ctx).volumes;
    const releases = getSiteChanges(ctx).filter((c) => c.kind === 'release');
    for (const volume of volumes) {
      const formats = volume.formats.map((f) => f.format);
      const change = releases.find((c) => c.what.includes(volume.label));
      expect(change?.what.includes('Blu-ray')).toBe(formats.includes('Blu-ray'));
      expect(change?.what.includes('DVD')).toBe(formats.includes('DVD'));
    }
  });
});
