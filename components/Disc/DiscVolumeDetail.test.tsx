import { render, screen, within } from '@testing-library/react';
import DiscVolumeDetail from './DiscVolumeDetail';
import { storeBonuses, vol1 } from './fixtures';

// The fixtures' images need not be in this series' public/.
jest.mock('../../lib/imageManifest', () => jest.requireActual('../../__tests__/helpers/imageManifestStub').stub(1400, 1400));

describe('DiscVolumeDetail', () => {
  it('shows the volume and its store bonuses', () => {
    render(<DiscVolumeDetail entry={vol1} storeBonuses={storeBonuses} notes={[]} prev={null} next={{ id: 'vol2', label: 'Vol.2' }} listName="Blu-ray・DVD 一覧" />);
    expect(screen.getByRole('article', { name: 'そらいろアンサンブル Vol.1' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Vol.1 店舗別購入特典' })).toBeInTheDocument();
  });

  it('links to the neighbouring volumes and back to the list', () => {
    render(<DiscVolumeDetail entry={vol1} storeBonuses={[]} notes={[]} prev={null} next={{ id: 'vol2', label: 'Vol.2' }} listName="Blu-ray・DVD 一覧" />);
    const nav = screen.getByRole('navigation', { name: 'ほかの巻' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Blu-ray・DVD 一覧', '/disc/'],
      ['NEXTVol.2', '/disc/vol2/'],
    ]);
  });

  it('says bonuses are to be announced when a volume has none', () => {
    render(<DiscVolumeDetail entry={vol1} storeBonuses={[]} notes={[]} prev={null} next={null} listName="Blu-ray・DVD 一覧" />);
    expect(screen.queryByRole('table', { name: /店舗別購入特典/ })).toBeNull();
    expect(screen.getByText('店舗別購入特典は決まり次第お知らせします。')).toBeInTheDocument();
  });
});
