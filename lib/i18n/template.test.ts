import { fillTemplate, templateParts } from './template';

describe('catalogue templates', () => {
  it('fills named slots, leaving an unknown one as written', () => {
    expect(fillTemplate('{title}｜ニュース', { title: 'A' })).toBe('A｜ニュース');
    expect(fillTemplate('Page {page} of {total}', { page: 2 })).toBe('Page 2 of {total}');
  });

  it('does not fill a slot inside a value', () => {
    expect(fillTemplate('{query}!', { query: '{query}' })).toBe('{query}!');
  });

  it('splits a template into the pieces JSX would render', () => {
    expect(templateParts('全{total}件中 {first}〜{last}件', { total: 28, first: 1, last: 10 })).toEqual(['全', 28, '件中 ', 1, '〜', 10, '件']);
    expect(templateParts('{first}–{last} of {total}', { total: 28, first: 1, last: 10 })).toEqual([1, '–', 10, ' of ', 28]);
  });

  it.each([
    ['{label}一覧', { label: 'メンバー' }, ['メンバー', '一覧']],
    ['{n}cm', { n: 157 }, [157, 'cm']],
    ['「{quote}」', { quote: 'はい' }, ['「', 'はい', '」']],
    ['All characters', { label: 'x' }, ['All characters']],
    ['{unknown} stays', {}, ['{unknown}', ' stays']],
  ])('splits %s', (template, values, parts) => {
    expect(templateParts(template, values)).toEqual(parts);
  });
});
