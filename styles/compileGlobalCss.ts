// Test helper: styles/global.scss compiled the way next.config.js compiles it (the generated theme source
// prepended by `sassOptions.additionalData`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileString } from 'sass';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { themeScss } = require('../pipeline/config/themeScss') as { themeScss: () => string };

export function compiledGlobalCss(): string {
  const file = path.join(process.cwd(), 'styles/global.scss');
  const source = themeScss() + readFileSync(file, 'utf8');
  return compileString(source, { url: new URL(`file://${file}`), loadPaths: [path.dirname(file)] }).css;
}
