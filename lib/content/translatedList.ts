/**
 * Lists in a translation (`music.en.yaml`, `discs.en.yaml`): the editor (Sveltia, i18n `multiple_files`) writes the
 * whole list into the translation, its translatable fields in the other language and the rest copied from the
 * original. A loader pairs each original item with its translation and takes the translatable fields only, so a
 * price or a date changed in one file alone never reaches a page.
 */
import { DEFAULT_LANG, type Lang } from '../i18n/languages';

/** What identifies an item across the two files: its id, a track's number, an edition's code (undefined: its position). */
type KeyOf<T> = (item: T) => string | number | undefined;

/**
 * Each original with its translation: matched by `keyOf` when both carry a key, else by position. An original without
 * a translation is left out (an English list holds translated items only).
 */
export function pairTranslated<T, U>(originals: readonly T[], translations: readonly U[] | undefined, keyOf: KeyOf<T | U>): Array<[T, U]> {
  if (!translations) return [];
  return originals.flatMap((original, i): Array<[T, U]> => {
    const key = keyOf(original);
    const match = key === undefined ? translations[i] : translations.find((t) => keyOf(t) === key);
    return match === undefined ? [] : [[original, match]];
  });
}

/** `originals` with each translated one overlaid by `overlay`, untranslated ones kept as they are (a track without its English title). */
export function overlayTranslated<T, U>(originals: readonly T[], translations: readonly U[] | undefined, keyOf: KeyOf<T | U>, overlay: (original: T, translation: U) => T): T[] {
  const pairs = new Map(pairTranslated(originals, translations, keyOf));
  return originals.map((original) => {
    const translation = pairs.get(original);
    return translation === undefined ? original : overlay(original, translation);
  });
}

/**
 * `originals` with `field`, a name, as each one's translation gives it (matched as {@link pairTranslated} matches); one
 * the translation leaves out keeps the original's name, marked with the original's language (`lang`), so a page in
 * another language marks it as such (a store's or a service's own name).
 */
export function namesInLang<T extends object, F extends keyof T>(
  originals: readonly T[],
  translations: ReadonlyArray<Partial<T>> | undefined,
  keyOf: KeyOf<T | Partial<T>>,
  field: F,
): Array<T & { lang?: Lang }> {
  const pairs = new Map(pairTranslated(originals, translations, keyOf));
  return originals.map((original) => {
    const name = pairs.get(original)?.[field];
    return name === undefined ? { ...original, lang: DEFAULT_LANG } : { ...original, [field]: name };
  });
}
