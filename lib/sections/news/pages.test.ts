/** @jest-environment node */
import type { NewsSummary } from './content';
import { newsArticleJsonLd } from './pages';
import { site } from '../../site';
import { SITE_URL } from '../../url';

// A site.json whose operator differs from the copyright holder (a fan group's site), so the two cannot be confused.
jest.mock('../../site', () => {
  const actual = jest.requireActual<typeof import('../../site')>('../../site');
  return { ...actual, site: { ...actual.site, operator: '架空のファンの会' } };
});

const article: NewsSummary = {
  slug: '2026-10-03-onair-start',
  title: 'TVアニメ放送開始！',
  date: '2026-10-03',
  time: null,
  publishedAt: '2026-10-03T00:00:00+09:00',
  category: { slug: 'onair', label: '放送・配信', color: null },
  image: null,
  summary: '本日25:30より放送開始です。',
};

const absolute = (path: string) => `${SITE_URL}${path}`;

/** Reads a property of structured data without schema-dts' union types getting in the way. */
const field = <T,>(ld: unknown, key: string): T => (ld as Record<string, T>)[key];

describe('newsArticleJsonLd', () => {
  it('has the fields Google requires for an article, dated in JST', () => {
    const ld = newsArticleJsonLd(article);
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'TVアニメ放送開始！',
      datePublished: '2026-10-03T00:00:00+09:00',
      dateModified: '2026-10-03T00:00:00+09:00',
      articleSection: '放送・配信',
      url: absolute('/news/2026-10-03-onair-start/'),
      mainEntityOfPage: { '@type': 'WebPage', '@id': absolute('/news/2026-10-03-onair-start/') },
      publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject', url: absolute('/images/common/logo.png') } },
    });
  });

  it('is published by whoever runs the site (site.json), not by the copyright holder', () => {
    const ld = newsArticleJsonLd(article);
    expect(field<{ name: string }>(ld, 'publisher').name).toBe(site.operator);
    expect(field<{ name: string }>(ld, 'author').name).toBe(site.operator);
  });

  it.each([
    [null, absolute('/images/common/ogp.png')],
    [{ src: '/images/news/pv.png', alt: 'PV' }, absolute('/images/news/pv.png')],
  ])('uses the eye-catch or the share image (%j)', (image, expected) => {
    expect(newsArticleJsonLd({ ...article, image }).image).toEqual([expected]);
  });
});
