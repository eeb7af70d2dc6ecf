/** @jest-environment node */
import { appearsIn, balancedColumns, circularNeighbours, formatBirthday, memberArtRatio, toMemberLink } from './characters';

describe('formatBirthday', () => {
  it.each([
    ['07-21', '7月21日'],
    ['01-14', '1月14日'],
    ['11-30', '11月30日'],
    ['02-29', '2月29日'],
  ])('%s → %s', (input, expected) => {
    expect(formatBirthday(input)).toBe(expected);
  });

  it.each(['7-21', '2026-07-21', ''])('refuses %j', (input) => {
    expect(() => formatBirthday(input)).toThrow(RangeError);
  });
});

describe('circularNeighbours', () => {
  const ids = ['misaki', 'nagi', 'kanade', 'hinata', 'ren'];
  it.each([
    [0, 'ren', 'nagi'],
    [1, 'misaki', 'kanade'],
    [4, 'hinata', 'misaki'],
  ])('index %d → prev %s, next %s', (index, prev, next) => {
    expect(circularNeighbours(ids, index)).toEqual({ prev, next });
  });

  it('gives a list of one no neighbours and refuses an index outside the list', () => {
    expect(circularNeighbours(['solo'], 0)).toEqual({ prev: null, next: null });
    expect(() => circularNeighbours(ids, 5)).toThrow(RangeError);
    expect(() => circularNeighbours(ids, -1)).toThrow(RangeError);
  });
});

describe('toMemberLink', () => {
  it('keeps only what a link needs', () => {
    const link = toMemberLink({ id: 'nagi', name: '白波 凪', reading: 'しらなみ なぎ', part: 'ベース', color: 'secondary' });
    expect(link).toEqual({ id: 'nagi', name: '白波 凪', reading: 'しらなみ なぎ', part: 'ベース', color: 'secondary' });
  });
});

describe('balancedColumns', () => {
  it.each([
    [1, 5, 1],
    [2, 5, 2],
    [4, 5, 4],
    [5, 5, 5],
    [6, 5, 3],
    [7, 5, 4],
    [9, 5, 5],
    [11, 5, 4],
    [12, 5, 4],
    [4, 3, 2],
    [7, 3, 3],
  ])('%i cards, at most %i a row: %i a row', (count, max, expected) => {
    expect(balancedColumns(count, max)).toBe(expected);
  });

  it.each(Array.from({ length: 12 }, (_, i) => i + 1))('uses as few rows as fit and fills them evenly with %i cards', (count) => {
    for (const max of [3, 5]) {
      const columns = balancedColumns(count, max);
      const rows = Math.ceil(count / columns);
      expect(columns).toBeLessThanOrEqual(max);
      expect(rows).toBe(Math.ceil(count / max));
      // Spread over the rows: the last row is short by no more than one card for each row above it.
      expect(count - (rows - 1) * columns).toBeGreaterThanOrEqual(columns - rows + 1);
    }
  });
});

describe('memberArtRatio', () => {
  const manifest = (sizes: Record<string, [number, number]>) =>
    Object.fromEntries(Object.entries(sizes).map(([src, [width, height]]) => [src, { hash: '0123456789', width, height }]));

  it.each([
    [[[1200, 1600]], '3 / 4'],
    [[[1200, 1800]], '2 / 3'],
    [[[1600, 1600]], '1 / 1'],
    [[[1200, 1500]], '4 / 5'],
    // The tallest art sets the box; the others are shown whole inside it.
    [[[1600, 1600], [1200, 1800], [1200, 1600]], '2 / 3'],
  ] as const)('%j → %s', (sizes, expected) => {
    const srcs = sizes.map((_, i) => `/images/member/${i}.png`);
    expect(memberArtRatio(srcs, manifest(Object.fromEntries(srcs.map((src, i) => [src, [...sizes[i]] as [number, number]]))))).toBe(expected);
  });

  it('counts art the manifest does not know as 3:4', () => {
    expect(memberArtRatio(['/images/member/unknown.png'], {})).toBe('3 / 4');
    expect(memberArtRatio([], {})).toBe('3 / 4');
  });
});

const works = [
  { id: 'tv1', label: '第1期' },
  { id: 'tv2', label: '第2期' },
  { id: 'movie', label: '劇場版' },
];

describe('appearsIn', () => {
  it.each([
    [undefined, ['第1期', '第2期', '劇場版']],
    [[], ['第1期', '第2期', '劇場版']],
    [['movie'], ['劇場版']],
    [['movie', 'tv1'], ['第1期', '劇場版']],
    [['unknown'], []],
  ])('works %p → %p', (ids, labels) => {
    expect(appearsIn(ids, works)).toEqual(labels);
  });
});
