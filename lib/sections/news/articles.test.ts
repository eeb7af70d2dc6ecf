import { laterPageNumbers, newestFirst, newsArticleOf, newsListPath, newsListTitles, pageCount, pageSlice, paginationEntries, parsePageParam, shareOnXUrl } from './articles';

describe('pageCount', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [28, 10, 3],
    [30, 10, 3],
    [31, 10, 4],
    [5, 2, 3],
  ])('%i articles at %i a page → %i pages', (total, perPage, pages) => {
    expect(pageCount(total, perPage)).toBe(pages);
  });
});

describe('pageSlice', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);

  it.each([
    [1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [2, [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]],
    [3, [21, 22, 23]],
  ])('page %i', (page, expected) => {
    expect(pageSlice(items, page, 10)).toEqual(expected);
  });

  it('gives an empty first page for an empty list', () => {
    expect(pageSlice([], 1, 10)).toEqual([]);
  });

  it.each([0, 4, 1.5, -1, Number.NaN])('refuses page %p', (page) => {
    expect(() => pageSlice(items, page, 10)).toThrow(RangeError);
  });
});

describe('laterPageNumbers', () => {
  it.each([
    [0, []],
    [10, []],
    [11, [2]],
    [28, [2, 3]],
    [41, [2, 3, 4, 5]],
  ])('%i articles → %j', (total, expected) => {
    expect(laterPageNumbers(total, 10)).toEqual(expected);
  });
});

describe('newsListPath', () => {
  it.each([
    [1, null, '/news/'],
    [2, null, '/news/page/2/'],
    [12, null, '/news/page/12/'],
    [1, 'event', '/news/category/event/'],
    [3, 'event', '/news/category/event/page/3/'],
  ])('page %i of %p → %s', (page, category, path) => {
    expect(newsListPath(page, category)).toBe(path);
  });

  it('treats a missing category as every category', () => {
    expect(newsListPath(2)).toBe('/news/page/2/');
  });
});

describe('parsePageParam', () => {
  it.each([
    ['2', 2],
    ['10', 10],
    ['1', null],
    ['0', null],
    ['02', null],
    ['-2', null],
    ['2.5', null],
    ['x', null],
    ['', null],
    [undefined, null],
    [['2'], null],
  ])('%p → %p', (value, expected) => {
    expect(parsePageParam(value)).toBe(expected);
  });
});

describe('paginationEntries', () => {
  const show = (current: number, total: number) =>
    paginationEntries(current, total)
      .map((e) => (e.kind === 'gap' ? '…' : e.page === current ? `[${e.page}]` : String(e.page)))
      .join(' ');

  it.each([
    [1, 1, '[1]'],
    [1, 3, '[1] 2 3'],
    [2, 3, '1 [2] 3'],
    [3, 3, '1 2 [3]'],
    [1, 5, '[1] 2 … 5'],
    [3, 5, '1 2 [3] 4 5'],
    [4, 7, '1 2 3 [4] 5 6 7'], // a gap of one page shows the page
    [5, 9, '1 … 4 [5] 6 … 9'],
    [1, 10, '[1] 2 … 10'],
    [10, 10, '1 … 9 [10]'],
    [4, 10, '1 2 3 [4] 5 … 10'],
  ])('page %i of %i → %s', (current, total, expected) => {
    expect(show(current, total)).toBe(expected);
  });
});

describe('shareOnXUrl', () => {
  it('builds an intent URL with the text and the URL encoded', () => {
    const href = shareOnXUrl('放送開始！ #そらいろ & more', 'https://sorairo.example/news/a/?x=1');
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe('https://x.com/intent/post');
    expect(url.searchParams.get('text')).toBe('放送開始！ #そらいろ & more');
    expect(url.searchParams.get('url')).toBe('https://sorairo.example/news/a/?x=1');
    expect(href).not.toContain('#');
  });
});

describe('newsListTitles', () => {
  it.each([
    [null, 1, 'ニュース', 'ニュース'],
    [null, 2, 'ニュース', 'ニュース（2ページ目）'],
    ['イベント', 1, 'ニュース：イベント', 'ニュース：イベント'],
    ['イベント', 3, 'ニュース：イベント', 'ニュース：イベント（3ページ目）'],
  ])('%p page %i → %s / %s', (label, page, heading, title) => {
    expect(newsListTitles(label, page)).toEqual({ heading, title });
  });
});

describe('newestFirst', () => {
  const at = (slug: string, publishedAt: string) => ({ slug, publishedAt });
  it.each([
    ['by instant, across days and minutes', [at('a', '2026-01-01T00:00:00+09:00'), at('b', '2026-01-02T00:00:00+09:00'), at('c', '2026-01-01T12:00:00+09:00')], ['b', 'c', 'a']],
    ['by instant, whatever the offset is written as', [at('a', '2026-01-01T01:00:00+09:00'), at('b', '2025-12-31T17:00:00Z')], ['b', 'a']],
    ['at the same minute, the later slug first', [at('a', '2026-01-01T00:00:00+09:00'), at('b', '2026-01-01T00:00:00+09:00')], ['b', 'a']],
  ])('%s', (_, articles, expected) => {
    const frozen = Object.freeze([...articles]);
    expect(newestFirst(frozen).map((a) => a.slug)).toEqual(expected);
  });
});

describe('newsArticleOf', () => {
  const fields = { slug: 'a', title: 'T', category: { slug: 'info', label: 'お知らせ', color: null }, image: null, summary: 'S', bodyHtml: '<p>B</p>' };
  it.each([
    ['2026-12-01', '12:00', '2026-12-01T12:00:00+09:00'],
    ['2026-12-01', null, '2026-12-01T00:00:00+09:00'],
  ])('publishes %s at %s as %s, keeping every field', (date, time, publishedAt) => {
    expect(newsArticleOf({ ...fields, date, time })).toEqual({ ...fields, date, time, publishedAt });
  });
});
