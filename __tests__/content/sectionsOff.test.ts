/** @jest-environment node */
// A series with a section off (site.json `sections` without it): its files are neither required nor read, and the
// check's summary says which sections are off.
import { checkContent, contentSummary } from '../../lib/content/check';
import site from '../../lib/content/__fixtures__/base/site.json';
import { type TempContent, makeTempContent } from '../../lib/content/__fixtures__/tempContent';

const ALL_BUT_DISC = ['news', 'story', 'onair', 'member', 'cast', 'music'].map((section) => ({ section }));

/** Runs `test` on a fresh copy of the base content whose site.json lists `sections`, changed by `change`. */
function withSections(sections: object[] | undefined, change: (t: TempContent) => void, test: (t: TempContent) => void): void {
  const t = makeTempContent();
  try {
    if (sections) t.write('site.json', JSON.stringify({ ...site, sections }, null, 2));
    change(t);
    test(t);
  } finally {
    t.cleanup();
  }
}

describe('a section that is off', () => {
  it.each([
    ['without its file', (t: TempContent) => t.remove('discs.yaml')],
    ['with its file broken (a draft waiting there)', (t: TempContent) => t.write('discs.yaml', 'volumes: [')],
  ])('passes the check %s, and the summary says it is off', (_, change) => {
    withSections(ALL_BUT_DISC, change, (t) => {
      expect(checkContent(t.ctx)).toEqual([]);
      expect(contentSummary(t.ctx).at(-1)).toBe('表示しないセクション（site.json の sections にないもの）: DISC（ディスク）');
    });
  });

  it('is required while it is on, and the summary names no section off', () => {
    withSections(undefined, () => undefined, (t) => {
      expect(contentSummary(t.ctx).some((line) => line.startsWith('表示しないセクション'))).toBe(false);
    });
    withSections(undefined, (t) => t.remove('discs.yaml'), (t) => {
      expect(checkContent(t.ctx).map((i) => i.file)).toContain('content/discs.yaml');
    });
  });
});
