import type { ResolvedStoreBonus } from './content';
import { en } from '../../i18n/en';
import { adjacentVolumes, bonusesForVolume, episodeRangeLabel, groupBonusesByStore, volumeEpisodes, withEpisodes, discFormatsLabel, discLineup } from './volumes';

const shopA = { id: 'a', name: 'ショップA', url: 'https://example.com/a' };
const shopB = { id: 'b', name: 'ショップB', url: 'https://example.com/b' };
const bonus = (store: typeof shopA, item: string, volumes: 'all' | string[]): ResolvedStoreBonus => ({
  store,
  item,
  condition: '各巻購入',
  volumes,
  volumesLabel: volumes === 'all' ? '全巻' : volumes.join('・'),
});
const bonuses = [
  bonus(shopA, 'クリアファイル', 'all'),
  bonus(shopB, '缶バッジ1', ['vol1', 'vol2']),
  bonus(shopA, 'タペストリー', 'all'),
  bonus(shopB, '缶バッジ2', ['vol3']),
];

describe('episodeRangeLabel', () => {
  it.each<[number[], string]>([
    [[1, 2, 3], '第1話〜第3話'],
    [[10, 11, 12], '第10話〜第12話'],
    [[4], '第4話'],
    [[1, 3], '第1話・第3話'],
    [[4, 3, 1], '第1話・第3話〜第4話'],
    [[2, 2, 3], '第2話〜第3話'],
  ])('%j → %s', (numbers, expected) => {
    expect(episodeRangeLabel(numbers)).toBe(expected);
  });
});

describe('volumeEpisodes', () => {
  const episodes = [
    { number: 1, slug: '01', title: 'はじまりの音' },
    { number: 2, slug: '02', title: '波音ベースライン' },
    { number: 3, slug: '03', title: '鍵盤とサイダー' },
  ];
  it.each<[number[], string[]]>([
    [[1, 2, 3], ['01 はじまりの音', '02 波音ベースライン', '03 鍵盤とサイダー']],
    [[3, 1], ['03 鍵盤とサイダー', '01 はじまりの音']],
  ])('%j', (numbers, expected) => {
    expect(volumeEpisodes(numbers, episodes).map((e) => `${e.slug} ${e.title}`)).toEqual(expected);
  });
  it('refuses an episode that does not exist', () => {
    expect(() => volumeEpisodes([4], episodes)).toThrow('episode 4');
  });
  it('resolves the episodes of every volume', () => {
    const volume = (id: string, numbers: number[]) => ({
      id,
      label: id,
      title: id,
      releaseDate: '2026-12-23',
      episodes: numbers,
      formats: [{ format: 'Blu-ray' as const, code: 'SRXB-1001', priceTaxIncluded: 16500 }],
      bonusItems: [],
      extras: [],
      jacket: { src: '/images/disc/vol1.png', alt: 'ジャケット' },
    });
    const entries = withEpisodes([volume('vol1', [1, 2]), volume('vol2', [3])], episodes);
    expect(entries.map((e) => [e.volume.id, e.episodes.map((ep) => ep.title)])).toEqual([
      ['vol1', ['はじまりの音', '波音ベースライン']],
      ['vol2', ['鍵盤とサイダー']],
    ]);
  });
});

describe('bonusesForVolume', () => {
  it.each<[string, string[]]>([
    ['vol1', ['クリアファイル', '缶バッジ1', 'タペストリー']],
    ['vol3', ['クリアファイル', 'タペストリー', '缶バッジ2']],
    ['vol4', ['クリアファイル', 'タペストリー']],
  ])('%s', (id, expected) => {
    expect(bonusesForVolume(bonuses, id).map((b) => b.item)).toEqual(expected);
  });
});

describe('groupBonusesByStore', () => {
  it('keeps stores in order of first appearance and bonuses in file order', () => {
    expect(groupBonusesByStore(bonuses).map((g) => [g.store.name, g.bonuses.map((b) => b.item)])).toEqual([
      ['ショップA', ['クリアファイル', 'タペストリー']],
      ['ショップB', ['缶バッジ1', '缶バッジ2']],
    ]);
  });
  it('returns no groups for no bonuses', () => {
    expect(groupBonusesByStore([])).toEqual([]);
  });
});

describe('adjacentVolumes', () => {
  const volumes = [
    { id: 'vol1', label: 'Vol.1' },
    { id: 'vol2', label: 'Vol.2' },
    { id: 'vol3', label: 'Vol.3' },
  ];
  it.each<[string, string | null, string | null]>([
    ['vol1', null, 'vol2'],
    ['vol2', 'vol1', 'vol3'],
    ['vol3', 'vol2', null],
    ['vol9', null, null],
  ])('%s → prev %s, next %s', (id, prev, next) => {
    const result = adjacentVolumes(volumes, id);
    expect(result.prev?.id ?? null).toBe(prev);
    expect(result.next?.id ?? null).toBe(next);
  });
});

describe('discFormatsLabel and discLineup', () => {
  const volumeIn = (...formats: Array<'Blu-ray' | 'DVD'>) => ({
    formats: formats.map((format, i) => ({ format, code: `TEST-000${i}`, priceTaxIncluded: 8800 })),
  });

  it.each([
    [[volumeIn('Blu-ray', 'DVD'), volumeIn('Blu-ray', 'DVD')], 'Blu-ray・DVD', 'ブルーレイ・DVD', 'Blu-ray・DVD 全2巻'],
    [[volumeIn('DVD', 'Blu-ray')], 'Blu-ray・DVD', 'ブルーレイ・DVD', 'Blu-ray・DVD'],
    [[volumeIn('Blu-ray')], 'Blu-ray', 'ブルーレイ', 'Blu-ray'],
    [[volumeIn('Blu-ray'), volumeIn('Blu-ray'), volumeIn('Blu-ray')], 'Blu-ray', 'ブルーレイ', 'Blu-ray 全3巻'],
    [[volumeIn('Blu-ray'), volumeIn('DVD')], 'Blu-ray・DVD', 'ブルーレイ・DVD', 'Blu-ray・DVD 全2巻'],
  ])('%j → %s / %s / %s', (volumes, en, ja, lineup) => {
    expect(discFormatsLabel(volumes)).toBe(en);
    expect(discFormatsLabel(volumes, 'ja')).toBe(ja);
    expect(discLineup(volumes)).toBe(lineup);
  });
});

describe('in English (the catalogue’s disc words)', () => {
  const volumeIn = (...formats: Array<'Blu-ray' | 'DVD'>) => ({
    formats: formats.map((format, i) => ({ format, code: `TEST-000${i}`, priceTaxIncluded: 8800 })),
  });

  it.each([
    [[volumeIn('Blu-ray', 'DVD'), volumeIn('Blu-ray', 'DVD')], 'Blu-ray & DVD (2 volumes)'],
    [[volumeIn('Blu-ray')], 'Blu-ray'],
  ])('lineup %j → %s', (volumes, lineup) => {
    expect(discLineup(volumes, en.disc)).toBe(lineup);
  });

  it.each([
    [[1, 2, 3], 'Episodes 1–3'],
    [[1, 3], 'Episode 1, Episode 3'],
  ])('episodes %j → %s', (numbers, expected) => {
    expect(episodeRangeLabel(numbers, en.disc)).toBe(expected);
  });
});
