/** @jest-environment node */
import path from 'node:path';
import { getCast, getStaff } from '../../lib/content/cast';
import { CONTENT_FILES, checkContent, listContentFiles, loadAllContent } from '../../lib/content/check';
import { createContentContext } from '../../lib/content/context';
import { getDiscs } from '../../lib/content/discs';
import { formatIssue } from '../../lib/content/errors';
import { getMember, getMembers, getSupportingCharacters } from '../../lib/content/members';
import { getMusic, getMusicRelease } from '../../lib/content/music';
import {
  getAllNews,
  getNewsByCategory,
  getNewsBySlug,
  getNewsCategories,
  getNewsSearchDocuments,
  getNewsSlugs,
} from '../../lib/content/news';
import { getOnAir } from '../../lib/content/onair';
import { getSettings } from '../../lib/content/settings';
import { getEpisode, getEpisodes, getStoryIntro } from '../../lib/content/story';

// The real repository: content/ and the generated artwork in public/, seen after every article and synopsis is out.
const ctx = createContentContext(path.resolve(__dirname, '../..'), { now: '9999-12-31T00:00:00+09:00' });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT_JST = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/;

/** Paths of values JSON cannot carry as they are (what Next refuses in getStaticProps props). */
function unserialisable(value: unknown, at = '$'): string[] {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
    return [at];
  }
  if (value instanceof Date) return [`${at} (Date)`];
  if (Array.isArray(value)) return value.flatMap((v, i) => unserialisable(v, `${at}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => unserialisable(v, `${at}.${k}`));
  }
  return [];
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('the real content', () => {
  it('passes every schema and cross-check (images exist, ids resolve, nothing duplicated)', () => {
    expect(checkContent(ctx).map(formatIssue)).toEqual([]);
  });

  it('has no file that a schema does not cover, and no schema entry without files', () => {
    const files = listContentFiles(ctx);
    expect(files.filter((f) => !CONTENT_FILES.some((c) => c.pattern.test(f)))).toEqual([]);
    const unused = CONTENT_FILES.filter((c) => !files.some((f) => c.pattern.test(f))).map((c) => String(c.pattern));
    expect(unused).toEqual([]);
  });

  it('is made of plain JSON-serialisable data (no Date, no undefined)', () => {
    const all = loadAllContent(ctx);
    expect(unserialisable(all)).toEqual([]);
    expect(JSON.parse(JSON.stringify(all))).toEqual(all);
  });

  it('shares one frozen copy, so a page that sorts its props in place fails instead of reordering the next page’s', () => {
    expect(() => getMembers(ctx).reverse()).toThrow(TypeError);
    expect(() => [...getAllNews(ctx)].sort((a, b) => a.date.localeCompare(b.date))).not.toThrow();
    expect(getMembers(ctx)[0].id).toBe('misaki');
    expect(getAllNews(ctx)[0].date).toBe('2026-11-20');
  });
});

describe('news', () => {
  it('has at least 24 articles, newest first, from 2025-12 to 2026-11-20', () => {
    const news = getAllNews(ctx);
    expect(news.length).toBeGreaterThanOrEqual(24);
    const dates = news.map((n) => n.date);
    dates.forEach((d) => expect(d).toMatch(ISO_DATE));
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates[dates.length - 1] >= '2025-12-01').toBe(true);
    expect(dates[0]).toBe('2026-11-20');
  });

  it('uses the five categories, each with articles, in settings order', () => {
    const categories = getNewsCategories(ctx);
    expect(categories.map((c) => c.slug)).toEqual(['info', 'onair', 'event', 'goods', 'music']);
    categories.forEach((c) => expect(c.count).toBeGreaterThan(0));
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(getAllNews(ctx).length);
  });

  it('gives every article a summary and, where it has an image, a Japanese alt', () => {
    const news = getAllNews(ctx);
    news.forEach((n) => expect(n.summary.length).toBeGreaterThan(0));
    const withImage = news.filter((n) => n.image !== null);
    expect(withImage.length).toBeGreaterThan(0);
    withImage.forEach((n) => {
      expect(n.image?.src).toMatch(/^\/images\/news\/[a-z-]+\.png$/);
      expect(n.image?.alt).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    });
  });

  it('links each article to its older (prev) and newer (next) neighbour', () => {
    const slugs = getNewsSlugs(ctx);
    const middle = getNewsBySlug(slugs[1], ctx);
    expect(middle?.next?.slug).toBe(slugs[0]);
    expect(middle?.prev?.slug).toBe(slugs[2]);
    expect(getNewsBySlug(slugs[0], ctx)?.next).toBeNull();
    expect(getNewsBySlug(slugs[slugs.length - 1], ctx)?.prev).toBeNull();
    expect(getNewsBySlug('no-such-article', ctx)).toBeNull();
  });

  it('looks up one category’s articles and one article without scanning, with the same data as a scan', () => {
    const all = getAllNews(ctx);
    for (const c of getNewsCategories(ctx)) {
      const list = getNewsByCategory(c.slug, ctx);
      expect(list).toEqual(all.filter((a) => a.category.slug === c.slug));
      expect(list).toHaveLength(c.count);
    }
    expect(getNewsByCategory('no-such-category', ctx)).toEqual([]);
    const slug = all[3].slug;
    const article = getNewsBySlug(slug, ctx);
    expect(article).toMatchObject(all[3]);
    expect(article?.bodyHtml).toMatch(/<p>/);
    expect(article).not.toHaveProperty('bodyText');
    expect(getNewsBySlug(slug, ctx)).toBe(article);
    expect(Object.isFrozen(article)).toBe(true);
  });

  it('gives the search index every article, newest first, with its body as plain text', () => {
    const documents = getNewsSearchDocuments(ctx);
    expect(documents.map((d) => d.slug)).toEqual(getNewsSlugs(ctx));
    documents.forEach((d) => {
      expect(d.text.length).toBeGreaterThan(20);
      expect(d.text).not.toMatch(/<[a-z]/);
    });
    expect(getNewsBySlug(documents[0].slug, ctx)).not.toHaveProperty('bodyText');
  });

  it('renders bodies to HTML, with a table in at least one article', () => {
    const articles = getNewsSlugs(ctx).map((slug) => getNewsBySlug(slug, ctx));
    articles.forEach((a) => expect(a?.bodyHtml).toMatch(/^<(p|h2|ul|ol|table)>/));
    expect(articles.some((a) => a?.bodyHtml.includes('<table>'))).toBe(true);
  });
});

describe('story', () => {
  it('has the introduction', () => {
    const intro = getStoryIntro(ctx);
    expect(intro.title).toBe('イントロダクション');
    expect(intro.bodyHtml.match(/<p>/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('has episodes 1–12 in order, weekly from 2026-10-03, airing at 25:30 (Sunday 01:30 JST)', () => {
    const episodes = getEpisodes(ctx);
    expect(episodes.map((e) => e.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    episodes.forEach((e, i) => {
      expect(e.slug).toBe(String(i + 1).padStart(2, '0'));
      expect(e.airDate).toBe(addDays('2026-10-03', 7 * i));
      expect(e.airsAt).toMatch(ISO_INSTANT_JST);
      expect(e.airsAt).toBe(`${addDays(e.airDate, 1)}T01:30:00+09:00`);
      expect(e.stills.map((s) => s.src)).toEqual([1, 2, 3].map((k) => `/images/story/ep${e.slug}-${k}.png`));
      expect(e.credits.map((c) => c.role)).toEqual(['脚本', '絵コンテ', '演出', '作画監督']);
    });
    expect(episodes[0].title).toBe('はじまりの音');
    expect(episodes[11].title).toBe('そらいろアンサンブル');
  });

  it('links episodes to their neighbours', () => {
    expect(getEpisode(1, ctx)?.prev).toBeNull();
    expect(getEpisode(1, ctx)?.next).toEqual({ number: 2, slug: '02', title: '波音ベースライン' });
    expect(getEpisode(12, ctx)?.next).toBeNull();
    expect(getEpisode(13, ctx)).toBeNull();
    expect(getEpisode(5, ctx)?.bodyHtml.match(/<p>/g)?.length).toBeGreaterThanOrEqual(2);
  });
});

describe('characters, cast and staff', () => {
  it('has the five members of the series bible and three supporting characters', () => {
    expect(getMembers(ctx).map((m) => m.id)).toEqual(['misaki', 'nagi', 'kanade', 'hinata', 'ren']);
    expect(getSupportingCharacters(ctx).map((c) => c.id)).toEqual(['shiori', 'tetsu', 'rina']);
    expect(getMember('misaki', ctx)?.color).toBe('main');
    expect(getMember('nobody', ctx)).toBeNull();
  });

  it('resolves every cast entry to a character and its voice actor', () => {
    const cast = getCast(ctx);
    expect(cast).toHaveLength(8);
    expect(cast[0]).toEqual({
      characterId: 'misaki',
      characterName: '朝凪 美咲',
      characterReading: 'あさなぎ みさき',
      cv: { name: '汐田ことね', reading: 'しおた ことね' },
      kind: 'member',
      color: 'main',
    });
    expect(cast.filter((c) => c.kind === 'supporting').map((c) => c.color)).toEqual([null, null, null]);
  });

  it('lists at least 14 staff roles including the required ones', () => {
    const roles = getStaff(ctx).map((s) => s.role);
    expect(roles.length).toBeGreaterThanOrEqual(14);
    for (const role of ['原作', '監督', 'シリーズ構成', 'キャラクターデザイン', '総作画監督', '美術監督', '色彩設計', '撮影監督', '編集', '音響監督', '音楽', '音楽制作', 'アニメーション制作', '製作']) {
      expect(roles).toContain(role);
    }
  });
});

describe('on air', () => {
  it('has the fastest station on Saturday 25:30 from 2026-10-03, a repeat slot, and streaming', () => {
    const onair = getOnAir(ctx);
    expect(onair.stations.length).toBeGreaterThanOrEqual(4);
    expect(onair.streaming.length).toBeGreaterThanOrEqual(4);
    expect(onair.fastest).toMatchObject({ weekday: '土', time: '25:30', firstAirDate: '2026-10-03' });
    expect(onair.fastest.firstAirAt).toBe('2026-10-04T01:30:00+09:00');
    expect(onair.stations.filter((s) => s.repeat === true)).toHaveLength(1);
    onair.stations.forEach((s) => expect(s.firstAirAt).toMatch(ISO_INSTANT_JST));
    onair.streaming.forEach((s) => {
      expect(s.startAt).toMatch(ISO_INSTANT_JST);
      expect(s.url).toMatch(/^https:\/\/example\.com\//);
    });
    expect(onair.notes.join('')).toContain('変更になる場合があります');
  });
});

describe('music and discs', () => {
  it('has OP, ED, insert song and album with whole-yen prices', () => {
    const music = getMusic(ctx);
    expect(music.map((m) => m.id)).toEqual(['op', 'ed', 'insert', 'album']);
    music.flatMap((m) => m.editions).forEach((e) => expect(Number.isInteger(e.priceTaxIncluded)).toBe(true));
    expect(getMusicRelease('op', ctx)?.credits.map((c) => c.role)).toEqual(['作詞', '作曲', '編曲']);
    expect(getMusicRelease('album', ctx)?.credits).toEqual([]);
  });

  it('has four volumes on the dates of the series bible, three episodes each', () => {
    const discs = getDiscs(ctx);
    expect(discs.volumes.map((v) => [v.id, v.releaseDate, v.episodes])).toEqual([
      ['vol1', '2026-12-23', [1, 2, 3]],
      ['vol2', '2027-01-27', [4, 5, 6]],
      ['vol3', '2027-02-24', [7, 8, 9]],
      ['vol4', '2027-03-24', [10, 11, 12]],
    ]);
    discs.volumes.forEach((v) => expect(v.formats.map((f) => f.format)).toEqual(['Blu-ray', 'DVD']));
  });

  it('resolves store bonuses to their stores and volumes', () => {
    const { storeBonuses, stores } = getDiscs(ctx);
    expect(storeBonuses.length).toBeGreaterThan(0);
    storeBonuses.forEach((b) => expect(stores).toContainEqual(b.store));
    expect(storeBonuses.find((b) => b.volumes !== 'all')?.volumesLabel).toBe('Vol.1・Vol.2');
  });
});

describe('settings', () => {
  it('has the copyright line and catch copy', () => {
    const settings = getSettings(ctx);
    expect(settings.copyright).toBe('©そらいろアンサンブル製作委員会');
    expect(settings.catchCopy.length).toBeGreaterThan(0);
  });
});
