/** @jest-environment node */
// A series with a section off (site.json `sections` without it): its files are neither required nor read, and the
// check's summary says which sections are off.
import fs from 'node:fs';
import path from 'node:path';
import { checkContent, contentSummary, listContentFiles } from '../../lib/content/check';
import { SECTION_FILES, contentSections } from '../../lib/content/sections';
import { MENU_SECTIONS, type MenuSectionName } from '../../lib/sections';
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

  // Whichever section a series turns off, the others need none of its files, but those a section on reads (the air
  // times of the episodes come from the stations, the cast's characters from the members, a disc's codes are checked
  // against the music's).
  it.each<[MenuSectionName, string[]]>([
    ['news', []],
    ['story', []],
    ['onair', ['content/onair.yaml']],
    ['member', ['content/members.yaml']],
    ['cast', []],
    ['music', ['content/music.yaml']],
    ['disc', []],
  ])('%s off and its files removed: the check asks for %j', (name, required) => {
    const others = MENU_SECTIONS.filter((s) => s.name !== name).map((s) => ({ section: s.name }));
    withSections(others, (t) => {
      const own = SECTION_FILES.filter((f) => !contentSections(t.ctx).some((s) => s.files.includes(f))).map((f) => f.pattern);
      for (const rel of listContentFiles(t.ctx)) if (own.some((p) => p.test(rel))) fs.rmSync(path.join(t.ctx.contentDir, rel));
    }, (t) => {
      expect([...new Set(checkContent(t.ctx).map((i) => `${i.file} ${i.message}`))]).toEqual(required.map((file) => `${file} このファイルがありません。作ってください`));
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
