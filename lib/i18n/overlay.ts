/**
 * How a translation is laid over its original, the same for the build (lib/content/translations.ts) and the editor's
 * preview of a translation (lib/cms/preview.ts): no Node imports.
 */

/**
 * `original` with a translation's `data` laid over it: only the fields of `translated` (dotted paths, `*` for a list's
 * items: `members.*.profile`). A list item is matched by its `id` (by its position when its items have none); an item
 * the translation leaves out, or a field, stays the original's, and `untranslated` (when given) collects the paths of
 * such fields from the file's root (`members.2.profile`), so a page can tell English from what is still Japanese.
 */
export function overlayTranslation<T>(original: T, data: unknown, translated: readonly string[], untranslated: string[] = []): T {
  return overlay(original, data, translated.map((field) => field.split('.')), [], untranslated) as T;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function overlay(original: unknown, data: unknown, paths: readonly string[][], at: readonly string[], untranslated: string[]): unknown {
  if (paths.some((p) => p.length === 0)) {
    if (data === undefined && original !== undefined) untranslated.push(at.join('.'));
    return data === undefined ? original : data;
  }
  if (Array.isArray(original)) {
    const items = Array.isArray(data) ? data : [];
    const rests = paths.filter((p) => p[0] === '*').map((p) => p.slice(1));
    return original.map((item, i) => {
      const id = isRecord(item) ? item.id : undefined;
      const match = id === undefined ? items[i] : items.find((t) => isRecord(t) && t.id === id);
      return overlay(item, match, rests, [...at, String(i)], untranslated);
    });
  }
  if (!isRecord(original)) return original;
  const given = isRecord(data) ? data : {};
  const result: Record<string, unknown> = { ...original };
  const heads = new Set(paths.map((p) => p[0]!));
  for (const head of heads) {
    if (!(head in original) && given[head] === undefined) continue;
    const rests = paths.filter((p) => p[0] === head).map((p) => p.slice(1));
    result[head] = overlay(original[head], given[head], rests, [...at, head], untranslated);
  }
  return result;
}
