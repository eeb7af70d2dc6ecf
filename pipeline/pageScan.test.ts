/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type PageScan, emptyScan, isExecutableScriptType, scanPage, scanPages } from './pageScan';

const fixture = fs.readFileSync(path.join(__dirname, '__fixtures__/page.html'), 'utf8');

/** What the scan makes of one page. */
function scanOf(html: string, file = 'index.html'): PageScan {
  const scan = emptyScan();
  scanPage(scan, file, html);
  return scan;
}

describe('scanPage on a real exported page', () => {
  const found = scanOf(fixture);
  /** The two inline scripts of the fixture, cut out by hand (what a browser hashes: the exact text). */
  const turbopack = fixture.slice(fixture.indexOf('<script>(globalThis') + '<script>'.length, fixture.indexOf('</script><script src='));

  it('finds the inline scripts the browser runs, and only those (no data blocks, no src)', () => {
    expect([...found.scripts]).toEqual([turbopack, 'import "/_next/static/chunks/m.js";']);
  });

  it('reads style attributes as the browser does (entities decoded), including those inside <noscript>', () => {
    expect([...found.styleAttributes].sort()).toEqual(['aspect-ratio:16 / 9', 'color:red', 'font-family:"Noto Sans JP"']);
  });

  it('notices data: images, the images the page loads, and the absence of forms, styles and handlers', () => {
    expect(found).toMatchObject({ dataImages: true, forms: false, manifest: false });
    expect(found.styles.size + found.eventHandlers.size + found.noindex.size).toBe(0);
    expect([...found.images]).toEqual([['/_next/static/media/img/a.640.webp', 'index.html']]);
  });
});

describe('scanPage', () => {
  it('reports inline event handlers with the first page that has each, and forms', () => {
    const scan = emptyScan();
    scanPage(scan, 'a.html', '<img src="/a.png" onerror="alert(1)"><form action="/"></form>');
    scanPage(scan, 'b.html', '<img src="/b.png" onerror="x()"><body onload="y()">');
    expect([...scan.eventHandlers]).toEqual([
      ['img[onerror]', 'a.html'],
      ['body[onload]', 'b.html'],
    ]);
    expect(scan.forms).toBe(true);
  });

  it('finds the origins each page frames: an iframe’s, and a player’s that loads its frame on a click', () => {
    const scan = emptyScan();
    scanPage(scan, 'a.html', '<iframe src="https://video.example/embed/1?x=1"></iframe><div data-frame-src="https://www.youtube-nocookie.com"></div>');
    scanPage(scan, 'b.html', '<p>no frame</p><iframe src="/local"></iframe><div data-frame-src="not a url"></div>');
    expect([...scan.frames]).toEqual([['a.html', new Set(['https://video.example', 'https://www.youtube-nocookie.com'])]]);
  });

  it.each([
    ['content', '<noscript><p style="a:b">x</p></noscript>'],
    ['an upper-case tag', '<NoScript ><p style="a:b">x</p></NoScript>'],
    ['a value that holds the end tag', '<noscript data-x="></noscript>"><p style="a:b">x</p></noscript>'],
    ['an empty one first', '<noscript></noscript><noscript><p style="a:b">x</p></noscript>'],
  ])('reads what is inside a <noscript> with %s, as a visitor without JavaScript gets it', (_, body) => {
    expect([...scanOf(`<body>${body}</body>`).styleAttributes]).toEqual(['a:b']);
  });

  it('reads <style> elements as raw text, also inside <noscript> in the head, and a <template>’s content', () => {
    const page =
      '<head><style>a::after{content:"&amp;<b>"}</style><noscript><style>p{color:red}</style></noscript></head>' +
      '<body><template><p style="c:d">x</p><script>t()</script></template></body>';
    const scan = scanOf(page);
    expect([...scan.styles]).toEqual(['a::after{content:"&amp;<b>"}', 'p{color:red}']);
    expect([...scan.styleAttributes]).toEqual(['c:d']);
    expect([...scan.scripts]).toEqual(['t()']);
  });

  it('leaves out a script inside <noscript>: it never runs', () => {
    expect(scanOf('<body><noscript><script>never()</script></noscript><script>runs()</script></body>').scripts).toEqual(new Set(['runs()']));
  });

  it.each([
    ['<head><meta name="robots" content="noindex"/></head>', true],
    ['<head><meta name="ROBOTS" content="nofollow,noindex"/></head>', true],
    ['<head><meta name="description" content="noindex について"/></head>', false],
    ['<head><meta name="robots" content="nofollow"/></head>', false],
  ])('%s asks not to be indexed: %s', (html, noindex) => {
    expect(scanOf(html).noindex.has('index.html')).toBe(noindex);
  });

  it('collects the root-relative images a page loads: src, every srcset candidate, image preloads and icons', () => {
    const page =
      '<head><link rel="icon" href="/icon.svg"/><link rel="preload" as="image" href="/p.webp" imagesrcset="/p-1.webp 1x, /p-2.webp 2x"/>' +
      '<link rel="stylesheet" href="/a.css"/><link rel="preload" as="script" href="/a.js"/></head>' +
      '<body><picture><source srcset="/v.640.avif 640w,/v.750.avif 750w"/><img src="/v.640.webp" srcset="/v.640.webp 640w, /v.750.webp 750w"/></picture>' +
      '<img src="https://cdn.example/x.png"/><img src="//cdn.example/y.png"/><img src="data:image/gif;base64,R0lGOD"/></body>';
    expect([...scanOf(page).images.keys()].sort()).toEqual(
      ['/icon.svg', '/p.webp', '/p-1.webp', '/p-2.webp', '/v.640.avif', '/v.750.avif', '/v.640.webp', '/v.750.webp'].sort(),
    );
  });
});

describe('scanPages', () => {
  it('reads every page of an export once, and keeps each value once with the first page that has it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-scan-'));
    try {
      fs.mkdirSync(path.join(dir, 'news'));
      fs.mkdirSync(path.join(dir, '_next'));
      fs.writeFileSync(path.join(dir, 'index.html'), '<script>a()</script><img src="/x.webp">');
      fs.writeFileSync(path.join(dir, 'news/index.html'), '<script>a()</script><script>b()</script><img src="/x.webp">');
      fs.writeFileSync(path.join(dir, '404.html'), '<meta name="robots" content="noindex"><script>a()</script>');
      fs.writeFileSync(path.join(dir, '_next/data.json'), '{}');
      const scan = scanPages(dir);
      expect(scan.files).toEqual(['404.html', 'index.html', 'news/index.html']);
      expect(scan.scripts).toEqual(new Set(['a()', 'b()']));
      expect([...scan.images]).toEqual([['/x.webp', 'index.html']]);
      expect([...scan.noindex]).toEqual(['404.html']);
      const news = scanPages(dir, (file) => file.startsWith('news/'));
      expect(news.files).toEqual(['news/index.html']);
      expect(news.scripts).toEqual(new Set(['a()', 'b()']));
      expect(scanPages(dir, (file) => !file.startsWith('news/')).scripts).toEqual(new Set(['a()']));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
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
