/** @jest-environment node */
import { ja } from '../../i18n/ja';
import { en } from '../../i18n/en';
import { EPISODE_CREDIT_LABELS } from './episode';
import type { EpisodeSummary } from './content';
import { movieJsonLd, tvEpisodeJsonLd } from './pages';
import { site } from '../../site';
import { SITE_URL } from '../../url';

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

const absolute = (path: string) => `${SITE_URL}${path}`;

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

describe('a work after the first', () => {
  const first = { id: 'tv1', label: '第1期', kind: 'tv' as const, first: true, title: site.title, episodes: [episode, { ...episode, number: 2, slug: '02', airsAt: '2026-10-11T01:30:00+09:00' }] };
  const second = { id: 'tv2', label: '第2期', kind: 'tv' as const, first: false, title: '第2期', episodes: [{ ...episode, airsAt: '2027-01-10T01:30:00+09:00' }] };
  const film = { id: 'movie', label: '劇場版', kind: 'film' as const, first: false, title: '劇場版 そらいろ', episodes: [], startDate: '2027-05-01' };

  it('makes an episode of a later work part of its season, at its own URL', () => {
    const ld = tvEpisodeJsonLd(episode, second);
    expect(ld).toMatchObject({ url: absolute('/story/tv2/01/'), partOfSeason: { '@type': 'TVSeason', url: absolute('/story/tv2/') } });
    expect(tvEpisodeJsonLd(episode, first)).not.toHaveProperty('partOfSeason');
  });

  it('names and links the season and the series in the page’s language, as the top page there does', () => {
    const text = { ...site, title: 'Series in English' };
    const ld = tvEpisodeJsonLd(episode, { ...second, label: 'Season 2' }, 'en', text);
    expect(ld.partOfSeason).toEqual({ '@type': 'TVSeason', name: 'Series in English Season 2', url: absolute('/en/story/tv2/') });
    expect(ld.partOfSeries).toEqual({ '@type': 'TVSeries', name: 'Series in English', url: absolute('/en/') });
  });

  it('makes a film a Movie of the series at its STORY page, in the page’s language', () => {
    expect(movieJsonLd(film)).toMatchObject({ '@type': 'Movie', name: film.title, url: absolute('/story/movie/'), datePublished: '2027-05-01', isPartOf: { '@type': 'TVSeries', name: site.title, url: absolute('/') } });
    expect(movieJsonLd(film, 'en', { ...site, title: 'Series in English' })).toMatchObject({
      url: absolute('/en/story/movie/'),
      inLanguage: 'ja',
      isPartOf: { '@type': 'TVSeries', name: 'Series in English', url: absolute('/en/') },
    });
  });
});

describe('the credits’ roles in the catalogue', () => {
  it('are the schema’s Japanese names, so a page in another language finds its word for each (components/Story/EpisodeDetail)', () => {
    expect(ja.story.credits).toEqual(EPISODE_CREDIT_LABELS);
    expect(Object.keys(en.story.credits).sort()).toEqual(Object.keys(EPISODE_CREDIT_LABELS).sort());
  });
});
