/** @jest-environment node */
import { writtenPageJsonLd } from './pages';
import { site } from '../../site';
import { SITE_URL } from '../../url';

// A site.json whose operator differs from the copyright holder (a fan group's site), so the two cannot be confused.
jest.mock('../../site', () => {
  const actual = jest.requireActual<typeof import('../../site')>('../../site');
  return { ...actual, site: { ...actual.site, operator: '架空のファンの会' } };
});

const absolute = (path: string) => `${SITE_URL}${path}`;

describe('writtenPageJsonLd', () => {
  const page = { slug: 'special', title: '壁紙配布', description: '壁紙を配布しています。', hero: { src: '/images/pages/hero.png', alt: '夜空' }, publishedAt: null };

  it('is a WebPage at the page’s URL about the series, with its hero as the image', () => {
    expect(writtenPageJsonLd(page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: '壁紙配布',
      description: '壁紙を配布しています。',
      url: absolute('/special/'),
      image: absolute('/images/pages/hero.png'),
      inLanguage: 'ja',
      about: { '@type': 'TVSeries', name: site.title, url: absolute('/') },
      publisher: expect.objectContaining({ '@type': 'Organization', name: site.operator }),
    });
  });

  it('is dated when the page was timed, and shows the share image without a hero', () => {
    const ld = writtenPageJsonLd({ ...page, hero: null, publishedAt: '2026-12-01T12:00:00+09:00' });
    expect(ld).toMatchObject({ datePublished: '2026-12-01T12:00:00+09:00', image: absolute('/images/common/ogp.png') });
  });
});
