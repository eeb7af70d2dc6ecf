import { render, screen } from '@testing-library/react';
import ExternalLink from './ExternalLink';

describe('ExternalLink', () => {
  it('opens in a new tab safely and tells screen readers so', () => {
    render(<ExternalLink href="https://example.com/shop">うみねこ堂</ExternalLink>);
    const link = screen.getByRole('link', { name: /^うみねこ堂\s*（新しいタブで開きます）$/ });
    expect(link).toHaveAttribute('href', 'https://example.com/shop');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
