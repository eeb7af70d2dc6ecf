/** @jest-environment node */
import { within } from '@testing-library/dom';
import NewsPage, { getStaticProps as getNewsProps } from '../../pages/news/index';
import NewsPageN, { getStaticPaths as getPagePaths, getStaticProps as getPageProps } from '../../pages/news/page/[page]';
import NewsCategoryPage, {
  getStaticPaths as getCategoryPaths,
  getStaticProps as getCategoryProps,
} from '../../pages/news/category/[category]/index';
import {
  getStaticPaths as getCategoryPagePaths,
  getStaticProps as getCategoryPageProps,
} from '../../pages/news/category/[category]/page/[page]';
import { getAllNews, getNewsCategories } from '../../lib/sections/news/content';
import { NEWS_PER_PAGE, pageCount } from '../../lib/sections/news/articles';
import { createContentContext } from '../../lib/content/context';
import { renderStatic } from '../helpers/renderStatic';
import { withMoreArticles } from '../helpers/moreArticles';
import { withEveryArticleTimed } from '../helpers/timedArticles';
import { atBuildTime, loadPaths, loadProps, minutesAfter, staticProps } from '../helpers/pageProps';
import { sectionLabels } from '../../lib/sections/shape';

/**
 * The list pages, with whatever articles the loaders read: the same expectations hold for one page of news and for
 * several (the content of a small series has one; `withMoreArticles` gives it more).
 */
function listPageTests() {
  it('/news/ shows the newest articles, newest first, with page links when there is more than one page', async () => {
    const all = getAllNews(createContentContext());
    const pages = pageCount(all.length);
    const p = await loadProps(getNewsProps);
    expect(p.items.map((i) => i.slug)).toEqual(all.slice(0, NEWS_PER_PAGE).map((a) => a.slug));
    expect(p).toMatchObject({ page: 1, total: all.length, totalPages: pages, category: null });

    const { page } = renderStatic(<NewsPage {...p} />);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe(sectionLabels('news').labelJa);
    const list = page.getAllByRole('list').find((ul) => ul.querySelector('time'));
    const rows = within(list as HTMLElement).getAllByRole('listitem');
    expect(rows).toHaveLength(Math.min(all.length, NEWS_PER_PAGE));
    for (const [i, row] of rows.entries()) {
      expect(row.querySelector('time')?.getAttribute('datetime')).toBe(all[i].publishedAt);
      expect(row.textContent).toContain(all[i].category.label);
      expect(within(row).getByRole('link', { name: all[i].title }).getAttribute('href')).toBe(`/news/${all[i].slug}/`);
    }
    const pager = page.queryByRole('navigation', { name: 'ページ送り' });
    if (pages === 1) {
      expect(pager).toBeNull();
    } else {
      expect(within(pager as HTMLElement).getByRole('link', { name: '2ページ目' }).getAttribute('href')).toBe('/news/page/2/');
      expect(within(pager as HTMLElement).getByRole('link', { name: '次へ' }).getAttribute('href')).toBe('/news/page/2/');
    }
  });

  it('has no search form in the static HTML (it appears with JavaScript)', async () => {
    const { document } = renderStatic(<NewsPage {...await loadProps(getNewsProps)} />);
    expect(document.querySelector('form')).toBeNull();
    expect(document.querySelector('input')).toBeNull();
  });

  it('marks recent articles NEW relative to the build time (SITE_NOW pins it)', async () => {
    const [newest] = getAllNews(createContentContext());
    // A minute after the newest article's instant (its date, at its time when it gives one): it is published and new.
    const fresh = await atBuildTime(minutesAfter(newest.publishedAt, 1), async () => renderStatic(<NewsPage {...await loadProps(getNewsProps)} />));
    expect(fresh.page.getAllByText('NEW').length).toBeGreaterThanOrEqual(1);
    const old = await atBuildTime('2100-01-01T00:00:00+09:00', async () => renderStatic(<NewsPage {...await loadProps(getNewsProps)} />));
    expect(old.page.queryAllByText('NEW')).toHaveLength(0);
  });

  it('generates /news/page/N/ for every later page, each with the right slice', async () => {
    const all = getAllNews(createContentContext());
    const { paths, fallback } = await loadPaths(getPagePaths);
    expect(fallback).toBe(false);
    expect(paths).toEqual(Array.from({ length: pageCount(all.length) - 1 }, (_, i) => ({ params: { page: String(i + 2) } })));
    for (const { params } of paths as { params: { page: string } }[]) {
      const n = Number(params.page);
      const p = await loadProps(getPageProps, params);
      expect(p.items.map((i) => i.slug)).toEqual(all.slice((n - 1) * NEWS_PER_PAGE, n * NEWS_PER_PAGE).map((a) => a.slug));
      const { page } = renderStatic(<NewsPageN {...p} />);
      const pager = page.getByRole('navigation', { name: 'ページ送り' });
      expect(within(pager).getByRole('link', { name: '前へ' }).getAttribute('href')).toBe(n === 2 ? '/news/' : `/news/page/${n - 1}/`);
      expect(within(pager).getByRole('link', { name: `${n}ページ目` }).getAttribute('aria-current')).toBe('page');
    }
  });

  it('answers 404 for a page number that is not a page', async () => {
    const beyond = String(pageCount(getAllNews(createContentContext()).length) + 1);
    for (const value of ['1', '0', '02', beyond, 'x']) {
      expect(await staticProps(getPageProps, { page: value })).toEqual({ notFound: true });
    }
  });

  it('generates a page for every category in content/settings.yaml', async () => {
    const { paths } = await loadPaths(getCategoryPaths);
    expect(paths).toEqual(getNewsCategories(createContentContext()).map((c) => ({ params: { category: c.slug } })));
  });

  it('/news/category/<slug>/ lists only that category, with links that stay in it, for every category', async () => {
    for (const { slug } of getNewsCategories(createContentContext())) {
      const inCategory = getAllNews(createContentContext()).filter((a) => a.category.slug === slug);
      const p = await loadProps(getCategoryProps, { category: slug });
      expect(p.category?.slug).toBe(slug);
      expect(p.total).toBe(inCategory.length);
      expect(p.items.map((i) => i.slug)).toEqual(inCategory.slice(0, NEWS_PER_PAGE).map((a) => a.slug));

      const { page } = renderStatic(<NewsCategoryPage {...p} />);
      const nav = page.getByRole('navigation', { name: 'カテゴリ' });
      const current = within(nav).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
      expect(current.map((a) => a.getAttribute('href'))).toEqual([`/news/category/${slug}/`]);
      for (const a of page.queryAllByRole('link', { name: /ページ目|前へ|次へ/ })) {
        expect(a.getAttribute('href')).toMatch(new RegExp(`^/news/category/${slug}/`));
      }
    }
  });

  it('generates the later pages of each category and nothing more', async () => {
    const { paths } = await loadPaths(getCategoryPagePaths);
    const expected = getNewsCategories(createContentContext()).flatMap((c) =>
      Array.from({ length: pageCount(c.count) - 1 }, (_, i) => ({ params: { category: c.slug, page: String(i + 2) } })),
    );
    expect(paths).toEqual(expected);
    for (const { params } of paths as { params: { category: string; page: string } }[]) {
      const p = await loadProps(getCategoryPageProps, params);
      expect(p.items.length).toBeGreaterThan(0);
      expect(p.items.every((i) => i.category.slug === params.category)).toBe(true);
    }
  });

  it('answers 404 for an unknown category', async () => {
    expect(await staticProps(getCategoryProps, { category: 'nope' })).toEqual({ notFound: true });
    expect(await staticProps(getCategoryPageProps, { category: 'nope', page: '2' })).toEqual({ notFound: true });
  });
}

describe('/news/ list pages, with the articles of content/', () => {
  listPageTests();
});

describe('/news/ list pages, with 25 more articles than content/ has (later pages, in the list and in a category)', () => {
  withMoreArticles(25);

  it('really has later pages, in the list and in the first category', () => {
    expect(pageCount(getAllNews(createContentContext()).length)).toBeGreaterThanOrEqual(3);
    expect(pageCount(getNewsCategories(createContentContext())[0].count)).toBeGreaterThanOrEqual(3);
  });

  listPageTests();
});

describe('/news/ list pages, with every article of content/ timed as the browser editor writes it', () => {
  withEveryArticleTimed();

  it('really reads articles with a time', () => {
    expect(getAllNews(createContentContext()).every((a) => a.time !== null)).toBe(true);
  });

  listPageTests();
});
