/**
 * RSS and Atom of the newest articles, for the news and each category, with absolute links so readers can follow them.
 * Titles and summaries are plain text, but `feed` declares them HTML, so they go in escaped ({@link textAsHtml}).
 */
import { escapeUTF8 } from 'entities';
import { Feed } from 'feed';
import type { ContentContext } from '../lib/content/context';
import type { NewsCategory } from '../lib/sections/news/content';
import { contentSections } from '../lib/sections/registry';
import type { FeedArticle } from '../lib/sections/contentSection';
import { NEWS_ATOM_PATH, NEWS_RSS_PATH, categoryFeedPaths } from '../lib/feedLinks';
import { newestFirst, newsListPath, newsPath } from '../lib/sections/news';
import { site } from '../lib/site';
import { FAVICON, SHARE_IMAGE } from '../lib/siteImages';
import { SITE_URL, absoluteUrl } from '../lib/url';
import { type SiteFile, writeSiteFile } from './siteFile';

/** How many articles a feed carries, newest first. */
export const FEED_ITEM_COUNT = 20;

/** A longer body goes in as its summary and link only, so one long article does not weigh on every poll of every feed. */
export const FEED_CONTENT_MAX_BYTES = 32 * 1024;

/** A plain text as HTML that shows exactly that text (`<` → `&lt;`, `&` → `&amp;` …). */
const textAsHtml = (text: string): string => escapeUTF8(text);

/** Root-relative `href`/`src` made absolute against the origin, since the body's links already carry the base path. */
export function absolutizeHtml(html: string, base: string = SITE_URL): string {
  const { origin } = new URL(base);
  return html.replace(/\b(href|src)="(\/(?!\/)[^"]*)"/g, (_, attr: string, path: string) => `${attr}="${origin}${path}"`);
}

function buildFeed(input: {
  title: string;
  description: string;
  listPath: string;
  paths: { rss: string; atom: string };
  articles: readonly FeedArticle[];
  base: string;
}): Feed {
  const items = newestFirst(input.articles).slice(0, FEED_ITEM_COUNT);
  const abs = (path: string) => absoluteUrl(path, input.base);
  const feed = new Feed({
    id: abs(input.listPath),
    link: abs(input.listPath),
    title: input.title,
    description: input.description,
    language: 'ja',
    image: abs(SHARE_IMAGE),
    favicon: abs(FAVICON),
    copyright: site.copyright,
    // With no articles the feed is dated at the epoch rather than at build time, so rebuilding unchanged
    // content gives the same file.
    updated: items[0] ? new Date(items[0].publishedAt) : new Date(0),
    generator: false,
    feedLinks: { rss: abs(input.paths.rss), atom: abs(input.paths.atom) },
    author: { name: site.title, link: abs('/') },
  });
  for (const article of items) {
    const url = abs(newsPath(article.slug));
    const date = new Date(article.publishedAt);
    feed.addItem({
      title: textAsHtml(article.title),
      id: url,
      link: url,
      date,
      published: date,
      description: textAsHtml(article.summary),
      ...(Buffer.byteLength(article.bodyHtml) <= FEED_CONTENT_MAX_BYTES ? { content: absolutizeHtml(article.bodyHtml, input.base) } : {}),
      category: [{ name: article.category.label, term: article.category.slug, domain: abs(newsListPath(1, article.category.slug)) }],
      ...(article.image ? { image: abs(article.image.src) } : {}),
    });
  }
  return feed;
}

/** The news feeds and each category's (even an empty one), each with the newest {@link FEED_ITEM_COUNT} articles. */
export function buildNewsFeeds(
  articles: readonly FeedArticle[],
  categories: readonly NewsCategory[],
  base: string = SITE_URL,
): SiteFile[] {
  const all = buildFeed({
    title: `ニュース｜${site.title}`,
    description: `${site.siteName}の最新ニュース`,
    listPath: newsListPath(1),
    paths: { rss: NEWS_RSS_PATH, atom: NEWS_ATOM_PATH },
    articles,
    base,
  });
  const files: SiteFile[] = [
    { path: NEWS_RSS_PATH, content: all.rss2() },
    { path: NEWS_ATOM_PATH, content: all.atom1() },
  ];
  for (const category of categories) {
    const paths = categoryFeedPaths(category.slug);
    const feed = buildFeed({
      title: `ニュース：${category.label}｜${site.title}`,
      description: `${site.siteName}のニュース（${category.label}）`,
      listPath: newsListPath(1, category.slug),
      paths,
      articles: articles.filter((a) => a.category.slug === category.slug),
      base,
    });
    files.push({ path: paths.rss, content: feed.rss2() }, { path: paths.atom, content: feed.atom1() });
  }
  return files;
}

/** The build step: the feeds of every section that declares `feeds`. */
export function writeFeeds(outDir: string, ctx: ContentContext): string {
  return contentSections(ctx).flatMap((section) => section.feeds?.(ctx) ?? [])
    .map(({ articles, categories }) => {
      const files = buildNewsFeeds(articles, categories);
      for (const file of files) writeSiteFile(outDir, file);
      return `${files.length} ファイル（RSS・Atom、全体 ${Math.min(articles.length, FEED_ITEM_COUNT)} 件 + カテゴリ ${categories.length} 種）`;
    })
    .join('、');
}
