import { render, screen } from '@testing-library/react';
import Notice from './Notice';

describe('Notice', () => {
  it('lists every note under a heading, with one ※ mark drawn by CSS instead of the text', () => {
    render(<Notice notes={['※放送日時は変更になる場合があります。', '配信期間は各サービスにより異なります。']} />);
    const region = screen.getByRole('region', { name: 'ご注意' });
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['放送日時は変更になる場合があります。', '配信期間は各サービスにより異なります。']);
    expect(region).toContainElement(screen.getByRole('list'));
  });
});
