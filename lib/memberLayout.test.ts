import { balancedColumns, memberArtRatio } from './memberLayout';

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
