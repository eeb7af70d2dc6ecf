/**
 * Trace sampling, decided before the Sentry SDK is downloaded.
 *
 * A module of its own, with no imports, because `instrumentation-client.ts` runs it on every page load: the
 * SDK (~55 kB gzip) is fetched on idle only for the visits that will be traced, and for the others only when an
 * error has to be reported. Sampling per visit rather than per transaction keeps the share of traces docs/shell.md asks for
 * (every transaction of a traced visit is sent, none of the others) while nine visitors in ten download nothing.
 *
 * The number drawn here is handed to the SDK as the sample rand of its traces (`visitSampleRandIntegration` in
 * `lib/sentry.ts`), so the SDK, configured with the same rate, takes the same decision and says so in what it sends
 * (`sample_rate` 0.1 in the trace header and on each transaction).
 */

/** Share of visits traced (docs/shell.md, "Error reporting"). */
export const TRACES_SAMPLE_RATE = 0.1;

/**
 * The visit's random number in [0, 1). From `crypto.getRandomValues` rather than `Math.random`, which the SDK draws
 * its own numbers from: `e2e/analytics.test.mjs` can then fix this draw apart from the SDK's and see that the SDK
 * decides with this one.
 */
export function drawVisitSample(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] / 2 ** 32;
}

/**
 * Whether this visit is traced.
 * @param random the visit's draw ({@link drawVisitSample}), fixed in tests
 */
export function isTracedVisit(random: number): boolean {
  return random < TRACES_SAMPLE_RATE;
}
