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
  /** The news section's words (components/News, its pages, feeds and feed links). `{name}` slots: lib/i18n/template.ts. */
  news: {
    /** The section's name where a page in this language names it (a Japanese page takes site.json's name instead). */
    sectionName: 'ニュース',
    categoryHeading: '{name}：{category}',
    /** A later page of a list: every page of it has its own title. */
    pageTitle: '{heading}（{page}ページ目）',
    articleTitle: '{title}｜ニュース',
    leadAll: '『{site}』の最新情報を新しい順にお届けします。',
    leadCategory: '「{category}」のニュースを新しい順にお届けします。',
    range: '全{total}件中 {first}〜{last}件',
    noneInCategory: 'このカテゴリのニュースはまだありません。',
    shareOnX: 'Xでポストする',
    neighbours: '前後の記事',
    previousArticle: '前の記事',
    nextArticle: '次の記事',
    backToList: 'ニュース一覧へ戻る',
    categories: 'カテゴリ',
    all: 'すべて',
    /** Around a category's count, for screen readers only: 「イベント（4件）」. */
    countBefore: '（',
    countAfter: '件）',
    pagination: 'ページ送り',
    previousPage: '前へ',
    nextPage: '次へ',
    pageLabel: '{page}ページ目',
    newMark: 'NEW',
    search: 'ニュース検索',
    keyword: 'キーワード',
    keywordPlaceholder: '例：ライブ、グッズ、第1話',
    category: 'カテゴリ',
    clear: '条件をクリア',
    loading: '検索データを読み込んでいます…',
    loadError: '検索データを読み込めませんでした。',
    retry: '再読み込み',
    noResults: '条件に合うニュースは見つかりませんでした。',
    noResultsHint: '別のキーワードを試すか、カテゴリを「すべて」にしてお探しください。',
    /** The status line of a search: the query and the category are slots of their own, each left out when not set. */
    resultQuery: '「{query}」を含む',
    resultCategory: '{category}の',
    resultsFound: '{query}{category}ニュース：{count}件',
    resultsNone: '{query}{category}ニュースは見つかりませんでした。',
    feedTitle: 'ニュース｜{site}',
    feedDescription: '{siteName}の最新ニュース',
    categoryFeedTitle: 'ニュース：{category}｜{site}',
    categoryFeedDescription: '{siteName}のニュース（{category}）',
    /** A feed as a page's `<link rel="alternate">` names it: 「ニュース（RSS）」. */
    feedLinkTitle: '{name}（{format}）',
  },
};

/** The catalogue's shape: every language has the same keys, as strings. */
export type Messages = typeof ja;
