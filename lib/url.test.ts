import { DEFAULT_SITE_URL, absoluteUrl, canonicalPath, normalizeSiteUrl, siteHost } from './url';

describe('normalizeSiteUrl', () => {
  it.each([
    [undefined, DEFAULT_SITE_URL],
    ['', DEFAULT_SITE_URL],
    ['  ', DEFAULT_SITE_URL],
    ['https://sorairo.example', 'https://sorairo.example'],
    ['https://sorairo.example/', 'https://sorairo.example'],
    ['https://user.github.io/sorairo/', 'https://user.github.io/sorairo'],
    ['http://127.0.0.1:3180', 'http://127.0.0.1:3180'],
    ['HTTPS://Sorairo.Example', 'https://sorairo.example'],
  ])('%j → %s', (input, expected) => {
    expect(normalizeSiteUrl(input)).toBe(expected);
  });

  it.each([['sorairo.example'], ['ftp://sorairo.example'], ['https://sorairo.example/?a=1'], ['https://sorairo.example/#x']])(
    'rejects %s',
    (input) => {
      expect(() => normalizeSiteUrl(input)).toThrow(/NEXT_PUBLIC_SITE_URL/);
    },
  );
});

describe('absoluteUrl', () => {
  it.each([
    ['/', 'https://a.example', 'https://a.example/'],
    ['/news/', 'https://a.example', 'https://a.example/news/'],
    ['news/feed.xml', 'https://a.example', 'https://a.example/news/feed.xml'],
    ['/news/', 'https://user.github.io/sorairo', 'https://user.github.io/sorairo/news/'],
    ['https://other.example/x', 'https://a.example', 'https://other.example/x'],
  ])('%s on %s → %s', (path, base, expected) => {
    expect(absoluteUrl(path, base)).toBe(expected);
  });
});

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/news', '/news/'],
    ['/news/2026-10-01-pv?x=1#top', '/news/2026-10-01-pv/'],
    ['/story/01/', '/story/01/'],
  ])('%s → %s', (path, expected) => {
    expect(canonicalPath(path)).toBe(expected);
  });
});

it('siteHost drops the port', () => {
  expect(siteHost('http://localhost:3000')).toBe('localhost');
  expect(siteHost('https://user.github.io/sorairo')).toBe('user.github.io');
});
