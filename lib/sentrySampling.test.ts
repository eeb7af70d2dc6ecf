import { TRACES_SAMPLE_RATE, drawVisitSample, isTracedVisit } from './sentrySampling';

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

  it('traces the share of visits docs/shell.md asks for', () => {
    // Evenly spread draws: exactly the rate, not "about" it.
    const draws = Array.from({ length: 10_000 }, (_, i) => i / 10_000);
    expect(draws.filter(isTracedVisit).length / draws.length).toBe(TRACES_SAMPLE_RATE);
  });
});

describe('drawVisitSample', () => {
  it.each([
    [0, 0],
    [2 ** 31, 0.5],
    [2 ** 32 - 1, (2 ** 32 - 1) / 2 ** 32],
  ])('maps the 32-bit value %p from crypto.getRandomValues to %p in [0, 1)', (value, draw) => {
    const spy = jest.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      if (array instanceof Uint32Array) array[0] = value;
      return array;
    });
    try {
      expect(drawVisitSample()).toBe(draw);
      expect(drawVisitSample()).toBeLessThan(1);
    } finally {
      spy.mockRestore();
    }
  });
});
