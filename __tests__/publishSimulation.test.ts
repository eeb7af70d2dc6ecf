/** @jest-environment node */
// The scheduled workflow over the whole season of content/ (every change `npm run schedule` lists), as GitHub would run
// and bill it (pipeline/publishSimulation.ts), for a group that never runs a command: every timed article is saved in
// the editor shortly before its time, and the workflow's lines for it are what that push's `schedule` job commits.
// Starts late at random, some dropped, a push a week, builds of varying length, and each host's deploy time. The
// workflow of .github/workflows/deploy.yml publishes every change at its minute, deploys in the order of the instants
// even when a run starts late with several builds due (the site never goes back), and bills within the budget for the
// test series (a group's own content gets a warning from `npm run schedule` instead); the layouts it replaced (`*/15`, a
// build every run; builds that each deployed on their own) are simulated the same way for comparison.
// PUBLISH_SIM_REPORT=1 prints the table (change, due, live, delay) and the months.
import path from 'node:path';
import { jst, publishFirings } from '../pipeline/publishPlan.mjs';
import { createContentContext } from '../lib/content/context';
import { getSiteChanges } from '../lib/content/clock';
import {
  HOSTS,
  type Host,
  MINUTES_BUDGET,
  type SimulationResult,
  type StartDelay,
  busiestMonth,
  editorSeason,
  githubDelays,
  jobTimes,
  minutesNotice,
  perMonth,
  simulate,
  simulateSeason,
} from '../pipeline/publishSimulation';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const seasonOf = (ctx: ReturnType<typeof createContentContext>) => editorSeason(getSiteChanges(ctx));
const season = seasonOf(createContentContext(process.cwd(), { buildInstant: new Date().toISOString() }));
const { changes } = season;
const instants = changes.map((c) => new Date(c).toISOString());

const run = (workflow: 'before' | 'parallel' | 'after', host: Host, seed = 1, delay: StartDelay = githubDelays, extraPushes: readonly number[] = []) =>
  simulateSeason(season, host, { workflow, seed, delay, extraPushes });

const lateness = (r: SimulationResult) => r.live.map((l) => (l.live === null ? Infinity : l.live - l.due));
const maxMonth = (r: SimulationResult) => Math.max(...[...perMonth(r).values()].map((m) => m.minutes));
/** The deploys that took the live site back to an earlier instant than it showed. */
const rollbacks = (r: SimulationResult) => r.deploys.filter((d, i) => i > 0 && d.shows < Math.max(...r.deploys.slice(0, i).map((e) => e.shows)));

/** Runs that start late with several builds due: a push two minutes before every change, or every scheduled start 45 minutes late. */
const LATE: [string, StartDelay, number[]][] = [
  ['a push two minutes before every change', githubDelays, changes.map((c) => c - 2 * MINUTE)],
  ['every scheduled start 45 minutes late', () => 45 * MINUTE, []],
];

/** The table for the note: each change, when each workflow published it, and each month's billed minutes and deploys. */
function report(runs: Record<string, SimulationResult>): string {
  const names = Object.keys(runs);
  const when = (live: number | null, due: number) => (live === null ? '—' : `${jst(live).slice(11)}:${String(new Date(live).getUTCSeconds()).padStart(2, '0')}（+${Math.round((live - due) / 1000)} s）`);
  const rows = changes.map((due, i) => `| ${jst(due)} | ${names.map((n) => when(runs[n].live[i].live, due)).join(' | ')} |`);
  const months = [...perMonth(runs[names[0]]).keys()].map((m) => `| ${m} | ${names.map((n) => `${perMonth(runs[n]).get(m)?.minutes ?? 0} 分・${perMonth(runs[n]).get(m)?.deploys ?? 0} 回`).join(' | ')} |`);
  const head = (first: string) => [`| ${first} | ${names.join(' | ')} |`, `|---|${names.map(() => '---').join('|')}|`];
  return [...head('変化（JST）'), ...rows, '', ...head('月（JST）'), ...months].join('\n');
}

describe('the scheduled workflow over the season of content/, edited in the editor only', () => {
  it('has a season to simulate', () => {
    expect(changes.length).toBeGreaterThan(0);
  });

  it.each(Object.entries(HOSTS) as [Host, number][])('publishes every change at its time, never before it, on %s (deploy %i s)', (host, deploySeconds) => {
    for (const seed of [1, 2, 3]) {
      const late = lateness(run('after', host, seed));
      expect(Math.min(...late)).toBeGreaterThanOrEqual(0);
      // The deploy starts at the instant: live within a minute where the host's deploy takes less.
      expect(Math.max(...late)).toBeLessThanOrEqual(Math.max(60, deploySeconds) * 1000);
    }
  });

  it('still publishes at the minute when every scheduled start is half an hour late, or the first line of each change is dropped', () => {
    const halfHour = run('after', 'Netlify', 1, () => 30 * MINUTE);
    expect(Math.max(...lateness(halfHour))).toBeLessThanOrEqual(60_000);
    const firstLines = new Set(instants.map((i) => publishFirings([i], Date.parse(i) - DAY)[0].at));
    const firstDropped = run('after', 'Netlify', 1, (f) => (firstLines.has(f) ? null : 30 * MINUTE));
    expect(firstDropped.dropped).toBeGreaterThan(0);
    expect(Math.max(...lateness(firstDropped))).toBeLessThanOrEqual(60_000);
  });

  it('deploys once per change or push', () => {
    for (const seed of [1, 2, 3]) {
      const r = run('after', 'GitHub Pages', seed);
      expect(r.deploys.filter((d) => !d.push).length).toBeLessThanOrEqual(changes.length);
      expect(r.deploys.filter((d) => d.push).length).toBe(season.pushes.length);
    }
  });

  it(`bills under ${MINUTES_BUDGET} minutes in every month for the test series (a group's own content is a warning of npm run schedule)`, () => {
    const series = path.join(process.cwd(), 'fixtures/series');
    const fixture = seasonOf(createContentContext(series, { contentDir: path.join(series, 'content'), buildInstant: new Date().toISOString() }));
    expect(fixture.changes.length).toBeGreaterThan(0);
    expect(busiestMonth(fixture).minutes).toBeLessThan(MINUTES_BUDGET);
  });

  it.each(LATE)('deploys in the order of the instants, and never takes the site back, when runs start late with several builds due: %s', (_case, delay, extra) => {
    for (const host of Object.keys(HOSTS) as Host[]) {
      for (const seed of [1, 2, 3, 4, 5]) {
        const r = run('after', host, seed, delay, extra);
        // The scenario has what it is named for: runs whose plan lists several builds, the first due at once.
        expect(r.plans.some((p) => p.builds.length >= 2 && p.builds[0] <= p.start + 10 * MINUTE)).toBe(true);
        expect(rollbacks(r)).toEqual([]);
        for (const runIndex of new Set(r.deploys.map((d) => d.run))) {
          const shows = r.deploys.filter((d) => d.run === runIndex).map((d) => d.shows);
          expect(shows).toEqual([...shows].sort((a, b) => a - b));
        }
        // Every change still goes live, never before its instant.
        for (const l of r.live) expect(l.live !== null && l.live >= l.due).toBe(true);
      }
    }
  });

  it('orders the deploys of a push five minutes before two changes, which the layout whose builds each deployed on their own did not', () => {
    // Invented instants, not the content's: a push at 01:25, changes at 01:30 and 02:00, no scheduled run meanwhile.
    const night = Date.parse('2030-04-06T16:00:00Z');
    const pair = [night + 30 * MINUTE, night + 60 * MINUTE];
    const sim = (workflow: 'parallel' | 'after', seed: number) =>
      simulate({ workflow, changes: pair, firings: [], pushes: [night + 25 * MINUTE], from: night - DAY, times: jobTimes('Cloudflare Pages'), delay: githubDelays, seed });
    const seeds = Array.from({ length: 20 }, (_, i) => i + 1);
    for (const seed of seeds) {
      const r = sim('after', seed);
      expect(r.plans.map((p) => p.builds.length)).toEqual([3]);
      expect(rollbacks(r)).toEqual([]);
      expect(r.live.map((l) => l.live !== null && l.live >= l.due)).toEqual([true, true]);
    }
    expect(seeds.filter((seed) => rollbacks(sim('parallel', seed)).length > 0).length).toBeGreaterThan(0);
  });

  it('beats the workflow it replaced, simulated the same way', () => {
    const before = run('before', 'GitHub Pages');
    const after = run('after', 'GitHub Pages');
    expect(Math.max(...lateness(after))).toBeLessThan(Math.max(...lateness(before)));
    expect(maxMonth(after)).toBeLessThan(maxMonth(before));
    if (process.env.PUBLISH_SIM_REPORT) {
      console.log(
        report({
          'これまで（*/15、毎回ビルド。GitHub Pages）': before,
          'これから（GitHub Pages）': after,
          'これから（Cloudflare Pages）': run('after', 'Cloudflare Pages'),
          'これから（Netlify）': run('after', 'Netlify'),
        }),
      );
      const latest = (host: Host) => Math.max(...[1, 2, 3].flatMap((seed) => lateness(run('after', host, seed)))) / 1000;
      console.log([`変化 ${changes.length}、push ${season.pushes.length}（うち編集画面での保存 ${season.linesFrom.filter((t) => t > season.from).length}）`, ...(Object.keys(HOSTS) as Host[]).map((host) => `${host}: 最大 +${latest(host)} 秒`), minutesNotice(busiestMonth(season))].join('\n'));
    }
  });
});
