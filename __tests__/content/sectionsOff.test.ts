/** @jest-environment node */
// A series with a section off (site.json `sections` without it): its files are neither required nor read, and the
// check's summary says which sections are off. The shape is read where lib/site.ts reads site.json, so it is mocked.
import site from '../../lib/content/__fixtures__/base/site.json';
import { makeTempContent } from '../../lib/content/__fixtures__/tempContent';

type Check = typeof import('../../lib/content/check');

/** lib/content/check.ts as it runs for a series whose site.json lists `sections`. */
function checkWithSections(sections: object[] | undefined): Check {
  let check: Check | undefined;
  jest.isolateModules(() => {
    jest.doMock('../../content/site.json', () => ({ ...site, ...(sections && { sections }) }));
    check = jest.requireActual<Check>('../../lib/content/check');
  });
  return check!;
}

const ALL_BUT_DISC = ['news', 'story', 'onair', 'member', 'cast', 'music'].map((section) => ({ section }));

describe('a section that is off', () => {
  afterEach(() => jest.dontMock('../../content/site.json'));

  it.each([
    ['without its file', (t: ReturnType<typeof makeTempContent>) => t.remove('discs.yaml')],
    ['with its file broken (a draft waiting there)', (t: ReturnType<typeof makeTempContent>) => t.write('discs.yaml', 'volumes: [')],
  ])('passes the check %s', (_, change) => {
    const { checkContent, contentSummary } = checkWithSections(ALL_BUT_DISC);
    const t = makeTempContent();
    try {
      change(t);
      expect(checkContent(t.ctx)).toEqual([]);
      expect(contentSummary(t.ctx).at(-1)).toBe('表示しないセクション（site.json の sections にないもの）: DISC（ディスク）');
    } finally {
      t.cleanup();
    }
  });

  it('is required while it is on', () => {
    const { checkContent, contentSummary } = checkWithSections(undefined);
    const whole = makeTempContent();
    const t = makeTempContent();
    try {
      expect(contentSummary(whole.ctx).some((line) => line.startsWith('表示しないセクション'))).toBe(false);
      t.remove('discs.yaml');
      expect(checkContent(t.ctx).map((i) => i.file)).toContain('content/discs.yaml');
    } finally {
      whole.cleanup();
      t.cleanup();
    }
  });
});
