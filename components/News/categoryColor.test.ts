/** @jest-environment node */
// The chip classes are plain strings in TypeScript and global classes in Sass: nothing but this test notices when a
// colour token has no class, or the class sets another colour.
import { COLOR_TOKENS } from '../../lib/colorTokens';
import { compiledGlobalCss } from '../../styles/compileGlobalCss';
import { categoryChipClass, categoryColorClass } from './categoryColor';

const css = compiledGlobalCss();

it.each(COLOR_TOKENS)('the class of %s is defined globally and sets --category-color to its theme colour', (token) => {
  const colour = token === 'ink' ? 'text-black' : token;
  expect(css).toMatch(new RegExp(`(^|\\n)\\.${categoryColorClass(token)} \\{\\n\\s*--category-color: var\\(--color-${colour}\\);\\n\\}`));
});

it('gives a category without a colour only the chip’s own class (its dot is grey)', () => {
  expect(categoryChipClass('chip', null)).toBe('chip');
  expect(categoryChipClass('chip', 'danger')).toBe(`chip ${categoryColorClass('danger')}`);
  expect(css).toMatch(/background: var\(--category-color, var\(--color-text-grey\)\)/);
});
