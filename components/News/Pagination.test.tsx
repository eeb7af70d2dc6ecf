import { render, screen } from '@testing-library/react';
import Pagination from './Pagination';

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} category={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links every page, marks the current one and offers next only on the first page', () => {
    render(<Pagination page={1} totalPages={3} category={null} />);
    const nav = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1ページ目' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '1ページ目' })).toHaveAttribute('href', '/news/');
    expect(screen.getByRole('link', { name: '2ページ目' })).toHaveAttribute('href', '/news/page/2/');
    expect(screen.getByRole('link', { name: '3ページ目' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link', { name: '前へ' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '次へ' })).toHaveAttribute('href', '/news/page/2/');
  });

  it('stays within a category and offers previous on the last page', () => {
    render(<Pagination page={3} totalPages={3} category="event" />);
    expect(screen.getByRole('link', { name: '前へ' })).toHaveAttribute('href', '/news/category/event/page/2/');
    expect(screen.getByRole('link', { name: '1ページ目' })).toHaveAttribute('href', '/news/category/event/');
    expect(screen.queryByRole('link', { name: '次へ' })).not.toBeInTheDocument();
  });

  it('leaves out distant pages behind a gap', () => {
    render(<Pagination page={5} totalPages={9} category={null} />);
    const names = screen.getAllByRole('link').map((a) => a.getAttribute('aria-label') ?? a.textContent);
    expect(names).toEqual(['前へ', '1ページ目', '4ページ目', '5ページ目', '6ページ目', '9ページ目', '次へ']);
  });
});
