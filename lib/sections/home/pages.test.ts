/** @jest-environment node */
import type { EpisodeSummary } from '../story/content';
import { tvSeriesJsonLd, worksJsonLd } from './pages';
import { site } from '../../site';
import { SITE_URL } from '../../url';

// What the top page's JSON-LD takes of an episode (loader-shaped).
const episode: Pick<EpisodeSummary, 'number' | 'slug' | 'title' | 'airsAt'> = { number: 1, slug: '01', title: 'はじまりの音', airsAt: '2026-10-04T01:30:00+09:00' };

const absolute = (path: string) => `${SITE_URL}${path}`;

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
  });
});
