import { render, screen } from '@testing-library/react';
import { site } from '../../lib/site';
import Footer from './Footer';

// A series whose site.json calls its X account plain 「X」 (the default), whatever the sample says.
jest.mock('../../lib/site', () => {
  const actual = jest.requireActual<typeof import('../../lib/site')>('../../lib/site');
  return { ...actual, site: { ...actual.site, xAccountLabel: 'X' } };
});

describe('Footer', () => {
  it('names the X account as site.json does, in a new tab', () => {
    render(<Footer />);
    const link = screen.getByRole('link', { name: `X ${site.xAccountName} （新しいタブで開きます）` });
    expect(link).toHaveAttribute('href', site.xAccountUrl);
    expect(link).toHaveAttribute('target', '_blank');
  });
});
