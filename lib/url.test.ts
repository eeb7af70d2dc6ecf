import { BASE_PATH, DEFAULT_SITE_URL, absoluteUrl, basePathOf, canonicalPath, normalizeSiteUrl, siteHost, withBasePath } from './url';

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

describe('basePathOf', () => {
  it.each([
    ['http://localhost:3000', ''],
    ['https://sorairo.example', ''],
    ['https://user.github.io/sorairo', '/sorairo'],
    ['https://user.github.io/sorairo/', '/sorairo'],
    ['https://example.com/fan/sorairo-2026', '/fan/sorairo-2026'],
    ['https://user.github.io/my.repo_x~1', '/my.repo_x~1'],
  ])('%s → %j', (url, expected) => {
    expect(basePathOf(url)).toBe(expected);
  });

  it('gives the same path as normalizeSiteUrl keeps', () => {
    expect(basePathOf(normalizeSiteUrl('https://user.github.io/sorairo/'))).toBe('/sorairo');
  });

  it.each([
    ['https://example.com/my repo'],
    ['https://example.com/%E3%81%9D%E3%82%89'],
    ['https://example.com/そら'],
    ['https://example.com//sorairo'],
    ['https://example.com/_next'],
    ['https://example.com/a%2Fb'],
  ])('rejects %s, naming the variable', (url) => {
    expect(() => basePathOf(url)).toThrow(/NEXT_PUBLIC_SITE_URL: the path .* cannot be the site's base path/);
  });

  it('is empty for this test run (no NEXT_PUBLIC_SITE_URL)', () => {
    expect(BASE_PATH).toBe('');
  });
});

describe('withBasePath', () => {
  it.each([
    ['/images/common/logo.png', '/sorairo', '/sorairo/images/common/logo.png'],
    ['/', '/sorairo', '/sorairo/'],
    ['/news/search-index.json', '/a/b', '/a/b/news/search-index.json'],
    ['/_next/static/media/img/top/kv.0123456789.640.webp', '/sorairo', '/sorairo/_next/static/media/img/top/kv.0123456789.640.webp'],
    // Only root-relative paths are the site's own.
    ['https://other.example/x', '/sorairo', 'https://other.example/x'],
    ['//cdn.example/x.png', '/sorairo', '//cdn.example/x.png'],
    ['#top', '/sorairo', '#top'],
    ['mailto:a@example.com', '/sorairo', 'mailto:a@example.com'],
    ['data:image/gif;base64,R0l', '/sorairo', 'data:image/gif;base64,R0l'],
    ['relative/x.png', '/sorairo', 'relative/x.png'],
    // At a domain's root nothing changes.
    ['/images/common/logo.png', '', '/images/common/logo.png'],
  ])('%s below %j → %s', (path, basePath, expected) => {
    expect(withBasePath(path, basePath)).toBe(expected);
  });

  it('does not guess: every call prefixes, so apply it once (a site path may start with the same name)', () => {
    expect(withBasePath(withBasePath('/news/', '/sorairo'), '/sorairo')).toBe('/sorairo/sorairo/news/');
  });

  it('defaults to this build’s base path', () => {
    expect(withBasePath('/icon.svg')).toBe('/icon.svg');
  });
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
