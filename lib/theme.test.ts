/** @jest-environment node */
import { cssVarName, theme, type ThemeColorName } from './theme';
import { compiledGlobalCss } from '../styles/compileGlobalCss';

describe('theme', () => {
  it('has the eight colours of docs/shell.md, each a hex colour', () => {
    const names: ThemeColorName[] = ['main', 'secondary', 'white', 'danger', 'warning', 'textBlack', 'textGrey', 'textLink'];
    expect(Object.keys(theme).sort()).toEqual([...names].sort());
    for (const value of Object.values(theme)) expect(value).toMatch(/^#[0-9A-F]{6}$/i);
  });

  const css = compiledGlobalCss();
  it.each(Object.entries(theme) as Array<[ThemeColorName, string]>)(
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
