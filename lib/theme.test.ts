/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileString } from 'sass';
import { cssVarName, theme, type ThemeColorName } from './theme';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { themeScss } = require('./themeScss') as { themeScss: () => string };

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

/** Compiles styles/global.scss the way next.config.js does: with the generated theme source prepended. */
function compiledGlobalCss(): string {
  const file = path.join(process.cwd(), 'styles/global.scss');
  const source = themeScss() + readFileSync(file, 'utf8');
  return compileString(source, { url: new URL(`file://${file}`), loadPaths: [path.dirname(file)] }).css;
}

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
