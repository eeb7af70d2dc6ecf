/** The page an unknown URL is answered with. */
export const notFound = {
  title: 'ページが見つかりません',
  text: 'お探しのページは移動または削除されたか、URLが間違っている可能性があります。',
  back: 'トップページへ戻る',
  /**
   * On the root's 404 page of a site in several languages, a line in each other language to its top page: a host such
   * as GitHub Pages answers every unknown URL with that one page.
   */
  otherLanguages: { en: 'Page not found. Go to the English top page' },
};
