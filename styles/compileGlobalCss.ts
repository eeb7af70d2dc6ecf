// Test helper: a stylesheet compiled the way next.config.js compiles it (the generated theme source prepended by
// `sassOptions.additionalData`), with the site's palette or another one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileString } from 'sass';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { themeScss } = require('../pipeline/config/themeScss') as { themeScss: (theme?: Readonly<Record<string, string>>) => string };

/** `relPath` (from the project's root) compiled to CSS. */
export function compiledCss(relPath: string, theme?: Readonly<Record<string, string>>): string {
  const file = path.join(process.cwd(), relPath);
  const source = themeScss(theme) + readFileSync(file, 'utf8');
  return compileString(source, { url: new URL(`file://${file}`), loadPaths: [path.dirname(file)] }).css;
}

export function compiledGlobalCss(theme?: Readonly<Record<string, string>>): string {
  return compiledCss('styles/global.scss', theme);
}
