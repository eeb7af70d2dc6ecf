/**
 * Test helper: reads five-field cron expressions as GitHub Actions and the hosts' crons do (UTC; `*`, `n`, `a-b`,
 * steps `/n` and lists `,`; a day is a match when the day of month or the weekday matches if both are restricted), to
 * check the lines `npm run schedule -- --cron` prints and the workflow's schedule.
 */

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
] as const;

/** A parsed cron expression: the values each field allows, and whether the day fields were restricted. */
export interface Cron {
  values: Set<number>[];
  restricted: boolean[];
}

function parseField(text: string, min: number, max: number, name: string): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!m) throw new Error(`cron: bad ${name} ${JSON.stringify(part)}`);
    const from = m[1] === '*' ? min : Number(m[2]);
    const to = m[1] === '*' ? max : m[3] !== undefined ? Number(m[3]) : m[4] !== undefined ? max : from;
    const step = m[4] !== undefined ? Number(m[4]) : 1;
    if (from < min || to > max || from > to || step < 1) throw new Error(`cron: ${name} out of range ${JSON.stringify(part)}`);
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

/**
 * Parses `"30 16 6 4 *"`.
 * @throws Error naming the field that is not valid
 */
export function parseCron(expression: string): Cron {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`cron: expected 5 fields, got ${JSON.stringify(expression)}`);
  const values = parts.map((part, i) => parseField(part, FIELDS[i].min, FIELDS[i].max, FIELDS[i].name));
  if (values[4].has(7)) values[4].add(0); // 7 is Sunday too
  return { values, restricted: parts.map((part) => part !== '*') };
}

/** Whether the cron fires at the minute of `instant` (UTC). */
export function firesAt(cron: Cron, instant: number): boolean {
  const d = new Date(instant);
  const [minute, hour, dom, month, dow] = cron.values;
  if (!minute.has(d.getUTCMinutes()) || !hour.has(d.getUTCHours()) || !month.has(d.getUTCMonth() + 1)) return false;
  const domOk = dom.has(d.getUTCDate());
  const dowOk = dow.has(d.getUTCDay());
  // Both day fields restricted: either may match (as cron has always read them).
  return cron.restricted[2] && cron.restricted[4] ? domOk || dowOk : domOk && dowOk;
}

/** The first minute at or after `from` (within `withinMinutes`) at which one of the crons fires, or null. */
export function firstFiring(crons: readonly Cron[], from: number, withinMinutes: number): number | null {
  const start = Math.ceil(from / 60_000) * 60_000;
  for (let t = start; t <= start + withinMinutes * 60_000; t += 60_000) {
    if (crons.some((cron) => firesAt(cron, t))) return t;
  }
  return null;
}
