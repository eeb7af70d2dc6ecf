import { render, screen, within } from '@testing-library/react';
import NewsItems from './NewsItems';

const item = (slug: string, date: string, title: string) => ({
  slug,
  date,
  time: null,
  publishedAt: `${date}T00:00:00+09:00`,
  title,
  category: { slug: 'event', label: 'イベント', color: null },
});

describe('NewsItems', () => {
  it('shows each article’s date in a <time>, its category and its title linking to the article', () => {
    render(<NewsItems items={[item('2026-10-23-live-event', '2026-10-23', '1st LIVE 開催決定')]} siteInstant="2026-12-31T12:00:00+09:00" />);
    const row = screen.getByRole('listitem');
    const time = within(row).getByText('2026.10.23（金）');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-10-23T00:00:00+09:00');
    expect(within(row).getByText('イベント')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '1st LIVE 開催決定' })).toHaveAttribute('href', '/news/2026-10-23-live-event/');
  });

  it.each([
    ['2026-11-20', '2026-11-22T09:00:00+09:00', true],
    ['2026-11-09', '2026-11-22T23:59:59+09:00', true],
    ['2026-11-08', '2026-11-22T00:00:00+09:00', false],
    ['2026-10-03', '2026-11-22T09:00:00+09:00', false],
  ])('an article of %s at %s is NEW: %p', (date, now, isNew) => {
    render(<NewsItems items={[item('a', date, '記事')]} siteInstant={now} />);
    expect(screen.queryByText('NEW') !== null).toBe(isNew);
  });

  it('shows a search snippet with the keyword marked', () => {
    render(
      <NewsItems
        items={[{ ...item('a', '2026-10-23', '記事'), snippet: { before: '限定の', match: 'サイダー', after: 'フロート', cutStart: true, cutEnd: false } }]}
        siteInstant="2026-12-31T12:00:00+09:00"
      />,
    );
    expect(screen.getByText('サイダー', { selector: 'mark' }).parentElement).toHaveTextContent('…限定のサイダーフロート');
  });
});
