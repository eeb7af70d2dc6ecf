/**
 * The interface's words in Japanese, the default language: components read them through `useMessages()`
 * (`./messages.tsx`), so Japanese pages carry no catalogue in their props. Another language is one more file with
 * the same keys (`./en.ts`).
 */
export const ja = {
  shell: {
    /** Between a page's name and the site's in `<title>`: 「ニュース｜作品名」. */
    titleSeparator: '｜',
    skipToContent: '本文へスキップ',
    openMenu: 'メニューを開く',
    closeMenu: 'メニューを閉じる',
    siteMenu: 'サイトメニュー',
    footerNav: 'フッターナビゲーション',
    newTab: '（新しいタブで開きます）',
    topPage: 'トップページ',
    top: 'TOP',
    /** The language switch: what it is called, and each language's own name for it. */
    languages: '言語',
    langNames: { ja: '日本語', en: 'English' },
  },
  /** The top page (components/Home). `{name}` slots are filled by `fillTemplate` (`./template.ts`). */
  home: {
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
    /** Around the station's name and the episode count: text apart from the number or name, as the page always wrote them. */
    onStationBefore: '',
    onStationAfter: 'にて ',
    finishedBefore: '全',
    finishedAfter: '話の放送は終了しました',
    thanks: 'ご視聴ありがとうございました',
  },
  /** The page an unknown URL is answered with. */
  notFound: {
    title: 'ページが見つかりません',
    text: 'お探しのページは移動または削除されたか、URLが間違っている可能性があります。',
    back: 'トップページへ戻る',
    /**
     * On the root's 404 page of a site in several languages, a line in each other language to its top page: a host such
     * as GitHub Pages answers every unknown URL with that one page.
     */
    otherLanguages: { en: 'Page not found. Go to the English top page' },
  },
};

/** The catalogue's shape: every language has the same keys, as strings. */
export type Messages = typeof ja;
