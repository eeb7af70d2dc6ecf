/** @jest-environment node */
import { within } from '@testing-library/dom';
import NewsArticlePage, { getStaticPaths, getStaticProps } from '../../pages/news/[slug]';
import { getAllNews } from '../../lib/content/news';
import { renderStatic } from '../helpers/renderStatic';
import { loadPaths, loadProps, staticProps } from '../helpers/pageProps';

const all = getAllNews();

describe('/news/[slug]/', () => {
  it('generates a page for every article', async () => {
    const { paths, fallback } = await loadPaths(getStaticPaths);
    expect(fallback).toBe(false);
    expect(paths).toEqual(all.map((a) => ({ params: { slug: a.slug } })));
  });

  it('answers 404 for an unknown slug', async () => {
    expect(await staticProps(getStaticProps, { slug: 'nope' })).toEqual({ notFound: true });
  });

  it('shows the title as the <h1>, the date, the category, the image and the body', async () => {
    const { page, document } = renderStatic(<NewsArticlePage {...await loadProps(getStaticProps, { slug: '2026-10-03-onair-start' })} />);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('本日25:30より放送開始！第1話「はじまりの音」');
    const time = page.getByText('2026.10.03（土）');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-10-03T00:00:00+09:00');
    expect(page.getByRole('link', { name: '放送・配信' }).getAttribute('href')).toBe('/news/category/onair/');
    expect(page.getByRole('img', { name: /放送開始記念イラスト/ })).toBeTruthy();
    expect(page.getByRole('heading', { level: 2, name: '第1話「はじまりの音」' })).toBeTruthy();
    expect(page.getByRole('link', { name: 'ストーリーページ' }).getAttribute('href')).toBe('/story/');
    expect(document.querySelector('script')).toBeNull();
  });

  it('links the older and newer articles and the list', async () => {
    const i = all.findIndex((a) => a.slug === '2026-10-03-onair-start');
    const { page } = renderStatic(<NewsArticlePage {...await loadProps(getStaticProps, { slug: all[i].slug })} />);
    const nav = page.getByRole('navigation', { name: '前後の記事' });
    expect(within(nav).getByRole('link', { name: new RegExp(`^前の記事`) }).getAttribute('href')).toBe(`/news/${all[i + 1].slug}/`);
    expect(within(nav).getByRole('link', { name: new RegExp(`^前の記事`) }).textContent).toContain(all[i + 1].title);
    expect(within(nav).getByRole('link', { name: new RegExp(`^次の記事`) }).getAttribute('href')).toBe(`/news/${all[i - 1].slug}/`);
    expect(page.getByRole('link', { name: 'ニュース一覧へ戻る' }).getAttribute('href')).toBe('/news/');
  });

  it('has no 「次の記事」 on the newest article and no 「前の記事」 on the oldest', async () => {
    const newest = renderStatic(<NewsArticlePage {...await loadProps(getStaticProps, { slug: all[0].slug })} />);
    expect(newest.page.queryByRole('link', { name: /^次の記事/ })).toBeNull();
    const oldest = renderStatic(<NewsArticlePage {...await loadProps(getStaticProps, { slug: all[all.length - 1].slug })} />);
    expect(oldest.page.queryByRole('link', { name: /^前の記事/ })).toBeNull();
  });

  it('offers a post-on-X link with the title and the absolute URL of the article', async () => {
    const { page } = renderStatic(<NewsArticlePage {...await loadProps(getStaticProps, { slug: '2026-10-03-onair-start' })} />);
    const link = page.getByRole('link', { name: /Xでポストする/ });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://x.com/intent/post');
    expect(url.searchParams.get('text')).toContain('本日25:30より放送開始！');
    expect(url.searchParams.get('url')).toMatch(/^https?:\/\/[^/]+\/news\/2026-10-03-onair-start\/$/);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders articles without an image', async () => {
    const { document, page } = renderStatic(<NewsArticlePage {...await loadProps(getStaticProps, { slug: '2026-11-06-schedule-change' })} />);
    expect(page.getByRole('heading', { level: 1 }).textContent).toContain('放送時間変更');
    expect(document.querySelector('picture')).toBeNull();
  });
});
