/** The top page (components/Home). `{name}` slots are filled by `fillTemplate` (`./template.ts`). */
export const home = {
  /**
   * The headings of the top page's blocks in another language; in Japanese each block is named as site.json names
   * its section, so these stay unused there.
   */
  headings: { news: 'ニュース', onair: '放送・配信情報', contents: 'コンテンツ' },
  contents: 'コンテンツ',
  pvTitle: '『{title}』PV',
  newsEmpty: 'ニュースはまだありません。',
  newsMore: 'ニュース一覧へ',
  onAirMore: '放送・配信情報をくわしく見る',
  tv: 'TV放送',
  streaming: '配信',
  fastest: '最速',
  /** A streaming service's kind (content/onair.yaml `type`), as the top page's card says it. */
  serviceTypes: { 見放題: '見放題', レンタル: 'レンタル' },
  /** The minutes of the broadcast on air: 「25:30〜26:00」. */
  timeRange: '{start}〜{end}',
  /** Around a first broadcast's date: 「2026.10.03（土）から 毎週土曜 25:30〜」. */
  fromBefore: '',
  fromAfter: 'から ',
  nextOnAir: 'NEXT ON AIR',
  nowOnAir: 'NOW ON AIR',
  thankYou: 'THANK YOU',
  /** A film's block (ScreeningSummary): around its dates and its count of theatres. */
  roadshow: 'ROADSHOW',
  screeningEnded: '上映は終了しました',
  screeningOpensAfter: '公開',
  screeningNow: '上映中',
  screeningUntilBefore: '（',
  screeningUntilAfter: 'まで）',
  theatresBefore: '・全',
  theatresAfter: '館',
  screeningMore: '上映情報をくわしく見る',
  onAirNow: 'ただいま放送中',
  next: '次回',
  episode: '第{number}話「{title}」',
  /** An episode whose title is not out yet, or not in this language. */
  episodeUntitled: '第{number}話',
  /** Around the station's name and the episode count: text apart from the number or name, as the page always wrote them. */
  onStationBefore: '',
  onStationAfter: 'にて ',
  finishedBefore: '全',
  finishedAfter: '話の放送は終了しました',
  thanks: 'ご視聴ありがとうございました',
};
