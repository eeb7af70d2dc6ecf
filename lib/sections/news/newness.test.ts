/** @jest-environment node */
import { isNewsNew, newsNewUntil } from './newness';

describe('isNewsNew (14 days)', () => {
  it.each([
    ['2026-10-01', '2026-10-01T00:00:00+09:00', true],
    ['2026-10-01', '2026-10-14T23:59:59+09:00', true],
    ['2026-10-01', '2026-10-15T00:00:00+09:00', false],
    // The same two instants written in UTC: the boundary is midnight in Japan, not in UTC.
    ['2026-10-01', '2026-10-14T14:59:59Z', true],
    ['2026-10-01', '2026-10-14T15:00:00Z', false],
    ['2026-10-01', '2026-11-20T12:00:00+09:00', false],
    // Dated after now (prepared in advance): still NEW.
    ['2026-10-01', '2026-09-30T12:00:00+09:00', true],
  ])('%s at %s → %s', (date, now, expected) => {
    expect(isNewsNew(date, now)).toBe(expected);
  });

  it('takes another length', () => {
    expect(isNewsNew('2026-10-01', '2026-10-02T23:59:59+09:00', 2)).toBe(true);
    expect(isNewsNew('2026-10-01', '2026-10-03T00:00:00+09:00', 2)).toBe(false);
  });
});

describe('newsNewUntil', () => {
  it.each([
    ['2026-10-01', 14, '2026-10-15T00:00:00+09:00'],
    ['2026-12-25', 14, '2027-01-08T00:00:00+09:00'],
    ['2026-10-01', 2, '2026-10-03T00:00:00+09:00'],
  ])('%s, %i days → %s', (date, days, expected) => {
    expect(newsNewUntil(date, days)).toBe(expected);
  });
});
