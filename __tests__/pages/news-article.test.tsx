/** @jest-environment node */
import { within } from '@testing-library/dom';
import NewsArticlePage, { getStaticPaths, getStaticProps } from '../../pages/news/[slug]';
import { getAllNews, getNewsBySlug } from '../../lib/content/news';
import { formatDateJa, toDateTimeAttr } from '../../lib/format';
import { site } from '../../lib/site';
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

  it.each(all.map((a) => [a.slug]))('%s: the title as the <h1>, the date, the category, the image and the body', async (slug) => {
    const article = getNewsBySlug(slug);
    const { page, document } = renderStatic(<NewsArticlePage {...await loadProps(getStaticProps, { slug })} />);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe(article?.title);
    const time = page.getByText(formatDateJa(article?.date ?? ''));
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(toDateTimeAttr(article?.date ?? ''));
    expect(page.getByRole('link', { name: article?.category.label }).getAttribute('href')).toBe(`/news/category/${article?.category.slug}/`);
    if (article?.image) expect(page.getAllByRole('img', { name: article.image.alt }).length).toBeGreaterThanOrEqual(1);
    else expect(document.querySelector('main picture, article picture')).toBeNull();
    // The body as the loader rendered it: its headings and links are on the page.
    const body = new (document.defaultView as Window & typeof globalThis).DOMParser().parseFromString(article?.bodyHtml ?? '', 'text/html');
    for (const h of body.querySelectorAll('h2')) expect(page.getByRole('heading', { level: 2, name: h.textContent ?? '' })).toBeTruthy();
    for (const a of body.querySelectorAll('a')) {
      expect(page.getAllByRole('link', { name: a.textContent ?? '' }).some((l) => l.getAttribute('href') === a.getAttribute('href'))).toBe(true);
    }
    expect(document.querySelector('script')).toBeNull();
  });

  it.each(all.map((a, i) => [a.slug, i] as const))('%s links the older and newer articles and the list', async (slug, i) => {
    const { page } = renderStatic(<NewsArticlePage {...await loadProps(getStaticProps, { slug })} />);
    const nav = page.queryByRole('navigation', { name: '前後の記事' });
    const older = all[i + 1];
    const newer = all[i - 1];
    if (!older && !newer) expect(nav).toBeNull();
    const links = nav ? within(nav) : null;
    expect(links?.queryByRole('link', { name: /^前の記事/ })?.getAttribute('href') ?? null).toBe(older ? `/news/${older.slug}/` : null);
    expect(links?.queryByRole('link', { name: /^次の記事/ })?.getAttribute('href') ?? null).toBe(newer ? `/news/${newer.slug}/` : null);
    if (older) expect(links?.getByRole('link', { name: /^前の記事/ }).textContent).toContain(older.title);
    expect(page.getByRole('link', { name: 'ニュース一覧へ戻る' }).getAttribute('href')).toBe('/news/');
  });

  it('offers a post-on-X link with the title, the series and the absolute URL of the article', async () => {
    const [article] = all;
    const { page } = renderStatic(<NewsArticlePage {...await loadProps(getStaticProps, { slug: article.slug })} />);
    const link = page.getByRole('link', { name: /Xでポストする/ });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://x.com/intent/post');
    expect(url.searchParams.get('text')).toBe(`${article.title}｜${site.title}`);
    expect(url.searchParams.get('url')).toMatch(new RegExp(`^https?://[^/]+/news/${article.slug}/$`));
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
