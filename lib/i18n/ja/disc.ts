/** The words of disc in Japanese. */
export const disc = {
  /** Between formats: 「Blu-ray・DVD」. */
  formatJoin: '・',
  /** The formats and the number of volumes (「Blu-ray・DVD 全4巻」). */
  lineupVolumes: '{formats} 全{count}巻',
  switcherSection: 'ディスク',
  /** `{work}`: the work's name (and label); `{lineup}`: the formats and volumes. */
  description: '{work}{lineup}の発売日、価格、特典、店舗別購入特典の情報です。',
  lead: '{lineup}の発売情報と、店舗別購入特典のご案内です。',
  volumeTitle: '{title}（{formats}）',
  volumeDescription: '{title}（{date}発売）の収録話、価格、封入特典・映像特典、店舗別購入特典の情報です。',
  volumeHeading: '{heading} {label}',
  /** A volume in the structured data: the site's title, its formats, its label, its first and last episodes. */
  productDescription: '{site} {formats} {label}（第{first}話〜第{last}話収録）',
  listName: '{formats} 一覧',
  index: '巻の一覧',
  /** A volume's card in the index: its release date as `{date}`. */
  indexDate: '{date}発売',
  jumpToBonuses: '店舗別購入特典を見る',
  releaseDate: '発売日',
  episodes: '収録話',
  episode: '第{n}話',
  episodeRun: '第{from}話〜第{to}話',
  episodeJoin: '・',
  formats: '仕様・価格',
  formatsCaption: '{title} 仕様・価格',
  formatKind: '仕様',
  bonusItems: '封入特典',
  extras: '映像特典',
  detail: '{label}の詳細・店舗別特典',
  otherVolumes: 'ほかの巻',
  storeBonuses: '店舗別購入特典',
  volumeStoreBonuses: '{label} 店舗別購入特典',
  bonusLead: '対象の店舗でご購入の方に、店舗ごとのオリジナル特典をお渡しします。',
  bonusLater: '店舗別購入特典は決まり次第お知らせします。',
  store: '店舗',
  bonus: '特典',
  bonusVolumes: '対象商品',
  bonusVolumesShort: '対象',
  condition: '条件',
  allVolumes: '全巻',
  volumeJoin: '・',
};
