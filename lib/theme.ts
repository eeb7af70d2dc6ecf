import themeJson from './theme.json';

export type ThemeColorName =
  | 'main'
  | 'secondary'
  | 'white'
  | 'danger'
  | 'warning'
  | 'textBlack'
  | 'textGrey'
  | 'textLink';

/** The colour theme; `theme.json` is its only definition, shared with Sass so the two cannot drift. */
export const theme: Readonly<Record<ThemeColorName, string>> = themeJson;

/** `textBlack` → `--color-text-black`: the CSS custom property a theme colour is exposed as. */
export function cssVarName(name: ThemeColorName): string {
  return `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}
