/** @jest-environment node */
import { fill, fillParts } from './fill';

describe('fillParts', () => {
  it.each([
    ['{label}一覧', { label: 'メンバー' }, ['メンバー', '一覧']],
    ['{n}cm', { n: 157 }, [157, 'cm']],
    ['「{quote}」', { quote: 'はい' }, ['「', 'はい', '」']],
    ['All characters', { label: 'x' }, ['All characters']],
    ['{unknown} stays', {}, ['{unknown}', ' stays']],
  ])('%s', (template, values, parts) => {
    expect(fillParts(template, values)).toEqual(parts);
  });

  it('fills a string', () => {
    expect(fill('{name} (CV: {cv})', { name: 'A', cv: 'B' })).toBe('A (CV: B)');
  });
});
