/** @jest-environment node */
import { circularNeighbours, formatBirthday, toMemberLink } from './member';

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
