import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import Picture, { ratioClasses, styles } from './Picture';

jest.mock('../../lib/imageManifest', () => ({
  imageManifest: {
    '/images/top/kv.png': { hash: 'abc123def0', width: 3200, height: 1800 },
    '/images/story/ep01-1.png': { hash: '0123456789', width: 1920, height: 1080 },
  },
}));

const WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const widthsOf = (srcSet: string | null) => (srcSet ?? '').split(', ').map((c) => Number(c.split(' ')[1].replace('w', '')));

/** The one shared IntersectionObserver Picture's hook creates; `near()` reports every watched element as near. */
let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }[] = [];
const original = globalThis.IntersectionObserver;
beforeEach(() => {
  observers = [];
  globalThis.IntersectionObserver = class {
    targets: Element[] = [];
    constructor(
      public callback: IntersectionObserverCallback,
      public options?: IntersectionObserverInit,
    ) {
      observers.push(this);
    }
    observe(element: Element) {
      this.targets.push(element);
    }
    unobserve(element: Element) {
      this.targets = this.targets.filter((t) => t !== element);
    }
    disconnect() {
      this.targets = [];
    }
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = original;
});
function near() {
  for (const observer of observers) {
    const entries = observer.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
  }
}

const still = { src: '/images/story/ep01-1.png', alt: '第1話の場面', sizes: '(min-width: 1024px) 50vw, 100vw', aspectRatio: '16 / 9' } as const;

describe('a lazy image (below the fold)', () => {
  it('reserves its box and requests nothing until it is within 200px of the viewport', () => {
    render(<Picture {...still} />);
    const img = screen.getByRole('img', { name: '第1話の場面' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/gif/);
    expect(img).not.toHaveAttribute('srcset');
    expect(img.closest('picture')?.querySelector('source')).toBeNull();
    expect(img.closest('span')).toHaveClass(styles.box, ratioClasses['16 / 9']);
    expect(img.closest('span')).not.toHaveAttribute('style');
    expect(observers).toHaveLength(1);
    expect(observers[0].options?.rootMargin).toBe('200px');
  });

  it('gets its variants when near: AVIF source, WebP img, the given sizes, only configured widths', () => {
    render(<Picture {...still} />);
    near();
    const img = screen.getByRole('img', { name: '第1話の場面' });
    expect(img).toHaveAttribute('src', '/_next/static/media/img/story/ep01-1.0123456789.1920.webp');
    expect(img).toHaveAttribute('sizes', still.sizes);
    expect(img).toHaveAttribute('width', '1920');
    expect(img).toHaveAttribute('height', '1080');
    expect(img).not.toHaveAttribute('fetchpriority');
    const srcSet = img.getAttribute('srcset');
    expect(srcSet).toContain('/_next/static/media/img/story/ep01-1.0123456789.640.webp 640w');
    for (const width of widthsOf(srcSet)) expect(WIDTHS).toContain(width);
    // A 1920px original: 2048 and 3840 would only repeat the 1920 file.
    expect(widthsOf(srcSet)).toEqual([384, 640, 750, 828, 1080, 1200, 1920]);
    const source = img.closest('picture')?.querySelector('source');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('sizes', still.sizes);
    expect(source?.getAttribute('srcset')).toContain('.640.avif 640w');
  });

  it('is complete in the static HTML for visitors without JavaScript (a <noscript> copy)', () => {
    const html = renderToString(<Picture {...still} />);
    const noscript = html.slice(html.indexOf('<noscript>'), html.indexOf('</noscript>'));
    expect(noscript).toContain('<source type="image/avif"');
    expect(noscript).toContain('src="/_next/static/media/img/story/ep01-1.0123456789.1920.webp"');
    expect(noscript).toContain('alt="第1話の場面"');
    // Outside the <noscript>, only the placeholder: the browser fetches nothing before the script decides.
    const outside = html.replace(/<noscript>[\s\S]*<\/noscript>/, '');
    expect(outside).not.toContain('/_next/static/media/img/');
  });
});

describe('a priority image (the key visual)', () => {
  const kv = { src: '/images/top/kv.png', alt: 'キービジュアル', sizes: '100vw', aspectRatio: '16 / 9', priority: true } as const;

  it('is in the static HTML with its sources, high fetch priority and eager loading, without observing', () => {
    const html = renderToString(<Picture {...kv} />);
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('loading="eager"');
    expect(html).toContain('srcSet="/_next/static/media/img/top/kv.abc123def0.640.webp 640w');
    expect(html).not.toContain('<noscript>');
    render(<Picture {...kv} />);
    expect(observers).toHaveLength(0);
    const img = screen.getByRole('img', { name: 'キービジュアル' });
    expect(widthsOf(img.getAttribute('srcset'))).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
  });
});

describe('an eager image (the logo over the key visual)', () => {
  const logo = { src: '/images/top/kv.png', alt: 'ロゴ', sizes: '100vw', aspectRatio: '16 / 9', eager: true } as const;

  it('is in the static HTML and loads eagerly, at normal fetch priority, without observing', () => {
    const html = renderToString(<Picture {...logo} />);
    expect(html).toContain('loading="eager"');
    expect(html).not.toContain('fetchPriority');
    expect(html).toContain('srcSet="/_next/static/media/img/top/kv.abc123def0.640.webp 640w');
    expect(html).not.toContain('<noscript>');
    render(<Picture {...logo} />);
    expect(observers).toHaveLength(0);
  });
});

it('fits the image with object-fit contain when asked, cover by default', () => {
  render(
    <>
      <Picture {...still} alt="a" priority />
      <Picture {...still} alt="b" priority fit="contain" className="extra" />
    </>,
  );
  expect(screen.getByRole('img', { name: 'a' })).toHaveClass(styles.cover);
  expect(screen.getByRole('img', { name: 'b' })).toHaveClass(styles.contain);
  expect(screen.getByRole('img', { name: 'b' }).closest('span')).toHaveClass('extra');
});

it('fails (and so fails the build) naming an original that is not in public/images/', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Picture {...still} src="/images/story/missing.png" />)).toThrow('public/images/story/missing.png');
});
