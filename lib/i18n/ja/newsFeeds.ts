/** The news feeds' titles and descriptions (lib/sections/news/section.ts): written by the build, so no page's scripts carry them. */
export const newsFeeds = {
  feedTitle: 'ニュース｜{site}',
  feedDescription: '{siteName}の最新ニュース',
  categoryFeedTitle: 'ニュース：{category}｜{site}',
  categoryFeedDescription: '{siteName}のニュース（{category}）',
};
