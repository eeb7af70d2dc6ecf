import {
  type NewsSearchEntry,
  NEWS_SEARCH_INDEX_VERSION,
  buildNewsSearchIndex,
  filterNews,
  normalizeForSearch,
  prepareNewsSearch,
  searchSnippet,
  searchTerms,
} from './search';
import { parseNewsSearchIndex } from './searchIndexSchema';

const entry = (slug: string, title: string, category: string, text: string): NewsSearchEntry => ({
  slug,
  title,
  date: '2026-10-03',
  time: null,
  publishedAt: '2026-10-03T00:00:00+09:00',
  category: { slug: category, label: category.toUpperCase(), color: category === 'event' ? 'danger' : null },
  text,
});

const entries: NewsSearchEntry[] = [
  entry('live', '1st LIVE「Blue Horizon」開催決定', 'event', '汐見市民ホールにて開催します。チケットは先着順です。'),
  entry('cafe', 'コラボカフェ開催', 'goods', 'ＳＯＲＡＩＲＯ ＣＡＦＥ が港町にオープン。限定メニューはサイダーフロート。'),
  entry('start', '放送開始！', 'onair', '本日25:30より放送開始です。ｿﾗｲﾛ アンサンブルをよろしくお願いします。'),
  entry('ed', 'ED「潮騒のあとで」配信', 'music', 'エンディングテーマの配信が始まりました。'),
];
const prepared = prepareNewsSearch(entries);
const slugs = (query: string, category = '') => filterNews(prepared, { query, category }).map((e) => e.slug);

describe('normalizeForSearch', () => {
  it.each([
    ['ＳＯＲＡＩＲＯ', 'sorairo'],
    ['Blue Horizon', 'blue horizon'],
    ['ｿﾗｲﾛ', 'ソライロ'],
    ['２５：３０', '25:30'],
    ['  海\u3000 の  音 ', '海 の 音'],
    ['ＡＢＣ　ｄｅｆ', 'abc def'],
  ])('%p → %p', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });
});

describe('searchTerms', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['サイダー', ['サイダー']],
    ['LIVE　ホール', ['live', 'ホール']],
    ['live LIVE ｌｉｖｅ', ['live']],
  ])('%p → %j', (query, expected) => {
    expect(searchTerms(query)).toEqual(expected);
  });
});

describe('filterNews', () => {
  it.each([
    ['サイダー', '', ['cafe']], // only in a body
    ['開催', '', ['live', 'cafe']], // in titles
    ['blue horizon', '', ['live']], // case-insensitive, phrase with a space = two keywords
    ['ｂｌｕｅ', '', ['live']], // full-width query
    ['sorairo', '', ['cafe']], // full-width text
    ['ソライロ', '', ['start']], // half-width katakana text
    ['25:30', '', ['start']],
    ['開催 チケット', '', ['live']], // AND across title and body
    ['開催 存在しない', '', []],
    ['', 'music', ['ed']], // category alone
    ['開催', 'goods', ['cafe']],
    ['開催', 'music', []],
    ['', '', ['live', 'cafe', 'start', 'ed']],
  ])('%p in %p → %j', (query, category, expected) => {
    expect(slugs(query, category)).toEqual(expected);
  });

  it('does not match across the end of the title and the start of the body', () => {
    // title ends 「開始！」, body starts 「本日」: 「！本日」 spans both.
    expect(slugs('！本日')).toEqual([]);
  });
});

describe('searchSnippet', () => {
  const long = `${'あ'.repeat(60)}ＳＯＲＡＩＲＯ Cafe${'い'.repeat(60)}`;

  it.each<[string, string[], string | null]>([
    ['港町にサイダーフロート', ['サイダー'], '港町に[サイダー]フロート'],
    ['Blue HORIZON tour', ['horizon'], 'Blue [HORIZON] tour'],
    ['ＳＯＲＡＩＲＯ', ['sorairo'], '[SORAIRO]'],
    ['海と空と海', ['空', '海'], '[海]と空と海'],
    ['海と空', ['山'], null],
    ['İstanbul の海', ['海'], 'İstanbul の[海]'],
  ])('%p with %j → %p', (text, terms, expected) => {
    const s = searchSnippet(text, terms);
    expect(s && `${s.before}[${s.match}]${s.after}`).toBe(expected);
  });

  it('cuts long text around the first keyword', () => {
    const s = searchSnippet(long, ['cafe'], 10);
    expect(s).toEqual({ before: 'ああSORAIRO ', match: 'Cafe', after: 'いいいいいいいいいい', cutStart: true, cutEnd: true });
  });

  it('marks nothing as cut when the whole text fits', () => {
    expect(searchSnippet('短い本文', ['本文'])).toMatchObject({ cutStart: false, cutEnd: false });
  });
});

describe('the index file', () => {
  it('round-trips through JSON and the check', () => {
    const index = buildNewsSearchIndex(entries);
    expect(parseNewsSearchIndex(JSON.parse(JSON.stringify(index)))).toEqual(index);
    expect(index.version).toBe(NEWS_SEARCH_INDEX_VERSION);
  });

  it('keeps only the fields the browser needs', () => {
    const withExtras = entries.map((e) => ({ ...e, bodyHtml: '<p>x</p>', category: { ...e.category, count: 3 } }));
    const [first] = buildNewsSearchIndex(withExtras).entries;
    expect(Object.keys(first).sort()).toEqual(['category', 'date', 'publishedAt', 'slug', 'text', 'time', 'title']);
    expect(first.category).toEqual({ slug: 'event', label: 'EVENT', color: 'danger' });
  });

  it.each<[string, unknown]>([
    ['not an object', 'oops'],
    ['an old version', { version: 0, entries: [] }],
    ['entries missing', { version: NEWS_SEARCH_INDEX_VERSION }],
    ['an entry without text', { version: NEWS_SEARCH_INDEX_VERSION, entries: [{ slug: 'a', title: 't', date: '2026-10-03', category: { slug: 'a', label: 'A', color: null } }] }],
    ['a bad date', { version: NEWS_SEARCH_INDEX_VERSION, entries: [{ ...entries[0], date: '10/3' }] }],
    ['a colour that is not a token', { version: NEWS_SEARCH_INDEX_VERSION, entries: [{ ...entries[0], category: { ...entries[0].category, color: '#f00' } }] }],
  ])('refuses %s', (_, data) => {
    expect(() => parseNewsSearchIndex(data)).toThrow(/invalid news search index/);
  });
});
