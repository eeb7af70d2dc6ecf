import { render, screen, within } from '@testing-library/react';
import WrittenPagePreview from './WrittenPagePreview';

// The last build as far as these tests go: two images, whatever the series' images are.
jest.mock('../../lib/imageManifest', () => ({
  imageManifest: {
    '/images/pages/built.png': { hash: '0123456789', width: 1600, height: 900 },
    '/images/pages/poster.png': { hash: '0123456789', width: 1600, height: 900 },
  },
}));

const data = {
  title: '壁紙とアイコン',
  label: 'SPECIAL',
  hero: { src: '/images/pages/built.png', alt: '夜空' },
  body: '個人で**楽しむ**範囲で',
  galleries: [
    {
      title: '壁紙',
      images: [
        { src: '/images/pages/built.png', alt: '星空', downloads: [{ label: 'PC', src: '/images/pages/wall-pc.png' }] },
        { src: '/images/pages/just-added.png', alt: '新しい壁紙' },
      ],
    },
  ],
  pv: { youtubeId: 'abcDEF12345', poster: '/images/pages/poster.png' },
};

describe('WrittenPagePreview', () => {
  it('shows the page as the site does, with what the form holds', () => {
    render(<WrittenPagePreview data={data} slug="special" assetUrl={(path) => `blob:${path}`} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('壁紙とアイコン');
    expect(screen.getByText('SPECIAL')).toBeInTheDocument();
    expect(screen.getByText('楽しむ', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '夜空' })).toBeInTheDocument();
    // The size of a download is read when the site is built; the preview names the format.
    expect(within(screen.getByRole('region', { name: '壁紙' })).getByRole('link', { name: /PC\s?（PNG）/ })).toHaveAttribute('download');
    expect(screen.getByRole('region', { name: 'PV' })).toBeInTheDocument();
  });

  it('lists an image added since the last build apart, and keeps the page inert', () => {
    render(<WrittenPagePreview data={data} slug="special" assetUrl={(path) => `blob:${path}`} />);
    expect(screen.getByRole('complementary', { name: '新しい画像' })).toHaveTextContent('/images/pages/just-added.png');
    expect(screen.queryByRole('img', { name: '新しい壁紙' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).closest('[inert]')).not.toBeNull();
  });

  it('says 予約 with the page’s publishAt while it is ahead of the site’s instant', () => {
    const { unmount } = render(<WrittenPagePreview data={{ ...data, publishAt: '2000-02-01 18:00' }} slug="special" assetUrl={(path) => path} siteInstant="2000-01-31T00:00:00+09:00" />);
    expect(screen.getByRole('status')).toHaveTextContent('予約: 2000-02-01 18:00 に公開されます');
    unmount();
    render(<WrittenPagePreview data={{ ...data, publishAt: '2000-02-01 18:00' }} slug="special" assetUrl={(path) => path} siteInstant="2000-02-01T18:00:00+09:00" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
