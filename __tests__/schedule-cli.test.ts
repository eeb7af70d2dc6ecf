/** @jest-environment node */
// `npm run schedule` (scripts/schedule.mjs) on the minimal content of lib/content/__fixtures__/base: what it prints for
// a day in its season and after its end, as cron lines, and what it says when asked wrongly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { uncoveredChanges, workflowCrons } from '../pipeline/publishPlan.mjs';
import { type TempContent, makeTempContent } from '../lib/content/__fixtures__/tempContent';
import { createContentContext } from '../lib/content/context';
import { getSiteChanges } from '../lib/content/clock';
import { scheduleReport } from '../lib/clock';
import { MINUTES_BUDGET, busiestMonth, editorSeason, minutesNotice } from '../pipeline/publishSimulation';

let t: TempContent;
beforeAll(() => {
  t = makeTempContent();
});
afterAll(() => t.cleanup());

const root = path.resolve(__dirname, '..');
/** Runs the entry point on the fixture content. */
function schedule(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/schedule.mjs', t.root, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SITE_NOW: '' },
  });
  return { status: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
}
const expected = (now: string, days: number, cron = false) => {
  const changes = getSiteChanges(createContentContext(t.root, { buildInstant: now }));
  const report = scheduleReport(changes, now, days, cron);
  return cron ? report : `${report}\n\n${minutesNotice(busiestMonth(editorSeason(changes)))}`;
};

jest.setTimeout(30_000);

describe('npm run schedule', () => {
  it.each([
    ['a day in the season', '2000-01-05T12:00:00+09:00', '10'],
    ['after its end', '2000-01-20T12:00:00+09:00', '60'],
  ])('prints the coming changes for %s, as lib/clock.ts words them', (_case, now, days) => {
    const run = schedule('--now', now, '--days', days);
    expect(run).toMatchObject({ status: 0, err: '' });
    expect(run.out).toBe(expected(now, Number(days)));
    expect(run.out.split('\n').length).toBeGreaterThan(1);
  });

  it('prints cron lines with --cron, and takes SITE_NOW when --now is not given', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/schedule.mjs', t.root, '--cron'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, SITE_NOW: '2000-01-05T12:00:00+09:00' },
    });
    expect(run.stdout.trim()).toBe(expected('2000-01-05T12:00:00+09:00', 30, true));
    expect(run.stdout).toMatch(/^30 16 8 1 \* {2}# 2000\.01\.09（日）01:30（土曜 25:30） JST 第2話/m);
  });

  it('says what is wrong with the content, as the check does', () => {
    t.write('news/2000-01-09-bad.md', '---\ntitle: 壊れた記事\ndate: 2000-01-09 24:00\ncategory: info\n---\n');
    try {
      const run = schedule('--now', '2000-01-05T12:00:00+09:00');
      expect(run.status).toBe(1);
      expect(run.err).toContain('content/news/2000-01-09-bad.md 3行目「日付（date）」');
    } finally {
      t.remove('news/2000-01-09-bad.md');
    }
  });

  it.each([
    [['--days', '0'], '--days は 1〜366 の整数で指定してください: 0'],
    [['--now', '2000-01-05 12:00'], '--now（または SITE_NOW）は 2026-11-28T12:00:00+09:00 のように時差付きで指定してください'],
    [['--from', '2000-01-05'], 'この指定は使えません（'],
    [['--days'], '指定が正しくありません（'],
  ])('refuses %j in Japanese', (args, message) => {
    const run = schedule(...args);
    expect(run.status).toBe(1);
    expect(run.err).toContain(message);
    if (!message.startsWith('--')) expect(run.err).toContain('使い方: npm run schedule');
  });

  it('warns, and never fails, when the publishing workflow would bill a month over the budget', () => {
    const busy = makeTempContent();
    try {
      // An article at noon every day of a month: a run and a build for each, more than the budget.
      for (let day = 1; day <= 28; day += 1) {
        const date = `2000-02-${String(day).padStart(2, '0')}`;
        busy.write(`news/${date}-busy.md`, `---\ntitle: 毎日の記事 ${day}\ndate: ${date} 12:00\ncategory: info\n---\n本文\n`);
      }
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/schedule.mjs', busy.root, '--now', '2000-01-31T12:00:00+09:00'], { cwd: root, encoding: 'utf8', env: { ...process.env, SITE_NOW: '' } });
      expect({ status: run.status, err: run.stderr }).toEqual({ status: 0, err: '' });
      expect(run.stdout).toMatch(/GitHub Actions の見積もり: いちばん多い月（2000-02）で約 [\d,]+ 分/);
      expect(run.stdout).toContain(`⚠ 目安の ${MINUTES_BUDGET.toLocaleString('en-US')} 分（無料枠の半分）を超えます`);
    } finally {
      busy.cleanup();
    }
  });

  it.each([
    [MINUTES_BUDGET, false],
    [MINUTES_BUDGET + 1, true],
  ])('says the busiest month\'s minutes, with a warning over the budget (%i minutes: %s)', (minutes, warns) => {
    const notice = minutesNotice({ month: '2026-10', minutes });
    expect(notice).toContain(`2026-10）で約 ${minutes.toLocaleString('en-US')} 分`);
    expect(notice.includes('⚠')).toBe(warns);
  });

  it('says how to use it with --help, and does nothing else', () => {
    const run = schedule('--help');
    expect(run).toMatchObject({ status: 0, err: '' });
    expect(run.out).toMatch(/^使い方: npm run schedule/);
    for (const option of ['--now', '--days', '--cron']) expect(run.out).toContain(option);
  });

  it('writes the workflow’s lines for the changes ahead with --workflow, and leaves the rest of the file as it was', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schedule-workflow-'));
    try {
      const file = path.join(dir, '.github', 'workflows', 'deploy.yml');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const before = ['on:', '  schedule:', "    - cron: '17 20 * * *'", '    # publish-times: begin (npm run schedule -- --workflow)', '    # publish-times: end', 'jobs: {}', ''].join('\n');
      fs.writeFileSync(file, before);
      const now = '2000-01-05T12:00:00+09:00';
      // Run where the workflow is, as a fan group runs it from their repository.
      const tsx = pathToFileURL(path.join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
      const run = spawnSync(process.execPath, ['--import', tsx, path.join(root, 'scripts', 'schedule.mjs'), t.root, '--workflow', '--now', now], { cwd: dir, encoding: 'utf8' });
      expect(run).toMatchObject({ status: 0, stderr: '' });
      const after = fs.readFileSync(file, 'utf8');
      expect(after.startsWith(before.split('    # publish-times: begin')[0])).toBe(true);
      expect(after.endsWith('jobs: {}\n')).toBe(true);
      const instants = getSiteChanges(createContentContext(t.root, { buildInstant: now })).map((c) => c.at);
      expect(instants.filter((i) => Date.parse(i) > Date.parse(now)).length).toBeGreaterThan(0);
      expect(uncoveredChanges(workflowCrons(after), instants, Date.parse(now), 366)).toEqual([]);
      expect(uncoveredChanges(workflowCrons(before), instants, Date.parse(now), 366).length).toBeGreaterThan(0);
      // What it says it wrote is what the block's header counts.
      const header = /に作成: (\d+) 行/.exec(after)?.[1];
      expect(header).toBeDefined();
      expect(run.stdout).toContain(`変化の時刻に公開する ${header} 行`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
