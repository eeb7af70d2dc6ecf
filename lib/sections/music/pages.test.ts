import type { MusicRelease } from './content';
import { musicJsonLd } from './pages';

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
