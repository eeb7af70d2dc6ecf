import type { DiscVolume } from './content/discs';
import type { MusicRelease } from './content/music';
import {
  discProductJsonLd,
  graphJsonLd,
  musicJsonLd,
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
const single: MusicRelease = {
  id: 'op',
  kind: 'オープニングテーマ',
  title: 'ソライロ・シグナル',
  artist: 'そらいろアンサンブル',
  credits: [
    { role: '作詞', name: '波多野あさひ' },
    { role: '作曲', name: '真砂 陸' },
  ],
  releaseDate: '2026-10-28',
  jacket: { src: '/images/music/op.png', alt: 'OPジャケット' },
  editions: [
    { name: '初回限定盤（CD+Blu-ray）', code: 'SRAE-0001', priceTaxIncluded: 2200 },
    { name: '通常盤（CD）', code: 'SRAE-0002', priceTaxIncluded: 1430 },
  ],
  tracks: [
    { no: 2, title: '夏色ループ' },
    { no: 1, title: 'ソライロ・シグナル' },
    { no: 3, title: 'ソライロ・シグナル', note: 'Instrumental' },
  ],
  links: { streaming: [], purchase: [] },
};

const album: MusicRelease = { ...single, id: 'album', kind: 'アルバム', title: 'Blue Horizon', credits: [] };

const volume: DiscVolume = {
  id: 'vol1',
  label: 'Vol.1',
  title: '『そらいろアンサンブル』Blu-ray & DVD Vol.1',
  releaseDate: '2026-12-23',
  episodes: [1, 2, 3],
  formats: [
    { format: 'Blu-ray', code: 'SRXA-0001', priceTaxIncluded: 8800 },
    { format: 'DVD', code: 'SRBA-0001', priceTaxIncluded: 7700 },
  ],
  bonusItems: [],
  extras: [],
  jacket: { src: '/images/disc/vol1.png', alt: 'Vol.1ジャケット' },
};

const absolute = (path: string) => `${SITE_URL}${path}`;

/** Reads a property of structured data without schema-dts' union types getting in the way. */
const field = <T,>(ld: unknown, key: string): T => (ld as Record<string, T>)[key];
type LdOffer = Record<string, unknown> & { availability: string };

describe('musicJsonLd', () => {
  const before = '2026-10-01T00:00:00+09:00';
  const after = '2026-10-28T00:00:00+09:00';

  it('describes a theme song as a MusicRecording on its single', () => {
    const ld = musicJsonLd(single, before);
    expect(ld).toMatchObject({
      '@type': 'MusicRecording',
      name: 'ソライロ・シグナル',
      byArtist: { '@type': 'MusicGroup', name: 'そらいろアンサンブル' },
      recordingOf: {
        '@type': 'MusicComposition',
        lyricist: { '@type': 'Person', name: '波多野あさひ' },
        composer: { '@type': 'Person', name: '真砂 陸' },
      },
      inAlbum: { '@type': 'MusicAlbum', albumReleaseType: 'https://schema.org/SingleRelease', numTracks: 3 },
    });
  });

  it('describes an album as a MusicAlbum with its tracks in order', () => {
    const ld = musicJsonLd(album, before);
    expect(ld['@type']).toBe('MusicAlbum');
    expect(ld).toMatchObject({ albumReleaseType: 'https://schema.org/AlbumRelease', numTracks: 3 });
    const tracks = field<Array<{ name: string; position: number }>>(ld, 'track');
    expect(tracks.map((t) => [t.position, t.name])).toEqual([
      [1, 'ソライロ・シグナル'],
      [2, '夏色ループ'],
      [3, 'ソライロ・シグナル（Instrumental）'],
    ]);
  });

  it.each([
    [before, 'https://schema.org/PreOrder'],
    [after, 'https://schema.org/InStock'],
  ])('offers each edition in yen, tax included (now %s → %s)', (now, availability) => {
    const offers = field<LdOffer[]>(musicJsonLd(album, now), 'offers');
    expect(offers).toHaveLength(2);
    expect(offers[0]).toMatchObject({
      '@type': 'Offer',
      sku: 'SRAE-0001',
      price: 2200,
      priceCurrency: 'JPY',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 2200, priceCurrency: 'JPY', valueAddedTaxIncluded: true },
      availability,
    });
  });
});

describe('discProductJsonLd', () => {
  it('is a Product with one Offer per format in JPY, tax included', () => {
    const ld = discProductJsonLd(volume, '2026-12-01T00:00:00+09:00');
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: volume.title,
      image: absolute('/images/disc/vol1.png'),
      url: absolute('/disc/vol1/'),
      description: expect.stringContaining('第1話〜第3話'),
    });
    const offers = field<LdOffer[]>(ld, 'offers');
    expect(offers.map((o) => [o.sku, o.price, o.priceCurrency, o.availability])).toEqual([
      ['SRXA-0001', 8800, 'JPY', 'https://schema.org/PreOrder'],
      ['SRBA-0001', 7700, 'JPY', 'https://schema.org/PreOrder'],
    ]);
    for (const offer of offers) {
      expect(offer.priceSpecification).toMatchObject({ valueAddedTaxIncluded: true, priceCurrency: 'JPY' });
      expect(offer.availabilityStarts).toBe('2026-12-23T00:00:00+09:00');
    }
  });

  it.each([
    [['Blu-ray', 'DVD'], 'Blu-ray・DVD'],
    [['Blu-ray'], 'Blu-ray'],
    [['DVD'], 'DVD'],
  ] as const)('names the formats the volume comes in (%j)', (formats, expected) => {
    const ld = discProductJsonLd({ ...volume, formats: formats.map((format, i) => ({ format, code: `SRXA-000${i}`, priceTaxIncluded: 8800 })) }, '2026-12-01T00:00:00+09:00');
    expect(field<string>(ld, 'category')).toBe(expected);
    expect(field<string>(ld, 'description')).toBe(`${site.title} ${expected} Vol.1（第1話〜第3話収録）`);
  });

  it('is in stock from the release day (00:00 JST)', () => {
    const ld = discProductJsonLd(volume, '2026-12-23T00:00:00+09:00');
    expect(field<LdOffer[]>(ld, 'offers')[0].availability).toBe('https://schema.org/InStock');
  });
});

describe('graphJsonLd and serializeJsonLd', () => {
  it('puts several objects under one context', () => {
    const graph = graphJsonLd([discProductJsonLd(volume, '2026-12-01T00:00:00+09:00'), discProductJsonLd({ ...volume, id: 'vol2' }, '2026-12-01T00:00:00+09:00')]);
    expect(graph['@context']).toBe('https://schema.org');
    expect(graph['@graph']).toHaveLength(2);
  });

  it('cannot be broken out of its script element by content', () => {
    const text = serializeJsonLd({ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script> & more' });
    expect(text).not.toMatch(/<|>|&/);
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script> & more');
  });
});
