import {
  IMAGE_FORMATS,
  IMAGE_QUALITY,
  IMAGE_WIDTHS,
  LAZY_ROOT_MARGIN,
  imageMode,
  imageUrl,
  pictureSources,
  serverImageUrl,
  srcSetWidths,
} from './imageLoader';
import type { ImageManifest } from './imageManifest';

const manifest: ImageManifest = {
  '/images/top/kv.png': { hash: 'abc123def0', width: 3200, height: 1800 },
  '/images/member/member-01.png': { hash: '0123456789', width: 1200, height: 1600 },
  '/images/disc/jacket 01.png': { hash: 'fedcba9876', width: 1400, height: 1400 },
};

const PREFIX = '/_next/static/media/img/';
const srcSetWidthsOf = (srcSet: string) => srcSet.split(', ').map((candidate) => Number(candidate.split(' ')[1].replace('w', '')));

describe('the image settings of docs/shell.md', () => {
  it('has exactly its widths, ascending, quality 75 and a 200px lazy margin', () => {
    expect(IMAGE_WIDTHS).toEqual([16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
    expect(IMAGE_QUALITY).toBe(75);
    expect(LAZY_ROOT_MARGIN).toBe('200px');
  });

  it('ends the format list with WebP, the fallback every supported browser reads', () => {
    expect(IMAGE_FORMATS[IMAGE_FORMATS.length - 1]).toBe('webp');
  });
});

describe('imageMode', () => {
  it.each([
    [{ NODE_ENV: 'development' }, 'server'],
    [{ NODE_ENV: 'production' }, 'export'],
    [{ NODE_ENV: 'test' }, 'export'],
    [{ NODE_ENV: 'production', NEXT_PUBLIC_IMAGE_MODE: 'server' }, 'server'],
    [{ NODE_ENV: 'development', NEXT_PUBLIC_IMAGE_MODE: 'export' }, 'export'],
    [{ NODE_ENV: 'production', NEXT_PUBLIC_IMAGE_MODE: 'bogus' }, 'export'],
  ])('%j → %s', (env, mode) => {
    expect(imageMode(env)).toBe(mode);
  });
});

describe('imageUrl (the loader) in server mode', () => {
  // next.config.js has trailingSlash: true, so Next serves the optimiser at /_next/image/ (jest.setup.ts sets the flag).
  it.each([
    ['/images/top/kv.png', 640, '/_next/image/?url=%2Fimages%2Ftop%2Fkv.png&w=640&q=75'],
    ['/images/top/kv.png', 3840, '/_next/image/?url=%2Fimages%2Ftop%2Fkv.png&w=3840&q=75'],
    ['/images/disc/jacket 01.png', 256, '/_next/image/?url=%2Fimages%2Fdisc%2Fjacket%2001.png&w=256&q=75'],
    // Server mode does not need the original to be in the manifest: the optimiser reads public/ itself.
    ['/images/new.png', 16, '/_next/image/?url=%2Fimages%2Fnew.png&w=16&q=75'],
  ])('%s at %i → %s', (src, width, url) => {
    expect(imageUrl(src, width, { mode: 'server', manifest, quality: 75 })).toBe(url);
    expect(serverImageUrl(src, width)).toBe(url);
  });

  it('drops the slash before the query when trailingSlash is off, as next/image does', () => {
    expect(serverImageUrl('/images/top/kv.png', 828, 75, false)).toBe('/_next/image?url=%2Fimages%2Ftop%2Fkv.png&w=828&q=75');
  });
});

describe('imageUrl (the loader) in export mode', () => {
  it.each([
    ['/images/top/kv.png', 640, 'webp', `${PREFIX}top/kv.abc123def0.640.webp`],
    ['/images/top/kv.png', 16, 'avif', `${PREFIX}top/kv.abc123def0.16.avif`],
    ['/images/top/kv.png', 2048, 'webp', `${PREFIX}top/kv.abc123def0.2048.webp`],
    // 3840 is wider than the 3200px original: the file named 3840 holds the original size.
    ['/images/top/kv.png', 3840, 'webp', `${PREFIX}top/kv.abc123def0.3840.webp`],
    // A 1200px original: 1200 is a configured width, so every wider request reuses the 1200 file.
    ['/images/member/member-01.png', 1200, 'webp', `${PREFIX}member/member-01.0123456789.1200.webp`],
    ['/images/member/member-01.png', 1920, 'webp', `${PREFIX}member/member-01.0123456789.1200.webp`],
    ['/images/member/member-01.png', 3840, 'avif', `${PREFIX}member/member-01.0123456789.1200.avif`],
    // A 1400px original: wider requests share the 1920 file, which holds 1400px.
    ['/images/disc/jacket 01.png', 2048, 'webp', `${PREFIX}disc/jacket%2001.fedcba9876.1920.webp`],
  ] as const)('%s at %i as %s → %s', (src, width, format, url) => {
    expect(imageUrl(src, width, { mode: 'export', manifest, format, quality: 75 })).toBe(url);
  });

  it('defaults to WebP at quality 75', () => {
    expect(imageUrl('/images/top/kv.png', 828, { mode: 'export', manifest })).toBe(`${PREFIX}top/kv.abc123def0.828.webp`);
  });

  it('fails naming the file when the original is not in public/images/', () => {
    expect(() => imageUrl('/images/missing.png', 640, { mode: 'export', manifest })).toThrow('public/images/missing.png');
  });
});

describe('below a base path (a GitHub Pages project site)', () => {
  it('export mode: the variant URL gains the base path once; the file name is the same as at the root', () => {
    const atRoot = imageUrl('/images/disc/jacket 01.png', 640, { mode: 'export', manifest });
    expect(imageUrl('/images/disc/jacket 01.png', 640, { mode: 'export', manifest, basePath: '/sorairo' })).toBe(`/sorairo${atRoot}`);
    expect(atRoot).toBe(`${PREFIX}disc/jacket%2001.fedcba9876.640.webp`);
  });

  it('server mode: the optimiser and the original it fetches are both below it', () => {
    expect(imageUrl('/images/top/kv.png', 640, { mode: 'server', manifest, basePath: '/sorairo' })).toBe(
      '/sorairo/_next/image/?url=%2Fsorairo%2Fimages%2Ftop%2Fkv.png&w=640&q=75',
    );
  });

  it('pictureSources prefixes every candidate of every <source> and the <img>', () => {
    const { sources, img } = pictureSources('/images/member/member-01.png', '50vw', 'export', manifest, '/sorairo');
    const urls = [...sources.map((s) => s.srcSet), img.srcSet].flatMap((srcSet) => srcSet.split(', ').map((c) => c.split(' ')[0]));
    expect(urls.length).toBeGreaterThan(6);
    for (const url of [...urls, img.src]) expect(url).toMatch(/^\/sorairo\/_next\/static\/media\/img\/member\//);
  });

  it('defaults to this build’s base path (none under Jest)', () => {
    expect(imageUrl('/images/top/kv.png', 640, { mode: 'export', manifest })).toMatch(/^\/_next\//);
  });
});

describe('imageUrl rejects what the configuration does not have', () => {
  it.each(['server', 'export'] as const)('%s mode: a width outside the list, a quality other than 75', (mode) => {
    expect(() => imageUrl('/images/top/kv.png', 700, { mode, manifest })).toThrow('700');
    expect(() => imageUrl('/images/top/kv.png', 640, { mode, manifest, quality: 90 })).toThrow('90');
  });
});

describe('srcSetWidths', () => {
  it.each([
    ['100vw', [640, 750, 828, 1080, 1200, 1920, 2048, 3840]],
    ['(min-width: 1024px) 50vw, 100vw', [384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]],
    ['(min-width: 1024px) 216px, (min-width: 768px) 33vw, 50vw', [256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]],
    ['320px', IMAGE_WIDTHS],
  ])('%s → %j', (sizes, widths) => {
    expect(srcSetWidths(sizes)).toEqual(widths);
  });
});

describe('pictureSources', () => {
  it('export mode: one <source> per better format, WebP on the <img>, only configured widths, no duplicate files', () => {
    const { sources, img } = pictureSources('/images/member/member-01.png', '50vw', 'export', manifest);
    expect(sources.map((s) => s.type)).toEqual(IMAGE_FORMATS.slice(0, -1).map((f) => `image/${f}`));
    expect(srcSetWidthsOf(img.srcSet)).toEqual([384, 640, 750, 828, 1080, 1200]);
    for (const source of sources) expect(srcSetWidthsOf(source.srcSet)).toEqual([384, 640, 750, 828, 1080, 1200]);
    expect(img.src).toBe(`${PREFIX}member/member-01.0123456789.1200.webp`);
    expect(img).toMatchObject({ width: 1200, height: 1600 });
  });

  it('server mode: no <source>, the optimiser negotiates the format', () => {
    const { sources, img } = pictureSources('/images/top/kv.png', '100vw', 'server', manifest);
    expect(sources).toEqual([]);
    expect(img.srcSet.split(', ')[0]).toBe('/_next/image/?url=%2Fimages%2Ftop%2Fkv.png&w=640&q=75 640w');
    expect(img.src).toBe('/_next/image/?url=%2Fimages%2Ftop%2Fkv.png&w=3840&q=75');
  });
});
