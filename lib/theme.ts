import themeJson from './theme.json';

/** Names of the eight theme colours (docs/shell.md, "Look"). */
export type ThemeColorName =
  | 'main'
  | 'secondary'
  | 'white'
  | 'danger'
  | 'warning'
  | 'textBlack'
  | 'textGrey'
  | 'textLink';

/**
 * The fixed colour theme. `theme.json` is its only definition: this module types it for TypeScript and
 * `pipeline/config/themeScss.js` hands the same file to Sass, so the two cannot drift. There is no dark mode.
 */
export const theme: Readonly<Record<ThemeColorName, string>> = themeJson;

/** `textBlack` → `--color-text-black`: the CSS custom property a theme colour is exposed as. */
export function cssVarName(name: ThemeColorName): string {
  return `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}
