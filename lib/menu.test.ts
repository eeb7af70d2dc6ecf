import { SECTIONS } from './sections';
import { site } from './site';
import { isCurrentSection, menuItems } from './menu';

const byLabel = (label: string) => {
  const item = menuItems.find((i) => i.label === label);
  if (!item) throw new Error(label);
  return item;
};

describe('menuItems', () => {
  it('lists every section of the registry with a menu entry, in its order, the X account last in a new tab', () => {
    const sections = SECTIONS.flatMap((s) => ('menu' in s ? [[s.menu.label, s.path, false]] : []));
    expect(sections.length).toBeGreaterThan(0);
    expect(menuItems.map((i) => [i.label, i.path, i.newTab])).toEqual([...sections, ['Twitter', site.xAccountUrl, true]]);
  });
});

describe('menu wording', () => {
  it('names the X account as site.json does (「公式X」 is a series\' own claim, not the kit\'s)', () => {
    jest.isolateModules(() => {
      jest.doMock('./site', () => {
        const actual = jest.requireActual<typeof import('./site')>('./site');
        return { ...actual, site: { ...actual.site, xAccountLabel: 'X' } };
      });
      const { menuItems: items } = jest.requireActual<typeof import('./menu')>('./menu');
      expect(items.find((i) => i.label === 'Twitter')?.labelJa).toBe('Xアカウント');
    });
  });

  it('names the DISC section without a format a series may not sell', () => {
    expect(byLabel('DISC').labelJa).not.toMatch(/Blu-ray|ブルーレイ|DVD/);
  });
});

describe('isCurrentSection', () => {
  it.each([
    ['NEWS', '/news/', true],
    ['NEWS', '/news', true],
    ['NEWS', '/news/page/2/', true],
    ['NEWS', '/news/2026-10-01-pv/?utm=x#top', true],
    ['NEWS', '/', false],
    ['NEWS', '/newsletter/', false],
    ['STORY', '/story/03/', true],
    ['STORY', '/news/', false],
    ['Twitter', '/', false],
  ])('%s on %s → %s', (label, path, expected) => {
    expect(isCurrentSection(byLabel(label), path)).toBe(expected);
  });
});
