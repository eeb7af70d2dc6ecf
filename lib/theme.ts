import { DEFAULT_THEME, mergeTheme as mergeThemeJs, siteTheme } from './themeColors';

export type ThemeColorName =
  | 'main'
  | 'secondary'
  | 'white'
  | 'danger'
  | 'warning'
  | 'textBlack'
  | 'textGrey'
  | 'textLink';

export type Theme = Readonly<Record<ThemeColorName, string>>;

/** The theme's colour names, in `theme.json`'s order. */
export const THEME_COLOR_NAMES = Object.keys(DEFAULT_THEME) as ThemeColorName[];

/** The product's fixed palette, `theme.json`: what a series gets for each colour its `site.json` leaves out. */
export const defaultTheme: Theme = DEFAULT_THEME;

/** A series' `colors` (any of the names) over the fixed palette: the one merge both TypeScript and Sass use. */
export function mergeTheme(colors: Partial<Theme> | undefined): Theme {
  return mergeThemeJs(colors);
}

/** The site's colour theme: `content/site.json`'s `colors` over `theme.json`, shared with Sass so the two cannot drift. */
export const theme: Theme = siteTheme;

/** `textBlack` → `--color-text-black`: the CSS custom property a theme colour is exposed as. */
export function cssVarName(name: ThemeColorName): string {
  return `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}
