/** The frame's words in Japanese (the menu, the footer, the language switch, the page's title). */
export const shell = {
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
  /** The news feeds every page announces in its head: 「ニュース（RSS）」, a category's 「ニュース：イベント（Atom）」. */
  newsFeed: 'ニュース',
  newsCategoryFeed: '{name}：{category}',
  feedLinkTitle: '{name}（{format}）',
};
