import { render, screen, within } from '@testing-library/react';
import type { MenuItem } from '../../lib/menu';
import SectionLinks from './SectionLinks';

const items: MenuItem[] = [
  { label: 'STORY', labelJa: 'ストーリー', path: '/story/', image: '/images/menu/story.png', newTab: false },
  { label: 'CHARACTER', labelJa: 'キャラクター', path: '/member/', image: null, newTab: false },
  { label: 'Twitter', labelJa: 'Xアカウント', path: 'https://x.com/example', image: '/images/menu/x.png', newTab: true },
];

describe('SectionLinks', () => {
  it('links every entry of the menu, in its order, and the X account in a new tab', () => {
    render(<SectionLinks items={items} />);
    const region = screen.getByRole('region', { name: 'コンテンツ' });
    expect(within(region).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(items.map((i) => i.path));
    expect(within(region).getByRole('link', { name: /^CHARACTER\s*キャラクター/ })).toHaveAttribute('href', '/member/');
    const x = within(region).getByRole('link', { name: /^X / });
    expect(x).toHaveAttribute('target', '_blank');
    expect(x).toHaveAttribute('rel', 'noopener noreferrer');
    expect(x).toHaveTextContent('（新しいタブで開きます）');
  });
});
