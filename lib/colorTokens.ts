/**
 * The closed set of colour names content may give a member or a news category (`color: main`), each standing for
 * one theme colour (`ink` is the dark text colour). Plain data with no imports, so both the content schema (zod) and
 * the news search's runtime check (zod/mini, in the browser) read the same list; styles/_tokens.scss maps each name to
 * its colour.
 */
export const COLOR_TOKENS = ['main', 'secondary', 'warning', 'danger', 'ink'] as const;

/** One of {@link COLOR_TOKENS}. */
export type ColorToken = (typeof COLOR_TOKENS)[number];
