// jsdom: the loader is run in a document below; the rest only needs Node's fs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SCRIPT_LIST_ID, SCRIPT_LOADER, cssForPage, firstPaintHtml, prepareFirstPaint } from './first-paint.mjs';

/** A page as next build writes it (the parts this step touches, in Next's order and form). */
const page = (base = '') =>
  '<!DOCTYPE html><html lang="ja"><head><meta charSet="utf-8" data-next-head=""/><title data-next-head="">t</title>' +
  `<link rel="preload" href="${base}/_next/static/chunks/app.css" as="style"/><link rel="preload" href="${base}/_next/static/chunks/home.css" as="style"/>` +
  `<link rel="stylesheet" href="${base}/_next/static/chunks/app.css" data-n-g=""/><link rel="stylesheet" href="${base}/_next/static/chunks/home.css" data-n-p=""/>` +
  '<noscript data-n-css=""></noscript><script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>' +
  `<script src="${base}/_next/static/chunks/framework.js" defer=""></script><script src="${base}/_next/static/chunks/home.js" defer=""></script>` +
  `<script src="${base}/_next/static/BUILD/_buildManifest.js" defer=""></script></head>` +
  '<body><div id="__next"><h1>そらいろ</h1></div><script id="__NEXT_DATA__" type="application/json">{"page":"/"}</script></body></html>';

const sheets: Record<string, string> = {
  '/_next/static/chunks/app.css': 'body{color:red}\n/*# sourceMappingURL=app.css.map*/',
  '/_next/static/chunks/home.css': '.hero{background:url(../media/sky.png)}',
};
const inlineCss = (href: string) => {
  const text = sheets[href.replace(/^\/sorairo/, '')];
  if (text === undefined) throw new Error(`no ${href}`);
  return cssForPage(text, href);
};

describe('firstPaintHtml', () => {
  const { html, stylesheets, scripts } = firstPaintHtml(page(), inlineCss);

  it('inlines each stylesheet where its link was, and keeps the link, disabled, for Turbopack to find', () => {
    expect(stylesheets).toBe(2);
    expect(html).toContain(
      '<style data-href="/_next/static/chunks/app.css">body{color:red}</style><link rel="stylesheet" href="/_next/static/chunks/app.css" data-n-g="" disabled=""/>' +
        '<style data-href="/_next/static/chunks/home.css">.hero{background:url(/_next/static/media/sky.png)}</style><link rel="stylesheet" href="/_next/static/chunks/home.css" data-n-p="" disabled=""/>',
    );
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
  });

  it('drops the preloads of the stylesheets it inlined (they would fetch them anyway)', () => {
    expect(html).not.toContain('rel="preload"');
  });

  it('replaces the deferred scripts by their list, in order, and the loader, after everything else in the body', () => {
    expect(scripts).toBe(3);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain(
      '<script id="__NEXT_DATA__" type="application/json">{"page":"/"}</script>' +
        `<script id="${SCRIPT_LIST_ID}" type="application/json">["/_next/static/chunks/framework.js","/_next/static/chunks/home.js","/_next/static/BUILD/_buildManifest.js"]</script>` +
        `<script>${SCRIPT_LOADER}</script></body>`,
    );
  });

  it("leaves Turbopack's inline chunk list where it was: it must run before the chunks", () => {
    expect(html).toContain('<noscript data-n-css=""></noscript><script>(globalThis["TURBOPACK"]');
  });

  it('works below a base path', () => {
    const below = firstPaintHtml(page('/sorairo'), inlineCss).html;
    expect(below).toContain('<style data-href="/sorairo/_next/static/chunks/home.css">.hero{background:url(/sorairo/_next/static/media/sky.png)}</style>');
    expect(below).toContain('["/sorairo/_next/static/chunks/framework.js",');
  });

  it('changes nothing the second time', () => {
    expect(firstPaintHtml(html, inlineCss)).toEqual({ html, stylesheets: 0, scripts: 0 });
  });

  it.each([
    ['a stylesheet', '<link rel="stylesheet" crossorigin="" href="/_next/static/chunks/app.css"/>'],
    ['a script', '<script src="/_next/static/chunks/a.js" async=""></script>'],
  ])('fails on %s in a form it does not know, rather than leave it behind', (_, tag) => {
    expect(() => firstPaintHtml(`<head>${tag}</head><body></body>`, inlineCss)).toThrow(/does not know how to move/);
  });

  it('keeps a stylesheet preload whose stylesheet is not linked (not inlined)', () => {
    const tag = '<link rel="preload" href="/_next/static/chunks/other.css" as="style"/>';
    expect(firstPaintHtml(`<head>${tag}</head>`, inlineCss).html).toBe(`<head>${tag}</head>`);
  });
});

describe('cssForPage', () => {
  it('makes relative url()s root-relative and leaves the others', () => {
    const css = 'a{background:url("../media/a.png")}b{background:url(\'x.svg#i\')}c{background:url(/images/c.png)}d{background:url(data:image/gif;base64,R0)}e{background:url(https://example.com/e.png)}f{filter:url(#f)}';
    expect(cssForPage(css, '/_next/static/chunks/s.css')).toBe(
      'a{background:url("/_next/static/media/a.png")}b{background:url(\'/_next/static/chunks/x.svg#i\')}c{background:url(/images/c.png)}d{background:url(data:image/gif;base64,R0)}e{background:url(https://example.com/e.png)}f{filter:url(#f)}',
    );
  });

  it('resolves them against a stylesheet on another origin (an asset prefix) to absolute URLs', () => {
    expect(cssForPage('a{background:url(../media/a.png)}', 'https://cdn.example/_next/static/chunks/s.css')).toBe(
      'a{background:url(https://cdn.example/_next/static/media/a.png)}',
    );
  });

  it('refuses CSS that would end the <style> element', () => {
    expect(() => cssForPage('a::after{content:"</style>"}', '/_next/static/chunks/s.css')).toThrow(/"<\/style"/);
  });
});

describe('the loader', () => {
  const listScript = (srcs: string[]) => {
    const list = document.createElement('script');
    list.id = SCRIPT_LIST_ID;
    list.type = 'application/json';
    list.textContent = JSON.stringify(srcs);
    document.body.append(list);
  };
  const added = () => [...document.head.querySelectorAll('script')].map((s) => [s.getAttribute('src'), s.async]);

  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('adds the scripts, in order and not async, only in a task after the first frame', () => {
    listScript(['/a.js', '/b.js']);
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    new Function(SCRIPT_LOADER)();
    expect(added()).toEqual([]);
    frames[0](0);
    expect(added()).toEqual([]);
    jest.runAllTimers();
    expect(added()).toEqual([
      ['/a.js', false],
      ['/b.js', false],
    ]);
  });

  it('adds them at once in a hidden tab, which paints no frame until it is shown', () => {
    listScript(['/a.js']);
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    new Function(SCRIPT_LOADER)();
    expect(added()).toEqual([['/a.js', false]]);
    expect(frame).not.toHaveBeenCalled();
  });
});

describe('prepareFirstPaint', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-'));
    fs.mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
    for (const [href, text] of Object.entries(sheets)) fs.writeFileSync(path.join(dir, href), text);
    fs.mkdirSync(path.join(dir, 'news'));
    fs.writeFileSync(path.join(dir, 'index.html'), page());
    fs.writeFileSync(path.join(dir, 'news/index.html'), page());
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('rewrites every page, reading each stylesheet from the export', () => {
    expect(prepareFirstPaint({ outDir: dir, htmlFiles: ['index.html', 'news/index.html'] })).toEqual({ pages: 2, stylesheets: 2 });
    for (const file of ['index.html', 'news/index.html']) {
      expect(fs.readFileSync(path.join(dir, file), 'utf8')).toBe(firstPaintHtml(page(), inlineCss).html);
    }
  });

  it('fails naming a stylesheet it cannot read', () => {
    fs.rmSync(path.join(dir, '_next/static/chunks/home.css'));
    expect(() => prepareFirstPaint({ outDir: dir, htmlFiles: ['index.html'] })).toThrow(/cannot inline \/_next\/static\/chunks\/home\.css/);
  });
});
