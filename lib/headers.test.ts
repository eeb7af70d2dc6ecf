/** @jest-environment node */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import {
  GA_SOURCES,
  type InlineSources,
  IMMUTABLE_CACHE,
  PV_EMBED_ORIGIN,
  REVALIDATE_CACHE,
  builtBasePath,
  cacheRules,
  contentSecurityPolicy,
  formatHeadersFile,
  hashSource,
  headersForPath,
  inlineSourcesCollector,
  inlineSourcesOf,
  isExecutableScriptType,
  mergeInlineSources,
  noscriptMayHaveContent,
  parseHeadersFile,
  rulesBelow,
  securityHeaders,
} from './headers';

// parse5's parse, counted (inlineSourcesOf parses a page a second time only when <noscript> could change it).
jest.mock('parse5', () => {
  const actual = jest.requireActual<typeof import('parse5')>('parse5');
  return { ...actual, parse: jest.fn(actual.parse) };
});
const parseCalls = () => jest.mocked(parse).mock.calls.map(([, options]) => options?.scriptingEnabled);

const fixture = fs.readFileSync(path.join(__dirname, '__fixtures__/headers/page.html'), 'utf8');

/** The two inline scripts of the fixture, cut out by hand (what a browser hashes: the exact text). */
const turbopack = fixture.slice(fixture.indexOf('<script>(globalThis') + '<script>'.length, fixture.indexOf('</script><script src='));
const moduleScript = 'import "/_next/static/chunks/m.js";';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The sources of one directive of a policy. */
const directive = (csp: string, name: string): string[] | undefined =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);

describe('inlineSourcesOf', () => {
  const found = inlineSourcesOf(fixture);

  it('finds the inline scripts the browser runs, and only those', () => {
    expect(found.scripts).toEqual([turbopack, moduleScript]);
  });

  it('reads style attributes as the browser does (entities decoded), including those inside <noscript>', () => {
    expect([...found.styleAttributes].sort()).toEqual(['aspect-ratio:16 / 9', 'color:red', 'font-family:"Noto Sans JP"']);
  });

  it('notices data: images and the absence of forms, styles and handlers', () => {
    expect(found).toMatchObject({ dataImages: true, forms: false, styles: [], eventHandlers: [], manifest: false });
  });

  it('reports inline event handlers', () => {
    expect(inlineSourcesOf('<img src="/a.png" onerror="alert(1)"><form action="/"></form>')).toMatchObject({
      eventHandlers: ['img[onerror]'],
      forms: true,
    });
  });
});

describe('inlineSourcesOf: the parse with scripting off', () => {
  beforeEach(() => jest.mocked(parse).mockClear());

  it('is skipped when every <noscript> is empty, and the style attributes outside it are still read', () => {
    const page = '<head><noscript data-n-css=""></noscript></head><body><p style="color:red">x</p><NOSCRIPT>\n</NOSCRIPT></body>';
    expect(inlineSourcesOf(page).styleAttributes).toEqual(['color:red']);
    expect(parseCalls()).toEqual([true]);
  });

  it('runs when a <noscript> has content (the fixture: an image with a style attribute)', () => {
    inlineSourcesOf(fixture);
    expect(parseCalls()).toEqual([true, false]);
  });

  it.each([
    ['content', '<noscript><p style="a:b">x</p></noscript>'],
    ['an upper-case tag', '<NoScript ><p style="a:b">x</p></NoScript>'],
    ['a self-closing tag (which HTML ignores)', '<noscript/><p style="a:b">x</p></noscript>'],
    ['a value that holds the end tag', '<noscript data-x="></noscript>"><p style="a:b">x</p></noscript>'],
    ['a single-quoted value', "<noscript data-x='></noscript>'><p style=\"a:b\">x</p></noscript>"],
    ['an empty one first', '<noscript></noscript><noscript><p style="a:b">x</p></noscript>'],
  ])('finds what is inside a <noscript> with %s', (_, body) => {
    expect(noscriptMayHaveContent(body)).toBe(true);
    expect(inlineSourcesOf(`<body>${body}</body>`).styleAttributes).toEqual(['a:b']);
  });

  it.each([
    ['none', '<p>x</p>'],
    ['another tag that starts the same', '<noscripts><p>x</p></noscripts>'],
    ["Next's, in head", '<noscript data-n-css=""></noscript>'],
    ['attributes and whitespace', '<noscript a b = "1"\n>\t </noscript >'],
  ])('sees no content with %s', (_, html) => {
    expect(noscriptMayHaveContent(html)).toBe(false);
  });
});

describe('inlineSourcesCollector', () => {
  const page = (scripts: string[], styles: string[], flags: Partial<InlineSources> = {}): InlineSources => ({
    scripts,
    styles,
    styleAttributes: [],
    eventHandlers: [],
    dataImages: false,
    forms: false,
    manifest: false,
    ...flags,
  });

  it('adds pages one at a time to what mergeInlineSources makes of them all: each value once, sorted', () => {
    const pages = [page(['b()', 'a()'], ['p{}']), page(['a()'], ['p{}', 'h1{}'], { forms: true }), page([], [], { dataImages: true })];
    const collector = inlineSourcesCollector();
    pages.forEach(collector.add);
    expect(collector.result()).toEqual({
      scripts: ['a()', 'b()'],
      styles: ['h1{}', 'p{}'],
      styleAttributes: [],
      eventHandlers: [],
      dataImages: true,
      forms: true,
      manifest: false,
    });
    expect(mergeInlineSources(pages)).toEqual(collector.result());
    expect(inlineSourcesCollector().result()).toEqual(page([], []));
  });
});

describe('isExecutableScriptType', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['text/javascript', true],
    ['application/javascript', true],
    ['module', true],
    [' Text/JavaScript ', true],
    ['application/json', false],
    ['application/ld+json', false],
    ['text/template', false],
  ])('%j → %s', (type, expected) => {
    expect(isExecutableScriptType(type)).toBe(expected);
  });
});

describe('contentSecurityPolicy', () => {
  const inline = inlineSourcesOf(fixture);

  it('starts from nothing and allows the hashes of exactly the inline scripts of the page', () => {
    const csp = contentSecurityPolicy(inline);
    expect(csp.startsWith("default-src 'none'; ")).toBe(true);
    expect(directive(csp, 'script-src')).toEqual(["'self'", sha(turbopack), sha(moduleScript)]);
    expect(hashSource(turbopack)).toBe(sha(turbopack));
  });

  it('allows the page’s style attributes by hash only', () => {
    const csp = contentSecurityPolicy(inline);
    expect(directive(csp, 'style-src')).toEqual([
      "'self'",
      "'unsafe-hashes'",
      sha('aspect-ratio:16 / 9'),
      sha('color:red'),
      sha('font-family:"Noto Sans JP"'),
    ]);
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('reads an inlined stylesheet and any other <style> as the browser does (raw text, no entity decoding)', () => {
    const page =
      '<head><style data-href="/_next/static/chunks/a.css">a::after{content:"&amp;<b>"}</style><style>p{color:red}</style>' +
      '<style data-href="/b.css" media="print">b{color:blue}</style></head><body></body>';
    expect(inlineSourcesOf(page).styles).toEqual(['a::after{content:"&amp;<b>"}', 'p{color:red}', 'b{color:blue}']);
  });

  it('allows inline stylesheets by hash, without unsafe-hashes when there is no style attribute', () => {
    // What the first-paint step makes of a page (scripts/first-paint.mjs): stylesheets inline, the scripts' list a
    // data block, one loader.
    const page =
      '<head><style data-href="/_next/static/chunks/a.css">body{margin:0}</style><link rel="stylesheet" href="/_next/static/chunks/a.css" disabled=""/></head>' +
      '<body><p>x</p><script id="list" type="application/json">["/_next/static/chunks/a.js"]</script><script>load()</script></body>';
    const csp = contentSecurityPolicy(inlineSourcesOf(page));
    expect(directive(csp, 'style-src')).toEqual(["'self'", sha('body{margin:0}')]);
    expect(directive(csp, 'script-src')).toEqual(["'self'", sha('load()')]);
  });

  it('forbids framing, plugins, <base> and form posts', () => {
    const csp = contentSecurityPolicy(inline);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
    expect(directive(csp, 'form-action')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toBeUndefined(); // default-src 'none' covers it
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:']);
  });

  it('names no third-party host unless a service is configured', () => {
    const csp = contentSecurityPolicy(inline);
    expect(csp).not.toMatch(/google|sentry|youtube/);
    expect(directive(csp, 'frame-src')).toBeUndefined();
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
  });

  it('adds the analytics hosts when a measurement ID is set', () => {
    const csp = contentSecurityPolicy(inline, { gaMeasurementId: 'G-TEST000000' });
    expect(directive(csp, 'script-src')).toEqual(expect.arrayContaining([...GA_SOURCES.script]));
    expect(directive(csp, 'img-src')).toEqual(expect.arrayContaining([...GA_SOURCES.img]));
    expect(directive(csp, 'connect-src')).toEqual(["'self'", ...GA_SOURCES.connect]);
    expect(csp).not.toContain('sentry');
  });

  it('adds the Sentry ingest host, and only it, when a DSN is set', () => {
    const csp = contentSecurityPolicy(inline, { sentryDsn: 'https://abc123@o42.ingest.us.sentry.io/7' });
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://o42.ingest.us.sentry.io']);
    expect(directive(csp, 'script-src')).not.toContain(GA_SOURCES.script[0]);
    expect(() => contentSecurityPolicy(inline, { sentryDsn: 'not a url' })).toThrow(/NEXT_PUBLIC_SENTRY_DSN/);
  });

  it('allows the video host only as a frame source', () => {
    const csp = contentSecurityPolicy(inline, { frameOrigins: [PV_EMBED_ORIGIN] });
    expect(directive(csp, 'frame-src')).toEqual([PV_EMBED_ORIGIN]);
    expect(csp.match(/youtube/g)).toHaveLength(1);
  });

  it('refuses pages with inline event handlers', () => {
    expect(() => contentSecurityPolicy(inlineSourcesOf('<button onclick="go()">x</button>'))).toThrow(/button\[onclick\]/);
  });
});

describe('the _headers file', () => {
  const csp = contentSecurityPolicy(inlineSourcesOf(fixture));
  const rules = [
    { pattern: '/*', headers: securityHeaders(csp) },
    ...cacheRules(['_next', 'index.html', '404.html', 'news', 'images', 'robots.txt', '_headers'], {
      directories: new Set(['_next', 'news', 'images']),
    }),
  ];
  const text = formatHeadersFile(rules, 'generated');
  const parsed = parseHeadersFile(text);

  it('round-trips through the parser', () => {
    expect(parsed).toEqual(rules);
  });

  it('gives every page the security headers', () => {
    const headers = headersForPath(parsed, '/news/2026-10-01-pv/');
    expect(headers.get('Content-Security-Policy')).toBe(csp);
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8}/);
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Permissions-Policy')).toContain('camera=()');
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
  });

  it.each([
    ['/', REVALIDATE_CACHE],
    ['/news/', REVALIDATE_CACHE],
    ['/news/feed.xml', REVALIDATE_CACHE],
    ['/404.html', REVALIDATE_CACHE],
    ['/_next/static/chunks/a.js', IMMUTABLE_CACHE],
    ['/_next/static/media/img/a.640.webp', IMMUTABLE_CACHE],
    ['/images/common/ogp.png', 'public, max-age=3600, must-revalidate'],
  ])('caches %s with exactly one rule: %s', (pathname, cache) => {
    expect(headersForPath(parsed, pathname).get('Cache-Control')).toBe(cache);
  });

  it('joins headers set by several rules, as Cloudflare Pages does', () => {
    const headers = headersForPath(parseHeadersFile('/*\n  X-A: 1\n/news/:slug/\n  X-A: 2\n  X-B: 3\n'), '/news/x/');
    expect(Object.fromEntries(headers)).toEqual({ 'X-A': '1, 2', 'X-B': '3' });
    expect(headersForPath(parseHeadersFile('/news/:slug/\n  X-B: 3\n'), '/news/x/y/').size).toBe(0);
  });

  it('rejects a header line outside a rule', () => {
    expect(() => parseHeadersFile('  X-A: 1\n')).toThrow(/line 1/);
  });
});

describe('below a base path (a GitHub Pages project site)', () => {
  const rootRules = [
    { pattern: '/*', headers: securityHeaders(contentSecurityPolicy(inlineSourcesOf(fixture))) },
    ...cacheRules(['_next', 'index.html', 'news', 'images'], { directories: new Set(['_next', 'news', 'images']) }),
  ];
  const rules = parseHeadersFile(formatHeadersFile(rulesBelow(rootRules, '/sorairo')));

  it('puts the base path once in front of every pattern', () => {
    expect(rules.map((r) => r.pattern)).toEqual(rootRules.map((r) => `/sorairo${r.pattern}`));
    expect(rulesBelow(rootRules, '')).toEqual(rootRules);
  });

  it.each([
    ['/sorairo/', REVALIDATE_CACHE],
    ['/sorairo/news/', REVALIDATE_CACHE],
    ['/sorairo/_next/static/media/img/a.640.webp', IMMUTABLE_CACHE],
    ['/sorairo/images/common/ogp.png', 'public, max-age=3600, must-revalidate'],
  ])('caches %s with exactly one rule: %s', (pathname, cache) => {
    expect(headersForPath(rules, pathname).get('Cache-Control')).toBe(cache);
    expect(headersForPath(rules, pathname).get('X-Frame-Options')).toBe('DENY');
  });

  it('leaves paths outside the base path alone', () => {
    expect(headersForPath(rules, '/_next/static/chunks/a.js').size).toBe(0);
  });
});

describe('builtBasePath', () => {
  it.each([
    ['<script src="/_next/static/chunks/a.js" async=""></script>', ''],
    ['<link rel="stylesheet" href="/sorairo/_next/static/c.css"/><script src="/sorairo/_next/static/chunks/a.js"></script>', '/sorairo'],
    ['<script defer="" src="/a/b/_next/static/chunks/a.js"></script>', '/a/b'],
    ['<style data-href="/sorairo/_next/static/c.css">p{}</style><link rel="stylesheet" href="/sorairo/_next/static/c.css" disabled=""/>', '/sorairo'],
    ['<link rel="stylesheet" href="/_next/static/c.css" disabled=""/>', ''],
    ['<p>no scripts</p><link rel="icon" href="/icon.svg"/>', null],
  ])('%s → %j', (html, expected) => {
    expect(builtBasePath(html)).toBe(expected);
  });

  it('reads the fixture page (a real export) as built at the root', () => {
    expect(builtBasePath(fixture)).toBe('');
  });
});
