/** @jest-environment node */
import { formatIssue, zodIssuesToContentIssues } from './errors';
import { HTTPS_URL_PATTERN, LinkSchema, UrlSchema } from './schema';
import { StoreSchema } from '../sections/disc/schema';
import { ScreeningFileSchema, StreamingServiceSchema, TheatreSchema } from '../sections/onair/schema';

/** What the check says of `url` as a theatre's URL in `content/works/film/screening.yaml`, or [] when it passes. */
function theatreMessages(url: string): string[] {
  const theatre = { prefecture: '東京都', name: 'シネマ汐見', url };
  const result = TheatreSchema.safeParse(theatre);
  return result.success ? [] : zodIssuesToContentIssues('content/works/film/screening.yaml', TheatreSchema, result.error.issues, theatre).map(formatIssue);
}

const REWRITE = 'のように https:// のすぐ後にドメイン名が続き、空白・引用符・「\\」「<」「>」などの記号やユーザー名・パスワードを含まない URL を書いてください。';

describe('UrlSchema, the one schema of every external URL in the content', () => {
  it.each([
    ['a plain https URL', 'https://example.com'],
    ['a path, a query and a fragment', 'https://example.com/theatre/a?b=1&c=2#d'],
    ['Japanese in the path, as a browser shows it', 'https://ja.wikipedia.org/wiki/アニメ'],
    ['an @ in the path', 'https://mstdn.example/@sorairo'],
    ['percent-encoded characters', 'https://example.com/%E3%81%82'],
    ['an upper-case scheme, which the URL standard allows', 'HTTPS://example.com/'],
    ['a port, a query and a fragment without a path', 'https://example.com:8443?x#y'],
    ['an IPv6 host in brackets', 'https://[::1]/'],
    ['the characters a path may hold', "https://example.com/~a/(b)/*c*/!d;e,f=g+h$i'j"],
  ])('accepts %s', (_name, url) => {
    expect(theatreMessages(url)).toEqual([]);
  });

  it.each([
    ['https: without slashes', 'https:evil.example', 'https://evil.example/'],
    ['https: with one slash', 'https:/evil.example/a', 'https://evil.example/a'],
    ['three slashes', 'https:///evil.example', 'https://evil.example/'],
    ['a double quote', 'https://example.com/"onmouseover="alert(1)', 'https://example.com/%22onmouseover=%22alert(1)'],
    ['a space', 'https://example.com/a b', 'https://example.com/a%20b'],
    ['angle brackets', 'https://example.com/<script>', 'https://example.com/%3Cscript%3E'],
    ['a backslash', 'https://example.com\\evil.example', 'https://example.com/evil.example'],
    ['a user name and password', 'https://user:pass@example.com/', 'https://example.com/'],
    ['a host hidden after credentials', 'https://example.com@evil.example/', 'https://evil.example/'],
    ['a control character', 'https://example.com/a\u0001b', 'https://example.com/a%01b'],
    ['a lone percent sign', 'https://example.com/100%', 'https://example.com/100%25'],
    ['a pipe, braces and a caret', 'https://example.com/a|b?c={d}#e^f', 'https://example.com/a%7Cb?c=%7Bd%7D#e%5Ef'],
    ['square brackets outside the host', 'https://example.com/a[1]', 'https://example.com/a%5B1%5D'],
    ['a second #', 'https://example.com/a#b#c', 'https://example.com/a#b%23c'],
  ])('refuses %s and says exactly what to write instead', (_name, url, rewrite) => {
    expect(theatreMessages(url)).toEqual([
      `content/works/film/screening.yaml「URL（url）」: 「${rewrite}」${REWRITE}書かれている値: ${JSON.stringify(url)}。劇場のページのアドレス。`,
    ]);
    // The form offered passes.
    expect(theatreMessages(rewrite)).toEqual([]);
  });

  it.each([
    ['javascript:alert(1)'],
    ['http://example.com/'],
    ['//example.com/'],
    ['example.com'],
  ])('refuses %s with one message, the https form', (url) => {
    expect(theatreMessages(url)).toEqual([
      `content/works/film/screening.yaml「URL（url）」: https:// で始まる URL を書いてください。書かれている値: ${JSON.stringify(url)}。劇場のページのアドレス。`,
    ]);
  });

  it.each([
    ['a ticket URL', ScreeningFileSchema.shape.ticketUrl],
    ['a store’s URL', StoreSchema.shape.url],
    ['a streaming service’s URL', StreamingServiceSchema.shape.url],
    ['a written page’s link', LinkSchema.shape.url],
  ])('holds for %s too', (_name, schema) => {
    expect(schema.safeParse('https:evil.example').success).toBe(false);
    expect(schema.safeParse('https://example.com/"x').success).toBe(false);
    expect(schema.safeParse('https://example.com/x').success).toBe(true);
  });

  it('gives the editor a pattern that refuses what the schema refuses', () => {
    const pattern = new RegExp(HTTPS_URL_PATTERN);
    for (const url of ['https:evil.example', 'https:///evil.example', 'https://example.com/"x', 'https://example.com/a b', 'https://example.com\\x']) {
      expect([url, pattern.test(url)]).toEqual([url, false]);
      expect([url, UrlSchema.safeParse(url).success]).toEqual([url, false]);
    }
    expect(pattern.test('https://example.com/a?b=1')).toBe(true);
  });
});
