import { buildFeeds } from './feeds';
import { newsFeeds } from '../lib/sections/news/section';

// A series whose site.json names its site differently from the sample (a file of its own: the mock is per module).
jest.mock('../lib/site', () => {
  const actual = jest.requireActual<typeof import('../lib/site')>('../lib/site');
  return { ...actual, site: { ...actual.site, siteName: '『架空の作品』のファンサイト' } };
});

describe('the news feeds\' wording', () => {
  const files = buildFeeds(newsFeeds([], [{ slug: 'info', label: 'お知らせ', color: null }]), 'https://fans.example');
  const doc = (path: string) => new DOMParser().parseFromString(files.find((f) => f.path === path)?.content ?? '', 'application/xml');

  it.each([
    ['/news/feed.xml', 'channel > description', '『架空の作品』のファンサイトの最新ニュース'],
    ['/news/atom.xml', 'feed > subtitle', '『架空の作品』のファンサイトの最新ニュース'],
    ['/news/category/info/feed.xml', 'channel > description', '『架空の作品』のファンサイトのニュース（お知らせ）'],
  ])('describes %s with the site name site.json gives', (path, selector, expected) => {
    expect(doc(path).querySelector(selector)?.textContent).toBe(expected);
  });
});
