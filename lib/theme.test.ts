/** @jest-environment node */
import { cssVarName, theme, type ThemeColorName } from './theme';
import { compiledGlobalCss } from '../styles/compileGlobalCss';

const SPEC: Record<ThemeColorName, string> = {
  main: '#0077C7',
  secondary: '#6FA6CC',
  white: '#FFFFFF',
  danger: '#E01E5A',
  warning: '#FF8800',
  textBlack: '#23221F',
  textGrey: '#706D65',
  textLink: '#0071C1',
};

describe('theme', () => {
  it('has exactly the eight colours of the specification', () => {
    expect(theme).toEqual(SPEC);
  });

  const css = compiledGlobalCss();
  it.each(Object.entries(SPEC) as Array<[ThemeColorName, string]>)(
    '%s reaches the CSS as its custom property with the same value',
    (name, value) => {
      const match = css.match(new RegExp(`${cssVarName(name)}:\\s*([^;]+);`));
      expect(match?.[1]?.toUpperCase()).toBe(value.toUpperCase());
    },
  );

  it.each([
    ['main', '--color-main'],
    ['textBlack', '--color-text-black'],
    ['textLink', '--color-text-link'],
  ] as const)('cssVarName(%s) is %s', (name, expected) => {
    expect(cssVarName(name)).toBe(expected);
  });
});
