import { MENU_SECTIONS } from './sections';
import { resolveShape } from './sections/shape';
import { site } from './site';
import { type PageMenuEntry, buildMenu, isCurrentSection } from './menu';

const menuItems = buildMenu(resolveShape(undefined), []);

const byLabel = (label: string) => {
  const item = menuItems.find((i) => i.label === label);
  if (!item) throw new Error(label);
  return item;
};

describe('buildMenu', () => {
  it('lists, without sections in site.json, every section of the registry in its order, the X account last in a new tab', () => {
    const sections = MENU_SECTIONS.map((s) => [s.menu.label, s.path, s.menu.image, false]);
    expect(sections.length).toBeGreaterThan(0);
    expect(menuItems.map((i) => [i.label, i.path, i.image, i.newTab])).toEqual([...sections, ['Twitter', site.xAccountUrl, '/images/menu/x.png', true]]);
  });

  const about: PageMenuEntry = { slug: 'about', path: '/about/', label: 'ABOUT', labelJa: 'このサイトについて' };

  it.each([
    ['a page listed and published', [{ page: 'about' }], [about], [['ABOUT', '/about/', null]]],
    ['a page with its own image', [{ page: 'about' }], [{ ...about, image: '/images/menu/about.png' }], [['ABOUT', '/about/', '/images/menu/about.png']]],
    ['the image site.json gives a page', [{ page: 'about', image: '/images/menu/a.png' }], [about], [['ABOUT', '/about/', '/images/menu/a.png']]],
    ['a page listed, not published yet', [{ page: 'about' }], [], []],
    ['a page published, not listed', [{ section: 'news' }], [about], [['NEWS', '/news/', '/images/menu/news.png']]],
    ['pages and sections in the order written', [{ page: 'about' }, { section: 'news', label: 'INFO' }], [about], [['ABOUT', '/about/', null], ['INFO', '/news/', null]]],
  ])('%s', (_, sections, pages, expected) => {
    const items = buildMenu(resolveShape(sections), pages);
    expect(items.slice(0, -1).map((i) => [i.label, i.path, i.image])).toEqual(expected);
    expect(items.at(-1)?.newTab).toBe(true);
  });
});

describe('menu wording', () => {
  it('names the X account as site.json does (「公式X」 is a series\' own claim, not the kit\'s)', () => {
    jest.isolateModules(() => {
      jest.doMock('./site', () => {
        const actual = jest.requireActual<typeof import('./site')>('./site');
        return { ...actual, site: { ...actual.site, xAccountLabel: 'X' } };
      });
      const { X_MENU_ITEM } = jest.requireActual<typeof import('./menu')>('./menu');
      expect(X_MENU_ITEM.labelJa).toBe('Xアカウント');
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
