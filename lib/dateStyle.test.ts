/** @jest-environment node */
import { japaneseDates } from './dateStyle';
import { englishDates } from './dateStyleEn';

// Each language's way of writing the same slots: the components show what the page's style gives (hooks/useDateStyle).
describe.each([
  ['Japanese', japaneseDates, { airDate: '2026.10.03（土）25:30〜', late: '（日曜 1:30）', reveal: '2026.10.03（土）26:00', clock: '25:30' }],
  ['English', englishDates, { airDate: 'Sun, Oct 4, 2026, 1:30 AM JST (25:30)', late: ' (Sundays 1:30 AM JST)', reveal: 'Sun, Oct 4, 2026, 2:00 AM JST (26:00)', clock: '1:30 AM' }],
])('%s dates', (_language, style, expected) => {
  it('write a broadcast past midnight in the station’s notation', () => {
    expect(style.airDate('2026-10-04T01:30:00+09:00')).toBe(expected.airDate);
    expect(style.clockTime('25:30')).toBe(expected.clock);
  });

  it('give a weekly slot past midnight its clock reading, and none before midnight', () => {
    expect(style.weekly('土', '25:30', '2026-10-04T01:30:00+09:00').clock).toBe(expected.late);
    expect(style.weekly('火', '23:30', '2026-10-06T23:30:00+09:00').clock).toBeNull();
  });

  it('write when something comes out late at night as the air time is written', () => {
    expect(style.reveal('2026-10-04T02:00:00+09:00')).toBe(expected.reveal);
  });
});
