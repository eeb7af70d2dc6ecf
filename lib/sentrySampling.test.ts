import { TRACES_SAMPLE_RATE, isTracedVisit } from './sentrySampling';

describe('isTracedVisit', () => {
  it.each([
    [0, true],
    [0.0999, true],
    [0.1, false],
    [0.5, false],
    [0.9999, false],
  ])('random %p → traced %p', (random, traced) => {
    expect(isTracedVisit(random)).toBe(traced);
  });

  it('traces the spec share of visits', () => {
    // Evenly spread draws: exactly the rate, not "about" it.
    const draws = Array.from({ length: 10_000 }, (_, i) => i / 10_000);
    expect(draws.filter(isTracedVisit).length / draws.length).toBe(TRACES_SAMPLE_RATE);
  });
});
