/** Where the build writes the sitemap, feeds and calendars, shared by the pages that link them and the steps that write them. */
import { DEFAULT_LANG, type Lang, pathInLang } from './i18n/languages';
import type { Messages } from './i18n/ja';
import { fillTemplate } from './i18n/template';
import { sectionLabels } from './sections/shape';

export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';
export const NEWS_RSS_PATH = '/news/feed.xml';
export const NEWS_ATOM_PATH = '/news/atom.xml';

/** How many entries a feed carries, newest first. */
export const FEED_ITEM_COUNT = 20;

/** RSS and Atom of one category, beside its list page (`/news/category/event/feed.xml`). */
export function categoryFeedPaths(category: string): { rss: string; atom: string } {
  return { rss: `/news/category/${category}/feed.xml`, atom: `/news/category/${category}/atom.xml` };
}

export interface FeedLink {
  type: 'application/rss+xml' | 'application/atom+xml';
  title: string;
  href: string;
}

/**
 * The feeds a page announces in `<head>`: the whole news feed, or a category's, in the page's language (the English
 * feeds mirror the Japanese ones under `/en/`).
 */
export function feedLinks(category: { slug: string; label: string } | undefined, lang: Lang, words: Messages['shell']): FeedLink[] {
  const paths = category ? categoryFeedPaths(category.slug) : { rss: NEWS_RSS_PATH, atom: NEWS_ATOM_PATH };
  // A Japanese page names the feeds as site.json names the section, as its list pages do.
  const news = lang === DEFAULT_LANG ? sectionLabels('news').labelJa : words.newsFeed;
  const name = category ? fillTemplate(words.newsCategoryFeed, { name: news, category: category.label }) : news;
  return [
    { type: 'application/rss+xml', title: fillTemplate(words.feedLinkTitle, { name, format: 'RSS' }), href: pathInLang(lang, paths.rss) },
    { type: 'application/atom+xml', title: fillTemplate(words.feedLinkTitle, { name, format: 'Atom' }), href: pathInLang(lang, paths.atom) },
  ];
}

/** What a calendar's path needs of its work (`lib/works.ts`); the first work's calendars keep their paths. */
interface CalendarWork {
  id: string;
  first: boolean;
}

/** Where a work's calendars live: `/onair/` for the first work (`/onair/calendar.ics`), `/onair/<id>/` (beside its ONAIR page) for another. */
const calendarDir = (work?: CalendarWork): string => (work && !work.first ? `/onair/${work.id}/` : '/onair/');

/** A work's whole broadcast schedule (`/onair/calendar.ics`, `/onair/<id>/calendar.ics`). */
export function calendarPath(work?: CalendarWork): string {
  return `${calendarDir(work)}calendar.ics`;
}

/** One station's broadcasts (`/onair/calendar/aozora-tv.ics`; another work's under `/onair/<id>/`). */
export function stationCalendarPath(stationId: string, work?: CalendarWork): string {
  return `${calendarDir(work)}calendar/${stationId}.ics`;
}
