import type { NewsSummary } from './content/news';
import type { EpisodeSummary } from './content/story';
import {
  graphJsonLd,
  newsArticleJsonLd,
  movieJsonLd,
  tvEpisodeJsonLd,
  tvSeriesJsonLd,
  writtenPageJsonLd,
  worksJsonLd,
} from './jsonLd';
import { serializeJsonLd } from './jsonLdText';
import { site } from './site';
import { SITE_URL } from './url';

// A site.json whose operator differs from the copyright holder (a fan group's site), so the two cannot be confused.
jest.mock('./site', () => {
  const actual = jest.requireActual<typeof import('./site')>('./site');
  return { ...actual, site: { ...actual.site, operator: '架空のファンの会' } };
});

// Loader-shaped data (what getStaticProps hands the page).
const episode: EpisodeSummary = {
  number: 1,
  slug: '01',
  title: 'はじまりの音',
  airDate: '2026-10-03',
  airsAt: '2026-10-04T01:30:00+09:00',
  revealAt: '2026-10-04T01:30:00+09:00',
  revealed: true,
  stills: [
    { src: '/images/story/ep01-1.png', alt: '朝の坂道を走る美咲' },
    { src: '/images/story/ep01-2.png', alt: '夕暮れの音楽室' },
  ],
  credits: [
    { role: '脚本', names: ['朱鷺田 圭'] },
    { role: '絵コンテ', names: ['相良 透'] },
    { role: '演出', names: ['相良 透'] },
    { role: '作画監督', names: ['一ノ瀬 灯', '宮内 凪'] },
  ],
  summary: '海辺の町・汐見町。',
};

const article: NewsSummary = {
  slug: '2026-10-03-onair-start',
  title: 'TVアニメ放送開始！',
  date: '2026-10-03',
  time: null,
  publishedAt: '2026-10-03T00:00:00+09:00',
  category: { slug: 'onair', label: '放送・配信', color: null },
  image: null,
  summary: '本日25:30より放送開始です。',
};

const absolute = (path: string) => `${SITE_URL}${path}`;

/** Reads a property of structured data without schema-dts' union types getting in the way. */
const field = <T,>(ld: unknown, key: string): T => (ld as Record<string, T>)[key];

describe('tvSeriesJsonLd', () => {
  it('names the series, its URL and its episodes', () => {
    const ld = tvSeriesJsonLd({ episodes: [episode, { ...episode, number: 2, airsAt: '2026-10-11T01:30:00+09:00' }] });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TVSeries',
      name: site.title,
      url: absolute('/'),
      numberOfEpisodes: 2,
      startDate: '2026-10-04T01:30:00+09:00',
      inLanguage: 'ja',
    });
    expect(ld.image).toBe(absolute('/images/common/ogp.png'));
  });

  it('names the copyright holder as such, not as the production company', () => {
    const ld = tvSeriesJsonLd();
    expect(ld).not.toHaveProperty('productionCompany');
    expect(ld.copyrightHolder).toEqual({ '@type': 'Organization', name: site.copyright.replace(/^©\s*/, '') });
  });

  it('leaves out counts it does not know', () => {
    const ld = tvSeriesJsonLd();
    expect(ld).not.toHaveProperty('numberOfEpisodes');
    expect(ld).not.toHaveProperty('startDate');
  });
});

describe('tvEpisodeJsonLd', () => {
  const ld = tvEpisodeJsonLd(episode);

  it('is a TVEpisode of the series with its number, page and broadcast', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TVEpisode',
      name: 'はじまりの音',
      episodeNumber: 1,
      url: absolute('/story/01/'),
      datePublished: '2026-10-04T01:30:00+09:00',
      partOfSeries: { '@type': 'TVSeries', name: site.title, url: absolute('/') },
      publication: { '@type': 'BroadcastEvent', startDate: '2026-10-04T01:30:00+09:00' },
    });
  });

  it('lists the stills as absolute URLs and credits the writer and director', () => {
    expect(ld.image).toEqual([absolute('/images/story/ep01-1.png'), absolute('/images/story/ep01-2.png')]);
    expect(ld.author).toEqual([{ '@type': 'Person', name: '朱鷺田 圭' }]);
    expect(ld.director).toEqual([{ '@type': 'Person', name: '相良 透' }]);
  });
});

describe('writtenPageJsonLd', () => {
  const page = { slug: 'special', title: '壁紙配布', description: '壁紙を配布しています。', hero: { src: '/images/pages/hero.png', alt: '夜空' }, publishedAt: null };

  it('is a WebPage at the page’s URL about the series, with its hero as the image', () => {
    expect(writtenPageJsonLd(page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: '壁紙配布',
      description: '壁紙を配布しています。',
      url: absolute('/special/'),
      image: absolute('/images/pages/hero.png'),
      inLanguage: 'ja',
      about: { '@type': 'TVSeries', name: site.title, url: absolute('/') },
      publisher: expect.objectContaining({ '@type': 'Organization', name: site.operator }),
    });
  });

  it('is dated when the page was timed, and shows the share image without a hero', () => {
    const ld = writtenPageJsonLd({ ...page, hero: null, publishedAt: '2026-12-01T12:00:00+09:00' });
    expect(ld).toMatchObject({ datePublished: '2026-12-01T12:00:00+09:00', image: absolute('/images/common/ogp.png') });
  });
});

describe('worksJsonLd (several works)', () => {
  const first = { id: 'tv1', label: '第1期', kind: 'tv' as const, first: true, title: site.title, episodes: [episode, { ...episode, number: 2, slug: '02', airsAt: '2026-10-11T01:30:00+09:00' }] };
  const second = { id: 'tv2', label: '第2期', kind: 'tv' as const, first: false, title: '第2期', episodes: [{ ...episode, airsAt: '2027-01-10T01:30:00+09:00' }] };
  const film = { id: 'movie', label: '劇場版', kind: 'film' as const, first: false, title: '劇場版 そらいろ', episodes: [], startDate: '2027-05-01' };

  it('makes each TV work a TVSeason of the series holding its episodes at their URLs', () => {
    const ld = worksJsonLd([first, second]);
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'TVSeries', numberOfSeasons: 2, numberOfEpisodes: 3 });
    expect('containsSeason' in ld && ld.containsSeason).toEqual([
      expect.objectContaining({
        '@type': 'TVSeason',
        seasonNumber: 1,
        url: absolute('/story/tv1/'),
        numberOfEpisodes: 2,
        episode: [
          { '@type': 'TVEpisode', episodeNumber: 1, name: episode.title, url: absolute('/story/01/') },
          { '@type': 'TVEpisode', episodeNumber: 2, name: episode.title, url: absolute('/story/02/') },
        ],
      }),
      expect.objectContaining({
        seasonNumber: 2,
        startDate: '2027-01-10T01:30:00+09:00',
        episode: [{ '@type': 'TVEpisode', episodeNumber: 1, name: episode.title, url: absolute('/story/tv2/01/') }],
      }),
    ]);
  });

  it('puts a film beside the series as a Movie, in one @graph', () => {
    const ld = worksJsonLd([first, film]);
    expect('@graph' in ld && ld['@graph']).toEqual([
      expect.objectContaining({ '@type': 'TVSeries', numberOfSeasons: 1 }),
      expect.objectContaining({ '@type': 'Movie', name: film.title, url: absolute('/story/movie/'), datePublished: '2027-05-01' }),
    ]);
    expect(movieJsonLd(film)).toMatchObject({ isPartOf: { '@type': 'TVSeries', name: site.title } });
  });

  it('makes an episode of a later work part of its season, at its own URL', () => {
    const ld = tvEpisodeJsonLd(episode, second);
    expect(ld).toMatchObject({ url: absolute('/story/tv2/01/'), partOfSeason: { '@type': 'TVSeason', url: absolute('/story/tv2/') } });
    expect(tvEpisodeJsonLd(episode, first)).not.toHaveProperty('partOfSeason');
  });
});

describe('newsArticleJsonLd', () => {
  it('has the fields Google requires for an article, dated in JST', () => {
    const ld = newsArticleJsonLd(article);
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'TVアニメ放送開始！',
      datePublished: '2026-10-03T00:00:00+09:00',
      dateModified: '2026-10-03T00:00:00+09:00',
      articleSection: '放送・配信',
      url: absolute('/news/2026-10-03-onair-start/'),
      mainEntityOfPage: { '@type': 'WebPage', '@id': absolute('/news/2026-10-03-onair-start/') },
      publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject', url: absolute('/images/common/logo.png') } },
    });
  });

  it('is published by whoever runs the site (site.json), not by the copyright holder', () => {
    const ld = newsArticleJsonLd(article);
    expect(field<{ name: string }>(ld, 'publisher').name).toBe(site.operator);
    expect(field<{ name: string }>(ld, 'author').name).toBe(site.operator);
  });

  it.each([
    [null, absolute('/images/common/ogp.png')],
    [{ src: '/images/news/pv.png', alt: 'PV' }, absolute('/images/news/pv.png')],
  ])('uses the eye-catch or the share image (%j)', (image, expected) => {
    expect(newsArticleJsonLd({ ...article, image }).image).toEqual([expected]);
  });
});

describe('graphJsonLd and serializeJsonLd', () => {
  it('puts several objects under one context', () => {
    const graph = graphJsonLd([newsArticleJsonLd(article), newsArticleJsonLd({ ...article, slug: 'second' })]);
    expect(graph['@context']).toBe('https://schema.org');
    expect(graph['@graph']).toHaveLength(2);
  });

  it('cannot be broken out of its script element by content', () => {
    const text = serializeJsonLd(newsArticleJsonLd({ ...article, title: '</script><script>alert(1)</script> & more' }));
    expect(text).not.toMatch(/<|>|&/);
    expect(JSON.parse(text).headline).toBe('</script><script>alert(1)</script> & more');
  });
});
