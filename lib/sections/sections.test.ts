import { ROOTED_SECTIONS, SECTIONS } from '.';
import { discPath } from './disc';
import { memberPath } from './member';
import { newsPath } from './news';
import { storyPath } from './story';

describe('page paths', () => {
  it.each([
    [newsPath, '2026-10-03-onair-start', '/news/2026-10-03-onair-start/'],
    [storyPath, '03', '/story/03/'],
    [memberPath, 'hana', '/member/hana/'],
    [discPath, 'vol1', '/disc/vol1/'],
  ])('%p(%s) is %s, below its section', (pathOf, slug, expected) => {
    expect(pathOf(slug)).toBe(expected);
    expect(ROOTED_SECTIONS.some((section) => section.path !== '/' && expected.startsWith(section.path))).toBe(true);
  });
});

describe('SECTIONS', () => {
  it('names each section and each top page once, with a trailing slash', () => {
    expect(new Set(SECTIONS.map((s) => s.name)).size).toBe(SECTIONS.length);
    expect(new Set(ROOTED_SECTIONS.map((s) => s.path)).size).toBe(ROOTED_SECTIONS.length);
    for (const section of ROOTED_SECTIONS) expect(section.path).toMatch(/^\/([a-z]+\/)?$/);
  });
});
