/** Trace sampling decided per visit before the Sentry SDK loads, so untraced visits download nothing until an error. */

/** Share of visits traced. */
export const TRACES_SAMPLE_RATE = 0.1;

/** The visit's draw in [0, 1); from `crypto` rather than `Math.random` so tests can fix it apart from the SDK's own draws. */
export function drawVisitSample(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] / 2 ** 32;
}

/** Whether this visit is traced, given its draw. */
export function isTracedVisit(random: number): boolean {
  return random < TRACES_SAMPLE_RATE;
}
