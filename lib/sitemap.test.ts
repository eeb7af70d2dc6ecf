import { isNoindex, pagePathOf, robotsTxt, sitemapXml } from './sitemap';

describe('pagePathOf', () => {
  it.each([
    ['index.html', '/'],
    ['news/index.html', '/news/'],
    ['news/2026-10-01-pv/index.html', '/news/2026-10-01-pv/'],
    ['404.html', null],
    ['404/index.html', null],
    ['_next/static/x.html', null],
  ])('%s → %s', (file, expected) => {
    expect(pagePathOf(file)).toBe(expected);
  });
});

describe('isNoindex', () => {
  it('finds the robots tag Seo writes, whatever else its content says', () => {
    expect(isNoindex('<head><meta name="robots" content="noindex"/></head>')).toBe(true);
    expect(isNoindex('<head><meta name="robots" content="nofollow, noindex"/></head>')).toBe(true);
  });

  it('a page without it, or with another robots directive, is indexed', () => {
    expect(isNoindex('<head><meta name="description" content="noindex について"/></head>')).toBe(false);
    expect(isNoindex('<head><meta name="robots" content="nofollow"/></head>')).toBe(false);
  });
});

describe('sitemapXml', () => {
  it('lists each page once, as absolute URLs, in a stable order', () => {
    const xml = sitemapXml(['/news/', '/', '/news/', '/story/01/'], 'https://a.example');
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect([...doc.getElementsByTagName('loc')].map((l) => l.textContent)).toEqual([
      'https://a.example/',
      'https://a.example/news/',
      'https://a.example/story/01/',
    ]);
  });

  it('escapes XML', () => {
    expect(sitemapXml(['/a&b/'], 'https://a.example')).toContain('https://a.example/a&amp;b/');
  });
});

it('robots.txt points to the sitemap', () => {
  expect(robotsTxt('https://user.github.io/sorairo')).toContain('Sitemap: https://user.github.io/sorairo/sitemap.xml');
});
