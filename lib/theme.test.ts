/** @jest-environment node */
import siteFile from '../content/site.json';
import { type SiteFile, ThemeColorsSchema } from './content/schema';
import { THEME_COLOR_NAMES, cssVarName, defaultTheme, mergeTheme, theme, type ThemeColorName } from './theme';
import { compiledGlobalCss } from '../styles/compileGlobalCss';

describe('theme', () => {
  it('has the eight colours of docs/shell.md, each a hex colour', () => {
    const names: ThemeColorName[] = ['main', 'secondary', 'white', 'danger', 'warning', 'textBlack', 'textGrey', 'textLink'];
    expect([...THEME_COLOR_NAMES].sort()).toEqual([...names].sort());
    expect(Object.keys(theme)).toEqual(THEME_COLOR_NAMES);
    for (const value of Object.values(theme)) expect(value).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it('may be given in site.json under each of its names, and no other', () => {
    expect(Object.keys(ThemeColorsSchema.shape)).toEqual(THEME_COLOR_NAMES);
  });

  it('is content/site.json’s colours over the product’s palette', () => {
    const colors = (siteFile as SiteFile).colors;
    for (const name of THEME_COLOR_NAMES) expect(theme[name]).toBe(colors?.[name] ?? defaultTheme[name]);
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

describe('mergeTheme', () => {
  it('keeps the product’s palette without colours', () => {
    expect(mergeTheme(undefined)).toEqual(defaultTheme);
    expect(mergeTheme({})).toEqual(defaultTheme);
    // The editor's colour picker leaves a cleared colour as an empty text.
    expect(mergeTheme({ main: '' })).toEqual(defaultTheme);
  });

  it('takes each colour a series gives and the product’s for the rest, in the palette’s order', () => {
    const merged = mergeTheme({ textLink: '#123456', main: '#B5452E' });
    expect(Object.keys(merged)).toEqual(THEME_COLOR_NAMES);
    for (const name of THEME_COLOR_NAMES) {
      expect(merged[name]).toBe(name === 'main' ? '#B5452E' : name === 'textLink' ? '#123456' : defaultTheme[name]);
    }
  });

  it('reaches Sass: the custom properties and every colour mixed from them follow the series', () => {
    const palette = mergeTheme({ main: '#B5452E', secondary: '#D9A05B' });
    const overridden = compiledGlobalCss(palette);
    expect(overridden).toMatch(/--color-main: #B5452E;/);
    expect(overridden).toMatch(/--color-secondary: #D9A05B;/);
    expect(overridden).not.toContain(defaultTheme.main);
    expect(/--color-surface: ([^;]+);/.exec(overridden)?.[1]).not.toBe(/--color-surface: ([^;]+);/.exec(compiledGlobalCss(defaultTheme))?.[1]);
  });
});
