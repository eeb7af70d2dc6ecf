import { render, screen } from '@testing-library/react';
import { buildMenu } from '../../lib/menu';
import { SHAPE } from '../../lib/sections/shape';
import { site } from '../../lib/site';
import Footer from './Footer';

// A series whose site.json calls its X account plain 「X」 (the default), whatever the sample says.
jest.mock('../../lib/site', () => {
  const actual = jest.requireActual<typeof import('../../lib/site')>('../../lib/site');
  return { ...actual, site: { ...actual.site, xAccountLabel: 'X' } };
});

describe('Footer', () => {
  it('names the X account as site.json does, in a new tab', () => {
    render(<Footer items={buildMenu(SHAPE, [])} />);
    const link = screen.getByRole('link', { name: `X ${site.xAccountName} （新しいタブで開きます）` });
    expect(link).toHaveAttribute('href', site.xAccountUrl);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('links every entry of the menu but the X account, with both its names, in its order', () => {
    render(<Footer items={[
      { label: 'STORY', labelJa: 'ストーリー', path: '/story/', image: '/images/menu/story.png', newTab: false },
      { label: 'CHARACTER', labelJa: 'キャラクター', path: '/member/', image: null, newTab: false },
      { label: 'Twitter', labelJa: 'Xアカウント', path: 'https://x.com/example', image: '/images/menu/x.png', newTab: true },
    ]} />);
    const nav = screen.getByRole('navigation', { name: 'フッターナビゲーション' });
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['TOP', '/'],
      ['STORYストーリー', '/story/'],
      ['CHARACTERキャラクター', '/member/'],
    ]);
  });
});
