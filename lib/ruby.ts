/** Pairs a name with its kana reading part by part only when the parts line up, so a reading is never shown over the wrong kanji. */

export interface RubySegment {
  base: string;
  reading: string;
}

const SPACES = /[ 　]+/;

const parts = (text: string) => text.split(SPACES).filter(Boolean);

/** Splits a name and its reading into `<ruby>` segments. */
export function rubySegments(base: string, reading: string): RubySegment[] {
  const baseParts = parts(base);
  const readingParts = parts(reading);
  if (baseParts.length > 1 && baseParts.length === readingParts.length) {
    return baseParts.map((part, i) => ({ base: part, reading: readingParts[i] }));
  }
  return [{ base: baseParts.join(' '), reading: readingParts.join(' ') }];
}
