import { render, screen, within } from '@testing-library/react';
import type { WrittenPage as Page } from '../../lib/sections/pages/content';
import WrittenPage from './WrittenPage';

// The invented images need not be in this series' public/.
jest.mock('../../lib/imageManifest', () => jest.requireActual('../../__tests__/helpers/imageManifestStub').stub(1600, 900));

const page: Page = {
  slug: 'special',
  title: '壁紙とアイコン',
  label: 'SPECIAL',
  menuImage: null,
  publishedAt: null,
  description: '壁紙を配っています。',
  hero: { src: '/images/pages/hero.png', alt: '夜空の下の丘' },
  bodyHtml: '<h2>使い方</h2><p>個人で楽しむ範囲でお使いください。</p>',
  galleries: [
    {
      title: '壁紙',
      images: [
        {
          src: '/images/pages/wall.png',
          alt: '丘の上の星空',
          caption: '第1弾',
          downloads: [
            { label: 'PC 1920×1080', src: '/images/pages/wall-pc.png', bytes: Math.round(1.2 * 1024 * 1024) },
            { label: 'スマートフォン', src: '/images/pages/wall-sp.jpg', bytes: 48 * 1024 },
          ],
        },
        { src: '/images/pages/icon.png', alt: 'ロケットのアイコン', caption: null, downloads: [] },
      ],
    },
    { title: 'アイコン', images: [{ src: '/images/pages/icon2.png', alt: '星のアイコン', caption: null, downloads: [] }] },
  ],
  pv: { youtubeId: 'abcDEF12345', poster: '/images/pages/pv.png' },
};

describe('WrittenPage', () => {
  it('has the title as its one <h1>, under the Latin label, and the hero and body', () => {
    render(<WrittenPage page={page} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('壁紙とアイコン');
    expect(screen.getByText('SPECIAL')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: '夜空の下の丘' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '使い方' })).toBeInTheDocument();
  });

  it('shows each gallery as a region named by its heading, each image with its caption and downloads', () => {
    render(<WrittenPage page={page} />);
    const wallpapers = screen.getByRole('region', { name: '壁紙' });
    const items = within(wallpapers).getAllByRole('listitem').filter((li) => li.querySelector(':scope > figure'));
    expect(items).toHaveLength(2);
    const [first] = items;
    expect(within(first).getByRole('img', { name: '丘の上の星空' })).toBeInTheDocument();
    expect(within(first).getByRole('figure')).toHaveTextContent('第1弾');
    expect(screen.getByRole('region', { name: 'アイコン' })).toBeInTheDocument();
  });

  it('links every download to its file with `download`, naming the image, the size and the file’s format and size', () => {
    render(<WrittenPage page={page} />);
    // jsdom's name computation puts a space around each span, which browsers do not for inline ones.
    const pc = screen.getByRole('link', { name: /^丘の上の星空：\s?PC 1920×1080\s?（PNG・1\.2 MB）$/ });
    expect(pc).toHaveAttribute('href', '/images/pages/wall-pc.png');
    expect(pc).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: /^丘の上の星空：\s?スマートフォン\s?（JPEG・48 KB）$/ })).toHaveAttribute('href', '/images/pages/wall-sp.jpg');
    expect(screen.getAllByRole('link').filter((a) => a.hasAttribute('download'))).toHaveLength(2);
  });

  it('shows the PV through the click-to-load player, in a region named PV', () => {
    render(<WrittenPage page={page} />);
    const pv = screen.getByRole('region', { name: 'PV' });
    expect(within(pv).getByRole('button', { name: 'PVを再生する' })).toBeInTheDocument();
    expect(pv.querySelector('iframe')).toBeNull();
  });

  it('leaves out what the file does not give', () => {
    render(<WrittenPage page={{ ...page, hero: null, bodyHtml: '', galleries: [], pv: null }} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });
});
