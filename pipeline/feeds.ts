/**
 * News feeds: RSS 2.0 and Atom 1.0 of the newest articles, for the whole news section and for each category,
 * written by the `feed` library. {@link buildNewsFeeds} is pure (loader data in, file paths and contents out);
 * {@link writeFeeds} is the build step that writes them into the export.
 *
 * Every link is absolute (`NEXT_PUBLIC_SITE_URL`), including links and images inside the article bodies, so a
 * feed reader can follow them. Dates are the articles' publication instants (their date at 00:00 JST, or the minute
 * given). Only published articles are in them: the loader leaves out those dated after the build instant.
 *
 * An article's title and summary are plain text, and stay text in every reader: the `feed` library declares both as
 * HTML (Atom `type="html"`, RSS `<description>`; readers take the RSS title as HTML too), so they go in escaped
 * ({@link textAsHtml}). The body is the one field that is HTML.
 */
import { escapeUTF8 } from 'entities';
import { Feed } from 'feed';
import type { ContentContext } from '../lib/content/context';
import type { NewsCategory } from '../lib/content/news';
import { CONTENT_SECTIONS } from '../lib/content/sections';
import type { FeedArticle } from '../lib/content/sections/section';
import { NEWS_ATOM_PATH, NEWS_RSS_PATH, categoryFeedPaths } from '../lib/feedLinks';
import { newestFirst, newsListPath } from '../lib/news';
import { site } from '../lib/site';
import { FAVICON, SHARE_IMAGE } from '../lib/siteImages';
import { SITE_URL, absoluteUrl } from '../lib/url';
import { type SiteFile, writeSiteFile } from './siteFile';
import { newsPath } from '../lib/sections/news';

/** How many articles a feed carries, newest first. */
export const FEED_ITEM_COUNT = 20;

/**
 * The largest body (rendered HTML, bytes) a feed item carries in full. A longer article's item carries its summary
 * and link only, as a site whose feed is set to excerpts does: full text is what feed readers show best, but one long
 * article must not make every feed it is in (the news feed and its category's, RSS and Atom) heavy to fetch for
 * every subscriber, every time the reader polls.
 */
export const FEED_CONTENT_MAX_BYTES = 32 * 1024;

/** A plain text as HTML that shows exactly that text (`<` → `&lt;`, `&` → `&amp;` …). */
const textAsHtml = (text: string): string => escapeUTF8(text);

/**
 * Rewrites root-relative `href` and `src` attributes in a rendered body to absolute URLs. Other URLs
 * (`https://…`, `#top`, `mailto:`) are left as they are.
 *
 * The body comes from lib/content/markdown.ts, which already put the base path in front of its links
 * (`/sorairo/news/x/` for `https://user.github.io/sorairo`), so they are resolved against the site's origin, not
 * appended to the site URL: the path appears once.
 * @param html a rendered body (`bodyHtml`), its root-relative URLs as the browser requests them
 */
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

/**
 * The news feeds: RSS and Atom of every article at `/news/feed.xml` and `/news/atom.xml`, and of each category
 * at `/news/category/<slug>/feed.xml` and `atom.xml`, each with the newest {@link FEED_ITEM_COUNT} articles.
 * @param articles every article with its body (`loadAllContent().news` or `getNewsBySlug` for each slug)
 * @param categories the categories in `content/settings.yaml`, each gets a feed even when it is empty
 * @param base the site URL (defaults to `NEXT_PUBLIC_SITE_URL`)
 */
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

/**
 * The build step: writes the feeds of every section that has some (`feeds` in lib/content/sections/), of what it
 * published by the build instant, into `outDir`.
 * @returns a line for the build's log
 */
export function writeFeeds(outDir: string, ctx: ContentContext): string {
  return CONTENT_SECTIONS.flatMap((section) => section.feeds?.(ctx) ?? [])
    .map(({ articles, categories }) => {
      const files = buildNewsFeeds(articles, categories);
      for (const file of files) writeSiteFile(outDir, file);
      return `${files.length} ファイル（RSS・Atom、全体 ${Math.min(articles.length, FEED_ITEM_COUNT)} 件 + カテゴリ ${categories.length} 種）`;
    })
    .join('、');
}
