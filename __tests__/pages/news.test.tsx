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
import { getAllNews, getNewsCategories } from '../../lib/content/news';
import { renderStatic } from '../helpers/renderStatic';
import { atBuildTime, loadPaths, loadProps, staticProps } from '../helpers/pageProps';

const all = getAllNews();
const categories = getNewsCategories();

describe('/news/ list pages', () => {
  it('has at least two pages of real content, so pagination is exercised', () => {
    expect(all.length).toBeGreaterThan(10);
  });

  it('/news/ shows the ten newest articles, newest first, with page links', async () => {
    const p = await loadProps(getNewsProps);
    expect(p.items.map((i) => i.slug)).toEqual(all.slice(0, 10).map((a) => a.slug));
    expect(p).toMatchObject({ page: 1, total: all.length, totalPages: Math.ceil(all.length / 10), category: null });

    const { page } = renderStatic(<NewsPage {...p} />);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('ニュース');
    const list = page.getAllByRole('list').find((ul) => ul.querySelector('time'));
    const rows = within(list as HTMLElement).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    for (const [i, row] of rows.entries()) {
      expect(row.querySelector('time')?.getAttribute('datetime')).toBe(`${all[i].date}T00:00:00+09:00`);
      expect(row.textContent).toContain(all[i].category.label);
      expect(within(row).getByRole('link', { name: all[i].title }).getAttribute('href')).toBe(`/news/${all[i].slug}/`);
    }
    const pager = page.getByRole('navigation', { name: 'ページ送り' });
    expect(within(pager).getByRole('link', { name: '2ページ目' }).getAttribute('href')).toBe('/news/page/2/');
    expect(within(pager).getByRole('link', { name: '次へ' }).getAttribute('href')).toBe('/news/page/2/');
  });

  it('has no search form in the static HTML (it appears with JavaScript)', async () => {
    const { document } = renderStatic(<NewsPage {...await loadProps(getNewsProps)} />);
    expect(document.querySelector('form')).toBeNull();
    expect(document.querySelector('input')).toBeNull();
  });

  it('marks recent articles NEW relative to the build time (SITE_NOW pins it)', async () => {
    const fresh = await atBuildTime(`${all[0].date}T12:00:00+09:00`, async () => renderStatic(<NewsPage {...await loadProps(getNewsProps)} />));
    expect(fresh.page.getAllByText('NEW').length).toBeGreaterThanOrEqual(1);
    const old = await atBuildTime('2030-01-01T00:00:00+09:00', async () => renderStatic(<NewsPage {...await loadProps(getNewsProps)} />));
    expect(old.page.queryAllByText('NEW')).toHaveLength(0);
  });

  it('generates /news/page/N/ for every later page, each with the right slice', async () => {
    const { paths, fallback } = await loadPaths(getPagePaths);
    expect(fallback).toBe(false);
    const pages = Math.ceil(all.length / 10);
    expect(paths).toEqual(Array.from({ length: pages - 1 }, (_, i) => ({ params: { page: String(i + 2) } })));
    for (const { params } of paths as { params: { page: string } }[]) {
      const n = Number(params.page);
      const p = await loadProps(getPageProps, params);
      expect(p.items.map((i) => i.slug)).toEqual(all.slice((n - 1) * 10, n * 10).map((a) => a.slug));
    }
  });

  it('page 2 links back to page 1 at /news/ and titles itself as page 2', async () => {
    const p = await loadProps(getPageProps, { page: '2' });
    const { page } = renderStatic(<NewsPageN {...p} />);
    const pager = page.getByRole('navigation', { name: 'ページ送り' });
    expect(within(pager).getByRole('link', { name: '前へ' }).getAttribute('href')).toBe('/news/');
    expect(within(pager).getByRole('link', { name: '2ページ目' }).getAttribute('aria-current')).toBe('page');
  });

  it.each(['1', '0', '02', '99', 'x'])('answers 404 for /news/page/%s/', async (value) => {
    expect(await staticProps(getPageProps, { page: value })).toEqual({ notFound: true });
  });

  it('generates a page for every category in content/settings.yaml', async () => {
    const { paths } = await loadPaths(getCategoryPaths);
    expect(paths).toEqual(categories.map((c) => ({ params: { category: c.slug } })));
  });

  it.each(getNewsCategories().map((c) => [c.slug]))('/news/category/%s/ lists only that category, with links that stay in it', async (slug) => {
    const inCategory = all.filter((a) => a.category.slug === slug);
    const p = await loadProps(getCategoryProps, { category: slug });
    expect(p.category?.slug).toBe(slug);
    expect(p.total).toBe(inCategory.length);
    expect(p.items.map((i) => i.slug)).toEqual(inCategory.slice(0, 10).map((a) => a.slug));

    const { page } = renderStatic(<NewsCategoryPage {...p} />);
    const nav = page.getByRole('navigation', { name: 'カテゴリ' });
    const current = within(nav).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.getAttribute('href'))).toEqual([`/news/category/${slug}/`]);
    for (const a of page.queryAllByRole('link', { name: /ページ目|前へ|次へ/ })) {
      expect(a.getAttribute('href')).toMatch(new RegExp(`^/news/category/${slug}/`));
    }
  });

  it('generates the later pages of each category and nothing more', async () => {
    const { paths } = await loadPaths(getCategoryPagePaths);
    const expected = categories.flatMap((c) =>
      Array.from({ length: Math.max(0, Math.ceil(c.count / 10) - 1) }, (_, i) => ({ params: { category: c.slug, page: String(i + 2) } })),
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
});
