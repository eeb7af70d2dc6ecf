import { render, screen, within } from '@testing-library/react';
import { pictureLoading } from '../Common/pictureLoading';
import DiscSection from './DiscSection';
import { storeBonuses, vol1, vol2 } from './fixtures';

// The fixtures' images need not be in this series' public/.
jest.mock('../../lib/imageManifest', () => jest.requireActual('../../__tests__/helpers/imageManifestStub').stub(1400, 1400));

describe('DiscSection', () => {
  it('indexes the volumes with their release dates and links to their anchors', () => {
    render(<DiscSection entries={[vol1, vol2]} storeBonuses={storeBonuses} notes={['特典は数量限定です。']} />);
    const nav = screen.getByRole('navigation', { name: '巻の一覧' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#vol1', '#vol2']);
    expect(links[0]).toHaveTextContent('Vol.12026.12.23（水）発売');
  });

  it('shows every volume, then the store bonuses with their notes', () => {
    render(<DiscSection entries={[vol1, vol2]} storeBonuses={storeBonuses} notes={['特典は数量限定です。']} />);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const heading = screen.getByRole('heading', { level: 2, name: '店舗別購入特典' });
    const bonus = heading.closest('section');
    if (!bonus) throw new Error('no section');
    expect(within(bonus).getByRole('table', { name: '店舗別購入特典' })).toBeInTheDocument();
    expect(within(bonus).getByText('特典は数量限定です。')).toBeInTheDocument();
  });

  it('has the first jacket (the largest paint) and the index thumbnails in its HTML; later jackets load lazily', () => {
    render(<DiscSection entries={[vol1, vol2]} storeBonuses={storeBonuses} notes={[]} />);
    const jackets = screen.getAllByRole('article').map((article) => article.querySelector('img:not(noscript img)'));
    expect(jackets.map((img) => img && pictureLoading(img))).toEqual(['priority', 'lazy']);
    const thumbnails = screen.getByRole('navigation', { name: '巻の一覧' }).querySelectorAll('img');
    expect([...thumbnails].map(pictureLoading)).toEqual(['eager', 'eager']);
  });
});
