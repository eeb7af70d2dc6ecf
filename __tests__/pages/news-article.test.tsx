/** @jest-environment node */
import { within } from '@testing-library/dom';
import NewsArticlePage, { getStaticPaths, getStaticProps } from '../../pages/news/[slug]';
import { getAllNews, getNewsBySlug, type NewsArticle } from '../../lib/sections/news/content';
import { createContentContext } from '../../lib/content/context';
import { formatDateJa, jstParts } from '../../lib/format';
import { site } from '../../lib/site';
import { renderStatic } from '../helpers/renderStatic';
import { loadPaths, loadProps, staticProps } from '../helpers/pageProps';
import { withEveryArticleTimed } from '../helpers/timedArticles';

const all = getAllNews(createContentContext());

/**
 * The date an article shows, read from the instant the loader computed (not from the file's date string): the day
 * in Japan, and the minute when the file gives a time (「2026.11.26（木）22:25」).
 */
function shownDate(article: NewsArticle): string {
  const { hour, minute } = jstParts(article.publishedAt);
  const pad = (n: number) => String(n).padStart(2, '0');
  return article.time === null ? formatDateJa(article.publishedAt) : `${formatDateJa(article.publishedAt)}${pad(hour)}:${pad(minute)}`;
}

/** The article's page shows its date in a <time> whose datetime is the instant it is published. */
function expectDateOf(article: NewsArticle, page: ReturnType<typeof renderStatic>['page']): void {
  const time = page.getByText(shownDate(article));
  expect(time.tagName).toBe('TIME');
  expect(time.getAttribute('datetime')).toBe(article.publishedAt);
}

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
    const article = getNewsBySlug(slug, createContentContext());
    if (!article) throw new Error(`no article ${slug}`);
    const { page, document } = renderStatic(<NewsArticlePage {...await loadProps(getStaticProps, { slug })} />);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe(article.title);
    expectDateOf(article, page);
    expect(page.getByRole('link', { name: article.category.label }).getAttribute('href')).toBe(`/news/category/${article.category.slug}/`);
    if (article.image) expect(page.getAllByRole('img', { name: article.image.alt }).length).toBeGreaterThanOrEqual(1);
    else expect(document.querySelector('main picture, article picture')).toBeNull();
    // The body as the loader rendered it: its headings and links are on the page.
    const body = new (document.defaultView as Window & typeof globalThis).DOMParser().parseFromString(article.bodyHtml ?? '', 'text/html');
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

describe('/news/[slug]/ with every article of content/ timed as the browser editor writes it', () => {
  withEveryArticleTimed();

  it('shows each article’s date with its minute, and its instant as the datetime', async () => {
    const timed = getAllNews(createContentContext());
    expect(timed.length).toBeGreaterThan(0);
    for (const { slug } of timed) {
      const article = getNewsBySlug(slug, createContentContext());
      if (!article) throw new Error(`no article ${slug}`);
      expect(article.time).not.toBeNull();
      const { page } = renderStatic(<NewsArticlePage {...await loadProps(getStaticProps, { slug })} />);
      expectDateOf(article, page);
    }
  });
});
