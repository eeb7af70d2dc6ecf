/** @jest-environment node */
import {
  CRON_BLOCK_BEGIN,
  CRON_BLOCK_END,
  INACTIVE_DISABLE_DAYS,
  INACTIVE_WARN_DAYS,
  PUBLISH_TIMING,
  firesAt,
  firstFiring,
  inactivityNotice,
  parseCron,
  planRun,
  publishFirings,
  replaceCronBlock,
  uncoveredChanges,
  waitMs,
  workflowCrons,
} from './publishPlan.mjs';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const t = (iso: string) => Date.parse(iso);

describe('planRun', () => {
  const live = { shows: '2030-04-06T12:00:00+09:00', commit: 'c1', upcoming: ['2030-04-07T01:30:00+09:00', '2030-04-07T02:00:00+09:00', '2030-04-10T00:00:00+09:00'] };

  it.each([
    ['nothing due within the window', '2030-04-06T20:00:00+09:00', 'schedule', live, []],
    ['a change within the window: built as of it, deployed at it', '2030-04-07T00:50:00+09:00', 'schedule', live, [['2030-04-07T01:30:00+09:00', '2030-04-07T01:30:00+09:00']]],
    ['two within the window: each at its own time', '2030-04-07T01:15:00+09:00', 'schedule', live, [['2030-04-07T01:30:00+09:00', '2030-04-07T01:30:00+09:00'], ['2030-04-07T02:00:00+09:00', '2030-04-07T02:00:00+09:00']]],
    ['a change already due that the site does not show: built now, deployed at once', '2030-04-07T01:40:00+09:00', 'schedule', live, [['2030-04-06T16:40:00.000Z', '2030-04-06T16:40:00.000Z'], ['2030-04-07T02:00:00+09:00', '2030-04-07T02:00:00+09:00']]],
    ['a push: built now', '2030-04-06T20:00:00+09:00', 'push', live, [['2030-04-06T11:00:00.000Z', '2030-04-06T11:00:00.000Z']]],
    ['a manual run: built now', '2030-04-06T20:00:00+09:00', 'workflow_dispatch', live, [['2030-04-06T11:00:00.000Z', '2030-04-06T11:00:00.000Z']]],
    ['a site built from another commit: built now', '2030-04-06T20:00:00+09:00', 'schedule', { ...live, commit: 'c0' }, [['2030-04-06T11:00:00.000Z', '2030-04-06T11:00:00.000Z']]],
    ['a site that cannot be read: built now', '2030-04-06T20:00:00+09:00', 'schedule', null, [['2030-04-06T11:00:00.000Z', '2030-04-06T11:00:00.000Z']]],
  ])('%s', (_case, now, event, site, expected) => {
    const plan = planRun({ now: t(now), event, live: site, commit: 'c1' });
    expect(plan.map((p) => [p.siteNow, p.at])).toEqual(expected);
    for (const p of plan) expect(t(p.at)).toBeGreaterThanOrEqual(t(p.siteNow));
  });
});

describe('publishFirings', () => {
  it.each([
    ['midnight in Japan', '2030-04-10T00:00:00+09:00'],
    ['a late-night broadcast', '2030-04-07T01:30:00+09:00'],
    ['a change at :05 past', '2030-04-07T12:05:00+09:00'],
    ['a change at :50 past', '2030-04-07T12:50:00+09:00'],
  ])('fires twice before %s, early enough for a start half an hour late, never at the top of the hour', (_case, at) => {
    const fires = publishFirings([at], t(at) - DAY);
    expect(fires).toHaveLength(2);
    for (const f of fires) {
      const minute = new Date(f.at).getUTCMinutes();
      expect(minute >= 5 && minute < 55).toBe(true);
      expect(t(at) - f.at).toBeGreaterThanOrEqual(PUBLISH_TIMING.backupMinutes * MINUTE);
      expect(t(at) - f.at).toBeLessThanOrEqual(PUBLISH_TIMING.windowMinutes * MINUTE);
    }
  });

  it('leaves out changes past, and more than a year ahead (a cron line names no year)', () => {
    const now = t('2030-04-01T00:00:00Z');
    expect(publishFirings(['2030-03-31T00:00:00Z', '2031-04-01T00:00:00Z'], now)).toEqual([]);
  });
});

describe('the workflow block', () => {
  const workflow = ['on:', '  schedule:', "    - cron: '17 20 * * *'", `    ${CRON_BLOCK_BEGIN}`, "    - cron: '1 2 3 4 *'", `    ${CRON_BLOCK_END}`, 'jobs: {}', ''].join('\n');
  const changes = ['2030-04-07T01:30:00+09:00', '2030-04-10T00:00:00+09:00'];
  const now = t('2030-04-01T00:00:00+09:00');

  it('is replaced by lines for the changes ahead, and the lines cover them', () => {
    const text = replaceCronBlock(workflow, changes, now);
    expect(text.startsWith("on:\n  schedule:\n    - cron: '17 20 * * *'\n")).toBe(true);
    expect(text.endsWith('jobs: {}\n')).toBe(true);
    expect(workflowCrons(text)).not.toContain('1 2 3 4 *');
    expect(workflowCrons(text)).toHaveLength(1 + 4);
    expect(uncoveredChanges(workflowCrons(text), changes, now)).toEqual([]);
    expect(uncoveredChanges(workflowCrons(workflow), changes, now)).toEqual(changes);
  });

  it('is required', () => {
    expect(() => replaceCronBlock('on: {}\n', changes, now)).toThrow(/publish-times/);
  });
});

describe('inactivityNotice', () => {
  const last = '2030-01-01T00:00:00Z';
  it.each([
    [INACTIVE_WARN_DAYS - 1, false],
    [INACTIVE_WARN_DAYS, true],
    [INACTIVE_DISABLE_DAYS - 1, true],
  ])('after %i quiet days: warns %p', (days, warns) => {
    const notice = inactivityNotice(last, t(last) + days * DAY + MINUTE);
    expect(notice !== null).toBe(warns);
    if (notice) {
      expect(notice.idleDays).toBe(days);
      expect(notice.disabledFrom).toBe(new Date(t(last) + INACTIVE_DISABLE_DAYS * DAY).toISOString());
      expect(notice.body).toContain('docs/deploy.md');
    }
  });
});

describe('cron', () => {
  it.each([
    ['*/15 * * * *', '2030-04-06T16:30:00Z', true],
    ['*/15 * * * *', '2030-04-06T16:31:00Z', false],
    ['30 16 6 4 *', '2030-04-06T16:30:00Z', true],
    ['30 16 6 4 *', '2030-04-07T16:30:00Z', false],
    ['0 15 * * 6', '2030-04-06T15:00:00Z', true],
    ['0 15 * * 0', '2030-04-06T15:00:00Z', false],
  ])('%s fires at %s: %p', (line, at, expected) => {
    expect(firesAt(parseCron(line), t(at))).toBe(expected);
    expect(firstFiring([parseCron(line)], t(at), 0) !== null).toBe(expected);
  });

  it.each(['* * * *', '60 * * * *', '* 24 * * *', '*/0 * * * *', 'a * * * *'])('refuses %j', (line) => {
    expect(() => parseCron(line)).toThrow();
  });
});

it('waits until the instant, and not at all once it has passed', () => {
  expect(waitMs('2030-04-07T01:30:00+09:00', t('2030-04-07T01:29:00+09:00'))).toBe(MINUTE);
  expect(waitMs('2030-04-07T01:30:00+09:00', t('2030-04-07T01:31:00+09:00'))).toBe(0);
});
