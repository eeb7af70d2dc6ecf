// @ts-check
// What the scheduled job decides (scripts/publish-plan.mjs, .github/workflows/deploy.yml, docs/deploy.md): pure
// functions over plain data, with Node's built-ins only, because the job runs them with plain `node` before anything is
// installed. The simulation of a whole season (pipeline/publishPlan.test.ts) imports the same functions.
//
// The design, in short: a build can show the site as of any instant (SITE_NOW), so the job builds a change's state
// before its time, waits, and deploys at the minute. GitHub starts scheduled runs late (up to half an hour) and drops
// some, and bills a waiting job by the minute, so the workflow fires only shortly before each change, from cron lines
// written for the content's changes (`npm run schedule -- --workflow`): a first line early enough for the latest start,
// a second in case the first is dropped, and one line a day that catches whatever the lines missed.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** How the job is timed, in minutes. */
export const PUBLISH_TIMING = Object.freeze({
  /** The first cron line fires this long before a change: the latest start (30 min late) still builds in time. */
  leadMinutes: 47,
  /** The second line, for a dropped first run: still in time when it starts up to 30 minutes late. */
  backupMinutes: 38,
  /** A run builds ahead every change due within this long after it starts: the first line, moved off the hour, too. */
  windowMinutes: 60,
});

/** The daily line (UTC; 05:17 in Japan): catches changes whose lines were missed and watches the repository's activity. */
export const DAILY_CRON = '17 20 * * *';

/** Where the generated lines sit in the workflow. */
export const CRON_BLOCK_BEGIN = '# publish-times: begin (npm run schedule -- --workflow)';
export const CRON_BLOCK_END = '# publish-times: end';

/** GitHub disables a public repository's scheduled workflows after this many days without activity. */
export const INACTIVE_DISABLE_DAYS = 60;
/** The job warns from this many days on, so that the daily line warns on fifteen days at least. */
export const INACTIVE_WARN_DAYS = 45;

// ---------------------------------------------------------------------------------------------------------------
// Cron expressions (five fields, UTC, as GitHub Actions reads them)

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
];

/**
 * @typedef {{ values: Set<number>[]; restricted: boolean[] }} Cron
 * A parsed cron expression: the values each field allows, and whether the day fields were restricted.
 */

/**
 * Parses `"30 16 6 4 *"` (`*`, `n`, `a-b`, steps `/n`, lists `,`).
 * @param {string} expression
 * @returns {Cron}
 * @throws Error naming the field that is not valid
 */
export function parseCron(expression) {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`cron: expected 5 fields, got ${JSON.stringify(expression)}`);
  const values = parts.map((part, i) => {
    const { name, min, max } = FIELDS[i];
    const set = new Set();
    for (const piece of part.split(',')) {
      const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(piece);
      if (!m) throw new Error(`cron: bad ${name} ${JSON.stringify(piece)}`);
      const from = m[1] === '*' ? min : Number(m[2]);
      const to = m[1] === '*' ? max : m[3] !== undefined ? Number(m[3]) : m[4] !== undefined ? max : from;
      const step = m[4] !== undefined ? Number(m[4]) : 1;
      if (from < min || to > max || from > to || step < 1) throw new Error(`cron: ${name} out of range ${JSON.stringify(piece)}`);
      for (let v = from; v <= to; v += step) set.add(v);
    }
    return set;
  });
  if (values[4].has(7)) values[4].add(0); // 7 is Sunday too
  return { values, restricted: parts.map((part) => part !== '*') };
}

/**
 * Whether the cron fires at the minute of `instant` (ms, UTC).
 * @param {Cron} cron
 * @param {number} instant
 */
export function firesAt(cron, instant) {
  const d = new Date(instant);
  const [minute, hour, dom, month, dow] = cron.values;
  if (!minute.has(d.getUTCMinutes()) || !hour.has(d.getUTCHours()) || !month.has(d.getUTCMonth() + 1)) return false;
  const domOk = dom.has(d.getUTCDate());
  const dowOk = dow.has(d.getUTCDay());
  // Both day fields restricted: either may match (as cron has always read them).
  return cron.restricted[2] && cron.restricted[4] ? domOk || dowOk : domOk && dowOk;
}

/**
 * The first minute at or after `from` (within `withinMinutes`) at which one of the crons fires, or null.
 * @param {readonly Cron[]} crons
 * @param {number} from ms
 * @param {number} withinMinutes
 */
export function firstFiring(crons, from, withinMinutes) {
  const start = Math.ceil(from / MINUTE_MS) * MINUTE_MS;
  for (let t = start; t <= start + withinMinutes * MINUTE_MS; t += MINUTE_MS) {
    if (crons.some((cron) => firesAt(cron, t))) return t;
  }
  return null;
}

/**
 * Every minute in [from, to) at which one of the crons fires, in time order.
 * @param {readonly Cron[]} crons
 * @param {number} from ms
 * @param {number} to ms
 */
export function firings(crons, from, to) {
  const times = [];
  for (let t = Math.ceil(from / MINUTE_MS) * MINUTE_MS; t < to; t += MINUTE_MS) {
    if (crons.some((cron) => firesAt(cron, t))) times.push(t);
  }
  return times;
}

// ---------------------------------------------------------------------------------------------------------------
// The cron lines for the content's changes

/**
 * Moves a firing off the top of the hour (GitHub's scheduled runs are busiest and latest from :55 to :04): to :54.
 * @param {number} t ms
 */
function offTheHour(t) {
  const d = new Date(t);
  const m = d.getUTCMinutes();
  if (m >= 55) return t - (m - 54) * MINUTE_MS;
  if (m < 5) return t - (m + 6) * MINUTE_MS;
  return t;
}

/**
 * The cron line that fires at an instant (minute, hour, day and month; any weekday).
 * @param {number} t ms
 */
function cronAtInstant(t) {
  const d = new Date(t);
  return `${d.getUTCMinutes()} ${d.getUTCHours()} ${d.getUTCDate()} ${d.getUTCMonth() + 1} *`;
}

/**
 * The minutes the workflow fires at for the changes after `now`: per change, one at `leadMinutes` before it and one at
 * `backupMinutes` before it (each moved off the top of the hour), within a year (a line names no year), in time order,
 * each once.
 * @param {readonly string[]} instants the changes (ISO), any order
 * @param {number} now ms
 * @param {typeof PUBLISH_TIMING} [timing]
 * @returns {{ at: number; change: string }[]}
 */
export function publishFirings(instants, now, timing = PUBLISH_TIMING) {
  const byMinute = new Map();
  for (const at of [...new Set(instants)].map((i) => Date.parse(i)).sort((a, b) => a - b)) {
    if (at <= now || at > now + 360 * DAY_MS) continue;
    const first = offTheHour(at - timing.leadMinutes * MINUTE_MS);
    const second = offTheHour(at - timing.backupMinutes * MINUTE_MS);
    for (const t of second > first ? [first, second] : [first]) {
      if (!byMinute.has(t)) byMinute.set(t, new Date(at).toISOString());
    }
  }
  return [...byMinute].sort((a, b) => a[0] - b[0]).map(([at, change]) => ({ at, change }));
}

/**
 * The workflow's generated block: `- cron:` entries for {@link publishFirings}, each with the change it is for in
 * Japan time, between {@link CRON_BLOCK_BEGIN} and {@link CRON_BLOCK_END}.
 * @param {readonly string[]} instants
 * @param {number} now ms
 * @param {string} indent the entries' indentation
 */
function cronBlock(instants, now, indent = '    ') {
  const entries = publishFirings(instants, now).map(
    ({ at, change }) => `${indent}- cron: '${cronAtInstant(at)}' # ${jst(Date.parse(change))} JST の変化の前`,
  );
  return [`${indent}${CRON_BLOCK_BEGIN}`, `${indent}# ${jst(now)} JST に作成: ${entries.length} 行`, ...entries, `${indent}${CRON_BLOCK_END}`].join('\n');
}

/**
 * The workflow's text with its generated block replaced by a new one.
 * @param {string} workflow the text of .github/workflows/deploy.yml
 * @param {readonly string[]} instants
 * @param {number} now ms
 * @throws Error when the workflow has no block
 */
export function replaceCronBlock(workflow, instants, now) {
  const lines = workflow.split('\n');
  const begin = lines.findIndex((l) => l.trim() === CRON_BLOCK_BEGIN);
  const end = lines.findIndex((l, i) => i > begin && l.trim() === CRON_BLOCK_END);
  if (begin < 0 || end < 0) throw new Error(`ワークフローに「${CRON_BLOCK_BEGIN}」と「${CRON_BLOCK_END}」の行がありません`);
  const indent = /^\s*/.exec(lines[begin])?.[0] ?? '';
  return [...lines.slice(0, begin), cronBlock(instants, now, indent), ...lines.slice(end + 1)].join('\n');
}

/**
 * Every `- cron: '…'` line of a workflow's text.
 * @param {string} workflow
 */
export function workflowCrons(workflow) {
  return [...workflow.matchAll(/^\s*-\s*cron:\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
}

/**
 * The changes within `days` after `now` that no line fires early enough for (between the lead and the backup
 * time before them, give or take the move off the hour): the workflow's lines were written before the content
 * changed, and `npm run schedule -- --workflow` must write them again.
 * @param {readonly string[]} crons the workflow's lines
 * @param {readonly string[]} instants the changes (ISO)
 * @param {number} now ms
 */
export function uncoveredChanges(crons, instants, now, days = 30, timing = PUBLISH_TIMING) {
  const parsed = crons.map(parseCron);
  return instants.filter((i) => {
    const at = Date.parse(i);
    if (at <= now || at > now + days * DAY_MS) return false;
    const from = at - (timing.leadMinutes + 11) * MINUTE_MS;
    return firstFiring(parsed, from, timing.leadMinutes + 11 - timing.backupMinutes) === null;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// What a run does

/**
 * @typedef {object} LiveSite What the deployed site's /site-version.json says.
 * @property {string} shows the instant the deployed build shows the site as of (ISO)
 * @property {string | null} commit the commit it was built from
 * @property {string[]} upcoming the changes after `shows` the deployed build knew of (ISO)
 */

/**
 * @typedef {object} Publish One build and deploy.
 * @property {string} siteNow the build's SITE_NOW (ISO)
 * @property {string} at when to deploy it (ISO): never before the instant it shows
 * @property {string} why in Japanese, for the run's summary
 */

/**
 * What a run does: the builds it makes and when it deploys each. A push, a manual run, a deployed site that cannot
 * be read or was built from another commit, or a change already due that the site does not show yet: a build of now,
 * deployed at once. Then every change within the window: a build of that instant, deployed at it.
 * @param {{ now: number; event: string; live: LiveSite | null; commit: string | null; timing?: typeof PUBLISH_TIMING }} run
 * @returns {Publish[]}
 */
export function planRun({ now, event, live, commit, timing = PUBLISH_TIMING }) {
  const nowIso = new Date(now).toISOString();
  /** @type {Publish[]} */
  const plan = [];
  const shows = live ? Date.parse(live.shows) : -Infinity;
  const overdue = live?.upcoming.find((u) => Date.parse(u) > shows && Date.parse(u) <= now);
  const why =
    event === 'push' ? 'push' :
    event === 'workflow_dispatch' ? '手動実行' :
    !live ? '公開中のサイトの site-version.json が読めない' :
    commit && live.commit !== commit ? `公開中のサイトが別のコミット（${live.commit ?? '不明'}）から作られている` :
    overdue ? `${jst(Date.parse(overdue))} の変化がまだ公開されていない（遅れて公開）` :
    null;
  if (why) plan.push({ siteNow: nowIso, at: nowIso, why });
  const until = now + timing.windowMinutes * MINUTE_MS;
  for (const u of [...new Set(live?.upcoming ?? [])].sort((a, b) => Date.parse(a) - Date.parse(b))) {
    const at = Date.parse(u);
    if (at > now && at <= until && at > shows) plan.push({ siteNow: u, at: u, why: `${jst(at)} の変化を先に作り、その時刻に公開` });
  }
  return plan;
}

/**
 * The warning when the repository has been quiet long enough that GitHub will soon disable the scheduled runs, or
 * null while it is not.
 * @param {string} lastActivity the last commit's time (ISO)
 * @param {number} now ms
 * @returns {{ idleDays: number; disabledFrom: string; title: string; body: string } | null}
 */
export function inactivityNotice(lastActivity, now) {
  const last = Date.parse(lastActivity);
  const idleDays = Math.floor((now - last) / DAY_MS);
  if (!(idleDays >= INACTIVE_WARN_DAYS)) return null;
  const disabledFrom = last + INACTIVE_DISABLE_DAYS * DAY_MS;
  const title = '時刻どおりの公開が止まります: リポジトリに60日間コミットがないと、GitHub がスケジュールの実行を止めます';
  const body = [
    `最後のコミットから ${idleDays} 日たちました（${jst(last)} JST）。GitHub は公開リポジトリで60日間活動がないと、`,
    `スケジュールで動くワークフローを止めます（${jst(disabledFrom)} JST ごろから）。止まると、時刻指定のニュースや`,
    'あらすじが時刻になっても公開されず、どこにも知らせは出ません。',
    '',
    '続けるには、どれか1つを行ってください（docs/deploy.md「60日の休止」）:',
    '- 何かをコミットする（`npm run schedule -- --workflow` で cron の行を作り直してコミットするのが一番役に立ちます）',
    '- 止まってしまったら: Actions → Build and deploy → 「Enable workflow」',
  ].join('\n');
  return { idleDays, disabledFrom: new Date(disabledFrom).toISOString(), title, body };
}

/**
 * Milliseconds to wait until `at` from `now` (0 when it has passed).
 * @param {string} at ISO
 * @param {number} now ms
 */
export function waitMs(at, now) {
  return Math.max(0, Date.parse(at) - now);
}

/**
 * An instant in Japan time, 「2026-11-29 01:30」 (the fixed +9 h Japan keeps all year).
 * @param {number} t ms
 */
export function jst(t) {
  return new Date(t + 9 * 60 * MINUTE_MS).toISOString().slice(0, 16).replace('T', ' ');
}
