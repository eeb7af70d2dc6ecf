// @ts-check
// What the scheduled deploy job decides; Node built-ins only, because the job runs it before anything is installed.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const PUBLISH_TIMING = Object.freeze({
  /** The first cron line fires early enough that a run starting late still builds in time. */
  leadMinutes: 47,
  /** A second line in case GitHub drops the first run. */
  backupMinutes: 40,
  windowMinutes: 60,
});

/** The daily line catches changes whose lines were missed. */
export const DAILY_CRON = '17 20 * * *';

export const CRON_BLOCK_BEGIN = '# publish-times: begin (npm run schedule -- --workflow)';
export const CRON_BLOCK_END = '# publish-times: end';

/** GitHub disables a public repository's scheduled workflows after this many days without activity. */
export const INACTIVE_DISABLE_DAYS = 60;
export const INACTIVE_WARN_DAYS = 45;


const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
];

/**
 * A parsed cron expression: the values each field allows, and whether the day fields were restricted.
 * @typedef {{ values: Set<number>[]; restricted: boolean[] }} Cron
 */

/**
 * Parses a five-field cron expression as GitHub Actions reads it (UTC).
 * @param {string} expression
 * @returns {Cron}
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
 * @param {Cron} cron
 * @param {number} instant
 */
export function firesAt(cron, instant) {
  const d = new Date(instant);
  const [minute, hour, dom, month, dow] = cron.values;
  if (!minute.has(d.getUTCMinutes()) || !hour.has(d.getUTCHours()) || !month.has(d.getUTCMonth() + 1)) return false;
  const domOk = dom.has(d.getUTCDate());
  const dowOk = dow.has(d.getUTCDay());
  // Both day fields restricted: either may match, as cron has always read them.
  return cron.restricted[2] && cron.restricted[4] ? domOk || dowOk : domOk && dowOk;
}

/**
 * @param {readonly Cron[]} crons
 * @param {number} from
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
 * @param {readonly Cron[]} crons
 * @param {number} from
 * @param {number} to
 */
export function firings(crons, from, to) {
  const times = [];
  for (let t = Math.ceil(from / MINUTE_MS) * MINUTE_MS; t < to; t += MINUTE_MS) {
    if (crons.some((cron) => firesAt(cron, t))) times.push(t);
  }
  return times;
}


/**
 * Moves a firing off the top of the hour, where GitHub's scheduled runs are busiest and latest.
 * @param {number} t
 */
function offTheHour(t) {
  const d = new Date(t);
  const m = d.getUTCMinutes();
  if (m >= 55) return t - (m - 54) * MINUTE_MS;
  if (m < 5) return t - (m + 6) * MINUTE_MS;
  return t;
}

/**
 * @param {number} t
 */
function cronAtInstant(t) {
  const d = new Date(t);
  return `${d.getUTCMinutes()} ${d.getUTCHours()} ${d.getUTCDate()} ${d.getUTCMonth() + 1} *`;
}

/**
 * The minutes the workflow fires at for the changes after `now`: a lead and a backup line per change.
 * @param {readonly string[]} instants
 * @param {number} now
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
 * @param {readonly string[]} instants
 * @param {number} now
 * @param {string} indent
 */
function cronBlock(instants, now, indent = '    ') {
  const entries = publishFirings(instants, now).map(
    ({ at, change }) => `${indent}- cron: '${cronAtInstant(at)}' # ${jst(Date.parse(change))} JST の変化の前`,
  );
  return [`${indent}${CRON_BLOCK_BEGIN}`, `${indent}# ${jst(now)} JST に作成: ${entries.length} 行`, ...entries, `${indent}${CRON_BLOCK_END}`].join('\n');
}

/**
 * @throws Error when the workflow has no generated block.
 * @param {string} workflow
 * @param {readonly string[]} instants
 * @param {number} now
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
 * @param {string} workflow
 */
export function workflowCrons(workflow) {
  return [...workflow.matchAll(/^\s*-\s*cron:\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
}

/**
 * Changes no workflow line fires early enough for, meaning `npm run schedule -- --workflow` must run again.
 * @param {readonly string[]} crons
 * @param {readonly string[]} instants
 * @param {number} now
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


/** The most bytes of /site-version.json the plan reads; a real one lists a year of changes in a few kilobytes. */
export const MAX_SITE_VERSION_BYTES = 1_000_000;
/** The most instants ahead the plan takes from it: far above a year of a weekly series' changes. */
export const MAX_UPCOMING = 2000;
/**
 * The most builds one run plans. Each is a parallel job and a deploy in turn: a real schedule has a handful of changes
 * in an hour, and this keeps the matrix far below GitHub's 256 jobs and the output far below its 1 MB.
 */
export const MAX_BUILDS = 8;

/** The strict form `lib/format.ts` accepts (ported: this file runs before `npm ci`), with its parts captured. */
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * Epoch milliseconds of an ISO 8601 instant with `Z` or an offset, or null for anything else: no lenient
 * `Date.parse` forms, no impossible dates (`Date.parse` reads 02-30 as March 2nd).
 * @param {unknown} value
 * @returns {number | null}
 */
export function parseInstant(value) {
  if (typeof value !== 'string') return null;
  const m = ISO_INSTANT.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second = '0', offsetHour = '0', offsetMinute = '0'] = m.slice(1).map((part) => part ?? '0');
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > daysInMonth) return null;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59 || Number(offsetHour) > 23 || Number(offsetMinute) > 59) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** A git commit id, SHA-1 or SHA-256. */
const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const HASH = /^[0-9a-f]{64}$/;

/**
 * @typedef {object} LiveSite What the deployed site's /site-version.json says, checked.
 * @property {string} shows
 * @property {string | null} commit
 * @property {string | null} hash
 * @property {string[]} upcoming Distinct instants after `shows`, in time order, as `toISOString()`.
 * @property {string[]} refused What was left out of the answer (for the run's summary); anything here makes the run build now.
 */

/**
 * Reads /site-version.json as untrusted input: a `shows` that is no strict instant makes the whole answer unreadable
 * (null); a commit or hash of the wrong form is dropped; the instants ahead are checked, deduplicated by instant and
 * capped, and what was left out is named in `refused`.
 * @param {unknown} json
 * @returns {LiveSite | null}
 */
export function parseSiteVersion(json) {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const record = /** @type {Record<string, unknown>} */ (json);
  const shows = parseInstant(record.shows);
  if (shows === null) return null;
  /** @type {string[]} */
  const refused = [];
  const commit = typeof record.commit === 'string' && COMMIT.test(record.commit) ? record.commit : null;
  if (record.commit != null && commit === null) refused.push('commit');
  const hash = typeof record.hash === 'string' && HASH.test(record.hash) ? record.hash : null;
  const list = Array.isArray(record.upcoming) ? record.upcoming : [];
  if (record.upcoming != null && !Array.isArray(record.upcoming)) refused.push('upcoming');
  if (list.length > MAX_UPCOMING) refused.push(`upcoming の ${MAX_UPCOMING} 件より後`);
  const instants = new Set();
  let bad = 0;
  for (const entry of list.slice(0, MAX_UPCOMING)) {
    const at = parseInstant(entry);
    if (at === null) bad += 1;
    else if (at > shows) instants.add(at);
  }
  if (bad > 0) refused.push(`upcoming の時刻でない値 ${bad} 件`);
  const upcoming = [...instants].sort((a, b) => a - b).map((at) => new Date(at).toISOString());
  return { shows: new Date(shows).toISOString(), commit, hash, upcoming, refused };
}

/**
 * @typedef {object} Publish One build and deploy.
 * @property {string} siteNow
 * @property {string} at
 * @property {string} why
 */

/**
 * The builds a run makes, in the order of their instants, and when it deploys each; anything not yet shown is built
 * and deployed at once, and so is anything when the live site's answer was unreadable or had values left out.
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
    live.refused.length > 0 ? '公開中のサイトの site-version.json に読めない値がある' :
    commit && live.commit !== commit ? '公開中のサイトが別のコミットから作られている' :
    overdue ? `${jst(Date.parse(overdue))} の変化がまだ公開されていない（遅れて公開）` :
    null;
  if (why) plan.push({ siteNow: nowIso, at: nowIso, why });
  const until = now + timing.windowMinutes * MINUTE_MS;
  for (const u of live?.upcoming ?? []) {
    const at = Date.parse(u);
    if (plan.length >= MAX_BUILDS) break;
    if (at > now && at <= until && at > shows) plan.push({ siteNow: u, at: u, why: `${jst(at)} の変化を先に作り、その時刻に公開` });
  }
  return plan;
}

/**
 * Whether a deploy goes ahead: never over a live site that shows a later instant, nor over the same files. An unreadable
 * live site, or one showing an earlier instant or other files of the same instant (a new commit), gets the deploy.
 * @param {{ live: LiveSite | null; built: LiveSite | null }} sites
 * @returns {{ deploy: boolean; why: string }}
 */
export function deployDecision({ live, built }) {
  if (!built) return { deploy: true, why: 'ビルドした site-version.json が読めない: そのまま公開' };
  if (!live) return { deploy: true, why: '公開中のサイトの site-version.json が読めない: 公開' };
  const liveShows = Date.parse(live.shows);
  const builtShows = Date.parse(built.shows);
  if (liveShows > builtShows) {
    return { deploy: false, why: `公開中のサイトはもっと後の ${jst(liveShows)} JST の時点: ${jst(builtShows)} JST の時点には戻さない` };
  }
  if (liveShows === builtShows && live.hash !== null && live.hash === built.hash) {
    return { deploy: false, why: `${jst(builtShows)} JST の時点の同じファイルが公開済み` };
  }
  return { deploy: true, why: `公開中の ${jst(liveShows)} JST の時点を ${jst(builtShows)} JST の時点に更新` };
}

/**
 * Text from outside (the live site, a URL) as plain text in the run's Markdown summary: no HTML, links or emphasis.
 * @param {string} text
 */
export function summaryText(text) {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>&~"'=:]/g, (c) => `&#${c.charCodeAt(0)};`).replace(/[\u0000-\u001f\u007f]/g, ' ');
}

/**
 * The warning when GitHub will soon disable the scheduled runs for inactivity, or null.
 * @param {string} lastActivity
 * @param {number} now
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
    '- 何かをコミットする（編集画面で何か 1 つ保存するのでも足ります）',
    '- 止まってしまったら: Actions → Build and deploy → 「Enable workflow」',
  ].join('\n');
  return { idleDays, disabledFrom: new Date(disabledFrom).toISOString(), title, body };
}

/**
 * The warning when a public repository holds changes still ahead (timed articles, synopses, works not yet announced),
 * which anyone can read there before the site shows them; null for a private repository or when GitHub did not say.
 * @param {{ repositoryPrivate: string | undefined; upcoming: readonly string[]; now: number }} run
 * @returns {{ title: string; body: string } | null}
 */
export function publicRepositoryNotice({ repositoryPrivate, upcoming, now }) {
  const ahead = upcoming.filter((u) => Date.parse(u) > now).sort((a, b) => Date.parse(a) - Date.parse(b));
  if (repositoryPrivate !== 'false' || ahead.length === 0) return null;
  const title = '公開リポジトリに、サイトではまだ公開していない内容があります';
  const body = [
    `このリポジトリは公開（public）で、サイトには時刻を決めた変化が ${ahead.length} 件あります（次は ${jst(Date.parse(ahead[0]))} JST）。`,
    '時刻まで隠れるのは公開するサイトだけで、時刻指定の記事・公開前のあらすじと場面写真・これから発表する作品のファイルは、',
    'GitHub では push したときから誰でも読めます（コミットの履歴にも残ります）。',
    '',
    '解禁まで伏せたい内容があるなら、リポジトリを非公開（private）にしてください（docs/deploy.md「公開リポジトリでは、時刻前の内容も読める」:',
    '非公開リポジトリの Actions の分数と、GitHub Pages に要るプラン）。伏せる必要がなければ、この issue を閉じてください。閉じた issue は',
    'もう開きません。',
  ].join('\n');
  return { title, body };
}

/** The secret that lets a push's `schedule` job commit the workflow's lines (docs/deploy.md, 「一度だけの設定」). */
export const SCHEDULE_TOKEN_NAME = 'SCHEDULE_TOKEN';

/**
 * How many days ahead the workflow keeps lines: what `publishFirings` writes, which a cron line (it names no year)
 * cannot reach past.
 */
export const SCHEDULE_DAYS_AHEAD = 360;

/**
 * The warning when a push's changes have no lines in the workflow and the `schedule` job could not commit them:
 * `missing` (no secret) or `refused` (GitHub refused the secret); null otherwise.
 * @param {string | undefined} setup
 * @returns {{ title: string; body: string } | null}
 */
export function scheduleSetupNotice(setup) {
  if (setup !== 'missing' && setup !== 'refused') return null;
  const title = '時刻どおりの公開に必要な設定がありません: 時刻を決めた記事が時刻ちょうどに公開されません';
  const why =
    setup === 'missing'
      ? `リポジトリの Secrets に ${SCHEDULE_TOKEN_NAME} がないため、`
      : `リポジトリの Secrets の ${SCHEDULE_TOKEN_NAME} を GitHub が受け付けなかったため（期限切れ・権限不足・別のリポジトリ用）、`;
  const body = [
    `編集画面などで時刻を決めた内容を保存しましたが、${why}公開のワークフローがその時刻に動く行を書き込めませんでした。`,
    'このままでは、その内容は時刻ちょうどではなく、毎日 1 回の実行（日本時間 05:17 ごろ）で遅れて公開されます。',
    '',
    '直し方（一度だけ。docs/deploy.md「一度だけの設定」）:',
    '1. GitHub の Settings → Developer settings → Personal access tokens → Fine-grained tokens → Generate new token',
    '2. Repository access は「Only select repositories」でこのリポジトリだけ。Permissions は Contents と Workflows を「Read and write」',
    `3. できたトークンを、このリポジトリの Settings → Secrets and variables → Actions → New repository secret に、名前 ${SCHEDULE_TOKEN_NAME} で保存`,
    '4. 何か 1 つ保存（push）し直すと、行が書き込まれます。直ったらこの issue を閉じてください。',
  ].join('\n');
  return { title, body };
}

/**
 * @param {string} at
 * @param {number} now
 */
export function waitMs(at, now) {
  return Math.max(0, Date.parse(at) - now);
}

/**
 * An instant in Japan time, 「2026-11-29 01:30」.
 * @param {number} t
 */
export function jst(t) {
  return new Date(t + 9 * 60 * MINUTE_MS).toISOString().slice(0, 16).replace('T', ' ');
}
