import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { WrittenPage as Page } from '../../lib/sections/pages/content';
import WrittenPage from './WrittenPage';
import { en } from '../../lib/i18n/en';
import { InEnglish } from '../../__tests__/helpers/english';

// The invented images need not be in this series' public/.
jest.mock('../../lib/imageManifest', () => jest.requireActual('../../__tests__/helpers/imageManifestStub').stub(1600, 900));

/** A page as its English route gets it: the translation's words over the original's images, files and PV. */
const page: Page = {
  slug: 'special',
  title: 'Wallpapers',
  label: 'SPECIAL',
  menuImage: null,
  publishedAt: null,
  description: 'Wallpapers to download.',
  hero: { src: '/images/pages/hero.png', alt: 'A hill under the night sky' },
  bodyHtml: '<p>For personal use only.</p>',
  galleries: [
    {
      title: 'Wallpapers',
      images: [
        {
          src: '/images/pages/wall.png',
          alt: 'A starry sky over the hill',
          caption: 'First set',
          downloads: [{ label: 'Phone', src: '/images/pages/wall-sp.jpg', bytes: 48 * 1024 }],
        },
      ],
    },
  ],
  pv: { youtubeId: 'abcDEF12345', poster: '/images/pages/pv.png' },
};

/** Kana, kanji and Japanese punctuation (「・」「（）」), as the English pages' e2e guard looks for them. */
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u3000-\u303f\uff01-\uff60]/u;

describe('WrittenPage on an English page', () => {
  it('says a download’s format and size, and plays the PV, in English', () => {
    const { container } = render(<WrittenPage page={page} />, { wrapper: InEnglish });
    expect(screen.getByRole('link', { name: /^A starry sky over the hill: \s?Phone\s? \(JPEG, 48 KB\)$/ })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'PV' })).getByRole('button', { name: en.pv.play })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(JAPANESE);
  });

  it('links the PV to YouTube in English before the scripts run', () => {
    const html = renderToString(
      <InEnglish>
        <WrittenPage page={page} />
      </InEnglish>,
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    expect(within(container).getByRole('link', { name: (name) => name.endsWith(`${en.pv.watch}${en.shell.newTab}`) })).toHaveAttribute('target', '_blank');
    expect(container.textContent).not.toMatch(JAPANESE);
    container.remove();
  });
});
