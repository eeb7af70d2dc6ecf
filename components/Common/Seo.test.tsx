import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { imageManifest } from '../../lib/imageManifest';
import { graphJsonLd } from '../../lib/jsonLd';
import { site, siteLanguages } from '../../lib/site';
import { DEFAULT_PAGE_LANGUAGE, type PageLanguage, PageLanguageContext } from '../../lib/i18n/pageLanguage';
import { en } from '../../lib/i18n/en';
import { SHARE_IMAGE } from '../../lib/siteImages';
import { SITE_URL } from '../../lib/url';
import Seo from './Seo';

// next/head only collects children inside a Next page; here it renders them in place. React 19 then hoists
// <title>, <meta> and <link> into document.head, where a browser would find them.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}));

let mockRouter: { pathname: string; asPath: string } | null = null;
jest.mock('next/compat/router', () => ({ useRouter: () => mockRouter }));

const meta = (key: string) =>
  document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
/** The JPEG of a content image a social card fetches (link previews do not all read AVIF or WebP), as the image step names it. */
const shareVariant = (src: string) => `${SITE_URL}${src.replace(/\.[^.]+$/, '')}.share.jpg`;
/** The widest original of this series' images (character art, a key visual …). */
const [widest] = Object.entries(imageManifest).sort(([, a], [, b]) => b.width - a.width);
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;

afterEach(() => {
  mockRouter = null;
  document.head.innerHTML = '';
});

describe('Seo', () => {
  it('titles a section page 「ページ名｜シリーズ名」 and the top page with the series title', () => {
    const { rerender } = render(<Seo title="ニュース" />);
    expect(document.title).toBe(`ニュース｜${site.title}`);
    expect(meta('og:title')).toBe(`ニュース｜${site.title}`);
    rerender(<Seo />);
    expect(document.title).toBe(site.title);
  });

  it('uses the site description unless the page has its own', () => {
    const { rerender } = render(<Seo title="x" />);
    expect(meta('description')).toBe(site.description);
    rerender(<Seo title="x" description="記事の要約" />);
    expect(meta('description')).toBe('記事の要約');
    expect(meta('og:description')).toBe('記事の要約');
  });

  it('derives the canonical URL from the rendered path, with a trailing slash', () => {
    mockRouter = { pathname: '/news/[slug]', asPath: '/news/2026-10-01-pv?utm=x' };
    render(<Seo title="記事" />);
    expect(canonical()).toBe(`${SITE_URL}/news/2026-10-01-pv/`);
    expect(meta('og:url')).toBe(`${SITE_URL}/news/2026-10-01-pv/`);
  });

  it('prefers an explicit path', () => {
    mockRouter = { pathname: '/story/[episode]', asPath: '/story/[episode]' };
    render(<Seo title="第1話" path="/story/01/" />);
    expect(canonical()).toBe(`${SITE_URL}/story/01/`);
  });

  it('has the Open Graph and Twitter card entries with an absolute image', () => {
    render(<Seo title="第1話" path="/story/01/" type="video.episode" image="https://cdn.example/still.png" imageAlt="夕暮れの音楽室" />);
    expect(meta('og:type')).toBe('video.episode');
    expect(meta('og:image')).toBe('https://cdn.example/still.png');
    expect(meta('og:image:alt')).toBe('夕暮れの音楽室');
    expect(meta('og:site_name')).toBe(site.title);
    expect(meta('og:locale')).toBe('ja_JP');
    expect(meta('twitter:card')).toBe('summary_large_image');
  });

  it('falls back to the share image and the website type', () => {
    render(<Seo />);
    expect(meta('og:image')).toBe(shareVariant(SHARE_IMAGE));
    expect(meta('og:type')).toBe('website');
  });

  it('gives social cards a JPEG at most 1200px wide of a content image, never the original', () => {
    const [src] = widest ?? [''];
    render(<Seo title="メンバー" image={src} />);
    expect(meta('og:image')).toBe(shareVariant(src));
    expect(meta('og:image')).not.toBe(`${SITE_URL}${src}`);
  });

  it('announces the news feeds, and a category page its own as well', () => {
    const { rerender } = render(<Seo title="ニュース" />);
    const feeds = () =>
      [...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('type'), l.getAttribute('href')]);
    expect(feeds()).toEqual([
      ['application/rss+xml', `${SITE_URL}/news/feed.xml`],
      ['application/atom+xml', `${SITE_URL}/news/atom.xml`],
    ]);
    rerender(<Seo title="イベント" feedCategory={{ slug: 'event', label: 'イベント' }} />);
    expect(feeds()).toContainEqual(['application/rss+xml', `${SITE_URL}/news/category/event/feed.xml`]);
  });

  it.each(['/404', '/en/404'])('keeps the not-found page (%s) out of search results, without a canonical URL', (pathname) => {
    mockRouter = { pathname, asPath: `${pathname.replace(/404$/, '')}no-such-page/` };
    render(<Seo title="ページが見つかりません" />);
    expect(meta('robots')).toBe('noindex');
    expect(canonical()).toBeNull();
  });

  // On a site in several languages each object says which language it is written in, the page's; a one-language
  // site's JSON-LD is as its builders wrote it.
  const inLanguage = (lang: string) => (siteLanguages.length > 1 ? { inLanguage: lang } : {});

  it('renders JSON-LD as a data block', () => {
    render(<Seo jsonLd={graphJsonLd([{ '@type': 'Organization', name: 'x' }])} />);
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(script).not.toBeNull();
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Organization', name: 'x', ...inLanguage('ja') }] });
  });

  it('says the language of the page in its JSON-LD, over what a builder wrote', () => {
    render(
      <PageLanguageContext.Provider value={{ ...DEFAULT_PAGE_LANGUAGE, lang: 'en', messages: en }}>
        <Seo jsonLd={{ '@context': 'https://schema.org', '@type': 'TVSeries', name: 'x', inLanguage: 'ja' }} />
      </PageLanguageContext.Provider>,
    );
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ '@context': 'https://schema.org', '@type': 'TVSeries', name: 'x', inLanguage: siteLanguages.length > 1 ? 'en' : 'ja' });
  });

  describe('in more than one language', () => {
    const inLanguage = (language: Partial<PageLanguage>, title?: string) =>
      render(
        <PageLanguageContext.Provider value={{ ...DEFAULT_PAGE_LANGUAGE, ...language }}>
          <Seo title={title} />
        </PageLanguageContext.Provider>,
      );
    const hreflangs = () =>
      [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);

    it('links every version of the page, itself included, and the Japanese one as x-default', () => {
      mockRouter = { pathname: '/en/news/[slug]', asPath: '/en/news/a/' };
      const englishSite = { ...DEFAULT_PAGE_LANGUAGE.site, title: 'SERIES', description: 'The fan site.' };
      inLanguage({ lang: 'en', messages: en, site: englishSite, alternates: { ja: '/news/a/', en: '/en/news/a/' } }, 'News');
      expect(hreflangs()).toEqual([
        ['ja', `${SITE_URL}/news/a/`],
        ['en', `${SITE_URL}/en/news/a/`],
        ['x-default', `${SITE_URL}/news/a/`],
      ]);
      expect(meta('og:locale')).toBe('en_US');
      expect([...document.head.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) => m.getAttribute('content'))).toEqual(['ja_JP']);
      expect(canonical()).toBe(`${SITE_URL}/en/news/a/`);
      expect(document.title).toBe('News | SERIES');
      expect(meta('description')).toBe('The fan site.');
    });

    it('links no version where the page has only one', () => {
      mockRouter = { pathname: '/news/[slug]', asPath: '/news/b/' };
      inLanguage({ alternates: { ja: '/news/b/' } }, 'ニュース');
      expect(hreflangs()).toEqual([]);
      expect(document.head.querySelector('meta[property="og:locale:alternate"]')).toBeNull();
      expect(meta('og:locale')).toBe('ja_JP');
    });
  });
});
