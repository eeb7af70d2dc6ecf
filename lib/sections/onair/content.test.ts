/** @jest-environment node */
import { type Screening, screeningAsOf, screeningPhase } from './content';

// Released 2030-08-02, last day 2030-08-31: ended from 00:00 JST on 09-01.
const film: Screening = {
  startDate: '2030-08-02',
  startAt: '2030-08-02T00:00:00+09:00',
  endDate: '2030-08-31',
  endAt: '2030-09-01T00:00:00+09:00',
  notes: [],
  theatres: [],
  ticketUrl: 'https://example.com/tickets',
};

describe('screeningPhase', () => {
  it.each([
    ['2030-08-01T23:59:00+09:00', 'upcoming'],
    ['2030-08-02T00:00:00+09:00', 'showing'],
    ['2030-08-31T23:59:00+09:00', 'showing'],
    ['2030-08-31T15:00:00Z', 'ended'],
    ['2031-01-01T00:00:00+09:00', 'ended'],
  ])('at %s: %s', (instant, phase) => {
    expect(screeningPhase(film, instant)).toBe(phase);
  });

  it('is showing for good when the screening has no last day', () => {
    expect(screeningPhase({ ...film, endAt: null }, '2040-01-01T00:00:00+09:00')).toBe('showing');
  });
});

describe('screeningAsOf', () => {
  it('keeps the ticket link until the end and drops it after', () => {
    expect(screeningAsOf(film, '2030-08-31T23:59:00+09:00')).toMatchObject({ phase: 'showing', ticketUrl: film.ticketUrl });
    expect(screeningAsOf(film, '2030-09-01T00:00:00+09:00')).toMatchObject({ phase: 'ended', ticketUrl: null });
  });
});
