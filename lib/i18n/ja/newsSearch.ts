/** The news search's words (components/News/NewsSearch.tsx), apart from the list's so that only the news list pages carry them. */
export const newsSearch = {
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
};
