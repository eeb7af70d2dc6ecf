/** A series of several works: the switcher of a section's works, a character's or a cast line's work labels. */
export const works = {
  /** `{section}`: the section the switcher's links lead to. */
  switcher: '作品を選ぶ（{section}）',
  appearsIn: '登場する作品',
  /**
   * A work whose label another language does not give is named by its kind there, numbered when the series has
   * several of that kind (`{kind}`, `{n}`); Japanese pages use works.yaml's labels, so these stay unused there.
   */
  kinds: { tv: 'テレビシリーズ', film: '映画', ova: 'OVA' },
  numbered: '{kind}{n}',
};
