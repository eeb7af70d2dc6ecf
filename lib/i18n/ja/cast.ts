/** CAST's words (components/Cast/). */
export const cast = {
  /** The page's description and lead; `{workName}` and `{label}` are the work's and the section's names. */
  description: '{workName}の{label}一覧です。',
  lead: 'キャラクターを演じるキャスト、作品をつくるスタッフの一覧です。',
  title: '',
  cast: 'キャスト',
  staff: 'スタッフ',
  cv: 'CV',
};
