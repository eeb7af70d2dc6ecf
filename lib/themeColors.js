// @ts-check
// CommonJS so next.config.js (the Sass variables) and the pages (lib/theme.ts) merge the palette with one function.
const defaults = require('./theme.json');
const siteFile = require('../content/site.json');

/**
 * The product's fixed palette (`theme.json`) with a series' `colors` from `site.json` laid over it, in the palette's
 * order. A name the palette does not have is left out (the content check reports it); an empty one reads as not
 * written, as the editor leaves a cleared colour.
 * @param {Readonly<Record<string, string | undefined>> | undefined} colors
 * @returns {typeof defaults}
 */
function mergeTheme(colors) {
  /** @type {Record<string, string>} */
  const merged = {};
  for (const [name, value] of Object.entries(defaults)) merged[name] = colors?.[name] || value;
  return /** @type {typeof defaults} */ (merged);
}

/** The site's palette: `content/site.json`'s `colors` over the defaults. */
// Typed loosely: a series' file may have no `colors` at all, and the content check has read it before the build.
const siteTheme = mergeTheme(/** @type {{ colors?: Record<string, string> }} */ (siteFile).colors);

module.exports = { DEFAULT_THEME: defaults, mergeTheme, siteTheme };
