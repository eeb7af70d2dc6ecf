/** @jest-environment node */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASE_PATH } from '../lib/url';
import {
  GA_SOURCES,
  IMMUTABLE_CACHE,
  IMAGES_CONTENT_SECURITY_POLICY,
  REVALIDATE_CACHE,
  SHORT_CACHE,
  cacheRules,
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  editorRules,
  hashSource,
  isEditorPage,
  oneRulePerPattern,
  rulesBelow,
  securityHeaders,
  sharedImagesRule,
  writeHeaders,
} from './headers';
import { MAX_HEADER_LINE_LENGTH, MAX_HEADER_RULES, formatHeadersFile, headersForRequest, parseHeadersFile } from './headersFile';
import { type PageScan, emptyScan, scanPage } from './pageScan';

const PV_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The rules of a `_headers` text, as Cloudflare reads them. */
const read = (text: string) => parseHeadersFile(text).rules;
/** The headers a path gets. */
const headersForPath = headersForRequest;

const fixture = fs.readFileSync(path.join(__dirname, '__fixtures__/page.html'), 'utf8');

/** What the scan makes of some pages. */
function scanOf(...pages: string[]): PageScan {
  const scan = emptyScan();
  pages.forEach((html, i) => scanPage(scan, `page-${i}.html`, html));
  return scan;
}

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

describe('contentSecurityPolicy', () => {
  const inline = scanOf(fixture);

  it('starts from nothing and allows the hashes of exactly the inline scripts of the page', () => {
    const csp = contentSecurityPolicy(inline);
    expect(csp.startsWith("default-src 'none'; ")).toBe(true);
    expect(directive(csp, 'script-src')).toEqual(["'self'", ...[sha(turbopack), sha(moduleScript)].sort()]);
    expect(hashSource(turbopack)).toBe(sha(turbopack));
  });

  it('allows the page’s style attributes by hash only', () => {
    const csp = contentSecurityPolicy(inline);
    expect(directive(csp, 'style-src')).toEqual([
      "'self'",
      "'unsafe-hashes'",
      ...[sha('aspect-ratio:16 / 9'), sha('color:red'), sha('font-family:"Noto Sans JP"')].sort(),
    ]);
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('allows <style> elements by hash, without unsafe-hashes when there is no style attribute', () => {
    const csp = contentSecurityPolicy(scanOf('<head><style>body{margin:0}</style></head><body><p>x</p><script>load()</script></body>'));
    expect(directive(csp, 'style-src')).toEqual(["'self'", sha('body{margin:0}')]);
    expect(directive(csp, 'script-src')).toEqual(["'self'", sha('load()')]);
  });

  it('lists each hash once, in the same order whatever the order of the pages', () => {
    const a = '<script>a()</script><p style="color:red">x</p>';
    const b = '<script>b()</script><p style="color:red">y</p>';
    const csp = contentSecurityPolicy(scanOf(a, b));
    expect(csp).toBe(contentSecurityPolicy(scanOf(b, a)));
    expect(directive(csp, 'script-src')).toEqual(["'self'", ...[sha('a()'), sha('b()')].sort()]);
    expect(directive(csp, 'style-src')).toEqual(["'self'", "'unsafe-hashes'", sha('color:red')]);
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

  it.each([
    ['an HTTPS DSN', 'https://abc@o42.ingest.sentry.io/7', {}, 'https://o42.ingest.sentry.io'],
    ['a DSN on this machine, off a hosting service', 'http://abc@127.0.0.1:3199/1', {}, 'http://127.0.0.1:3199'],
    ['localhost, off a hosting service', 'http://abc@localhost:9000/1', { CI: 'true' }, 'http://localhost:9000'],
  ])('lets %s into connect-src', (_, dsn, env, origin) => {
    expect(directive(contentSecurityPolicy(inline, { sentryDsn: dsn, env }), 'connect-src')).toEqual(["'self'", origin]);
  });

  it.each([
    ['a plain-HTTP DSN', 'http://abc@sentry.example.com/7', {}],
    ['a DSN on this machine on a hosting service', 'http://abc@127.0.0.1:3199/1', { CF_PAGES: '1' }],
    ['a DSN of another scheme', 'ftp://abc@sentry.example.com/7', {}],
  ])('refuses %s, and so never writes an http: origin', (_, dsn, env) => {
    expect(() => contentSecurityPolicy(inline, { sentryDsn: dsn, env })).toThrow(/NEXT_PUBLIC_SENTRY_DSN の送信先 .* が https ではありません/);
  });

  it('has only HTTPS third-party hosts for analytics and video, and refuses any other plain-HTTP source', () => {
    for (const source of [...GA_SOURCES.script, ...GA_SOURCES.img, ...GA_SOURCES.connect, PV_EMBED_ORIGIN]) expect(source).toMatch(/^https:\/\//);
    expect(() => contentSecurityPolicy(inline, { frameOrigins: ['http://video.example.com'] })).toThrow(/https でない送信先は入れられません: http:\/\/video\.example\.com/);
  });

  it('allows the video host only as a frame source', () => {
    const csp = contentSecurityPolicy(inline, { frameOrigins: [PV_EMBED_ORIGIN] });
    expect(directive(csp, 'frame-src')).toEqual([PV_EMBED_ORIGIN]);
    expect(csp.match(/youtube/g)).toHaveLength(1);
  });

  it('refuses pages with inline event handlers, naming the handler and a page that has it', () => {
    expect(() => contentSecurityPolicy(scanOf('<p>x</p>', '<button onclick="go()">x</button>'))).toThrow(/button\[onclick\]（page-1\.html）/);
  });
});

describe('a production-like configuration (GA, an HTTPS Sentry DSN, a PV) against the MDN HTTP Observatory’s rules', () => {
  // The inputs of each test the Observatory scores (its tests in @mdn/mdn-http-observatory, src/analyzer/tests/): every
  // one passes, with the bonuses that make the grade A+ (a scan of the served instrumented build scores 130).
  const csp = contentSecurityPolicy(scanOf(fixture), {
    gaMeasurementId: 'G-ABC123DEF4',
    sentryDsn: 'https://k@o42.ingest.sentry.io/7',
    frameOrigins: [PV_EMBED_ORIGIN],
  });
  const headers = new Map(securityHeaders(csp).map(([name, value]) => [name.toLowerCase(), value]));
  const sources = csp.split(';').flatMap((d) => d.trim().split(/\s+/).slice(1));

  it('content-security-policy: default-src none, no unsafe-inline or unsafe-eval, no http: and no bare scheme or wildcard host', () => {
    expect(directive(csp, 'default-src')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(sources.filter((source) => /^http:/i.test(source))).toEqual([]);
    expect(sources.filter((source) => ['*', 'https:', 'http:'].includes(source))).toEqual([]);
    expect(directive(csp, 'script-src')).not.toContain('data:');
    expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
    expect(directive(csp, 'form-action')).toEqual(["'none'"]);
  });

  it('x-frame-options: framing refused by the policy (frame-ancestors) as well as by the header', () => {
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(headers.get('x-frame-options')).toBe('DENY');
  });

  it('strict-transport-security: at least six months', () => {
    expect(Number(/max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '')?.[1])).toBeGreaterThanOrEqual(15_552_000);
  });

  it('x-content-type-options, referrer-policy (private) and cross-origin-resource-policy (same-origin)', () => {
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(headers.get('referrer-policy'));
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('the _headers file', () => {
  const csp = contentSecurityPolicy(scanOf(fixture));
  const rules = [
    { pattern: '/*', headers: securityHeaders(csp) },
    ...cacheRules(['_next', 'index.html', '404.html', 'news', 'images', 'robots.txt', '_headers'], {
      directories: new Set(['_next', 'news', 'images']),
    }),
  ];
  const text = formatHeadersFile(rules, 'generated');
  const parsed = parseHeadersFile(text);

  it('round-trips through the parser', () => {
    expect(parsed).toEqual({ rules, invalid: [] });
  });

  it('gives every page the security headers', () => {
    const headers = headersForPath(parsed.rules, '/news/2026-10-01-pv/');
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
    expect(headersForPath(parsed.rules, pathname).get('Cache-Control')).toBe(cache);
  });

  it('lets other sites show the images under /images/ (feed readers, share cards), and only them', () => {
    const written = read(formatHeadersFile(oneRulePerPattern([...rules, sharedImagesRule()])));
    expect(headersForPath(written, '/images/common/ogp.png').get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    for (const page of ['/', '/news/', '/_next/static/chunks/a.js', '/imagesx/']) {
      expect(headersForPath(written, page).get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    }
  });

  it('joins headers set by several rules, as Cloudflare Pages does', () => {
    const headers = headersForPath(read('/*\n  X-A: 1\n/news/:slug/\n  X-A: 2\n  X-B: 3\n'), '/news/x/');
    expect(Object.fromEntries(headers)).toEqual({ 'x-a': '1, 2', 'x-b': '3' });
    expect([...headersForPath(read('/news/:slug/\n  X-B: 3\n'), '/news/x/y/')]).toEqual([]);
  });

  it('detaches a header of wider rules with `! Name`, as Cloudflare Pages does, so a later rule replaces it', () => {
    const text = formatHeadersFile([
      { pattern: '/*', headers: [['X-A', '1'], ['X-B', '2']] },
      { pattern: '/admin/*', detach: ['X-A'], headers: [['X-A', '3']] },
    ]);
    expect(text).toContain('/admin/*\n  ! X-A\n  X-A: 3\n');
    const rules = read(text);
    expect(Object.fromEntries(headersForPath(rules, '/admin/'))).toEqual({ 'x-a': '3', 'x-b': '2' });
    expect(Object.fromEntries(headersForPath(rules, '/news/'))).toEqual({ 'x-a': '1', 'x-b': '2' });
  });
});

// Each row was checked against `wrangler pages dev` (the Cloudflare Pages asset server), which e2e/headers.test.mjs
// also compares with `npm start` on every path of the export.
describe('_headers as Cloudflare Pages reads it', () => {
  const get = (text: string, url: string) => Object.fromEntries(headersForRequest(read(text), url));

  it('keeps only the last rule of a repeated pattern, in the place of the first', () => {
    const text = '/images/*\n  Cache-Control: a\n  X-A: 1\n/*\n  X-A: 2\n/images/*\n  X-B: 3\n';
    expect(get(text, '/images/x.png')).toEqual({ 'x-b': '3', 'x-a': '2' });
    expect(read(text).map((rule) => rule.pattern)).toEqual(['/images/*', '/*']);
    expect(() => formatHeadersFile([{ pattern: '/a', headers: [['X', '1']] }, { pattern: '/a', headers: [['Y', '2']] }])).toThrow(/\/a/);
  });

  it('joins what several matching rules set, in file order, and a name repeated in one rule', () => {
    expect(get('/*\n  X-A: 1\n/a/*\n  x-a: 2\n  X-A: 3\n', '/a/b')).toEqual({ 'x-a': '1, 2, 3' });
  });

  it('detaches before it sets, whatever the order of the lines, and only what earlier rules set', () => {
    const text = '/*\n  X-A: 1\n/a/*\n  X-A: 2\n  ! X-A\n/*\n  X-A: 3\n';
    expect(get(text, '/a/b')).toEqual({ 'x-a': '2' });
    expect(get('/a/*\n  ! X-A\n/*\n  X-A: 1\n', '/a/b')).toEqual({ 'x-a': '1' });
  });

  it('replaces the response’s own header the first time a rule sets it, and removes it when detached', () => {
    const base = { 'Cache-Control': 'public, max-age=0, must-revalidate', 'Access-Control-Allow-Origin': '*' };
    expect(Object.fromEntries(headersForRequest(read('/*\n  Cache-Control: no-cache\n  ! Access-Control-Allow-Origin\n'), '/x', base))).toEqual({
      'cache-control': 'no-cache',
    });
  });

  it.each([
    ['/news/:slug', '/news/a', true],
    ['/news/:slug', '/news/a/', false],
    ['/news/*', '/news/', true],
    ['/news/*', '/news', false],
    ['/*.png', '/a/b.png', true],
    ['/a.b', '/aXb', false],
    ['/a/*/b/*', '/a/1/b/2', false],
  ])('%s matches %s: %s', (pattern, url, matches) => {
    expect(get(`${pattern}\n  X-A: 1\n`, url)).toEqual(matches ? { 'x-a': '1' } : {});
  });

  it('puts what a placeholder or the splat matched into the values', () => {
    expect(get('/news/:slug/*\n  Link: </p/:slug/:splat>\n', '/news/a/b/c')).toEqual({ link: '</p/a/b/c>' });
  });

  it('matches the path as the request writes it, percent-encoding kept, dot segments resolved', () => {
    const text = '/admin/*\n  X-A: 1\n';
    expect(get(text, '/admin/..%2fnews/')).toEqual({ 'x-a': '1' });
    expect(get(text, '/admin/%2e%2e/news/')).toEqual({});
    expect(get('/caf%C3%A9\n  X-A: 1\n', '/café')).toEqual({ 'x-a': '1' });
  });

  it('skips, and reports with its line, what it cannot read, reading the rest', () => {
    const { rules, invalid } = parseHeadersFile(['  X-A: 1', '/a', 'X-B: 2', 'X C: 3', 'nothing', '/b', `X-D: ${'x'.repeat(MAX_HEADER_LINE_LENGTH)}`, '/c', '  ! X-E'].join('\n'));
    expect(rules).toEqual([
      { pattern: '/a', headers: [['X-B', '2']] },
      { pattern: '/c', detach: ['X-E'], headers: [] },
    ]);
    expect(invalid.map((message) => message.split(':')[0])).toEqual(['line 1', 'line 4', 'line 5', 'line 7', 'line 8']);
  });

  it(`stops reading after ${MAX_HEADER_RULES} rules (and the one it was reading, as Cloudflare counts before adding it)`, () => {
    const text = Array.from({ length: MAX_HEADER_RULES + 5 }, (_, i) => `/p${i}\n  X-A: ${i}`).join('\n');
    const { rules, invalid } = parseHeadersFile(text);
    expect(rules).toHaveLength(MAX_HEADER_RULES + 1);
    expect(invalid).toHaveLength(1);
  });
});

describe('the editor’s policy (/admin/)', () => {
  const editorPage = '<!DOCTYPE html><html><head><script>editor()</script></head><body><div id="nc-root"></div></body></html>';
  const backend = { scriptOrigins: ['https://unpkg.com'], connectOrigins: ['https://api.github.com', 'https://unpkg.com'], imageOrigins: ['https://avatars.githubusercontent.com'], fontOrigins: ['https://cdn.jsdelivr.net'] };
  const csp = editorContentSecurityPolicy(scanOf(editorPage), backend, { sentryDsn: 'https://k@o1.ingest.sentry.io/2' });

  it('allows what Sveltia CMS needs: its page’s scripts (no eval), inline styles, blob: media, its CDNs, the git host', () => {
    expect(directive(csp, 'default-src')).toEqual(["'none'"]);
    expect(directive(csp, 'script-src')).toEqual(["'self'", sha('editor()'), 'https://unpkg.com']);
    expect(directive(csp, 'font-src')).toEqual(["'self'", 'https://cdn.jsdelivr.net']);
    expect(directive(csp, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'blob:', 'data:', 'https://api.github.com', 'https://unpkg.com', 'https://o1.ingest.sentry.io']);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
  });

  it('refuses any plain-HTTP source', () => {
    expect(() => editorContentSecurityPolicy(scanOf(editorPage), { scriptOrigins: [], connectOrigins: ['http://git.example.com'], imageOrigins: [], fontOrigins: [] })).toThrow(
      /https でない送信先は入れられません: http:\/\/git\.example\.com/,
    );
    expect(() => editorContentSecurityPolicy(scanOf(editorPage), backend, { sentryDsn: 'http://k@127.0.0.1:9/1', env: { NETLIFY: 'true' } })).toThrow(/NEXT_PUBLIC_SENTRY_DSN/);
  });

  const site = contentSecurityPolicy(scanOf(fixture));
  const rules = read(
    formatHeadersFile([{ pattern: '/*', headers: securityHeaders(site) }, ...editorRules(csp, ['admin/index.html', 'admin/media.html'])]),
  );

  it('replaces the site’s policy on the editor’s pages only, after the site’s rule', () => {
    for (const page of ['/admin/', '/admin/index.html', '/admin/media', '/admin/media.html']) {
      const admin = headersForPath(rules, page);
      expect(admin.get('Content-Security-Policy')).toBe(csp);
      expect(admin.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
      expect(admin.get('X-Robots-Tag')).toBe('noindex');
      expect(admin.get('X-Frame-Options')).toBe('DENY');
    }
    for (const page of ['/', '/news/', '/administrator/']) {
      expect(headersForPath(rules, page).get('Content-Security-Policy')).toBe(site);
      expect(headersForPath(rules, page).get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    }
  });

  // The CDN serves the file of the decoded, normalised path, but matches the rules against the path as written.
  it.each(['/admin/..%2fnews/', '/admin/..%2Fnews/', '/admin/%2e%2e%2fnews/', '/admin/.%2e/news/', '/admin/%2e%2e/news/', '/admin/no-such-page', '/admin/x/', '/admin//'])(
    'a site page or a 404 reached as %s runs under the site’s policy',
    (requestUrl) => {
      expect(headersForRequest(rules, requestUrl).get('Content-Security-Policy')).toBe(site);
      expect(headersForRequest(rules, requestUrl).get('X-Robots-Tag')).toBeNull();
    },
  );

  it('keeps its policy with a query string', () => {
    expect(headersForRequest(rules, '/admin/?ref=x').get('Content-Security-Policy')).toBe(csp);
  });

  it.each([
    ['admin/index.html', true],
    ['index.html', false],
    ['news/admin/index.html', false],
    ['administrator/index.html', false],
  ])('%s is the editor’s page: %s', (file, editor) => {
    expect(isEditorPage(file)).toBe(editor);
  });
});

describe('below a base path (a GitHub Pages project site)', () => {
  const rootRules = [
    { pattern: '/*', headers: securityHeaders(contentSecurityPolicy(scanOf(fixture))) },
    ...cacheRules(['_next', 'index.html', 'news', 'images'], { directories: new Set(['_next', 'news', 'images']) }),
  ];
  const rules = read(formatHeadersFile(rulesBelow(rootRules, '/sorairo')));

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
    expect([...headersForPath(rules, '/_next/static/chunks/a.js')]).toEqual([]);
  });
});

describe('the build step', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'));
    fs.mkdirSync(path.join(dir, '_next'));
    fs.writeFileSync(path.join(dir, 'index.html'), fixture);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes _headers with the policy of the scanned pages and the services of the environment', () => {
    const line = writeHeaders(dir, scanOf(fixture), emptyScan(), { NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-TEST000000' });
    const rules = read(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
    const csp = headersForPath(rules, `${BASE_PATH}/`).get('Content-Security-Policy') ?? '';
    expect(directive(csp, 'script-src')).toEqual(["'self'", ...[sha(turbopack), sha(moduleScript)].sort(), ...GA_SOURCES.script]);
    expect(headersForPath(rules, `${BASE_PATH}/_next/static/a.js`).get('Cache-Control')).toBe(IMMUTABLE_CACHE);
    expect(line).toContain(`CSP ${csp.length} 文字`);
    expect(line).not.toContain('⚠');
  });

  it('writes no rule for a folder with no file in it (an off section\'s route, which next build leaves empty)', () => {
    fs.mkdirSync(path.join(dir, 'disc', 'vol1'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'news'));
    fs.writeFileSync(path.join(dir, 'news', 'index.html'), fixture);
    writeHeaders(dir, scanOf(fixture), emptyScan(), {});
    const patterns = read(fs.readFileSync(path.join(dir, '_headers'), 'utf8')).map((rule) => rule.pattern);
    expect(patterns).toContain(`${BASE_PATH}/news/*`);
    expect(patterns.filter((p) => p.includes('/disc'))).toEqual([]);
  });

  it('gives each language’s folder its own policy, listing its pages’ scripts and not the other language’s', () => {
    const english = '<!DOCTYPE html><html lang="en"><head><script>english()</script></head><body></body></html>';
    fs.mkdirSync(path.join(dir, 'en'));
    fs.writeFileSync(path.join(dir, 'en', 'index.html'), english);
    writeHeaders(dir, scanOf(fixture), emptyScan(), {}, [{ prefix: '/en/', pages: scanOf(english) }]);
    const rules = read(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
    const japanese = directive(headersForPath(rules, `${BASE_PATH}/`).get('Content-Security-Policy') ?? '', 'script-src');
    const inEnglish = directive(headersForPath(rules, `${BASE_PATH}/en/`).get('Content-Security-Policy') ?? '', 'script-src');
    expect(japanese).toContain(sha(turbopack));
    expect(japanese).not.toContain(sha('english()'));
    expect(inEnglish).toEqual(["'self'", sha('english()')]);
  });

  it('gives the editor’s pages their own policy, and none of it to the site’s', () => {
    const editorPage = '<!DOCTYPE html><html><head><script>editor()</script></head><body></body></html>';
    const editorScan = emptyScan();
    scanPage(editorScan, 'admin/index.html', editorPage);
    const line = writeHeaders(dir, scanOf(fixture), editorScan, { CMS_REPO: 'fans/site' });
    const rules = read(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
    const site = headersForPath(rules, `${BASE_PATH}/`).get('Content-Security-Policy') ?? '';
    const editor = headersForPath(rules, `${BASE_PATH}/admin/`).get('Content-Security-Policy') ?? '';
    expect(directive(site, 'script-src')).not.toContain(sha('editor()'));
    expect(site).not.toContain('unsafe-eval');
    expect(directive(editor, 'script-src')).toEqual(["'self'", sha('editor()'), 'https://unpkg.com']);
    for (const encoded of ['/admin/..%2fnews/', '/admin/%2e%2e%2fnews/', '/admin/no-such-page']) {
      expect(headersForRequest(rules, `${BASE_PATH}${encoded}`).get('Content-Security-Policy')).toBe(site);
    }
    expect(headersForPath(rules, `${BASE_PATH}/images/common/ogp.png`).get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(headersForPath(rules, `${BASE_PATH}/`).get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(line).toContain('/admin/: github（fans/site、main）に保存');
  });

  it('says when the editor has no repository to save to, and writes no editor rule without an editor', () => {
    const editorPage = '<!DOCTYPE html><html><head></head><body></body></html>';
    expect(writeHeaders(dir, scanOf(fixture), scanOf(editorPage), {})).toContain('⚠ CMS_REPO が未設定');
    writeHeaders(dir, scanOf(fixture), emptyScan(), {});
    expect(fs.readFileSync(path.join(dir, '_headers'), 'utf8')).not.toContain('/admin/');
  });

  it('lets a PV’s player frame only the pages that show one, as the page scan found them', () => {
    const pv = `<div class="pv-player" data-frame-src="${PV_EMBED_ORIGIN}"><a href="https://www.youtube.com/watch?v=abcDEF12345">PV</a></div>`;
    const scan = emptyScan();
    scanPage(scan, 'index.html', fixture.replace('</body>', `${pv}</body>`));
    scanPage(scan, 'news/index.html', fixture);
    scanPage(scan, 'movie.html', fixture.replace('</body>', `${pv}</body>`));
    const line = writeHeaders(dir, scan, emptyScan(), {});
    const rules = read(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
    const frames = (page: string) => directive(headersForPath(rules, `${BASE_PATH}${page}`).get('Content-Security-Policy') ?? '', 'frame-src');
    for (const page of ['/', '/index.html', '/movie', '/movie.html']) expect(frames(page)).toEqual([PV_EMBED_ORIGIN]);
    for (const page of ['/news/', '/about', '/images/common/ogp.png', '/no-such-page']) expect(frames(page)).toBeUndefined();
    // The page's policy replaces the site's rather than being added to it (two policies would both have to allow the frame).
    expect(headersForPath(rules, `${BASE_PATH}/`).get('Content-Security-Policy')).not.toContain(', ');
    expect(line).toContain(`frame-src ${PV_EMBED_ORIGIN}: 2 ページ`);
  });

  it('lets the frames into every page’s policy when a rule per page would take the file past the rules Cloudflare reads', () => {
    const pv = `<div data-frame-src="${PV_EMBED_ORIGIN}"></div>`;
    const scan = emptyScan();
    for (let i = 0; i < MAX_HEADER_RULES; i++) scanPage(scan, `p${i}.html`, pv);
    const line = writeHeaders(dir, scan, emptyScan(), {});
    const text = fs.readFileSync(path.join(dir, '_headers'), 'utf8');
    expect(parseHeadersFile(text).invalid).toEqual([]);
    expect(directive(headersForPath(read(text), `${BASE_PATH}/news/`).get('Content-Security-Policy') ?? '', 'frame-src')).toEqual([PV_EMBED_ORIGIN]);
    expect(line).toContain('すべてのページ');
  });

  it('writes one rule per pattern, so /images/ keeps its caching, its sharing and its own policy on Cloudflare', () => {
    fs.mkdirSync(path.join(dir, 'images', 'common'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'images', 'common', 'ogp.png'), '');
    writeHeaders(dir, scanOf(fixture), emptyScan(), {});
    const text = fs.readFileSync(path.join(dir, '_headers'), 'utf8');
    const patterns = text.split('\n').filter((l) => /^\S/.test(l) && !l.startsWith('#'));
    expect(patterns.filter((p, i) => patterns.indexOf(p) !== i)).toEqual([]);
    const image = headersForPath(read(text), `${BASE_PATH}/images/common/ogp.png`);
    expect(image.get('Cache-Control')).toBe(SHORT_CACHE);
    expect(image.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(image.get('Content-Security-Policy')).toBe(IMAGES_CONTENT_SECURITY_POLICY);
    expect(image.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('warns, without failing, when the policy is longer than Cloudflare Pages accepts', () => {
    const many = Array.from({ length: 40 }, (_, i) => `<script>s${i}()</script>`).join('');
    expect(writeHeaders(dir, scanOf(many), emptyScan(), {})).toContain(`1 行 ${MAX_HEADER_LINE_LENGTH} 文字を超える`);
  });
});
