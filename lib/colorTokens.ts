/** Colour names content may use; plain data so both the zod schema and the browser-side search check read one list. */
export const COLOR_TOKENS = ['main', 'secondary', 'warning', 'danger', 'ink'] as const;

export type ColorToken = (typeof COLOR_TOKENS)[number];
