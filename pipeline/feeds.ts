/**
 * RSS and Atom of the feeds the sections declare (the news and each of its categories), with absolute links so readers
 * can follow them. Titles and summaries are plain text, but `feed` declares them HTML, so they go in escaped
 * ({@link textAsHtml}).
 */
import { escapeUTF8 } from 'entities';
import { Feed } from 'feed';
import type { ContentContext } from '../lib/content/context';
import { contentSections } from '../lib/sections/registry';
import type { SectionFeed } from '../lib/sections/contentSection';
import { FEED_ITEM_COUNT } from '../lib/feedLinks';
import { pathInLang } from '../lib/i18n/languages';
import { site } from '../lib/site';
import { FAVICON, SHARE_IMAGE } from '../lib/siteImages';
import { SITE_URL, absoluteUrl } from '../lib/url';
import { type SiteFile, writeSiteFile } from './siteFile';

/** A longer body goes in as its summary and link only, so one long article does not weigh on every poll of every feed. */
export const FEED_CONTENT_MAX_BYTES = 32 * 1024;

/** A plain text as HTML that shows exactly that text (`<` → `&lt;`, `&` → `&amp;` …). */
const textAsHtml = (text: string): string => escapeUTF8(text);

/** Root-relative `href`/`src` made absolute against the origin, since the body's links already carry the base path. */
export function absolutizeHtml(html: string, base: string = SITE_URL): string {
  const { origin } = new URL(base);
  return html.replace(/\b(href|src)="(\/(?!\/)[^"]*)"/g, (_, attr: string, path: string) => `${attr}="${origin}${path}"`);
}

function buildFeed(input: SectionFeed, base: string): Feed {
  const items = input.items.slice(0, FEED_ITEM_COUNT);
  const abs = (path: string) => absoluteUrl(path, base);
  const feed = new Feed({
    id: abs(input.listPath),
    link: abs(input.listPath),
    title: input.title,
    description: input.description,
    language: input.language?.lang ?? 'ja',
    image: abs(SHARE_IMAGE),
    favicon: abs(FAVICON),
    copyright: input.language?.copyright ?? site.copyright,
    // With no articles the feed is dated at the epoch rather than at build time, so rebuilding unchanged
    // content gives the same file.
    updated: items[0] ? new Date(items[0].publishedAt) : new Date(0),
    generator: false,
    feedLinks: { rss: abs(input.paths.rss), atom: abs(input.paths.atom) },
    author: input.language ? { name: input.language.title, link: abs(pathInLang(input.language.lang, '/')) } : { name: site.title, link: abs('/') },
  });
  for (const item of items) {
    const url = abs(item.path);
    const date = new Date(item.publishedAt);
    feed.addItem({
      title: textAsHtml(item.title),
      id: url,
      link: url,
      date,
      published: date,
      description: textAsHtml(item.summary),
      ...(Buffer.byteLength(item.bodyHtml) <= FEED_CONTENT_MAX_BYTES ? { content: absolutizeHtml(item.bodyHtml, base) } : {}),
      category: [{ name: item.category.label, term: item.category.slug, domain: abs(item.category.listPath) }],
      ...(item.image ? { image: abs(item.image) } : {}),
    });
  }
  return feed;
}

/** RSS and Atom of each feed a section declares, with the newest {@link FEED_ITEM_COUNT} entries each. */
export function buildFeeds(feeds: readonly SectionFeed[], base: string = SITE_URL): SiteFile[] {
  return feeds.flatMap((input) => {
    const feed = buildFeed(input, base);
    return [
      { path: input.paths.rss, content: feed.rss2() },
      { path: input.paths.atom, content: feed.atom1() },
    ];
  });
}

/** The build step: the feeds of every section that declares `feeds`. */
export function writeFeeds(outDir: string, ctx: ContentContext): string {
  return contentSections(ctx).flatMap((section) => section.feeds?.(ctx) ?? [])
    .map(({ feeds, note }) => {
      const files = buildFeeds(feeds);
      for (const file of files) writeSiteFile(outDir, file);
      return `${files.length} ファイル（RSS・Atom、${note}）`;
    })
    .join('、');
}
