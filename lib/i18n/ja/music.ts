/** The words of music in Japanese. */
export const music = {
  /** The page's heading on an English page (a Japanese page takes the section's name from site.json). */
  heading: 'ミュージック',
  /** `{work}`: the work's name (and, with several works, the work's label); `{lineup}`: the kinds of release. */
  description: '{work}の{lineup}の発売情報です。',
  lead: '{lineup}の情報です。',
  /** The pieces of the lineup (「オープニング・エンディング主題歌、挿入歌」): `{names}` the theme kinds joined. */
  lineup: { opening: 'オープニング', ending: 'エンディング', themes: '{names}主題歌', insert: '挿入歌', album: 'アルバム', themeJoin: '・', listJoin: '、', lastJoin: '、' },
  /** The badge of each kind of release, by the kind written in music.yaml. */
  kinds: { オープニングテーマ: 'OP主題歌', エンディングテーマ: 'ED主題歌', 挿入歌: '挿入歌', アルバム: 'アルバム' },
  /** The same in the index's small cards. */
  indexKinds: { オープニングテーマ: 'OP主題歌', エンディングテーマ: 'ED主題歌', 挿入歌: '挿入歌', アルバム: 'アルバム' },
  credits: { lyrics: '作詞', composition: '作曲', arrangement: '編曲' },
  releaseDate: '発売日',
  editions: '形態・価格',
  editionsCaption: '{title} 形態・価格',
  editionKind: '形態',
  tracks: '収録曲',
  /** Around a track's note (「TV size」). */
  trackNoteOpen: '（',
  trackNoteClose: '）',
  streaming: '配信で聴く',
  purchase: '購入する',
  index: 'リリース一覧',
  backToIndex: 'リリース一覧へ戻る',
};
