// jsdom: the loader is run in a document below; the rest only needs Node's fs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KEY_IMAGE_WAIT_MS, SCRIPT_LIST_ID, SCRIPT_LOADER, cssForPage, firstPaintHtml, prepareFirstPaint } from './first-paint.mjs';

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

  /** Lets the promises settle (the loader's wait is a chain of a few). */
  const settle = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };

  /**
   * An image, of the first screen unless `priority` is false (Picture's `priority`). jsdom has no `decode()`: this
   * one's promise is settled by the test, as the browser settles it once the image is loaded and decoded, ready to
   * paint (or failed).
   */
  const keyImage = (src: string, { priority = true } = {}) => {
    const img = document.createElement('img');
    if (priority) img.setAttribute('fetchpriority', 'high');
    img.src = src;
    let outcome = { decoded: () => {}, failed: () => {} };
    img.decode = () =>
      new Promise<void>((resolve, reject) => {
        outcome = { decoded: resolve, failed: () => reject(new Error('EncodingError')) };
      });
    document.body.prepend(img);
    return { decoded: () => outcome.decoded(), failed: () => outcome.failed() };
  };
  /**
   * Runs the loader. Returns a function that lets promises settle, then runs the frames requested so far and the
   * timers due now: what a browser does before the next task; and the frames requested and not run yet.
   */
  const runLoader = () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    new Function(SCRIPT_LOADER)();
    const next = async () => {
      await settle();
      for (const frame of frames.splice(0)) frame(0);
      jest.advanceTimersByTime(0);
    };
    return Object.assign(next, { frames });
  };

  it('with no image to wait for, adds the scripts, in order and not async, in a task after the next frame', async () => {
    listScript(['/a.js', '/b.js']);
    const { frames } = runLoader();
    await settle();
    expect(added()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0](0);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([
      ['/a.js', false],
      ['/b.js', false],
    ]);
  });

  it('waits until the images of the first screen are decoded (or failed), then for a frame and a task', async () => {
    listScript(['/a.js', '/b.js']);
    const [kv, logo] = [keyImage('/kv.webp'), keyImage('/logo.webp')];
    keyImage('/below.webp', { priority: false }); // never decoded: waiting for it would hold the scripts
    const next = runLoader();
    await next();
    expect(added()).toEqual([]);
    kv.decoded();
    await next();
    expect(added()).toEqual([]);
    logo.failed();
    await next();
    expect(added()).toEqual([
      ['/a.js', false],
      ['/b.js', false],
    ]);
  });

  it(`stops waiting after ${KEY_IMAGE_WAIT_MS} ms, and adds the scripts once`, async () => {
    listScript(['/a.js']);
    const kv = keyImage('/kv.webp');
    const next = runLoader();
    jest.advanceTimersByTime(KEY_IMAGE_WAIT_MS - 1);
    await next();
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    await next();
    expect(added()).toEqual([['/a.js', false]]);
    kv.decoded();
    await next();
    jest.runAllTimers();
    expect(added()).toEqual([['/a.js', false]]);
  });

  it('adds them at once in a hidden tab, which paints no frame until it is shown', () => {
    listScript(['/a.js']);
    keyImage('/kv.webp');
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
