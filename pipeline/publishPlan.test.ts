/** @jest-environment node */
import {
  CRON_BLOCK_BEGIN,
  CRON_BLOCK_END,
  INACTIVE_DISABLE_DAYS,
  INACTIVE_WARN_DAYS,
  MAX_BUILDS,
  MAX_UPCOMING,
  PUBLISH_TIMING,
  deployDecision,
  firesAt,
  firstFiring,
  jst,
  inactivityNotice,
  parseCron,
  parseInstant,
  parseSiteVersion,
  planRun,
  publicRepositoryNotice,
  publishFirings,
  replaceCronBlock,
  scheduleSetupNotice,
  summaryText,
  uncoveredChanges,
  waitMs,
  workflowCrons,
} from './publishPlan.mjs';

import { formatJstMinute, toEpochMs } from '../lib/format';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const t = (iso: string) => Date.parse(iso);

/** A live site as parseSiteVersion gives it. */
const site = (shows: string, upcoming: string[] = [], more: { commit?: string | null; hash?: string | null; refused?: string[] } = {}) => ({
  shows: new Date(t(shows)).toISOString(),
  commit: 'c1',
  hash: null,
  upcoming: upcoming.map((u) => new Date(t(u)).toISOString()),
  refused: [],
  ...more,
});
const z = (iso: string) => new Date(t(iso)).toISOString();

describe('planRun', () => {
  const live = site('2030-04-06T12:00:00+09:00', ['2030-04-07T01:30:00+09:00', '2030-04-07T02:00:00+09:00', '2030-04-10T00:00:00+09:00']);

  it.each([
    ['nothing due within the window', '2030-04-06T20:00:00+09:00', 'schedule', live, []],
    ['a change within the window: built as of it, deployed at it', '2030-04-07T00:50:00+09:00', 'schedule', live, [['2030-04-07T01:30:00+09:00', '2030-04-07T01:30:00+09:00']]],
    ['two within the window: each at its own time', '2030-04-07T01:15:00+09:00', 'schedule', live, [['2030-04-07T01:30:00+09:00', '2030-04-07T01:30:00+09:00'], ['2030-04-07T02:00:00+09:00', '2030-04-07T02:00:00+09:00']]],
    ['a change already due that the site does not show: built now, deployed at once', '2030-04-07T01:40:00+09:00', 'schedule', live, [['2030-04-07T01:40:00+09:00', '2030-04-07T01:40:00+09:00'], ['2030-04-07T02:00:00+09:00', '2030-04-07T02:00:00+09:00']]],
    ['a push: built now', '2030-04-06T20:00:00+09:00', 'push', live, [['2030-04-06T20:00:00+09:00', '2030-04-06T20:00:00+09:00']]],
    ['a push just before two changes: now, then each change, in that order', '2030-04-07T01:25:00+09:00', 'push', live, [['2030-04-07T01:25:00+09:00', '2030-04-07T01:25:00+09:00'], ['2030-04-07T01:30:00+09:00', '2030-04-07T01:30:00+09:00'], ['2030-04-07T02:00:00+09:00', '2030-04-07T02:00:00+09:00']]],
    ['a manual run: built now', '2030-04-06T20:00:00+09:00', 'workflow_dispatch', live, [['2030-04-06T20:00:00+09:00', '2030-04-06T20:00:00+09:00']]],
    ['a site built from another commit: built now', '2030-04-06T20:00:00+09:00', 'schedule', { ...live, commit: 'c0' }, [['2030-04-06T20:00:00+09:00', '2030-04-06T20:00:00+09:00']]],
    ['a site whose answer had values left out: built now', '2030-04-06T20:00:00+09:00', 'schedule', { ...live, refused: ['commit'] }, [['2030-04-06T20:00:00+09:00', '2030-04-06T20:00:00+09:00']]],
    ['a site that cannot be read: built now', '2030-04-06T20:00:00+09:00', 'schedule', null, [['2030-04-06T20:00:00+09:00', '2030-04-06T20:00:00+09:00']]],
  ])('%s', (_case, now, event, liveSite, expected) => {
    const plan = planRun({ now: t(now), event, live: liveSite, commit: 'c1' });
    expect(plan.map((p) => [p.siteNow, p.at])).toEqual(expected.map(([siteNow, at]) => [z(siteNow), z(at)]));
    for (const p of plan) expect(t(p.at)).toBeGreaterThanOrEqual(t(p.siteNow));
    // Deploys follow the plan's order: each instant after the one before.
    for (let i = 1; i < plan.length; i++) expect(t(plan[i].at)).toBeGreaterThan(t(plan[i - 1].at));
  });

  it(`plans at most ${MAX_BUILDS} builds, the earliest, however many changes the window holds`, () => {
    const now = t('2030-04-07T01:00:00+09:00');
    const upcoming = Array.from({ length: 600 }, (_, i) => new Date(now + (i + 1) * 5_000).toISOString());
    const plan = planRun({ now, event: 'push', live: site('2030-04-06T12:00:00+09:00', upcoming), commit: 'c1' });
    expect(plan).toHaveLength(MAX_BUILDS);
    expect(plan.slice(1).map((p) => p.at)).toEqual(upcoming.slice(0, MAX_BUILDS - 1));
  });
});

describe('parseInstant', () => {
  it.each([
    ['2030-04-07T01:30:00+09:00', t('2030-04-06T16:30:00Z')],
    ['2030-04-07T01:30+09:00', t('2030-04-06T16:30:00Z')],
    ['2030-04-06T16:30:00.000Z', t('2030-04-06T16:30:00Z')],
    ['2028-02-29T00:00:00+09:00', t('2028-02-28T15:00:00Z')],
  ])('reads %j', (value, expected) => {
    expect(parseInstant(value)).toBe(expected);
  });

  it.each([
    ['no offset', '2030-04-07T01:30:00'],
    ['a space for the T', '2030-04-07 01:30:00+09:00'],
    ['a date alone', '2030-04-07'],
    ['what Date.parse reads leniently', 'Sun, 07 Apr 2030 01:30:00 GMT'],
    ['an impossible date', '2030-02-30T12:00:00+09:00'],
    ['hour 24', '2030-04-07T24:00:00+09:00'],
    ['an offset out of range', '2030-04-07T01:30:00+24:00'],
    ['a newline after it', '2030-04-07T01:30:00+09:00\n'],
    ['a number', 1901723400000],
    ['null', null],
  ])('refuses %s', (_case, value) => {
    expect(parseInstant(value)).toBeNull();
  });

  // The plan runs before anything is installed, so it cannot import lib/format.ts: it must read an instant as the build does.
  it.each([
    '2030-04-07T01:30:00+09:00', '2030-04-07T01:30+09:00', '2030-04-06T16:30:00.000Z', '2028-02-29T00:00:00+09:00',
    '2030-04-07T01:30:00', '2030-04-07', '2030-02-30T12:00:00+09:00', '2029-02-29T00:00:00+09:00', '2030-04-07T24:00:00+09:00',
    '2030-04-07T01:60:00+09:00', '2030-13-01T00:00:00+09:00', '2030-04-07T01:30:00+24:00', '2030-04-07T01:30:00+09:00\n',
  ])('reads %j as the build’s clock does', (value) => {
    const build = (() => {
      try {
        return toEpochMs(value);
      } catch {
        return null;
      }
    })();
    expect(parseInstant(value)).toBe(build);
  });
});

// Its Japan time is a copy of lib/format.ts's, for the same reason: it must name each minute as the schedule does.
it('writes an instant in Japan time as lib/format.ts does, at any minute of a year and across its turns', () => {
  const start = t('2026-12-31T14:00:00Z');
  for (let at = start - DAY; at < start + 366 * DAY; at += 97 * MINUTE + 13_000) {
    expect(jst(at)).toBe(formatJstMinute(at));
  }
});

describe('parseSiteVersion reads the live site as untrusted input', () => {
  const shows = '2030-04-06T12:00:00+09:00';
  const commit = 'a'.repeat(40);

  it('keeps a well-formed answer, instants as ISO in time order', () => {
    const hash = 'b'.repeat(64);
    expect(parseSiteVersion({ shows, commit, hash, upcoming: ['2030-04-07T02:00:00+09:00', '2030-04-07T01:30:00+09:00'] })).toEqual({
      shows: z(shows),
      commit,
      hash,
      upcoming: [z('2030-04-07T01:30:00+09:00'), z('2030-04-07T02:00:00+09:00')],
      refused: [],
    });
  });

  it.each([
    ['not an object', '"2030-04-06T12:00:00+09:00"'],
    ['an array', '[]'],
    ['no shows', '{"upcoming":[]}'],
    ['a lenient shows', '{"shows":"Sat, 06 Apr 2030 03:00:00 GMT"}'],
    ['an impossible shows', '{"shows":"2030-02-30T12:00:00+09:00"}'],
  ])('is unreadable with %s', (_case, json) => {
    expect(parseSiteVersion(JSON.parse(json))).toBeNull();
  });

  it.each([
    ['a commit with Markdown and HTML', { commit: '<img src=x onerror=alert(1)>[x](https://evil.example)' }, { commit: null }, ['commit']],
    ['a commit of the wrong length', { commit: 'abc123' }, { commit: null }, ['commit']],
    ['one instant written three ways', { upcoming: ['2030-04-07T01:30:00+09:00', '2030-04-07T01:30+09:00', '2030-04-06T16:30:00.000Z'] }, { upcoming: [z('2030-04-07T01:30:00+09:00')] }, []],
    ['a lenient instant', { upcoming: ['Sun, 07 Apr 2030 01:30:00 GMT', '2030-04-07T02:00:00+09:00'] }, { upcoming: [z('2030-04-07T02:00:00+09:00')] }, ['upcoming の時刻でない値 1 件']],
    ['an entry that is no instant', { upcoming: ['not a time', 42, null] }, { upcoming: [] }, ['upcoming の時刻でない値 3 件']],
    ['upcoming that is no list', { upcoming: '2030-04-07T01:30:00+09:00' }, { upcoming: [] }, ['upcoming']],
  ])('leaves out %s and says so', (_case, answer, expected, refused) => {
    const live = parseSiteVersion({ shows, commit, ...answer });
    expect(live).toMatchObject({ shows: z(shows), ...expected });
    expect(live?.refused).toEqual(refused);
  });

  it(`takes at most ${MAX_UPCOMING} instants, and says it left the rest out`, () => {
    const upcoming = Array.from({ length: 10_000 }, (_, i) => new Date(t('2030-04-07T00:00:00+09:00') + i * 60_000).toISOString());
    const live = parseSiteVersion({ shows, commit, upcoming });
    expect(live?.upcoming).toHaveLength(MAX_UPCOMING);
    expect(live?.refused).toEqual([`upcoming の ${MAX_UPCOMING} 件より後`]);
  });

  it('keeps only the instants after what the site shows', () => {
    expect(parseSiteVersion({ shows, upcoming: ['2030-04-06T11:00:00+09:00', shows, '2030-04-07T01:30:00+09:00'] })?.upcoming).toEqual([z('2030-04-07T01:30:00+09:00')]);
  });
});

describe('deployDecision', () => {
  const at = (shows: string, hash: string | null = null) => site(shows, [], { hash });
  it.each([
    ['the live site shows an earlier instant', true, at('2030-04-07T01:30:00+09:00', 'a'.repeat(64)), at('2030-04-07T02:00:00+09:00', 'b'.repeat(64))],
    ['the live site shows a later instant: never back', false, at('2030-04-07T02:00:00+09:00', 'a'.repeat(64)), at('2030-04-07T01:30:00+09:00', 'b'.repeat(64))],
    ['the same instant, the same files', false, at('2030-04-07T01:30:00+09:00', 'a'.repeat(64)), at('2030-04-07T01:30:00+09:00', 'a'.repeat(64))],
    ['the same instant, other files (a new commit)', true, at('2030-04-07T01:30:00+09:00', 'a'.repeat(64)), at('2030-04-07T01:30:00+09:00', 'b'.repeat(64))],
    ['the same instant, the live hash unknown', true, at('2030-04-07T01:30:00+09:00'), at('2030-04-07T01:30:00+09:00', 'b'.repeat(64))],
    ['the live site unreadable', true, null, at('2030-04-07T01:30:00+09:00')],
    ['the build unreadable', true, at('2030-04-07T01:30:00+09:00'), null],
  ])('%s: deploys %p', (_case, deploy, live, built) => {
    expect(deployDecision({ live, built }).deploy).toBe(deploy);
  });
});

it.each([
  ['HTML', '<img src=x onerror=alert(1)>', /<img/],
  ['a Markdown link', '[x](https://evil.example)', /\]\(/],
  ['emphasis and code', '**x** `y`', /\*\*|`/],
  ['a line break that starts a heading', 'a\n# b', /\n/],
])('summaryText writes %s as plain text', (_case, text, raw) => {
  expect(summaryText(text)).not.toMatch(raw);
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

describe('publicRepositoryNotice', () => {
  const now = t('2030-04-06T12:00:00+09:00');
  it.each([
    ['a public repository with a change ahead', 'false', ['2030-04-07T01:30:00+09:00'], true],
    ['a public repository with changes only past', 'false', ['2030-04-06T11:00:00+09:00'], false],
    ['a private repository', 'true', ['2030-04-07T01:30:00+09:00'], false],
    ['an event that does not say', undefined, ['2030-04-07T01:30:00+09:00'], false],
  ])('%s: warns %p', (_case, repositoryPrivate, upcoming, warns) => {
    const notice = publicRepositoryNotice({ repositoryPrivate, upcoming, now });
    expect(notice !== null).toBe(warns);
    if (notice) {
      expect(notice.body).toContain('2030-04-07 01:30 JST');
      expect(notice.body).toContain('docs/deploy.md');
    }
  });
});

describe('scheduleSetupNotice', () => {
  it.each([
    ['missing', 'SCHEDULE_TOKEN がない'],
    ['refused', '受け付けなかった'],
  ])('%s: names the secret, the rights it needs and where it is kept', (setup, why) => {
    const notice = scheduleSetupNotice(setup);
    expect(notice?.body).toContain(why);
    for (const part of ['Fine-grained tokens', 'Contents と Workflows を「Read and write」', 'Secrets and variables → Actions', 'docs/deploy.md']) expect(notice?.body).toContain(part);
  });

  it.each(['ok', '', undefined])('%p: nothing to say', (setup) => {
    expect(scheduleSetupNotice(setup)).toBeNull();
  });
});
