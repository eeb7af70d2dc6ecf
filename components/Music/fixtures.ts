import type { MusicRelease } from '../../lib/sections/music/content';

/** Test data shaped like `getMusic()` output. */
export const opRelease: MusicRelease = {
  id: 'op',
  kind: 'オープニングテーマ',
  title: 'ソライロ・シグナル',
  artist: 'そらいろ',
  credits: [
    { role: '作詞', name: '波多野あさひ' },
    { role: '作曲', name: '潮崎ユウ' },
    { role: '編曲', name: '潮崎ユウ、真砂リョウ' },
  ],
  releaseDate: '2026-10-28',
  description: 'オープニングテーマ。',
  jacket: { src: '/images/music/op.png', alt: '防波堤に並ぶ5人のジャケット' },
  editions: [
    { name: '初回限定盤（CD+Blu-ray）', code: 'SRAE-0001', priceTaxIncluded: 2750 },
    { name: '通常盤（CD）', code: 'SRAE-0002', priceTaxIncluded: 1430 },
  ],
  tracks: [
    { no: 1, title: 'ソライロ・シグナル' },
    { no: 2, title: 'ソライロ・シグナル', note: 'TV size' },
    { no: 3, title: 'ソライロ・シグナル', note: 'Instrumental' },
  ],
  links: {
    streaming: [{ label: 'うみねこミュージック', url: 'https://example.com/umineko' }],
    purchase: [{ label: 'オンラインストア', url: 'https://example.com/store' }],
  },
};

export const albumRelease: MusicRelease = {
  ...opRelease,
  id: 'album',
  kind: 'アルバム',
  title: 'Blue Horizon',
  credits: [],
  releaseDate: '2027-01-13',
  jacket: { src: '/images/music/album.png', alt: 'アルバムジャケット' },
  editions: [{ name: '通常盤（CD）', code: 'SRAE-0007', priceTaxIncluded: 3300 }],
  tracks: [{ no: 1, title: 'はじまりの音' }],
  links: { streaming: [], purchase: [{ label: 'うみねこ堂', url: 'https://example.com/uminekodo' }] },
};
