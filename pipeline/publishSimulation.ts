/**
 * A season of the scheduled workflow, minute by minute, as GitHub runs and bills it (the tests' simulation, and the
 * estimate `npm run schedule` warns with). Scheduled starts
 * come late (more near the top of the hour) or not at all; one run of the workflow at a time (its concurrency group:
 * a run that fires meanwhile waits, unbilled, and a newer waiting run replaces an older one); every job billed rounded
 * up to a whole minute, waiting included; each build's time drawn within a spread. Three workflows:
 *
 * - `before`: every firing installs and builds the site as of its start, and deploys when it changed (the workflow
 *   this repository had, on a `*\/15` cron);
 * - `parallel`: every firing runs the cheap plan (pipeline/publishPlan.mjs `planRun`), and each build it lists is a job
 *   that builds, waits and deploys at its instant, side by side with the others (the layout before deploys were ordered);
 * - `after`: the same plan; the builds run side by side, then one deploy job after another in the plan's order waits
 *   for its instant and deploys unless the live site is not behind it (`deployDecision`, what `publish-plan.mjs check`
 *   runs), as .github/workflows/deploy.yml does.
 */
import { toJstIso } from '../lib/format';
import { DAILY_CRON, type LiveSite, type Publish, deployDecision, firings, parseCron, planRun, publishFirings } from './publishPlan.mjs';

const MINUTE = 60_000;

/** How long the parts of a job take on a runner, and how long the host's deploy takes (the last is the host's). */
export interface JobTimes {
  /** Asking for a runner and starting a job. */
  jobStartSeconds: number;
  /** The plan: a sparse checkout and the script. */
  planSeconds: number;
  /** `actions/setup-node` with its cache and `npm ci`. */
  installMinutes: number;
  /** `npm run build` with the image cache. */
  buildMinutes: number;
  /** How far one build's install and build may differ from the sum above, either way (each build draws its own). */
  buildSpreadMinutes: number;
  /** A deploy job before its wait: a sparse checkout, the export, the deploy tool from its lock file. */
  deployPrepSeconds: number;
  /** The host's deploy, from its start until the new files are served. */
  deploySeconds: number;
  /** A push's `schedule` job, which writes the workflow's lines for the pushed content (none when absent). */
  scheduleSeconds?: number;
}

/** When a scheduled firing starts: ms after its time, or null for a dropped one. */
export type StartDelay = (firing: number, random: () => number) => number | null;

/**
 * GitHub's scheduled runs as the simulation draws them: near the top of the hour (:55–:05) 5–30 minutes late and one
 * in twelve dropped; elsewhere mostly a few minutes late, sometimes up to 30, and one in thirty dropped.
 */
export const githubDelays: StartDelay = (firing, random) => {
  const minute = new Date(firing).getUTCMinutes();
  const nearHour = minute >= 55 || minute <= 5;
  if (random() < (nearHour ? 1 / 12 : 1 / 30)) return null;
  const r = random();
  const minutes = nearHour ? 5 + 25 * r : r < 0.8 ? 8 * (r / 0.8) : r < 0.97 ? 8 + 12 * ((r - 0.8) / 0.17) : 20 + 10 * ((r - 0.97) / 0.03);
  return Math.round(minutes * MINUTE);
};

/** A deterministic random source (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SimulationInput {
  workflow: 'before' | 'parallel' | 'after';
  /** The instants the site changes at (ms), from the content's schedule. */
  changes: readonly number[];
  /** The scheduled firings (ms): the workflow's cron lines over the season. */
  firings: readonly number[];
  /** Pushes to main (ms): they start at once. */
  pushes?: readonly number[];
  /** What the deployed site shows before the season (ms). */
  from: number;
  times: JobTimes;
  delay: StartDelay;
  seed: number;
}

export interface SimulationResult {
  /** Per change: its instant and when the site first showed it (ms). */
  live: { due: number; live: number | null }[];
  /** Every job: when it started and its billed minutes. */
  jobs: { start: number; minutes: number }[];
  /** Every deploy, in the order they went live: when, what it shows, and the run that made it. */
  deploys: { live: number; shows: number; push: boolean; run: number }[];
  /** Every run: when it started, its event, and the instants its plan listed, in the plan's order. */
  plans: { start: number; event: 'schedule' | 'push'; builds: number[] }[];
  /** How many runs started, and how many firings were dropped or replaced while waiting. */
  runs: number;
  dropped: number;
  replaced: number;
}

/** The last change at or before `t` (what a build at `t` shows), or `from`. */
function stateAt(changes: readonly number[], t: number, from: number): number {
  let shows = from;
  for (const c of changes) if (c <= t) shows = c;
  return shows;
}

const iso = (t: number) => new Date(t).toISOString();

/** Runs the season. */
export function simulate(input: SimulationInput): SimulationResult {
  const { changes, times } = input;
  const random = seeded(input.seed);
  const result: SimulationResult = { live: [], jobs: [], deploys: [], plans: [], runs: 0, dropped: 0, replaced: 0 };
  let commit = 0;
  let live = { shows: input.from, commit: 0 };
  /** A site's site-version.json: its files are the same when its commit and instant are. */
  const version = (shows: number, builtFrom: number): LiveSite => ({
    shows: iso(shows),
    commit: `c${builtFrom}`,
    hash: `${builtFrom}:${shows}`,
    upcoming: changes.filter((c) => c > shows).map(iso),
    refused: [],
  });
  const buildMs = () => (times.installMinutes + times.buildMinutes + times.buildSpreadMinutes * (2 * random() - 1)) * MINUTE;

  type Arrival = { at: number; event: 'schedule' | 'push' };
  const arrivals: Arrival[] = [];
  for (const f of input.firings) {
    const d = input.delay(f, random);
    if (d === null) result.dropped += 1;
    else arrivals.push({ at: f + d, event: 'schedule' });
  }
  for (const p of input.pushes ?? []) arrivals.push({ at: p, event: 'push' });
  arrivals.sort((a, b) => a.at - b.at);

  const bill = (start: number, end: number) => result.jobs.push({ start, minutes: Math.max(1, Math.ceil((end - start) / MINUTE)) });
  const deploy = (at: number, shows: number, push: boolean) => {
    result.deploys.push({ live: at, shows, push, run: result.runs });
    live = { shows, commit };
  };

  /** Runs one workflow run from `start`; returns when it ends. */
  const run = (start: number, event: Arrival['event']): number => {
    result.runs += 1;
    if (event === 'push') commit += 1;
    const jobStart = start + times.jobStartSeconds * 1000;
    if (input.workflow === 'before') {
      const built = jobStart + (times.installMinutes + times.buildMinutes) * MINUTE;
      const shows = stateAt(changes, jobStart + times.installMinutes * MINUTE, input.from);
      bill(jobStart, built);
      if (shows === live.shows && commit === live.commit) return built;
      const deployStart = built + times.jobStartSeconds * 1000;
      const liveAt = deployStart + times.deploySeconds * 1000;
      bill(deployStart, liveAt);
      deploy(liveAt, shows, event === 'push');
      return liveAt;
    }
    const planned = jobStart + times.planSeconds * 1000;
    bill(jobStart, planned);
    const builds: Publish[] = planRun({ now: planned, event, live: version(live.shows, live.commit), commit: `c${commit}` });
    result.plans.push({ start, event, builds: builds.map((b) => Date.parse(b.at)) });
    const legStart = planned + times.jobStartSeconds * 1000;
    const legs = builds.map((b) => ({ at: Date.parse(b.at), shows: stateAt(changes, Date.parse(b.siteNow), input.from), ready: legStart + buildMs() }));
    if (input.workflow === 'parallel') {
      // Each job deploys when it is ready and its instant has come, whatever the others do.
      let end = planned;
      const done = legs.map((leg) => ({ live: Math.max(leg.ready, leg.at) + times.deploySeconds * 1000, shows: leg.shows }));
      for (const d of done) {
        bill(legStart, d.live);
        end = Math.max(end, d.live);
      }
      for (const d of done.sort((a, b) => a.live - b.live)) deploy(d.live, d.shows, event === 'push');
      return end;
    }
    // One deploy job after another, in the plan's order, once every build is done.
    for (const leg of legs) bill(legStart, leg.ready);
    let end = Math.max(planned, ...legs.map((leg) => leg.ready));
    if (event === 'push' && times.scheduleSeconds !== undefined && legs.length > 0) {
      const scheduleStart = legs[0].ready + times.jobStartSeconds * 1000;
      bill(scheduleStart, scheduleStart + times.scheduleSeconds * 1000);
    }
    for (const leg of legs) {
      const deployStart = end + times.jobStartSeconds * 1000;
      const instant = Math.max(deployStart + times.deployPrepSeconds * 1000, leg.at);
      const { deploy: goes } = deployDecision({ live: version(live.shows, live.commit), built: version(leg.shows, commit) });
      end = goes ? instant + times.deploySeconds * 1000 : instant;
      if (goes) deploy(end, leg.shows, event === 'push');
      bill(deployStart, end);
    }
    return end;
  };

  let busyUntil = -Infinity;
  let pending: Arrival | null = null;
  for (const a of arrivals) {
    while (pending && busyUntil <= a.at) {
      const p: Arrival = pending;
      pending = null;
      busyUntil = run(Math.max(busyUntil, p.at), p.event);
    }
    if (a.at >= busyUntil) busyUntil = run(a.at, a.event);
    else {
      if (pending) result.replaced += 1;
      pending = a;
    }
  }
  if (pending) run(Math.max(busyUntil, pending.at), pending.event);

  result.deploys.sort((a, b) => a.live - b.live);
  result.live = changes.map((due) => ({ due, live: result.deploys.find((d) => d.shows >= due)?.live ?? null }));
  return result;
}

/** Billed minutes and deploys per month (Japan time, `YYYY-MM`). */
export function perMonth(result: SimulationResult): Map<string, { minutes: number; deploys: number }> {
  const months = new Map<string, { minutes: number; deploys: number }>();
  const month = (t: number) => toJstIso(t).slice(0, 'YYYY-MM'.length);
  const get = (t: number) => {
    const key = month(t);
    if (!months.has(key)) months.set(key, { minutes: 0, deploys: 0 });
    return months.get(key)!;
  };
  for (const j of result.jobs) get(j.start).minutes += j.minutes;
  for (const d of result.deploys) get(d.live).deploys += 1;
  return new Map([...months].sort());
}

const DAY = 24 * 60 * MINUTE;

/** What a deploy takes on each host, from its start until the new files are served (estimates: docs/deploy.md). */
export const HOSTS = { 'Cloudflare Pages': 25, Netlify: 35, 'GitHub Pages': 90 } as const;
export type Host = keyof typeof HOSTS;
/** A deploy job before its wait: the export, and for Cloudflare and Netlify their tool from its lock file (`npm ci`). */
const PREP_SECONDS: Record<Host, number> = { 'Cloudflare Pages': 90, Netlify: 60, 'GitHub Pages': 20 };

/** How long the jobs take on a runner, and the host's deploy. */
export function jobTimes(host: Host): JobTimes {
  return { jobStartSeconds: 15, planSeconds: 10, installMinutes: 1, buildMinutes: 3.6, buildSpreadMinutes: 2.1, scheduleSeconds: 20, deploySeconds: HOSTS[host], deployPrepSeconds: PREP_SECONDS[host] };
}

/** Half of the 2,000 minutes a month of a private repository on GitHub's free plan. */
export const MINUTES_BUDGET = 1000;

/** The kinds of change a member saves in the editor shortly before they happen: a timed article or written page. */
const SAVED_LATE = new Set(['news', 'page']);
/** From a push until its `schedule` job has committed the lines for it: the push's plan, build and that job. */
const LINES_AFTER_PUSH = 10 * MINUTE;

/** A season as a group that only uses the editor runs it. */
export interface Season {
  /** The distinct instants the site changes at, in order. */
  changes: number[];
  /** When the workflow first has lines for each change (ms), by index. */
  linesFrom: number[];
  from: number;
  to: number;
  /** The pushes: one a week of other edits, and each save of an article or page. */
  pushes: number[];
}

/**
 * The season of a content's changes (`getSiteChanges`) when nobody runs a command: everything but the timed articles and
 * pages is in the content from the season's start; each of those is saved in the editor between two hours and three
 * days before its time (a push), and the workflow has its lines once that push's `schedule` job has committed them.
 */
export function editorSeason(siteChanges: readonly { at: string; kind: string }[], seed = 7): Season {
  const random = seeded(seed);
  const byInstant = new Map<number, boolean>();
  for (const change of siteChanges) {
    const at = Date.parse(change.at);
    byInstant.set(at, (byInstant.get(at) ?? true) && SAVED_LATE.has(change.kind));
  }
  const changes = [...byInstant.keys()].sort((a, b) => a - b);
  const from = changes[0] - DAY;
  const to = changes.at(-1)! + DAY;
  const pushes: number[] = [];
  for (let week = from; week < to; week += 7 * DAY) pushes.push(week + Math.floor((random() * 7 * DAY) / MINUTE) * MINUTE);
  const linesFrom = changes.map((at) => {
    if (!byInstant.get(at)) return from;
    const save = at - Math.round(120 + random() * (72 * 60 - 120)) * MINUTE;
    pushes.push(save);
    return save + LINES_AFTER_PUSH;
  });
  return { changes, linesFrom, from, to, pushes: pushes.sort((a, b) => a - b) };
}

/** The scheduled firings of a season: each change's two lines from when the workflow has them, and the daily line. */
export function seasonFirings(season: Season): number[] {
  const lines = season.changes.flatMap((at, i) =>
    publishFirings([new Date(at).toISOString()], at - DAY)
      .map((f) => f.at)
      .filter((f) => f >= season.linesFrom[i]),
  );
  // The daily line fires at one UTC minute every day: found once, then a day apart (a season may span decades).
  const daily: number[] = [];
  for (let t = firings([parseCron(DAILY_CRON)], season.from, season.from + DAY)[0]; t < season.to; t += DAY) daily.push(t);
  return [...new Set([...lines, ...daily])].sort((a, b) => a - b);
}

/** Runs a season on a host as .github/workflows/deploy.yml does. */
export function simulateSeason(
  season: Season,
  host: Host,
  { seed = 1, delay = githubDelays, extraPushes = [], workflow = 'after' }: { seed?: number; delay?: StartDelay; extraPushes?: readonly number[]; workflow?: SimulationInput['workflow'] } = {},
): SimulationResult {
  return simulate({
    workflow,
    changes: season.changes,
    firings: workflow === 'before' ? firings([parseCron('*/15 * * * *')], season.from, season.to) : seasonFirings(season),
    pushes: [...season.pushes, ...extraPushes].sort((a, b) => a - b),
    from: season.from,
    times: jobTimes(host),
    delay,
    seed,
  });
}

/** The month (Japan time) that bills the most minutes, over three draws of GitHub's delays on GitHub Pages. */
export function busiestMonth(season: Season): { month: string; minutes: number } {
  let busiest = { month: '', minutes: 0 };
  for (const seed of [1, 2, 3]) {
    for (const [month, { minutes }] of perMonth(simulateSeason(season, 'GitHub Pages', { seed }))) {
      if (minutes > busiest.minutes) busiest = { month, minutes };
    }
  }
  return busiest;
}

/** What `npm run schedule` says of the busiest month's minutes: a warning over the budget, never an error. */
export function minutesNotice({ month, minutes }: { month: string; minutes: number }, budget = MINUTES_BUDGET): string {
  const estimate = `GitHub Actions の見積もり: いちばん多い月（${month}）で約 ${minutes.toLocaleString('en-US')} 分（公開リポジトリは無料。非公開リポジトリの無料枠は月 2,000 分）`;
  if (minutes <= budget) return estimate;
  return `${estimate}\n⚠ 目安の ${budget.toLocaleString('en-US')} 分（無料枠の半分）を超えます。非公開リポジトリなら、Settings → Billing and plans で使った分数を確かめてください（docs/deploy.md「無料プランで足りるか」）。サイトの公開は止まりません。`;
}
