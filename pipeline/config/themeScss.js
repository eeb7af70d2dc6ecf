// Plain CommonJS on purpose: next.config.js (which cannot import TypeScript) and the tests' Sass compiler
// (styles/compileGlobalCss.ts) both require it.
const theme = require('../../lib/theme.json');

/** `textBlack` → `text-black`. @param {string} name */
const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Sass source prepended to every stylesheet entry via `sassOptions.additionalData`: one `$color-*` variable per
 * theme colour plus the `$theme-colors` map, from which `styles/global.scss` emits the `--color-*` custom
 * properties. Generated from `theme.json`, so TypeScript and Sass read one definition.
 * @returns {string}
 */
function themeScss() {
  const entries = Object.entries(theme);
  const vars = entries.map(([name, value]) => `$color-${kebab(name)}: ${value};`).join('\n');
  const map = entries.map(([name, value]) => `"${kebab(name)}": ${value}`).join(', ');
  return `${vars}\n$theme-colors: (${map});\n`;
}

module.exports = { themeScss, kebab };
