/**
 * Pairing a Japanese name with its kana reading for `<ruby>`.
 *
 * Names in content are written 「朝凪 美咲」 with the reading 「あさなぎ みさき」: when both have the same number
 * of space-separated parts, each part gets its own reading (family name and given name stay aligned over their
 * kanji). Otherwise (「汐田ことね」 read 「しおた ことね」) the whole name carries the whole reading.
 */

/** One base text with the kana shown above it. */
export interface RubySegment {
  base: string;
  reading: string;
}

const SPACES = /[ 　]+/;

/**
 * Splits a name and its reading into aligned `<ruby>` segments.
 * @param base the name as written, parts separated by a half- or full-width space
 * @param reading its kana reading, written with the same spacing when the parts should align
 */
export function rubySegments(base: string, reading: string): RubySegment[] {
  const baseParts = base.trim().split(SPACES).filter(Boolean);
  const readingParts = reading.trim().split(SPACES).filter(Boolean);
  if (baseParts.length > 1 && baseParts.length === readingParts.length) {
    return baseParts.map((part, i) => ({ base: part, reading: readingParts[i] }));
  }
  return [{ base: baseParts.join(' '), reading: readingParts.join('') }];
}
