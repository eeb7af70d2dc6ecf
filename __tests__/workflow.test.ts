/** @jest-environment node */
// The scheduled build (.github/workflows/deploy.yml) is valid YAML with the triggers, jobs and permissions a GitHub
// Pages deployment needs, and its cron lines parse and fire soon enough after every change in the schedule of
// content/ (npm run schedule), whatever series it holds.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { createContentContext } from '../lib/content/context';
import { getSiteChanges } from '../lib/content/schedule';
import { firstFiring, parseCron } from './helpers/cron';

/** How late after a change the site may be rebuilt (docs/deploy.md says so). */
const MAX_DELAY_MINUTES = 15;

const file = path.join(__dirname, '..', '.github', 'workflows', 'deploy.yml');
const doc = YAML.parseDocument(fs.readFileSync(file, 'utf8'));
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a workflow file, checked field by field below
const workflow: any = doc.toJS();
const crons: string[] = (workflow.on?.schedule ?? []).map((entry: { cron: string }) => entry.cron);

describe('.github/workflows/deploy.yml', () => {
  it('is valid YAML', () => {
    expect(doc.errors).toEqual([]);
    expect(typeof workflow).toBe('object');
  });

  it('runs on a push to main, by hand and on a schedule', () => {
    expect(workflow.on.push.branches).toEqual(['main']);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
    expect(crons.length).toBeGreaterThan(0);
  });

  it('has cron lines that parse', () => {
    for (const line of crons) expect(() => parseCron(line)).not.toThrow();
  });

  it(`rebuilds within ${MAX_DELAY_MINUTES} minutes of every change in the schedule of content/`, () => {
    const changes = getSiteChanges(createContentContext(process.cwd(), { now: new Date().toISOString() }));
    expect(changes.length).toBeGreaterThan(0);
    const parsed = crons.map(parseCron);
    const late = changes.filter((c) => firstFiring(parsed, Date.parse(c.at), MAX_DELAY_MINUTES) === null).map((c) => `${c.at} ${c.what}`);
    expect(late).toEqual([]);
  });

  it('builds, compares with the deployed site’s hash and deploys to GitHub Pages only when it changed', () => {
    const steps: { run?: string; uses?: string; if?: string; with?: Record<string, string> }[] = workflow.jobs.build.steps;
    expect(steps.some((s) => s.run === 'npm run build')).toBe(true);
    const compare = steps.find((s) => s.run?.includes('site-version.json'));
    expect(compare?.run).toMatch(/jq -r \.hash out\/site-version\.json/);
    const upload = steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'));
    expect(upload?.with?.path).toBe('out');
    expect(upload?.if).toContain("steps.compare.outputs.changed == 'true'");
    const pages = workflow.jobs.pages;
    expect(pages.needs).toBe('build');
    expect(pages.if).toContain("needs.build.outputs.changed == 'true'");
    expect(pages.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(pages.steps.some((s: { uses?: string }) => s.uses?.startsWith('actions/deploy-pages@'))).toBe(true);
  });

  it('calls a host’s deploy hook instead when told to, also only when the site changed', () => {
    const hook = workflow.jobs.hook;
    expect(hook.if).toContain("needs.build.outputs.changed == 'true'");
    expect(hook.if).toContain("vars.DEPLOY_TARGET == 'hook'");
    expect(hook.steps[0].run).toContain('DEPLOY_HOOK_URL');
  });
});

describe('the cron helper this test reads the lines with', () => {
  it.each([
    ['*/15 * * * *', '2030-04-06T16:30:00Z', true],
    ['*/15 * * * *', '2030-04-06T16:31:00Z', false],
    ['30 16 6 4 *', '2030-04-06T16:30:00Z', true],
    ['30 16 6 4 *', '2030-04-07T16:30:00Z', false],
    ['0 15 * * 6', '2030-04-06T15:00:00Z', true],
    ['0 15 * * 0', '2030-04-06T15:00:00Z', false],
  ])('%s fires at %s: %p', (line, at, expected) => {
    expect(firstFiring([parseCron(line)], Date.parse(at), 0) !== null).toBe(expected);
  });

  it.each(['* * * *', '60 * * * *', '* 24 * * *', '*/0 * * * *', 'a * * * *'])('refuses %j', (line) => {
    expect(() => parseCron(line)).toThrow();
  });
});
