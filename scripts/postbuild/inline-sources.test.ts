/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import * as headers from '../../lib/headers';
import * as sitemap from '../../lib/sitemap';
import { scanPages, startPageScan } from './inline-sources.mjs';

const WORKER = path.join(__dirname, 'inline-sources-worker.mjs');
const fixture = fs.readFileSync(path.join(__dirname, '../../lib/__fixtures__/headers/page.html'), 'utf8');
const PREFIX = '/_next/static/media/img/';
/**
 * A page like the fixture with one inline script of its own; every seventh asks not to be indexed; each shows one of
 * five images, at two widths.
 */
const page = (n: number) =>
  fixture
    .replace('</head>', n % 7 === 3 ? '<meta name="robots" content="noindex"/></head>' : '</head>')
    .replace(
      '</body>',
      `<script>window.page=${n}</script><p style="order:${n % 3}">${n}</p>` +
        `<img srcset="${PREFIX}p${n % 5}.h.640.webp 640w, ${PREFIX}p${n % 5}.h.750.webp 750w"></body>`,
    );

jest.setTimeout(30_000);

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-sources-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes `count` pages under dir (index.html, p/1/index.html, …) and returns their paths as listHtmlFiles does. */
function writePages(count: number): string[] {
  for (let n = 0; n < count; n += 1) {
    const file = path.join(dir, n === 0 ? 'index.html' : `p/${n}/index.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page(n));
  }
  fs.writeFileSync(path.join(dir, 'data.json'), '<script>not a page</script>');
  return headers.listHtmlFiles(dir);
}

it('reads every page once, on this thread and the worker, and merges what they need', async () => {
  const files = writePages(120);
  const scan = startPageScan({ outDir: dir, files, workerFile: WORKER, headers, sitemap, variantPrefix: PREFIX });
  const found = await scan.finish();
  await scan.stop();

  const read = (f: string) => fs.readFileSync(path.join(dir, f), 'utf8');
  const oneByOne = headers.mergeInlineSources(files.map((f) => headers.inlineSourcesOf(read(f))));
  expect(found).toEqual({
    sources: oneByOne,
    noindex: files.filter((f) => sitemap.isNoindex(read(f))),
    variantUrls: expect.any(Map),
    pages: 120,
  });
  // The fixture's two scripts, and each page's own.
  expect(found.sources.scripts).toHaveLength(2 + 120);
  expect(found.sources.scripts).toContain('window.page=119');
  expect(found.sources.styleAttributes).toEqual(expect.arrayContaining(['order:0', 'order:1', 'order:2']));
  // Pages 3, 10, 17, … 115: 17 of them, from both threads, sorted like the list.
  expect(found.noindex).toHaveLength(17);
  expect(found.noindex).toEqual([...found.noindex].sort());
  expect(found.noindex).toContain('p/3/index.html');
  expect(found.noindex).not.toContain('p/4/index.html');
  // Each image URL once, with a page that uses it: the fixture's (inside <noscript>) and the pages' ten.
  expect(found.variantUrls.size).toBe(1 + 10);
  expect(found.variantUrls.has(`${PREFIX}a.640.webp`)).toBe(true);
  for (const [url, file] of found.variantUrls) expect(read(file)).toContain(url);
  expect(found.variantUrls.get(`${PREFIX}p4.h.750.webp`)).toMatch(/index\.html$/);
});

it('keeps no page it has read: its memory does not grow with the pages', () => {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  // Pages of 200 kB (Japanese text is two bytes a character in memory), each with the inlined stylesheet they all
  // share and an image of its own: what the scan keeps of them (the stylesheet's text, the image's URL) is a substring
  // of the page, which V8 may keep as a view of the whole page.
  const bulk = '本文'.repeat(50_000);
  const CSS = 'p{margin:0 auto;line-height:1.8}';
  const files = Array.from({ length: 60 }, (_, n) => {
    const file = `p/${n}/index.html`;
    fs.mkdirSync(path.join(dir, 'p', String(n)), { recursive: true });
    fs.writeFileSync(
      path.join(dir, file),
      `<!DOCTYPE html><html><head><style data-href="/_next/static/chunks/a.css">${CSS}</style></head>` +
        `<body><p>${bulk}${n}</p><img src="${PREFIX}own${n}.h.640.webp" alt=""></body></html>`,
    );
    return file;
  });
  /** The heap after each page (measured when the scan asks whether the page is noindex). */
  const heap: number[] = [];
  const measuring = {
    isNoindex: () => {
      gc();
      heap.push(process.memoryUsage().heapUsed);
      return false;
    },
  };
  const found = scanPages({ outDir: dir, files, counter: new SharedArrayBuffer(4), headers, sitemap: measuring, variantPrefix: PREFIX });
  gc();
  const after = process.memoryUsage().heapUsed;

  expect(found.sources.styles).toEqual([CSS]);
  expect(found.variantUrls.size).toBe(60);
  // 50 pages more than at the 10th would be 10 MB more if they were kept, while reading and after.
  const MiB = 2 ** 20;
  expect(heap[59] - heap[9]).toBeLessThan(2 * MiB);
  expect(after - heap[9]).toBeLessThan(2 * MiB);
});

it('answers once: the image step and the post-build both wait for the same reading', async () => {
  const files = writePages(3);
  const scan = startPageScan({ outDir: dir, files, workerFile: WORKER, headers, sitemap, variantPrefix: PREFIX });
  const first = scan.finish();
  expect(scan.finish()).toBe(first);
  expect((await first).pages).toBe(3);
  await scan.stop();
});

it('the threads share one list: a page another thread took is not read again', () => {
  const files = writePages(4);
  const counter = new SharedArrayBuffer(4);
  new Int32Array(counter)[0] = 2; // pages 0 and 1 were taken by the other thread
  const here = scanPages({ outDir: dir, files, counter, headers, sitemap, variantPrefix: PREFIX });
  expect(here.sources.scripts).toEqual(expect.arrayContaining(['window.page=2', 'window.page=3']));
  expect(here.sources.scripts.filter((s) => s.startsWith('window.page='))).toHaveLength(2);
  expect(here.noindex).toEqual(['p/3/index.html']);
  const none = scanPages({ outDir: dir, files, counter, headers, sitemap, variantPrefix: PREFIX });
  expect(none.sources.scripts).toEqual([]);
  expect(none.noindex).toEqual([]);
});

it('a failing worker fails the scan, naming the cause', async () => {
  const files = writePages(2);
  const broken = path.join(dir, 'broken-worker.mjs');
  fs.writeFileSync(broken, "throw new Error('cannot parse');\n");
  const scan = startPageScan({ outDir: dir, files, workerFile: broken, headers, sitemap, variantPrefix: PREFIX });
  await expect(scan.finish()).rejects.toThrow('cannot parse');
  await scan.stop();
});

it('a worker that ends without answering fails the scan', async () => {
  const files = writePages(2);
  const silent = path.join(dir, 'silent-worker.mjs');
  fs.writeFileSync(silent, '');
  const scan = startPageScan({ outDir: dir, files, workerFile: silent, headers, sitemap, variantPrefix: PREFIX });
  await expect(scan.finish()).rejects.toThrow(/stopped \(exit code 0\) before it answered/);
});
