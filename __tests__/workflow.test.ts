/** @jest-environment node */
// The scheduled workflow: valid for GitHub (the workflow validator from npm, `@action-validator/cli`), and its jobs'
// logic, which lives in scripts/publish-plan.mjs, run as the workflow runs it: plain `node` with nothing installed, the
// deployed site's /site-version.json served from here, GitHub's output and summary files. What it decides over a
// season is __tests__/publishSimulation.test.ts; the decisions one by one, pipeline/publishPlan.test.ts.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const FILES = ['.github/workflows/deploy.yml', '.github/actions/build-at/action.yml'];
const validator = path.join(root, 'node_modules', '.bin', 'action-validator');

jest.setTimeout(30_000);

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-plan-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('the workflow', () => {
  it.each(FILES)('%s is valid', (file) => {
    const run = spawnSync(validator, [path.join(root, file)], { encoding: 'utf8' });
    expect(run.stderr + run.stdout).toBe('');
    expect(run.status).toBe(0);
  });

  it('is refused by the validator when it is not valid', () => {
    const broken = path.join(tmp, 'deploy.yml');
    fs.writeFileSync(broken, fs.readFileSync(path.join(root, FILES[0]), 'utf8').replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest'));
    expect(spawnSync(validator, [broken], { encoding: 'utf8' }).status).not.toBe(0);
  });
});

/** The plan step's files alone, in a folder with no node_modules: what the workflow's sparse checkout has. */
function sparseCheckout(dir: string) {
  for (const file of ['pipeline/publishPlan.mjs', 'scripts/publish-plan.mjs', '.github/workflows/deploy.yml']) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env: { ...process.env, GIT_AUTHOR_DATE: lastCommit, GIT_COMMITTER_DATE: lastCommit } });
  let lastCommit = new Date().toISOString();
  return {
    commit(at: string) {
      lastCommit = at;
      git('init', '-q');
      git('add', '-A');
      git('-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-qm', 'x');
    },
  };
}

/** Serves a site-version.json, runs the plan step on it with GitHub's files, returns its outputs and summary. */
async function plan(siteVersion: object | null, env: Record<string, string>, cwd: string) {
  const server = http.createServer((req, res) => {
    if (req.url === '/site-version.json' && siteVersion) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(siteVersion));
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const output = path.join(tmp, 'output');
  const summary = path.join(tmp, 'summary');
  fs.rmSync(output, { force: true });
  fs.rmSync(summary, { force: true });
  try {
    const child = spawn(process.execPath, ['scripts/publish-plan.mjs', 'plan'], {
      cwd,
      env: {
        NODE_ENV: 'test',
        PATH: '/usr/bin:/bin',
        HOME: tmp,
        SITE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        GITHUB_OUTPUT: output,
        GITHUB_STEP_SUMMARY: summary,
        GITHUB_SHA: 'c1',
        ...env,
      },
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const read = (f: string) => (fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : '');
    const builds = /^builds=(.*)$/m.exec(read(output))?.[1];
    return { status, stderr, builds: builds === undefined ? undefined : JSON.parse(builds), summary: read(summary) };
  } finally {
    server.close();
  }
}

const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('scripts/publish-plan.mjs plan, with nothing installed', () => {
  it('ends with nothing to build when no change is near, and builds ahead a change within the window', async () => {
    const checkout = sparseCheckout(tmp);
    checkout.commit(new Date().toISOString());
    const far = { shows: soon(-60), commit: 'c1', upcoming: [soon(600)] };
    const idle = await plan(far, { GITHUB_EVENT_NAME: 'schedule' }, tmp);
    expect(idle).toMatchObject({ status: 0, stderr: '', builds: [] });
    expect(idle.summary).toContain('ビルドせずに終わります');

    const change = soon(40);
    const due = await plan({ ...far, upcoming: [change, soon(600)] }, { GITHUB_EVENT_NAME: 'schedule' }, tmp);
    expect(due.status).toBe(0);
    expect(due.builds).toEqual([expect.objectContaining({ siteNow: change, at: change })]);
  });

  it('builds now for a push, and when the deployed site cannot be read', async () => {
    sparseCheckout(tmp).commit(new Date().toISOString());
    const push = await plan({ shows: soon(-60), commit: 'c0', upcoming: [] }, { GITHUB_EVENT_NAME: 'push' }, tmp);
    expect(push.builds).toHaveLength(1);
    const unreadable = await plan(null, { GITHUB_EVENT_NAME: 'schedule' }, tmp);
    expect(unreadable.builds).toHaveLength(1);
    expect(unreadable.summary).toContain('site-version.json が読めません');
  });

  it('warns in the summary, and says when it could not open the issue, when the repository has been quiet for weeks', async () => {
    sparseCheckout(tmp).commit(new Date(Date.now() - 50 * 24 * 3600_000).toISOString());
    const run = await plan({ shows: soon(-60), commit: 'c1', upcoming: [] }, { GITHUB_EVENT_NAME: 'schedule' }, tmp);
    expect(run.status).toBe(0);
    expect(run.summary).toContain('60日間コミットがない');
    expect(run.summary).toContain('最後のコミットから 50 日');
    expect(run.summary).toContain('issue を作れませんでした');
  });

  it('warns when the workflow has no line before a coming change', async () => {
    sparseCheckout(tmp).commit(new Date().toISOString());
    const run = await plan({ shows: soon(-60), commit: 'c1', upcoming: [soon(3 * 24 * 60)] }, { GITHUB_EVENT_NAME: 'schedule' }, tmp);
    expect(run.summary).toContain('npm run schedule -- --workflow');
  });

  it('refuses a deploy target it does not know, naming those it knows', async () => {
    sparseCheckout(tmp).commit(new Date().toISOString());
    const run = await plan(null, { GITHUB_EVENT_NAME: 'schedule', DEPLOY_TARGET: 'hook' }, tmp);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('pages（または空）・cloudflare・netlify');
  });
});

describe('scripts/publish-plan.mjs wait', () => {
  it('returns at the instant, not before it', () => {
    const until = new Date(Date.now() + 1500).toISOString();
    const run = spawnSync(process.execPath, ['scripts/publish-plan.mjs', 'wait', '--until', until], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(until));
  });
});
