import { render, screen, within } from '@testing-library/react';
import type { WrittenPage as Page } from '../../lib/sections/pages/content';
import WrittenPage from './WrittenPage';

// Every image of this file is a 4:3 photo (1600 × 1200).
jest.mock('../../lib/imageManifest', () => jest.requireActual('../../__tests__/helpers/imageManifestStub').stub(1600, 1200));

const page: Page = {
  slug: 'report',
  title: '上映会レポート',
  label: 'REPORT',
  menuImage: null,
  publishedAt: null,
  description: '上映会の写真です。',
  hero: null,
  bodyHtml: '',
  galleries: [
    {
      title: '会場の写真',
      images: [
        { src: '/images/pages/hall.jpg', alt: '満席の客席', caption: null, downloads: [] },
        { src: '/images/pages/stage.jpg', alt: '舞台挨拶', caption: null, downloads: [] },
      ],
    },
  ],
  pv: null,
};

describe('WrittenPage galleries', () => {
  it('shows each photo whole in its own shape, with no box of another ratio around it (no bars)', () => {
    render(<WrittenPage page={page} />);
    const gallery = screen.getByRole('region', { name: '会場の写真' });
    for (const name of ['満席の客席', '舞台挨拶']) {
      const img = within(gallery).getByRole('img', { name });
      // The box's height comes from the photo's own width and height; a fixed ratio (16:9) would letterbox it.
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '1200']);
      expect(img.closest('.picture')?.className).not.toMatch(/picture--\d/);
    }
  });
});
