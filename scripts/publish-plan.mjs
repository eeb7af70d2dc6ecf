#!/usr/bin/env node
// The scheduled job's steps (.github/workflows/deploy.yml), run with plain `node` before anything is installed: only
// Node's built-ins and pipeline/publishPlan.mjs (the decisions, which the tests simulate over a whole season).
//
//   node scripts/publish-plan.mjs plan               # what this run builds: GITHUB_OUTPUT builds=[…], the run's summary
//   node scripts/publish-plan.mjs wait --until ISO   # sleeps until the instant a build shows (never deploys before it)
//
// `plan` reads the deployed site's /site-version.json (SITE_URL, else the GitHub Pages URL of GITHUB_REPOSITORY), the
// last commit's time (git) and the workflow's cron lines, and warns in the summary, and in an issue where the token
// may write one, when the repository's quiet days will soon stop the scheduled runs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { inactivityNotice, jst, planRun, uncoveredChanges, waitMs, workflowCrons } from '../pipeline/publishPlan.mjs';

const WORKFLOW = '.github/workflows/deploy.yml';

/** @param {string} text */
function summary(text) {
  console.log(text);
  if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${text}\n`);
}

/** @param {string} name @param {string} value */
function output(name, value) {
  if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `${name}=${value}\n`);
}

/** The site's URL: SITE_URL, else GitHub Pages' for this repository. */
function siteUrl(env = process.env) {
  if (env.SITE_URL?.trim()) return env.SITE_URL.trim().replace(/\/$/, '');
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo) return null;
  return repo.toLowerCase() === `${owner.toLowerCase()}.github.io` ? `https://${repo}` : `https://${owner}.github.io/${repo}`;
}

/** The deployed site's /site-version.json, or null when it cannot be read. */
async function readLive(url) {
  if (!url) return null;
  try {
    const response = await fetch(`${url}/site-version.json`, { cache: 'no-store', signal: AbortSignal.timeout(15_000) });
    if (!response.ok) return null;
    const json = await response.json();
    if (typeof json?.shows !== 'string') return null;
    return { shows: json.shows, commit: typeof json.commit === 'string' ? json.commit : null, upcoming: Array.isArray(json.upcoming) ? json.upcoming.filter((u) => typeof u === 'string') : [] };
  } catch {
    return null;
  }
}

/** Opens the inactivity issue unless one is open already; says in the summary when the token may not. */
function openIssue(notice) {
  try {
    const open = execFileSync('gh', ['issue', 'list', '--state', 'open', '--search', `in:title "${notice.title}"`, '--json', 'number', '--jq', 'length'], { encoding: 'utf8' }).trim();
    if (open !== '0') return summary('（同じ内容の issue がすでに開いています）');
    execFileSync('gh', ['issue', 'create', '--title', notice.title, '--body', notice.body], { stdio: 'inherit' });
  } catch {
    summary('（issue を作れませんでした: ワークフローの permissions に issues: write があるか、Issues が有効かを確かめてください）');
  }
}

const TARGETS = ['', 'pages', 'cloudflare', 'netlify'];

async function plan() {
  const env = process.env;
  if (!TARGETS.includes(env.DEPLOY_TARGET ?? '')) {
    throw new Error(`リポジトリの変数 DEPLOY_TARGET は pages（または空）・cloudflare・netlify のどれかにしてください: ${env.DEPLOY_TARGET}（docs/deploy.md）`);
  }
  const now = Date.now();
  const url = siteUrl(env);
  const live = await readLive(url);
  const builds = planRun({ now, event: env.GITHUB_EVENT_NAME ?? 'workflow_dispatch', live, commit: env.GITHUB_SHA ?? null });
  summary(`## 公開の予定（${jst(now)} JST）`);
  summary(live ? `公開中のサイト: ${jst(Date.parse(live.shows))} JST の時点（${url}）` : `公開中のサイトの site-version.json が読めません（${url ?? 'SITE_URL が未設定'}）`);
  if (builds.length === 0) summary('この実行の範囲に公開する変化はありません: ビルドせずに終わります。');
  for (const b of builds) summary(`- ${jst(Date.parse(b.siteNow))} JST の時点をビルドし、${jst(Date.parse(b.at))} JST に公開: ${b.why}`);
  output('builds', JSON.stringify(builds));

  if (env.GITHUB_EVENT_NAME === 'schedule' || env.GITHUB_EVENT_NAME === 'workflow_dispatch') {
    if (live && fs.existsSync(WORKFLOW)) {
      const missed = uncoveredChanges(workflowCrons(fs.readFileSync(WORKFLOW, 'utf8')), live.upcoming, now);
      if (missed.length > 0) {
        summary(`> [!WARNING]\n> ワークフローの cron の行が ${missed.map((m) => `${jst(Date.parse(m))}`).join('、')} JST の変化の前にありません。時刻ちょうどには公開されず、毎日 1 回の実行で遅れて公開されます。\`npm run schedule -- --workflow\` を実行してコミットしてください（docs/deploy.md）。`);
      }
    }
    let last = null;
    try {
      last = execFileSync('git', ['log', '-1', '--format=%cI'], { encoding: 'utf8' }).trim();
    } catch {
      summary('（最後のコミットの時刻が読めませんでした）');
    }
    const notice = last ? inactivityNotice(last, now) : null;
    if (notice) {
      summary(`> [!WARNING]\n> ${notice.title}\n\n${notice.body}`);
      openIssue(notice);
    }
  }
}

async function wait(until) {
  if (!until || Number.isNaN(Date.parse(until))) throw new Error(`--until に時差付きの時刻を指定してください: ${until}`);
  const ms = waitMs(until, Date.now());
  console.log(`${jst(Date.parse(until))} JST まで ${Math.round(ms / 1000)} 秒待ちます`);
  // Sleeps in steps so that the log shows the job is alive, and wakes on the second, not before it.
  while (Date.now() < Date.parse(until)) await new Promise((resolve) => setTimeout(resolve, Math.min(60_000, waitMs(until, Date.now()))));
  console.log(`${jst(Date.now())} JST: 公開します`);
}

try {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { until: { type: 'string' } } });
  if (positionals[0] === 'plan') await plan();
  else if (positionals[0] === 'wait') await wait(values.until);
  else throw new Error('使い方: node scripts/publish-plan.mjs plan | wait --until 2026-12-01T12:00:00+09:00');
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
