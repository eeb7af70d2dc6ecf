import { render, screen, within } from '@testing-library/react';
import SectionLinks from './SectionLinks';

describe('SectionLinks', () => {
  it('links every section of the site and the X account in a new tab', () => {
    render(<SectionLinks />);
    const region = screen.getByRole('region', { name: 'コンテンツ' });
    const expected: [RegExp, string][] = [
      [/^NEWS/, '/news/'],
      [/^STORY/, '/story/'],
      [/^ONAIR/, '/onair/'],
      [/^MEMBER/, '/member/'],
      [/^CAST/, '/cast/'],
      [/^MUSIC/, '/music/'],
      [/^DISC/, '/disc/'],
    ];
    for (const [name, href] of expected) expect(within(region).getByRole('link', { name })).toHaveAttribute('href', href);
    const x = within(region).getByRole('link', { name: /^X / });
    expect(x).toHaveAttribute('target', '_blank');
    expect(x).toHaveAttribute('rel', 'noopener noreferrer');
    expect(x).toHaveTextContent('（新しいタブで開きます）');
  });
});
