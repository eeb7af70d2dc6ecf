import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../lib/queryClient';
import { DEFAULT_PAGE_LANGUAGE } from '../../lib/i18n/pageLanguage';
import { InEnglish } from '../../__tests__/helpers/english';
import type { NewsArticle as Article } from '../../lib/sections/news/content';
import CategoryNav from './CategoryNav';
import NewsArticle from './NewsArticle';
import NewsList from './NewsList';
import Pagination from './Pagination';

/** The provider an English page's shell gives (pages/_app.tsx). */
const english = (node: ReactNode) => (
  <QueryClientProvider client={createQueryClient()}>
    <InEnglish language={{ site: { ...DEFAULT_PAGE_LANGUAGE.site, title: 'SERIES' } }}>{node}</InEnglish>
  </QueryClientProvider>
);

/** Any Japanese (kana or kanji) in the rendered words: the interface of an English page has none. */
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff\uff01-\uff5e]/;

const article: Article = {
  slug: 'b',
  title: 'Schedule change',
  date: '2026-11-06',
  time: '18:30',
  publishedAt: '2026-11-06T18:30:00+09:00',
  category: { slug: 'onair', label: 'Broadcast', color: null },
  image: null,
  summary: 'Changed.',
  bodyHtml: '<p>Changed.</p>',
  prev: { slug: 'a', title: 'Older' },
  next: { slug: 'c', title: 'Newer' },
};

describe('News components on an English page', () => {
  it('render an article in English: date, links under /en/, share and neighbours', () => {
    const { container } = render(english(<NewsArticle article={article} siteInstant="2026-11-08T12:00:00+09:00" />));
    expect(screen.getByText('Nov 6, 2026, 6:30 PM JST')).toHaveAttribute('dateTime', article.publishedAt);
    expect(screen.getByRole('link', { name: 'Broadcast' })).toHaveAttribute('href', '/en/news/category/onair/');
    const nav = screen.getByRole('navigation', { name: 'Previous and next articles' });
    expect(within(nav).getByRole('link', { name: /Previous.*Older/ })).toHaveAttribute('href', '/en/news/a/');
    expect(within(nav).getByRole('link', { name: /Next.*Newer/ })).toHaveAttribute('href', '/en/news/c/');
    expect(screen.getByRole('link', { name: 'Back to News' })).toHaveAttribute('href', '/en/news/');
    const share = screen.getByRole('link', { name: /Post on X/ });
    const shared = new URL(share.getAttribute('href')!).searchParams;
    expect(shared.get('text')).toBe('Schedule change | SERIES');
    expect(shared.get('url')).toMatch(/\/en\/news\/b\/$/);
    expect(container.textContent).not.toMatch(JAPANESE);
  });

  it('render a list in English: count, categories, pagination, rows', () => {
    const items = [article].map(({ slug, title, date, time, publishedAt, category }) => ({ slug, title, date, time, publishedAt, category }));
    const { container } = render(
      english(
        <NewsList
          items={items}
          page={1}
          totalPages={3}
          total={21}
          category={null}
          categories={[{ slug: 'onair', label: 'Broadcast', color: null, count: 21 }]}
          siteInstant="2026-11-08T12:00:00+09:00"
        />,
      ),
    );
    expect(screen.getByText('1–1 of 21')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schedule change' })).toHaveAttribute('href', '/en/news/b/');
    expect(screen.getByRole('link', { name: /^All\s*\(\s*21\s*\)$/ })).toHaveAttribute('href', '/en/news/');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/en/news/page/2/');
    expect(within(pages).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/en/news/page/2/');
    expect(container.textContent).not.toMatch(JAPANESE);
  });

  it('say so in English when a category has no news yet', () => {
    render(english(<NewsList items={[]} page={1} totalPages={1} total={0} category={{ slug: 'event', label: 'Events', color: null }} categories={[{ slug: 'event', label: 'Events', color: null, count: 0 }]} siteInstant="2026-11-08T12:00:00+09:00" />));
    expect(screen.getByText('No news in this category yet.')).toBeInTheDocument();
  });

  it('keep the Japanese words on a Japanese page (no provider)', () => {
    render(<CategoryNav categories={[{ slug: 'event', label: 'イベント', color: null, count: 4 }]} total={4} current={null} page={1} />);
    expect(screen.getByRole('navigation', { name: 'カテゴリ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^すべて\s*（\s*4\s*件）$/ })).toHaveAttribute('href', '/news/');
    render(<Pagination page={2} totalPages={3} category="event" />);
    expect(screen.getByRole('link', { name: /前へ/ })).toHaveAttribute('href', '/news/category/event/');
  });
});
