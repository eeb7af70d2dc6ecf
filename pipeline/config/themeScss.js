// CommonJS so next.config.js and the tests' Sass compiler can require it.
const { siteTheme } = require('../../lib/themeColors');

/** @param {string} name */
const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Sass variables generated from the site's theme (`theme.json` with `site.json`'s `colors` over it, lib/themeColors.js),
 * so TypeScript and Sass read one definition.
 * @param {Readonly<Record<string, string>>} [theme] another palette (tests)
 * @returns {string}
 */
function themeScss(theme = siteTheme) {
  const entries = Object.entries(theme);
  const vars = entries.map(([name, value]) => `$color-${kebab(name)}: ${value};`).join('\n');
  const map = entries.map(([name, value]) => `"${kebab(name)}": ${value}`).join(', ');
  return `${vars}\n$theme-colors: (${map});\n`;
}

module.exports = { themeScss, kebab };
