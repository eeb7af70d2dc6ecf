/** @jest-environment node */
import { buildId } from './buildId.cjs';

/** A stand-in for git answering `status --porcelain` and `rev-parse HEAD`. */
const git = (status: string, head = '0123456789abcdef0123456789abcdef01234567\n') => (args: string[]) => {
  if (args[0] === 'status') return status;
  if (args[0] === 'rev-parse') return head;
  throw new Error(`unexpected git ${args.join(' ')}`);
};

describe('buildId', () => {
  it.each([
    ['a clean checkout: its commit, so rebuilding it writes the same files', {}, git(''), '0123456789abcdef0123456789abcdef01234567'],
    ['uncommitted changes: none (Next draws a random one), so other code never shares an id', {}, git(' M pages/index.tsx\n'), null],
    ['an untracked file counts as a change', {}, git('?? content/news/new.md\n'), null],
    ['SITE_BUILD_ID pins it, even outside git', { SITE_BUILD_ID: ' e2e ' }, git(' M x\n'), 'e2e'],
    [
      'not a git checkout: none',
      {},
      () => {
        throw new Error('not a git repository');
      },
      null,
    ],
  ])('%s', (_case, env, run, expected) => {
    expect(buildId('/repo', env, run)).toBe(expected);
  });
});
