/**
 * Pairing a Japanese name with its kana reading for `<ruby>`, the one rule every name on the site follows.
 *
 * Names in content are written 「朝凪 美咲」 with the reading 「あさなぎ みさき」: when both have the same number
 * of space-separated parts, each part gets its own reading (family name and given name stay aligned over their
 * kanji). When the parts do not line up (「汐田ことね」 read 「しおた ことね」) nothing tells which kana belong to
 * which kanji, so the whole name carries the whole reading: a reading is never shown over the wrong kanji. Both
 * keep the spaces they were written with (any run of half- or full-width spaces becomes one half-width space), so
 * the name reads as the editor wrote it and the reading still shows where family and given name part.
 */

/** One base text with the kana shown above it. */
export interface RubySegment {
  base: string;
  reading: string;
}

const SPACES = /[ 　]+/;

const parts = (text: string) => text.split(SPACES).filter(Boolean);

/**
 * Splits a name and its reading into `<ruby>` segments: one per part when the parts line up, otherwise a single
 * segment of the whole name under the whole reading (see the module comment).
 * @param base the name as written, parts separated by a half- or full-width space
 * @param reading its kana reading, written with the same spacing when the parts should align
 */
export function rubySegments(base: string, reading: string): RubySegment[] {
  const baseParts = parts(base);
  const readingParts = parts(reading);
  if (baseParts.length > 1 && baseParts.length === readingParts.length) {
    return baseParts.map((part, i) => ({ base: part, reading: readingParts[i] }));
  }
  return [{ base: baseParts.join(' '), reading: readingParts.join(' ') }];
}
