#!/usr/bin/env node
// The publishing workflow's steps (.github/workflows/deploy.yml), run with plain `node` before anything is installed:
// only Node's built-ins and pipeline/publishPlan.mjs (the decisions, which the tests simulate over a whole season).
//
//   node scripts/publish-plan.mjs plan                 # what this run builds: GITHUB_OUTPUT builds=[…] site=… quiet=… exposed=…
//   node scripts/publish-plan.mjs wait --until ISO     # sleeps until the instant a build shows (never deploys before it)
//   node scripts/publish-plan.mjs check --built FILE   # deploy=true|false: never over a live site showing a later instant
//   node scripts/publish-plan.mjs issue                # opens the issues the plan warned of (the one step with issues: write)
//   node scripts/publish-plan.mjs schedule --built FILE  # on a push: writes and commits the workflow's lines for the
//                                                      # changes ahead with SCHEDULE_TOKEN; setup=ok|missing|refused
//
// `plan` reads the deployed site's /site-version.json (SITE_URL, else the GitHub Pages URL of GITHUB_REPOSITORY) as
// untrusted input, the last commit's time (git) and the workflow's cron lines. Whatever the live site answers, it ends
// with a plan: an answer it cannot read makes it build now, never stop publishing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import {
  MAX_SITE_VERSION_BYTES,
  PUBLISH_TIMING,
  SCHEDULE_DAYS_AHEAD,
  SCHEDULE_TOKEN_NAME,
  deployDecision,
  inactivityNotice,
  jst,
  parseInstant,
  parseSiteVersion,
  planRun,
  publicRepositoryNotice,
  replaceCronBlock,
  scheduleSetupNotice,
  summaryText,
  uncoveredChanges,
  waitMs,
  workflowCrons,
} from '../pipeline/publishPlan.mjs';

const WORKFLOW = '.github/workflows/deploy.yml';

/** @param {string} text */
function summary(text) {
  console.log(text);
  if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${text}\n`);
}

/** @param {string} name @param {string} value one line: the values written here are checked JSON, URLs and words */
function output(name, value) {
  if (/[\r\n]/.test(value)) throw new Error(`${name}: 改行を含む値は出力しません`);
  if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `${name}=${value}\n`);
}

/** The site's URL: SITE_URL, else GitHub Pages' for this repository; null when neither is an http(s) URL. */
function siteUrl(env = process.env) {
  let url = env.SITE_URL?.trim();
  if (!url) {
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (!owner || !repo) return null;
    url = repo.toLowerCase() === `${owner.toLowerCase()}.github.io` ? `https://${repo}` : `https://${owner}.github.io/${repo}`;
  }
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) && !/[\r\n]/.test(url) ? url.replace(/\/$/, '') : null;
  } catch {
    return null;
  }
}

/**
 * The deployed site's /site-version.json, read as untrusted input: at most MAX_SITE_VERSION_BYTES (the body is
 * streamed and dropped past it), within 15 s, bypassing caches; `problem` says why `live` is null.
 * @param {string | null} url
 * @returns {Promise<{ live: import('../pipeline/publishPlan.mjs').LiveSite | null; problem: string | null }>}
 */
async function readLive(url) {
  if (!url) return { live: null, problem: 'SITE_URL が未設定' };
  try {
    const response = await fetch(`${url}/site-version.json?at=${Date.now()}`, { cache: 'no-store', redirect: 'follow', signal: AbortSignal.timeout(15_000) });
    if (!response.ok || !response.body) return { live: null, problem: `HTTP ${response.status}` };
    if (Number(response.headers.get('content-length')) > MAX_SITE_VERSION_BYTES) {
      await response.body.cancel();
      return { live: null, problem: `${MAX_SITE_VERSION_BYTES} バイトより大きい` };
    }
    const chunks = [];
    let bytes = 0;
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      if (bytes > MAX_SITE_VERSION_BYTES) return { live: null, problem: `${MAX_SITE_VERSION_BYTES} バイトより大きい` };
      chunks.push(chunk);
    }
    const live = parseSiteVersion(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    return { live, problem: live ? null : 'shows が時差付きの時刻でない' };
  } catch (error) {
    return { live: null, problem: error instanceof SyntaxError ? 'JSON でない' : '読み込めない' };
  }
}

const TARGETS = ['', 'pages', 'cloudflare', 'netlify'];

/**
 * The commit the site is built from: the live site's when the branch differs from it only in the workflow file (the
 * `schedule` job's commit of its lines, which changes no page), else the branch's. Git needs the live commit in the
 * checkout (the plan fetches two commits); when it cannot say, the branch's, which builds again: never a site left behind.
 * @param {string | null} liveCommit
 * @param {string | null} head
 */
function siteCommit(liveCommit, head) {
  if (!liveCommit || !head || liveCommit === head) return head;
  try {
    execFileSync('git', ['diff', '--quiet', '--no-renames', liveCommit, head, '--', '.', `:(exclude)${WORKFLOW}`], { stdio: 'ignore' });
    return liveCommit;
  } catch {
    return head;
  }
}

/** The inactivity notice for the last commit, or null (also when git cannot say). */
function quietNotice(now) {
  try {
    return inactivityNotice(execFileSync('git', ['log', '-1', '--format=%cI'], { encoding: 'utf8' }).trim(), now);
  } catch {
    summary('（最後のコミットの時刻が読めませんでした）');
    return null;
  }
}

async function plan() {
  const env = process.env;
  if (!TARGETS.includes(env.DEPLOY_TARGET ?? '')) {
    throw new Error(`リポジトリの変数 DEPLOY_TARGET は pages（または空）・cloudflare・netlify のどれかにしてください: ${env.DEPLOY_TARGET}（docs/deploy.md）`);
  }
  const now = Date.now();
  const url = siteUrl(env);
  const { live, problem } = await readLive(url);
  const builds = planRun({ now, event: env.GITHUB_EVENT_NAME ?? 'workflow_dispatch', live, commit: siteCommit(live?.commit ?? null, env.GITHUB_SHA ?? null) });
  const where = summaryText(url ?? 'SITE_URL が未設定');
  summary(`## 公開の予定（${jst(now)} JST）`);
  summary(live ? `公開中のサイト: ${jst(Date.parse(live.shows))} JST の時点（${where}）` : `公開中のサイトの site-version.json が読めません（${where}: ${problem}）`);
  if (live && live.refused.length > 0) summary(`> [!WARNING]\n> 公開中のサイトの site-version.json から除いた値: ${live.refused.join('、')}`);
  if (builds.length === 0) summary('この実行の範囲に公開する変化はありません: ビルドせずに終わります。');
  for (const b of builds) summary(`- ${jst(Date.parse(b.siteNow))} JST の時点をビルドし、${jst(Date.parse(b.at))} JST に公開: ${b.why}`);
  output('builds', JSON.stringify(builds));
  output('site', url ?? '');

  let quiet = false;
  if (env.GITHUB_EVENT_NAME === 'schedule' || env.GITHUB_EVENT_NAME === 'workflow_dispatch') {
    if (live && fs.existsSync(WORKFLOW)) {
      const missed = uncoveredChanges(workflowCrons(fs.readFileSync(WORKFLOW, 'utf8')), live.upcoming, now);
      if (missed.length > 0) {
        summary(`> [!WARNING]\n> ワークフローの cron の行が ${missed.map((m) => `${jst(Date.parse(m))}`).join('、')} JST の変化の前にありません。時刻ちょうどには公開されず、毎日 1 回の実行で遅れて公開されます。push のたびに行を書き込む設定（Secrets の ${SCHEDULE_TOKEN_NAME}、docs/deploy.md「一度だけの設定」）を確かめてください。`);
      }
    }
    const notice = quietNotice(now);
    if (notice) {
      summary(`> [!WARNING]\n> ${notice.title}\n\n${notice.body}`);
      quiet = true;
    }
  }
  output('quiet', String(quiet));

  const exposed = live ? publicRepositoryNotice({ repositoryPrivate: env.REPOSITORY_PRIVATE, upcoming: live.upcoming, now }) : null;
  if (exposed) summary(`> [!WARNING]\n> ${exposed.title}\n\n${exposed.body}`);
  output('exposed', String(exposed !== null));
}

/**
 * Opens the issues the plan warned of: the inactivity one unless one is open already, the public repository one unless
 * one was ever opened (closing it says the group has read it). Says in the summary when the token may not.
 */
async function issue() {
  const env = process.env;
  const url = siteUrl(env);
  const { live } = await readLive(url);
  const notices = [
    { notice: quietNotice(Date.now()), state: 'open' },
    { notice: live ? publicRepositoryNotice({ repositoryPrivate: env.REPOSITORY_PRIVATE, upcoming: live.upcoming, now: Date.now() }) : null, state: 'all' },
    { notice: scheduleSetupNotice(env.SCHEDULE_SETUP), state: 'open' },
  ].filter(({ notice }) => notice !== null);
  if (notices.length === 0) return summary('知らせることはありません: issue は開きません。');
  for (const { notice, state } of notices) {
    try {
      const found = execFileSync('gh', ['issue', 'list', '--state', state, '--search', `in:title "${notice.title}"`, '--json', 'number', '--jq', 'length'], { encoding: 'utf8' }).trim();
      if (found !== '0') {
        summary(`（「${notice.title}」の issue はもうあります）`);
        continue;
      }
      execFileSync('gh', ['issue', 'create', '--title', notice.title, '--body', notice.body], { stdio: 'inherit' });
    } catch {
      summary(`（「${notice.title}」の issue を作れませんでした: ワークフローの issue ジョブに issues: write があるか、Issues が有効かを確かめてください）`);
    }
  }
}

/** Whether the build in `file` goes live now: never over a later instant (pipeline/publishPlan.mjs deployDecision). */
async function check(file) {
  if (!file) throw new Error('--built にビルドした site-version.json を指定してください');
  let built = null;
  try {
    built = parseSiteVersion(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    built = null;
  }
  const { live } = await readLive(siteUrl(process.env));
  const decision = deployDecision({ live, built });
  summary(`${decision.deploy ? '公開します' : '公開しません'}: ${decision.why}`);
  output('deploy', String(decision.deploy));
}

/**
 * On a push: when the pushed content (its build's site-version.json) has changes ahead that the workflow has no lines
 * for, writes them (`replaceCronBlock`) and commits that file alone with SCHEDULE_TOKEN, as GitHub lets no workflow's
 * own token change a workflow file. The commit starts no run of its own (`[skip ci]`) unless a change is due within the
 * plan's window, which only a new run (planning from the site this run deploys) can still publish on time.
 * @param {string | undefined} file
 */
async function schedule(file) {
  const env = process.env;
  if (!file) throw new Error('--built にビルドした site-version.json を指定してください');
  const built = parseSiteVersion(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!built) throw new Error(`${file} の shows が時差付きの時刻ではありません`);
  const now = Date.now();
  const before = fs.readFileSync(WORKFLOW, 'utf8');
  const missed = uncoveredChanges(workflowCrons(before), built.upcoming, now, SCHEDULE_DAYS_AHEAD);
  if (missed.length === 0) {
    summary('ワークフローの cron の行は、これからの変化のすべてに足りています。');
    return output('setup', 'ok');
  }
  summary(`ワークフローに行のない変化: ${missed.map((m) => `${jst(Date.parse(m))} JST`).join('、')}`);
  const token = env[SCHEDULE_TOKEN_NAME] ?? '';
  if (token === '') {
    summary(`> [!WARNING]\n> Secrets に ${SCHEDULE_TOKEN_NAME} がないため、行を書き込めません（docs/deploy.md「一度だけの設定」）。`);
    return output('setup', 'missing');
  }
  const remote = `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${env.GITHUB_REPOSITORY}`;
  const branch = env.GITHUB_REF_NAME ?? 'main';
  // The token reaches git through its environment, never its arguments or a file in the checkout.
  const auth = { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'http.extraheader', GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}` };
  const git = (/** @type {string[]} */ ...args) => execFileSync('git', args, { encoding: 'utf8', env: { ...env, ...auth, GIT_TERMINAL_PROMPT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let tip;
  try {
    tip = git('ls-remote', remote, `refs/heads/${branch}`).split(/\s/)[0];
  } catch {
    summary(`> [!WARNING]\n> GitHub が ${SCHEDULE_TOKEN_NAME} を受け付けませんでした（期限切れ・権限不足・別のリポジトリ用）。docs/deploy.md「一度だけの設定」`);
    return output('setup', 'refused');
  }
  if (tip !== env.GITHUB_SHA) {
    summary(`${branch} はこの実行のあとに進んでいます: 行はその push の実行が書き込みます。`);
    return output('setup', 'ok');
  }
  fs.writeFileSync(WORKFLOW, replaceCronBlock(before, built.upcoming, now));
  const soon = missed.some((m) => Date.parse(m) <= now + PUBLISH_TIMING.windowMinutes * 60_000);
  const message = `Publishing times for the changes ahead${soon ? '' : ' [skip ci]'}\n\nWritten by the publishing workflow's schedule job for ${env.GITHUB_SHA} (npm run schedule -- --workflow).`;
  git('-c', 'user.name=github-actions[bot]', '-c', 'user.email=41898282+github-actions[bot]@users.noreply.github.com', 'commit', '--quiet', '--message', message, '--', WORKFLOW);
  try {
    git('push', '--quiet', remote, `HEAD:refs/heads/${branch}`);
  } catch {
    if (git('ls-remote', remote, `refs/heads/${branch}`).split(/\s/)[0] !== env.GITHUB_SHA) {
      summary(`${branch} はこの実行のあとに進んでいます: 行はその push の実行が書き込みます。`);
      return output('setup', 'ok');
    }
    summary(`> [!WARNING]\n> ${SCHEDULE_TOKEN_NAME} でワークフローのファイルを push できませんでした: Permissions の Workflows が「Read and write」かを確かめてください（docs/deploy.md「一度だけの設定」）。`);
    return output('setup', 'refused');
  }
  summary(`ワークフローに ${missed.length} 件の変化の行を書き込み、コミットしました。`);
  return output('setup', 'ok');
}

async function wait(until) {
  const at = parseInstant(until);
  if (at === null) throw new Error(`--until に時差付きの時刻を指定してください: ${until}`);
  console.log(`${jst(at)} JST まで ${Math.round(waitMs(until, Date.now()) / 1000)} 秒待ちます`);
  // Sleeps in steps so that the log shows the job is alive, and wakes on the second, not before it.
  while (Date.now() < at) await new Promise((resolve) => setTimeout(resolve, Math.min(60_000, waitMs(until, Date.now()))));
  console.log(`${jst(Date.now())} JST: 公開します`);
}

try {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { until: { type: 'string' }, built: { type: 'string' } } });
  if (positionals[0] === 'plan') await plan();
  else if (positionals[0] === 'wait') await wait(values.until);
  else if (positionals[0] === 'check') await check(values.built);
  else if (positionals[0] === 'issue') await issue();
  else if (positionals[0] === 'schedule') await schedule(values.built);
  else throw new Error('使い方: node scripts/publish-plan.mjs plan | wait --until 2026-12-01T12:00:00+09:00 | check --built out/site-version.json | issue | schedule --built out/site-version.json');
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
