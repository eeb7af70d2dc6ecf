import { en } from './en';
import { ja } from './ja';
import { formatPrice, formatReleaseDate, formatReleaseDateLong } from './releaseText';

describe('release dates and prices in each language', () => {
  it.each([
    ['2026-10-28', 'ja', '2026.10.28（水）', '2026年10月28日（水）'],
    ['2026-10-28', 'en', 'Wed, Oct 28, 2026', 'October 28, 2026'],
    ['2027-01-03', 'en', 'Sun, Jan 3, 2027', 'January 3, 2027'],
  ] as const)('%s in %s → %s / %s', (date, lang, short, long) => {
    expect(formatReleaseDate(date, lang)).toBe(short);
    expect(formatReleaseDateLong(date, lang)).toBe(long);
  });

  it.each([
    [1650, ja, '1,650円（税込）'],
    [1650, en, '¥1,650 (tax incl.)'],
    [16500, en, '¥16,500 (tax incl.)'],
  ])('%i yen → %s', (price, messages, expected) => {
    expect(formatPrice(price, messages)).toBe(expected);
  });
});
