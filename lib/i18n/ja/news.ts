/** The news section's words (components/News and its pages; the search's and the feeds' are parts of their own). `{name}` slots: lib/i18n/template.ts. */
export const news = {
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
};
