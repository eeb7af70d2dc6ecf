/** MEMBER's words (components/Member/, lib/sections/member/). */
export const member = {
  /** The page's lead when members.yaml has none: `{count}` is the number of members. */
  lead: 'メンバー{count}人を紹介します。',
  leadWithSupporting: 'メンバー{count}人と、物語に登場するキャラクターを紹介します。',
  /** The heading of the page in this language; empty: the section's Japanese name (site.json's). */
  title: '',
  /** The member page's title: `{name}`, `{cv}` (voice actors joined by `cvJoin`) and `{section}`. */
  pageTitle: '{name}（CV：{cv}）｜{section}',
  cvJoin: '／',
  /** The member's line, in quotation marks. */
  quote: '「{quote}」',
  mainCharacters: 'メインキャラクター',
  supporting: 'サブキャラクター',
  cv: 'CV',
  grade: '学年',
  part: 'パート',
  birthday: '誕生日',
  height: '身長',
  appearsIn: '登場作品',
  /** The link back to the list: `{label}` is the section's name. */
  backToList: '{label}一覧',
  /** `{n}`: the height in centimetres. */
  heightValue: '{n}cm',
  visual: 'ビジュアル',
  mainVisual: 'メインビジュアル',
  /** An alternate picture whose tab name is not translated: `{n}` counts from 2. */
  altVisual: 'ビジュアル{n}',
  otherMembers: 'ほかのメンバー',
  prev: '前のメンバー',
  next: '次のメンバー',
  /** Where a profile has no translation yet, with a link to the page in Japanese. */
  profileInJapanese: '',
  profileInJapaneseLink: '',
};
