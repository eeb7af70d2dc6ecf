/**
 * Trace sampling, decided before the Sentry SDK is downloaded.
 *
 * A module of its own, with no imports, because `instrumentation-client.ts` runs it on every page load: the
 * SDK (~55 kB gzip) is fetched on idle only for the visits that will be traced, and for the others only when an
 * error has to be reported. Sampling per visit rather than per transaction keeps the spec's share of traces
 * (every transaction of a traced visit is sent, none of the others) while nine visitors in ten download nothing.
 */

/** Share of visits traced (spec-shell §9: tracing sample rate 0.1). */
export const TRACES_SAMPLE_RATE = 0.1;

/**
 * Whether this visit is traced.
 * @param random a number in [0, 1); `Math.random()` in the browser, fixed in tests
 */
export function isTracedVisit(random: number): boolean {
  return random < TRACES_SAMPLE_RATE;
}
