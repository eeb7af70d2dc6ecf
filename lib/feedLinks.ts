/**
 * Where the build writes the news feeds and broadcast calendars (paths inside the export). Client-safe: the
 * `<Seo>` component announces the feeds with `<link rel="alternate">`, and the on-air page links the calendars;
 * pipeline/feeds.ts and pipeline/calendar.ts write the files to exactly these paths.
 */

/** RSS 2.0 of every news article. */
export const NEWS_RSS_PATH = '/news/feed.xml';
/** Atom 1.0 of every news article. */
export const NEWS_ATOM_PATH = '/news/atom.xml';

/** RSS and Atom of one category, beside its list page (`/news/category/event/feed.xml`). */
export function categoryFeedPaths(category: string): { rss: string; atom: string } {
  return { rss: `/news/category/${category}/feed.xml`, atom: `/news/category/${category}/atom.xml` };
}

/** A feed to announce in `<head>`. */
export interface FeedLink {
  type: 'application/rss+xml' | 'application/atom+xml';
  title: string;
  href: string;
}

/**
 * The feeds every page announces: the whole news feed as RSS and Atom. A category page may add its own.
 * @param category a category `{ slug, label }` to announce instead of the whole feed
 */
export function feedLinks(category?: { slug: string; label: string }): FeedLink[] {
  const paths = category ? categoryFeedPaths(category.slug) : { rss: NEWS_RSS_PATH, atom: NEWS_ATOM_PATH };
  const name = category ? `ニュース：${category.label}` : 'ニュース';
  return [
    { type: 'application/rss+xml', title: `${name}（RSS）`, href: paths.rss },
    { type: 'application/atom+xml', title: `${name}（Atom）`, href: paths.atom },
  ];
}

/** Every broadcast of every station. */
export const CALENDAR_PATH = '/onair/calendar.ics';

/** One station's broadcasts (`/onair/calendar/aozora-tv.ics`). */
export function stationCalendarPath(stationId: string): string {
  return `/onair/calendar/${stationId}.ics`;
}
