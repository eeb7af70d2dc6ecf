/** @jest-environment node */
// The scheduled workflow over the whole season of content/ (every change `npm run schedule` lists), as GitHub would run
// and bill it (__tests__/helpers/publishSimulation.ts): starts late at random, some dropped, a push a week, and each
// host's deploy time. The workflow of .github/workflows/deploy.yml (its lines are what `npm run schedule -- --workflow`
// writes) publishes every change at its minute and bills less than half of a private repository's free minutes; the
// one it replaced (`*/15`, a build every run) is simulated the same way for comparison.
// PUBLISH_SIM_REPORT=1 prints the table (change, due, live, delay) and the months.
import { DAILY_CRON, firings, jst, parseCron, publishFirings } from '../pipeline/publishPlan.mjs';
import { createContentContext } from '../lib/content/context';
import { getSiteChanges } from '../lib/content/clock';
import { type JobTimes, type SimulationResult, githubDelays, perMonth, seeded, simulate } from './helpers/publishSimulation';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** What a deploy takes on each host, from its start until the new files are served (estimates: docs/deploy.md). */
const HOSTS = { 'Cloudflare Pages': 25, Netlify: 35, 'GitHub Pages': 90 } as const;
const TIMES: Omit<JobTimes, 'deploySeconds'> = { jobStartSeconds: 15, planSeconds: 10, installMinutes: 1.5, buildMinutes: 4 };
/** Half of the 2,000 minutes a month of a private repository on GitHub's free plan. */
const MINUTES_BUDGET = 1000;

const changes = [...new Set(getSiteChanges(createContentContext(process.cwd(), { buildInstant: new Date().toISOString() })).map((c) => Date.parse(c.at)))].sort((a, b) => a - b);
const from = changes[0] - DAY;
const to = changes.at(-1)! + DAY;
const pushes = (() => {
  const random = seeded(7);
  const list: number[] = [];
  for (let week = from; week < to; week += 7 * DAY) list.push(week + Math.floor(random() * 7 * DAY / MINUTE) * MINUTE);
  return list;
})();
const instants = changes.map((c) => new Date(c).toISOString());
// The lines as `npm run schedule -- --workflow` writes them, written again in time (a line names no year).
const afterFirings = [...new Set([...instants.flatMap((i) => publishFirings([i], Date.parse(i) - DAY).map((f) => f.at)), ...firings([parseCron(DAILY_CRON)], from, to)])].sort((a, b) => a - b);
const beforeFirings = firings([parseCron('*/15 * * * *')], from, to);

const run = (workflow: 'before' | 'after', deploySeconds: number, seed = 1, delay = githubDelays) =>
  simulate({ workflow, changes, firings: workflow === 'after' ? afterFirings : beforeFirings, pushes, from, times: { ...TIMES, deploySeconds }, delay, seed });

const lateness = (r: SimulationResult) => r.live.map((l) => (l.live === null ? Infinity : l.live - l.due));
const maxMonth = (r: SimulationResult) => Math.max(...[...perMonth(r).values()].map((m) => m.minutes));

/** The table for the note: each change, when each workflow published it, and each month's billed minutes and deploys. */
function report(runs: Record<string, SimulationResult>): string {
  const names = Object.keys(runs);
  const when = (live: number | null, due: number) => (live === null ? '—' : `${jst(live).slice(11)}:${String(new Date(live).getUTCSeconds()).padStart(2, '0')}（+${Math.round((live - due) / 1000)} s）`);
  const rows = changes.map((due, i) => `| ${jst(due)} | ${names.map((n) => when(runs[n].live[i].live, due)).join(' | ')} |`);
  const months = [...perMonth(runs[names[0]]).keys()].map((m) => `| ${m} | ${names.map((n) => `${perMonth(runs[n]).get(m)?.minutes ?? 0} 分・${perMonth(runs[n]).get(m)?.deploys ?? 0} 回`).join(' | ')} |`);
  const head = (first: string) => [`| ${first} | ${names.join(' | ')} |`, `|---|${names.map(() => '---').join('|')}|`];
  return [...head('変化（JST）'), ...rows, '', ...head('月（JST）'), ...months].join('\n');
}

describe('the scheduled workflow over the season of content/', () => {
  it('has a season to simulate', () => {
    expect(changes.length).toBeGreaterThan(0);
  });

  it.each(Object.entries(HOSTS))('publishes every change at its time, never before it, on %s (deploy %i s)', (_host, deploySeconds) => {
    for (const seed of [1, 2, 3]) {
      const late = lateness(run('after', deploySeconds, seed));
      expect(Math.min(...late)).toBeGreaterThanOrEqual(0);
      // The deploy starts at the instant: live within a minute where the host's deploy takes less.
      expect(Math.max(...late)).toBeLessThanOrEqual(Math.max(60, deploySeconds) * 1000);
    }
  });

  it('still publishes at the minute when every scheduled start is half an hour late, or the first line of each change is dropped', () => {
    const halfHour = run('after', HOSTS.Netlify, 1, () => 30 * MINUTE);
    expect(Math.max(...lateness(halfHour))).toBeLessThanOrEqual(60_000);
    const firstLines = new Set(instants.map((i) => publishFirings([i], Date.parse(i) - DAY)[0].at));
    const firstDropped = run('after', HOSTS.Netlify, 1, (f) => (firstLines.has(f) ? null : 30 * MINUTE));
    expect(firstDropped.dropped).toBeGreaterThan(0);
    expect(Math.max(...lateness(firstDropped))).toBeLessThanOrEqual(60_000);
  });

  it(`bills under ${MINUTES_BUDGET} minutes in every month, with one deploy per change or push`, () => {
    for (const seed of [1, 2, 3]) {
      const r = run('after', HOSTS['GitHub Pages'], seed);
      expect(maxMonth(r)).toBeLessThan(MINUTES_BUDGET);
      expect(r.deploys.filter((d) => !d.push).length).toBeLessThanOrEqual(changes.length);
      expect(r.deploys.filter((d) => d.push).length).toBe(pushes.length);
    }
  });

  it('beats the workflow it replaced, simulated the same way', () => {
    const before = run('before', HOSTS['GitHub Pages']);
    const after = run('after', HOSTS['GitHub Pages']);
    expect(Math.max(...lateness(after))).toBeLessThan(Math.max(...lateness(before)));
    expect(maxMonth(after)).toBeLessThan(maxMonth(before));
    if (process.env.PUBLISH_SIM_REPORT) {
      console.log(
        report({
          'これまで（*/15、毎回ビルド。GitHub Pages）': before,
          'これから（GitHub Pages）': after,
          'これから（Cloudflare Pages）': run('after', HOSTS['Cloudflare Pages']),
          'これから（Netlify）': run('after', HOSTS.Netlify),
        }),
      );
    }
  });
});
