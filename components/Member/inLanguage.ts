import type { Untranslated } from '../../lib/sections/member/schema';

/**
 * Whether a character's field may be shown on the page: on a page in another language, a field its translation left
 * in Japanese is not (the page says so, or falls back to the name), never shown as that language's text.
 */
export const hasText = (item: Untranslated, field: string): boolean => !item.untranslated?.includes(field);
