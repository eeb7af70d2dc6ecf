import { render, screen } from '@testing-library/react';
import CategoryNav from './CategoryNav';

// Names are matched loosely: jsdom puts spaces between the spans that a browser joins into 「すべて（8件）」.
const categories = [
  { slug: 'info', label: 'お知らせ', color: null, count: 3 },
  { slug: 'event', label: 'イベント', color: null, count: 5 },
];

describe('CategoryNav', () => {
  it('links every category with its count, and the list of all', () => {
    render(<CategoryNav categories={categories} total={8} current={null} page={1} />);
    expect(screen.getByRole('navigation', { name: 'カテゴリ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^すべて\s*（\s*8\s*件）$/ })).toHaveAttribute('href', '/news/');
    expect(screen.getByRole('link', { name: /^お知らせ\s*（\s*3\s*件）$/ })).toHaveAttribute('href', '/news/category/info/');
    expect(screen.getByRole('link', { name: /^イベント\s*（\s*5\s*件）$/ })).toHaveAttribute('href', '/news/category/event/');
  });

  it.each([
    [null, 1, /^すべて/, 'page'],
    [null, 2, /^すべて/, 'true'],
    ['event', 1, /^イベント/, 'page'],
  ])('marks the current category (%p, page %i)', (current, page, label, value) => {
    render(<CategoryNav categories={categories} total={8} current={current} page={page} />);
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('aria-current', value);
    expect(screen.getAllByRole('link').filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
  });
});
