import { render, screen, within } from '@testing-library/react';
import DiscVolume from './DiscVolume';
import { vol1, vol2 } from './fixtures';

// The fixtures' images need not be in this series' public/.
jest.mock('../../lib/imageManifest', () => jest.requireActual('../../__tests__/helpers/imageManifestStub').stub(1400, 1400));

describe('DiscVolume', () => {
  it('is an article addressable by the volume id, named by its title', () => {
    render(<DiscVolume {...vol1} />);
    expect(screen.getByRole('article', { name: 'そらいろアンサンブル Vol.1' })).toHaveAttribute('id', 'vol1');
    expect(screen.getByRole('img', { name: '旧音楽室の美咲と凪を描いたVol.1ジャケット' })).toBeInTheDocument();
  });

  it('shows the release date in a <time> and links every episode to its synopsis', () => {
    render(<DiscVolume {...vol1} />);
    const time = screen.getByText('2026.12.23（水）');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-12-23T00:00:00+09:00');
    expect(screen.getByText('第1話〜第3話')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^#01\s*はじまりの音$/ })).toHaveAttribute('href', '/story/01/');
    expect(screen.getByRole('link', { name: /^#03\s*鍵盤とサイダー$/ })).toHaveAttribute('href', '/story/03/');
  });

  it('lists every format with its catalogue code and tax-included price', () => {
    render(<DiscVolume {...vol1} />);
    const table = screen.getByRole('table', { name: 'そらいろアンサンブル Vol.1 仕様・価格' });
    const bluRay = within(table).getByRole('row', { name: /Blu-ray/ });
    expect(bluRay).toHaveTextContent('SRXB-1001');
    expect(bluRay).toHaveTextContent('16,500円（税込）');
    const dvd = within(table).getByRole('row', { name: /DVD/ });
    expect(dvd).toHaveTextContent('SRXD-1001');
    expect(dvd).toHaveTextContent('14,300円（税込）');
  });

  it('lists 封入特典 and 映像特典 under their headings', () => {
    render(<DiscVolume {...vol1} />);
    const box = screen.getByRole('heading', { level: 3, name: '封入特典' }).nextElementSibling as HTMLElement;
    expect(within(box).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['描き下ろし三方背ケース', '特製ブックレット']);
    const video = screen.getByRole('heading', { level: 3, name: '映像特典' }).nextElementSibling as HTMLElement;
    expect(within(video).getByRole('listitem')).toHaveTextContent('ノンクレジットオープニング');
  });

  it('leaves out empty bonus lists', () => {
    render(<DiscVolume {...vol2} />);
    expect(screen.queryByRole('heading', { name: '封入特典' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '映像特典' })).toBeNull();
  });

  it('links to the volume page only when asked to', () => {
    const { rerender } = render(<DiscVolume {...vol1} detailHref="/disc/vol1/" />);
    expect(screen.getByRole('link', { name: 'Vol.1の詳細・店舗別特典' })).toHaveAttribute('href', '/disc/vol1/');
    rerender(<DiscVolume {...vol1} />);
    expect(screen.queryByRole('link', { name: /詳細/ })).toBeNull();
  });
});
