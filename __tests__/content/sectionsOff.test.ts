/** @jest-environment node */
// A series with a section off (site.json `sections` without it): its files are neither required nor read, and the
// check's summary says which sections are off.
import fs from 'node:fs';
import path from 'node:path';
import { checkContent, checkContentWarnings, contentSummary, listContentFiles } from '../../lib/content/check';
import { getSiteChanges } from '../../lib/content/clock';
import { createContentContext } from '../../lib/content/context';
import { getDiscs } from '../../lib/sections/disc/content';
import { scheduleReport } from '../../lib/clock';
import { discPath, disc } from '../../lib/sections/disc';
import { withholdImages } from '../../pipeline/withheldImages';
import { withWorks } from '../helpers/moreWorks';
import { SECTION_FILES, contentSections } from '../../lib/sections/registry';
import { MENU_SECTIONS, type MenuSectionName } from '../../lib/sections';
import site from '../../lib/content/__fixtures__/base/site.json';
import { type TempContent, makeTempContent } from '../../lib/content/__fixtures__/tempContent';

// Every section of the registry but DISC, whichever others it has.
const ALL_BUT_DISC = MENU_SECTIONS.filter((section) => section.name !== 'disc').map((section) => ({ section: section.name }));

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
      expect(contentSummary(t.ctx)).toContain('表示しないセクション（site.json の sections にないもの）: DISC（ディスク）');
      // Its files unread, the one URL known is its root.
      expect(contentSummary(t.ctx)).toContain('  DISC（ディスク）: site.json の sections に disc がないため、次の URL（1 件）はサイトにありません: /disc/');
    });
  });

  it('lists, in the summary, every URL it would have had and why, and the images only it uses', () => {
    withSections(ALL_BUT_DISC, () => undefined, (t) => {
      // Read as if on, for the test's expectations: the pages its volumes would have.
      const volumes = getDiscs(t.ctx).volumes;
      const urls = [disc.path, ...volumes.map((v) => discPath(v.id))];
      const jackets = volumes.map((v) => v.jacket.src);
      expect(contentSummary(t.ctx).slice(-3)).toEqual([
        '表示しないセクション（site.json の sections にないもの）: DISC（ディスク）',
        `  DISC（ディスク）: site.json の sections に disc がないため、次の URL（${urls.length} 件）はサイトにありません: ${urls.join('、')}`,
        `  DISC（ディスク）: このセクションだけが使う画像 ${jackets.length + 1} 枚は公開しません（public/ のファイルはそのまま）: ${[...jackets, disc.menu.image].sort().join('、')}`,
      ]);
    });
  });

  it('has none of its images published, but those something shown uses too, and no warning calls them copied', () => {
    withSections(ALL_BUT_DISC, () => undefined, (t) => {
      const jacket = getDiscs(t.ctx).volumes[0].jacket.src;
      const lines: string[] = [];
      expect([...withholdImages(t.ctx, (line) => lines.push(line))].sort()).toEqual([jacket, disc.menu.image].sort());
      expect(lines.join('\n')).toContain('表示しないセクション disc だけが使う画像');
      expect(checkContentWarnings(t.ctx).map((w) => w.file)).not.toContain(`public${jacket}`);
    });
    withSections(ALL_BUT_DISC, (t) => t.edit('news/2000-01-01-first.md', (text) => text.replace(/^image: .*$/m, 'image: /images/disc/vol1.png')), (t) => {
      expect([...withholdImages(t.ctx, () => undefined)]).toEqual([disc.menu.image]);
    });
  });

  it('is named in no line of `npm run schedule`, a work’s switch included', () => {
    withWorks(
      (t) => t.write('site.json', JSON.stringify({ ...site, sections: ALL_BUT_DISC }, null, 2)),
      (t, added) => {
        const now = new Date(Date.parse(added.season.fromInstant) - 24 * 60 * 60 * 1000).toISOString();
        const report = scheduleReport(getSiteChanges(createContentContext(t.root, { buildInstant: now })), now, 366);
        expect(report).toContain(`「${added.season.label}」がいまの作品に: トップページと STORY・ONAIR・MUSIC の一覧が`);
        expect(report).not.toMatch(/DISC|ディスク/);
      },
    );
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
