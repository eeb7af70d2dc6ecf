import { render, screen, within } from '@testing-library/react';
import { pictureLoading } from '../Common/pictureLoading';
import MusicSection from './MusicSection';
import { albumRelease, opRelease } from './fixtures';

// The fixtures' images need not be in this series' public/.
jest.mock('../../lib/imageManifest', () => jest.requireActual('../../__tests__/helpers/imageManifestStub').stub(1400, 1400));

describe('MusicSection', () => {
  it('has an index linking to each release anchor, in order', () => {
    render(<MusicSection releases={[opRelease, albumRelease]} />);
    const nav = screen.getByRole('navigation', { name: 'リリース一覧' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#op', '#album']);
    expect(links[0]).toHaveTextContent('OP主題歌ソライロ・シグナル');
    expect(links[1]).toHaveTextContent('アルバムBlue Horizon');
  });

  it('renders every release with a matching id', () => {
    const { container } = render(<MusicSection releases={[opRelease, albumRelease]} />);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(container.querySelector('#op')).toHaveAccessibleName('ソライロ・シグナル');
    expect(container.querySelector('#album')).toHaveAccessibleName('Blue Horizon');
  });

  it('has the first jacket (the largest paint) and the index thumbnails in its HTML; later jackets load lazily', () => {
    render(<MusicSection releases={[opRelease, albumRelease]} />);
    const jackets = screen.getAllByRole('article').map((article) => article.querySelector('img:not(noscript img)'));
    expect(jackets.map((img) => img && pictureLoading(img))).toEqual(['priority', 'lazy']);
    const thumbnails = screen.getByRole('navigation', { name: 'リリース一覧' }).querySelectorAll('img');
    expect([...thumbnails].map(pictureLoading)).toEqual(['eager', 'eager']);
  });
});
