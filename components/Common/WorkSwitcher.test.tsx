import { render, screen } from '@testing-library/react';
import WorkSwitcher from './WorkSwitcher';

const items = [
  { id: 'tv1', label: '第1期', href: '/story/tv1/' },
  { id: 'tv2', label: '第2期', href: '/story/tv2/' },
  { id: 'movie', label: '劇場版', href: '/story/movie/' },
];

describe('WorkSwitcher', () => {
  it('links every work’s own page in a named nav', () => {
    render(<WorkSwitcher items={items} shown="tv1" section="ストーリー" onOwnPage={false} />);
    const links = screen.getAllByRole('link');
    expect(screen.getByRole('navigation', { name: '作品を選ぶ（ストーリー）' })).toBeInTheDocument();
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(items.map((i) => [i.label, i.href]));
  });

  it.each([
    [false, 'true'],
    [true, 'page'],
  ])('marks the shown work only (on its own page: %p → %s)', (onOwnPage, value) => {
    render(<WorkSwitcher items={items} shown="tv2" section="ストーリー" onOwnPage={onOwnPage} />);
    expect(screen.getByRole('link', { name: '第2期' })).toHaveAttribute('aria-current', value);
    expect(screen.getAllByRole('link').filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
  });
});
