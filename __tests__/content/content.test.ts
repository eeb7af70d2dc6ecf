/** @jest-environment node */
// The loaders on the repository's content/ and public/, whatever series they hold: every expectation comes from the
// content itself (read with the same loaders, or from the files as written). Checks of the sample series' own
// completeness are in sample-series.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { getCast } from '../../lib/sections/cast/content';
import { checkContent, checkContentWarnings, contentFiles, listContentFiles, loadAllContent } from '../../lib/content/check';
import { createContentContext } from '../../lib/content/context';
import { getDiscs } from '../../lib/sections/disc/content';
import { formatIssue } from '../../lib/content/errors';
import { translationLangOf } from '../../lib/content/translationFiles';
import { getMember, getMembers, getSupportingCharacters } from '../../lib/sections/member/content';
import { getMusic, getMusicRelease } from '../../lib/sections/music/content';
import {
  getAllNews,
  getNewsByCategory,
  getNewsBySlug,
  getNewsCategories,
  getNewsSearchDocuments,
  getNewsSlugs,
} from '../../lib/sections/news/content';
import { getOnAir } from '../../lib/sections/onair/content';
import { getSettings } from '../../lib/content/settings';
import { getEpisode, getEpisodes, getStoryIntro } from '../../lib/sections/story/content';
import { isSectionOn } from '../../lib/sections/shape';

// The real repository: content/ and the images in public/, seen after every article and synopsis is out.
const ctx = createContentContext(path.resolve(__dirname, '../..'), { buildInstant: '9999-12-31T00:00:00+09:00' });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT_JST = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

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

/**
 * The instant of a date and a 30-hour time in Japan, worked out here independently of lib/: `2026-10-03` `25:30` →
 * `2026-10-04T01:30:00+09:00`.
 */
function thirtyHourInstant(date: string, time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + Math.floor(hours / 24));
  return `${day.toISOString().slice(0, 10)}T${String(hours % 24).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00+09:00`;
}

/** A YAML file of content/ as written. */
const yamlFile = (name: string) => YAML.parse(fs.readFileSync(path.join(ctx.contentDir, name), 'utf8'));

/** The text of an HTML fragment's first element, tags removed. */
const firstBlockText = (html: string) => (/^<(\w+)[^>]*>([\s\S]*?)<\/\1>/.exec(html)?.[2] ?? '').replace(/<[^>]+>/g, '').trim();

describe('the content of this repository', () => {
  it('passes every schema and cross-check (images exist, ids resolve, nothing duplicated)', () => {
    expect(checkContent(ctx).map(formatIssue)).toEqual([]);
  });

  it('has no file that a schema does not cover, and no schema entry without files', () => {
    const files = listContentFiles(ctx);
    // A translation (`site.en.json`) is checked beside its original (lib/content/translationCheck.ts).
    expect(files.filter((f) => translationLangOf(f) === undefined && !contentFiles(ctx).some((c) => c.pattern.test(f)))).toEqual([]);
    // README.md and written pages are optional (a series of a fan group may have none), and so are works after the
    // first (works.test.ts has them); every other schema-checked kind of file is there.
    const unused = contentFiles(ctx).filter((c) => c.schema !== null && !c.optional && !/^\^works\b/.test(c.pattern.source) && !files.some((f) => c.pattern.test(f))).map((c) => String(c.pattern));
    expect(unused).toEqual([]);
  });

  it('is made of plain JSON-serialisable data (no Date, no undefined)', () => {
    const all = loadAllContent(ctx);
    expect(unserialisable(all)).toEqual([]);
    expect(JSON.parse(JSON.stringify(all))).toEqual(all);
  });

  it('shares one frozen copy, so a page that sorts its props in place fails instead of reordering the next page’s', () => {
    const firstMember = getMembers(ctx)[0].id;
    const newest = getAllNews(ctx)[0].slug;
    expect(() => getMembers(ctx).reverse()).toThrow(TypeError);
    expect(() => [...getAllNews(ctx)].sort((a, b) => a.date.localeCompare(b.date))).not.toThrow();
    expect(getMembers(ctx)[0].id).toBe(firstMember);
    expect(getAllNews(ctx)[0].slug).toBe(newest);
  });
});

describe('news', () => {
  it('lists every article file, newest first, with ISO dates', () => {
    const news = getAllNews(ctx);
    expect(news.map((n) => n.slug).sort()).toEqual(listContentFiles(ctx).filter((f) => f.startsWith('news/') && translationLangOf(f) === undefined).map((f) => f.slice(5, -3)).sort());
    const dates = news.map((n) => n.date);
    dates.forEach((d) => expect(d).toMatch(ISO_DATE));
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('counts every category of settings.yaml, in its order, with its colour, and every article in one', () => {
    const categories = getNewsCategories(ctx);
    expect(categories.map(({ slug, label, color }) => ({ slug, label, color }))).toEqual(getSettings(ctx).newsCategories.map(({ slug, label, color }) => ({ slug, label, color })));
    for (const c of categories) expect(c.count).toBe(getAllNews(ctx).filter((a) => a.category.slug === c.slug).length);
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(getAllNews(ctx).length);
  });

  it('gives every article a summary and, where it has an image, a Japanese alt', () => {
    for (const n of getAllNews(ctx)) {
      expect(n.summary.length).toBeGreaterThan(0);
      if (n.image) expect(n.image.alt).toMatch(JAPANESE);
    }
  });

  it('links each article to its older (prev) and newer (next) neighbour', () => {
    const slugs = getNewsSlugs(ctx);
    slugs.forEach((slug, i) => {
      const article = getNewsBySlug(slug, ctx);
      expect(article?.next?.slug ?? null).toBe(slugs[i - 1] ?? null);
      expect(article?.prev?.slug ?? null).toBe(slugs[i + 1] ?? null);
    });
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
    const { slug } = all[Math.floor(all.length / 2)];
    const article = getNewsBySlug(slug, ctx);
    expect(article).toMatchObject(all[Math.floor(all.length / 2)]);
    expect(article?.bodyHtml).toMatch(/^<(p|h2|ul|ol|table)>/);
    expect(article).not.toHaveProperty('bodyText');
    expect(getNewsBySlug(slug, ctx)).toBe(article);
    expect(Object.isFrozen(article)).toBe(true);
  });

  it('gives the search index every article, newest first, with its body as plain text', () => {
    const documents = getNewsSearchDocuments(ctx);
    expect(documents.map((d) => d.slug)).toEqual(getNewsSlugs(ctx));
    for (const d of documents) {
      expect(d.text).not.toMatch(/<[a-z]/);
      const first = firstBlockText(getNewsBySlug(d.slug, ctx)?.bodyHtml ?? '');
      expect(first.length).toBeGreaterThan(0);
      expect(d.text).toContain(first.slice(0, 10));
    }
    expect(getNewsBySlug(documents[0].slug, ctx)).not.toHaveProperty('bodyText');
  });

  it('renders every body to HTML blocks', () => {
    for (const slug of getNewsSlugs(ctx)) expect(getNewsBySlug(slug, ctx)?.bodyHtml).toMatch(/^<(p|h2|ul|ol|table)>/);
  });
});

describe('story', () => {
  it('has the introduction, with its text as paragraphs', () => {
    const intro = getStoryIntro(ctx);
    expect(intro.title.length).toBeGreaterThan(0);
    expect(intro.bodyHtml).toMatch(/^<p>/);
  });

  it('numbers the episodes 1, 2, 3 … with two-digit slugs, each airing at the fastest station’s time on its date', () => {
    const episodes = getEpisodes(ctx);
    const { fastest } = getOnAir(ctx);
    expect(episodes.map((e) => e.number)).toEqual(episodes.map((_, i) => i + 1));
    episodes.forEach((e, i) => {
      expect(e.slug).toBe(String(i + 1).padStart(2, '0'));
      expect(e.airDate).toMatch(ISO_DATE);
      expect(e.airsAt).toMatch(ISO_INSTANT_JST);
      expect(e.airsAt).toBe(thirtyHourInstant(e.airDate, fastest.time));
      for (const still of e.stills) expect(still.alt).toMatch(JAPANESE);
    });
    for (const e of episodes) {
      expect(getEpisode(e.number, ctx)?.credits.map((c) => c.role)).toEqual(['脚本', '絵コンテ', '演出', '作画監督']);
    }
  });

  it('links episodes to their neighbours', () => {
    const episodes = getEpisodes(ctx);
    const link = (e: (typeof episodes)[number] | undefined) => (e ? { number: e.number, slug: e.slug, title: e.title } : null);
    episodes.forEach((e, i) => {
      expect(getEpisode(e.number, ctx)?.prev).toEqual(link(episodes[i - 1]));
      expect(getEpisode(e.number, ctx)?.next).toEqual(link(episodes[i + 1]));
    });
    expect(getEpisode(episodes.length + 1, ctx)).toBeNull();
  });
});

describe('characters and cast', () => {
  it('looks up each member by id, and no one else', () => {
    for (const m of getMembers(ctx)) expect(getMember(m.id, ctx)).toBe(m);
    for (const c of getSupportingCharacters(ctx)) expect(getMember(c.id, ctx)).toBeNull();
    expect(getMember('nobody', ctx)).toBeNull();
  });

  it('resolves every line of cast.yaml to its character, reading and voice actor, in the file’s order', () => {
    const cast = getCast(ctx);
    const lines = yamlFile('cast.yaml').cast as Array<{ character: string; works?: string[]; cv?: unknown }>;
    expect(cast.map((c) => c.characterId)).toEqual(lines.map((c) => c.character));
    cast.forEach((entry, i) => {
      const member = getMember(entry.characterId, ctx);
      const character = member ?? getSupportingCharacters(ctx).find((c) => c.id === entry.characterId);
      // A line's own works: and cv: (a role recast for a work) come before the character's.
      const works = lines[i].works ?? character?.works;
      expect(entry).toEqual({
        characterId: character?.id,
        characterName: character?.name,
        characterReading: character?.reading,
        cv: lines[i].cv ?? character?.cv,
        kind: member ? 'member' : 'supporting',
        color: member ? member.color : null,
        ...(works ? { works } : {}),
      });
    });
  });
});

describe('on air', () => {
  it('gives every station and streaming service its first instant in Japan, from its date and 30-hour time', () => {
    const onair = getOnAir(ctx);
    expect(onair.stations.filter((s) => s.fastest === true)).toEqual([onair.fastest]);
    for (const s of onair.stations) expect(s.firstAirAt).toBe(thirtyHourInstant(s.firstAirDate, s.time));
    for (const s of onair.streaming) expect(s.startAt).toBe(thirtyHourInstant(s.startDate, s.time));
    expect(onair.notes.length).toBeGreaterThan(0);
  });
});

describe('music and discs', () => {
  it('lists the releases of music.yaml, credits in the order 作詞・作曲・編曲 and only those written', () => {
    const written = yamlFile('music.yaml').music as { id: string; credits?: Record<string, string> }[];
    expect(getMusic(ctx).map((m) => m.id)).toEqual(written.map((m) => m.id));
    const order = { lyrics: '作詞', composition: '作曲', arrangement: '編曲' };
    for (const { id, credits = {} } of written) {
      const expected = Object.entries(order).filter(([key]) => key in credits).map(([key, role]) => ({ role, name: credits[key] }));
      expect(getMusicRelease(id, ctx)?.credits).toEqual(expected);
    }
  });

  // A series with DISC off has no discs.yaml.
  (isSectionOn('disc') ? it : it.skip)('resolves store bonuses to their stores and volumes, labelled 「全巻」 or by the volumes’ labels', () => {
    const { storeBonuses, stores, volumes } = getDiscs(ctx);
    for (const bonus of storeBonuses) {
      expect(stores).toContainEqual(bonus.store);
      const label = bonus.volumes === 'all' ? '全巻' : volumes.filter((v) => bonus.volumes.includes(v.id)).map((v) => v.label).join('・');
      expect(bonus.volumesLabel).toBe(label);
    }
  });
});

describe('the second series in fixtures/series', () => {
  const series = createContentContext(path.resolve(__dirname, '../../fixtures/series'));

  it('is valid, ships no image that nothing uses, and has nothing else to warn about', () => {
    expect(checkContent(series).map(formatIssue)).toEqual([]);
    expect(checkContentWarnings(series).map(formatIssue)).toEqual([]);
  });
});
