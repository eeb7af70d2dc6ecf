/** A series of several works: the switcher of a section's works, a character's or a cast line's work labels. */
export const works = {
  /** `{section}`: the section the switcher's links lead to. */
  switcher: '作品を選ぶ（{section}）',
  appearsIn: '登場する作品',
};
