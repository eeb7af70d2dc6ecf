import type { ResolvedStoreBonus } from '../../lib/sections/disc/content';
import type { DiscVolumeEntry } from '../../lib/sections/disc/volumes';

/** Test data shaped like the disc pages' props. */
export const vol1: DiscVolumeEntry = {
  volume: {
    id: 'vol1',
    label: 'Vol.1',
    title: 'そらいろアンサンブル Vol.1',
    releaseDate: '2026-12-23',
    episodes: [1, 2, 3],
    formats: [
      { format: 'Blu-ray', code: 'SRXB-1001', priceTaxIncluded: 16500 },
      { format: 'DVD', code: 'SRXD-1001', priceTaxIncluded: 14300 },
    ],
    bonusItems: ['描き下ろし三方背ケース', '特製ブックレット'],
    extras: ['ノンクレジットオープニング'],
    jacket: { src: '/images/disc/vol1.png', alt: '旧音楽室の美咲と凪を描いたVol.1ジャケット' },
  },
  episodes: [
    { number: 1, slug: '01', title: 'はじまりの音' },
    { number: 2, slug: '02', title: '波音ベースライン' },
    { number: 3, slug: '03', title: '鍵盤とサイダー' },
  ],
};

export const vol2: DiscVolumeEntry = {
  volume: {
    ...vol1.volume,
    id: 'vol2',
    label: 'Vol.2',
    title: 'そらいろアンサンブル Vol.2',
    releaseDate: '2027-01-27',
    episodes: [4],
    formats: [{ format: 'Blu-ray', code: 'SRXB-1002', priceTaxIncluded: 16500 }],
    bonusItems: [],
    extras: [],
    jacket: { src: '/images/disc/vol2.png', alt: 'Vol.2ジャケット' },
  },
  episodes: [{ number: 4, slug: '04', title: '雨の日のリズム' }],
};

const uminekodo = { id: 'uminekodo', name: 'うみねこ堂', url: 'https://example.com/uminekodo' };
const wavemart = { id: 'wavemart', name: 'ウェーブマート', url: 'https://example.com/wavemart' };

export const storeBonuses: ResolvedStoreBonus[] = [
  { store: uminekodo, item: 'A4クリアファイル', condition: '各巻購入', volumes: 'all', volumesLabel: '全巻' },
  { store: wavemart, item: 'メガジャケット', condition: '各巻購入', volumes: ['vol1'], volumesLabel: 'Vol.1' },
  { store: uminekodo, item: 'B2タペストリー', condition: '全巻購入', volumes: 'all', volumesLabel: '全巻' },
];
