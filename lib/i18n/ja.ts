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
};

/** The catalogue's shape: every language has the same keys, as strings. */
export type Messages = typeof ja;
