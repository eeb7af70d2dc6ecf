// CommonJS so next.config.js and the tests' Sass compiler can require it.
const theme = require('../../lib/theme.json');

/** @param {string} name */
const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Sass variables generated from `theme.json`, so TypeScript and Sass read one definition.
 * @returns {string}
 */
function themeScss() {
  const entries = Object.entries(theme);
  const vars = entries.map(([name, value]) => `$color-${kebab(name)}: ${value};`).join('\n');
  const map = entries.map(([name, value]) => `"${kebab(name)}": ${value}`).join(', ');
  return `${vars}\n$theme-colors: (${map});\n`;
}

module.exports = { themeScss, kebab };
