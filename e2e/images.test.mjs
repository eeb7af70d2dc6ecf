// Images of the built export in a real browser (CONTRIBUTING.md, "Images"): only the widths of docs/shell.md, every variant
// served, right-sized on a phone, lazy with a 200px margin, no layout shift, complete without JavaScript.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { BASE_URL, DESKTOP, PHONE, launch, open } from './browser.mjs';
import { ROUTES } from './routes.mjs';

const config = JSON.parse(readFileSync('lib/imageConfig.json', 'utf8'));
const WIDTHS = new Set([...config.deviceSizes, ...config.imageSizes]);
const PREFIX = config.variantPrefix;

/** Every page of the export as a site path (`/member/misaki/`), from out/. */
function exportedPages() {
  return readdirSync('out', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => `/${relative('out', join('out', file)).split(sep).slice(0, -1).join('/')}/`.replace('//', '/'))
    .sort();
}

/**
 * Every top-level route and the first page below each (`/member/hinata/`, `/story/01/` …): the detail layouts have
 * their own `sizes`.
 */
function routesAndFirstDetails() {
  const pages = exportedPages();
  const details = ROUTES.filter((route) => route !== '/').map((route) => pages.find((p) => p.startsWith(route) && p !== route && p.split('/').length === route.split('/').length + 1));
  return [...ROUTES, ...details.filter(Boolean)];
}

/** `url 640w, url 750w` → [[url, 640], …]. */
const candidates = (srcset) =>
  srcset
    .split(',')
    .map((c) => c.trim().split(/\s+/))
    .filter((parts) => parts[0])
    .map(([url, descriptor]) => [url.replace(/&amp;/g, '&'), descriptor]);

/** The width a variant file is named after: `…/kv.abc123.828.webp` → 828. */
const nameWidth = (url) => Number(/\.(\d+)\.(?:avif|webp)$/.exec(new URL(url, BASE_URL).pathname)?.[1] ?? NaN);

/** Scrolls to the bottom in half-screen steps, letting lazy images start, then back to the top. */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => {}))));
}

describe('the exported HTML', () => {
  const pages = exportedPages();
  /** @type {Map<string, string>} url → first page using it */
  const urls = new Map();
  /** @type {string[]} */
  const problems = [];
  let pictures = 0;

  before(() => {
    for (const path of pages) {
      const html = readFileSync(join('out', path, 'index.html'), 'utf8');
      for (const tag of html.match(/<(?:img|source)\b[^>]*>/g) ?? []) {
        const srcset = /\ssrcSet="([^"]*)"/i.exec(tag)?.[1];
        const src = /\ssrc="([^"]*)"/i.exec(tag)?.[1];
        if (!srcset && (!src || src.startsWith('data:'))) continue;
        if (srcset) {
          pictures += 1;
          for (const [url, descriptor] of candidates(srcset)) {
            const width = Number(descriptor?.replace(/w$/, ''));
            if (!WIDTHS.has(width)) problems.push(`${path}: srcset width ${descriptor} (${url})`);
            if (!url.startsWith(PREFIX)) problems.push(`${path}: srcset candidate not a variant: ${url}`);
            if (!urls.has(url)) urls.set(url, path);
          }
          if (src && !src.startsWith(PREFIX)) problems.push(`${path}: src not a variant: ${src}`);
          if (src && !urls.has(src)) urls.set(src.replace(/&amp;/g, '&'), path);
        }
      }
    }
  });

  test('has pictures, and every srcset width is one of the configured sizes, every candidate a variant', () => {
    assert.ok(pictures > 0, 'the export should contain Pictures');
    assert.deepEqual(problems, []);
  });

  test('every src and srcset candidate resolves with 200 and a modern image type', async () => {
    const list = [...urls.keys()];
    /** @type {string[]} */
    const failures = [];
    for (let i = 0; i < list.length; i += 16) {
      await Promise.all(
        list.slice(i, i + 16).map(async (url) => {
          const response = await fetch(new URL(url, BASE_URL), { method: 'HEAD' });
          const type = response.headers.get('content-type') ?? '';
          if (response.status !== 200 || !/^image\/(avif|webp)/.test(type)) {
            failures.push(`${urls.get(url)}: ${url} → ${response.status} ${type}`);
          }
        }),
      );
    }
    assert.deepEqual(failures, []);
    assert.ok(list.length > 0);
  });
});

describe('the key visual on a phone (390px)', () => {
  for (const deviceScaleFactor of [1, 2]) {
    test(`downloads a variant no wider than 828px at device pixel ratio ${deviceScaleFactor}`, async () => {
      const browser = await launch({ viewport: PHONE, deviceScaleFactor });
      try {
        /** @type {string[]} */
        const requested = [];
        browser.context.on('request', (request) => {
          if (request.url().includes(PREFIX)) requested.push(request.url());
        });
        const { page, errors } = await open(browser.context, '/');
        const kv = page.locator('img[fetchpriority="high"]').first();
        assert.equal(await kv.count(), 1, 'the home page shows a priority Picture (the key visual)');
        const { currentSrc, naturalWidth } = await kv.evaluate((img) => ({ currentSrc: img.currentSrc, naturalWidth: img.naturalWidth }));
        assert.ok(currentSrc.includes(PREFIX), `a variant: ${currentSrc}`);
        const sizes = await kv.getAttribute('sizes');
        assert.ok(nameWidth(currentSrc) <= 828, `the key visual downloaded ${currentSrc} (sizes="${sizes}"): a 390px phone must get ≤ 828px`);
        assert.ok(naturalWidth > 0 && naturalWidth <= 828, `decoded ${naturalWidth}px`);
        const stem = currentSrc.slice(0, currentSrc.lastIndexOf('.', currentSrc.lastIndexOf('.') - 1));
        const kvRequests = requested.filter((url) => url.startsWith(stem));
        assert.deepEqual(kvRequests, [currentSrc], 'exactly one key visual file is downloaded');
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    });
  }
});

describe('lazy loading with the 200px margin', () => {
  /** @type {Awaited<ReturnType<typeof launch>>} */
  let browser;
  before(async () => {
    browser = await launch({ viewport: PHONE });
  });
  after(() => browser.close());

  test('an image 600px below the fold is not requested before scrolling, and loads within 200px, not before', async () => {
    /** @type {string[]} */
    const requested = [];
    browser.context.on('request', (request) => requested.push(request.url()));
    // The first page with a Picture whose box starts at least 600px below the first screen.
    let found = null;
    for (const path of exportedPages()) {
      const { page } = await open(browser.context, path);
      const target = await page.evaluate(() => {
        // Lazy Pictures (those with a <noscript> copy), with their original's variant stem (`…/disc/vol2.<hash>`).
        const lazy = [...document.querySelectorAll('noscript')].map((noscript) => {
          const src = /src="([^"]+\.webp)"/.exec(noscript.textContent || noscript.innerHTML)?.[1] ?? '';
          return { box: noscript.parentElement, stem: src.slice(0, src.lastIndexOf('.', src.lastIndexOf('.') - 1)) };
        });
        // Far enough below the first screen, and the only use of its original on the page (no other Picture,
        // lazy or already loaded, shows the same image).
        const onlyUse = (stem) =>
          lazy.filter((other) => other.stem === stem).length === 1 &&
          ![...document.images].some((img) => `${img.srcset} ${img.currentSrc}`.includes(stem));
        const match = lazy.find(({ box, stem }) => stem && box && box.getBoundingClientRect().top >= window.innerHeight + 600 && onlyUse(stem));
        if (!match) return null;
        match.box.setAttribute('data-lazy-target', '');
        return { stem: match.stem };
      });
      if (target) {
        found = { page, path, ...target };
        break;
      }
      await page.close();
    }
    assert.ok(found, 'some page has a Picture 600px below the fold');
    const { page, path, stem } = found;
    const img = page.locator('[data-lazy-target] img').first();
    const fetched = () => requested.filter((url) => new URL(url).pathname.startsWith(stem));
    assert.ok(stem.startsWith(PREFIX), `${path}: ${stem}`);
    assert.deepEqual(fetched(), [], `${path}: nothing requested before scrolling`);
    assert.match((await img.getAttribute('src')) ?? '', /^data:/);

    /** Scrolls so the box's top is `gap` px below the bottom of the viewport. */
    const scrollToGap = (gap) =>
      page.evaluate((g) => {
        const box = document.querySelector('[data-lazy-target]');
        const top = box.getBoundingClientRect().top + window.scrollY;
        window.scrollTo(0, top - window.innerHeight - g);
      }, gap);

    await scrollToGap(260);
    await page.waitForTimeout(600);
    assert.deepEqual(fetched(), [], `${path}: still not requested 260px below the viewport`);

    await scrollToGap(150);
    await page.waitForFunction(() => {
      const image = document.querySelector('[data-lazy-target] img');
      return image && image.complete && image.currentSrc && !image.currentSrc.startsWith('data:') && image.naturalWidth > 0;
    });
    assert.equal(fetched().length, 1, `${path}: loaded once it is 150px below the viewport: ${fetched().join(', ')}`);
    await page.close();
  });
});

describe('without JavaScript', () => {
  test('every Picture on the member page still shows its image (the <noscript> copy)', async () => {
    const browser = await launch({ viewport: DESKTOP, javaScriptEnabled: false });
    try {
      const { page } = await open(browser.context, '/member/');
      // No script runs, so no scrolling helper: the <noscript> images load eagerly, as plain HTML.
      await page.waitForLoadState('load');
      // Without scripting, the browser parses <noscript> content as elements: each Picture's copy is a real <img>.
      const copies = await page.$$eval('noscript img', (imgs) => imgs.map((img) => ({ src: img.currentSrc, width: img.naturalWidth })));
      assert.ok(copies.length > 0, 'the member page has lazy Pictures');
      for (const { src, width } of copies) {
        assert.ok(src.includes('/_next/static/media/img/') && width > 0, `shown: ${src} (${width}px)`);
      }
    } finally {
      await browser.close();
    }
  });
});

// `slack`: how many width steps above the smallest sufficient variant a loaded image may be. A phone at DPR 2 (most
// visitors) allows none: that is where a `sizes` that ignores the page's gutters costs a whole step (384w → 640w).
const LAYOUTS = [
  { name: 'phone', viewport: PHONE, deviceScaleFactor: 1, slack: 1 },
  { name: 'phone at DPR 2', viewport: PHONE, deviceScaleFactor: 2, slack: 0 },
  { name: 'desktop', viewport: DESKTOP, deviceScaleFactor: 1, slack: 1 },
];

for (const { name, viewport, deviceScaleFactor, slack } of LAYOUTS) {
  describe(`sizes and layout at ${name} width`, () => {
    /** @type {Awaited<ReturnType<typeof launch>>} */
    let browser;
    before(async () => {
      browser = await launch({ viewport, deviceScaleFactor });
    });
    after(() => browser.close());

    test('no layout shift on the top page, scrolled to the end', async () => {
      const { page } = await open(browser.context, '/');
      await page.evaluate(() => {
        window.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await scrollThrough(page);
      assert.equal(await page.evaluate(() => window.__cls), 0);
    });

    test(`every loaded image is the smallest variant that covers the size it is drawn at${slack ? `, or ${slack} step above` : ''}`, async () => {
      /** @type {string[]} */
      const oversized = [];
      const widths = [...WIDTHS].sort((a, b) => a - b);
      for (const path of routesAndFirstDetails()) {
        const { page } = await open(browser.context, path);
        await scrollThrough(page);
        const images = await page.$$eval('img', (imgs) =>
          imgs
            .filter((img) => img.currentSrc && !img.currentSrc.startsWith('data:') && img.srcset)
            .map((img) => {
              // The width the picture is drawn at: with object-fit cover in a box of another shape it overflows the
              // box (cropped), with contain it may be narrower.
              const box = img.getBoundingClientRect();
              const drawnAtBoxHeight = (box.height * img.naturalWidth) / img.naturalHeight;
              const fit = getComputedStyle(img).objectFit;
              const drawn = fit === 'cover' ? Math.max(box.width, drawnAtBoxHeight) : fit === 'contain' ? Math.min(box.width, drawnAtBoxHeight) : box.width;
              return { src: img.currentSrc, shown: drawn * window.devicePixelRatio };
            }),
        );
        // A file drawn twice (the member art in the hero and in the gallery) must cover the larger of the two; the
        // browser then reuses it for the smaller one instead of downloading another width.
        const widest = new Map();
        for (const { src, shown } of images) widest.set(src, Math.max(widest.get(src) ?? 0, shown));
        for (const [src, shown] of widest) {
          assert.ok(src.includes(PREFIX), `${path}: ${src} is a variant`);
          const needed = widths.find((w) => w >= shown) ?? widths[widths.length - 1];
          const allowed = widths[Math.min(widths.indexOf(needed) + slack, widths.length - 1)];
          if (nameWidth(src) > allowed) oversized.push(`${path}: ${src} drawn ${Math.round(shown)} device px wide`);
        }
        await page.close();
      }
      assert.deepEqual(oversized, []);
    });
  });
}
