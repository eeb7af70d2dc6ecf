import { MENU_SECTIONS } from '.';
import { type RawSectionEntry } from '../site';
import { type ShapeEntry, isOn, labelsIn, resolveShape } from './shape';

const names = (shape: readonly ShapeEntry[]) => shape.map((e) => (e.kind === 'section' ? e.name : `page:${e.slug}`));

describe('resolveShape', () => {
  it('has every section with a menu entry, as the registry names and draws it, without sections', () => {
    const shape = resolveShape(undefined);
    expect(names(shape)).toEqual(MENU_SECTIONS.map((s) => s.name));
    for (const [i, section] of MENU_SECTIONS.entries()) {
      expect(shape[i]).toMatchObject({ path: section.path, label: section.menu.label, labelJa: section.menu.labelJa, image: section.menu.image });
    }
  });

  it.each<[string, RawSectionEntry[], string[]]>([
    ['an empty list: no section', [], []],
    ['only those listed, in the order written', [{ section: 'music' }, { section: 'news' }], ['music', 'news']],
    ['a written page among them', [{ section: 'story' }, { page: 'about' }], ['story', 'page:about']],
    // What the content check refuses is skipped, so a broken site.json cannot break the shell before the check speaks.
    // A name no section has (not one a section added later could take).
    ['an unknown name skipped', [{ section: 'no-such-section' }, { section: 'news' }], ['news']],
    ['the top page skipped (always on)', [{ section: 'home' }, { section: 'news' }], ['news']],
    ['a second mention skipped', [{ section: 'news' }, { section: 'story' }, { section: 'news' }], ['news', 'story']],
    ['an entry with both section and page skipped', [{ section: 'news', page: 'about' }, { section: 'story' }], ['story']],
    ['an entry with neither skipped', [{ label: 'X' }, { section: 'story' }], ['story']],
  ])('%s', (_, entries, expected) => {
    expect(names(resolveShape(entries))).toEqual(expected);
  });

  it.each<[string, RawSectionEntry, { label: string; labelJa: string; image: string | null }]>([
    ['as the registry has it', { section: 'member' }, { label: 'MEMBER', labelJa: 'メンバー', image: '/images/menu/member.png' }],
    ['renamed: text, since the image shows the old name', { section: 'member', label: 'CHARACTER', labelJa: 'キャラクター' }, { label: 'CHARACTER', labelJa: 'キャラクター', image: null }],
    ['renamed in Japanese only: text too', { section: 'member', labelJa: 'キャラクター' }, { label: 'MEMBER', labelJa: 'キャラクター', image: null }],
    ['renamed with its own image', { section: 'member', label: 'CHARACTER', image: '/images/menu/character.png' }, { label: 'CHARACTER', labelJa: 'メンバー', image: '/images/menu/character.png' }],
  ])('draws a section %s', (_, entry, expected) => {
    expect(resolveShape([entry])[0]).toMatchObject({ path: '/member/', ...expected });
  });
});

describe('isOn', () => {
  const shape = resolveShape([{ section: 'news' }]);
  it.each([
    ['news', true],
    ['disc', false],
    ['home', true],
  ] as const)('%s → %s', (name, expected) => {
    expect(isOn(shape, name)).toBe(expected);
  });
});

describe('labelsIn', () => {
  it.each<[string, RawSectionEntry[], { label?: string; labelJa?: string }, { label: string; labelJa: string }]>([
    ['the registry\'s names', [{ section: 'onair' }], {}, { label: 'ONAIR', labelJa: '放送・配信情報' }],
    ['the page\'s own form of them', [{ section: 'onair' }], { label: 'ON AIR' }, { label: 'ON AIR', labelJa: '放送・配信情報' }],
    ['the names written, over the page\'s form', [{ section: 'onair', label: 'BROADCAST' }], { label: 'ON AIR' }, { label: 'BROADCAST', labelJa: '放送・配信情報' }],
    ['a Japanese name written alone', [{ section: 'onair', labelJa: '放送' }], { label: 'ON AIR' }, { label: 'ON AIR', labelJa: '放送' }],
  ])('%s', (_, entries, pageForm, expected) => {
    expect(labelsIn(resolveShape(entries), 'onair', pageForm)).toMatchObject(expected);
  });
});
