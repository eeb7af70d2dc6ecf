import { render, screen } from '@testing-library/react';
import { imageManifest } from '../../lib/imageManifest';
import NewsPreview from './NewsPreview';

const context = {
  newsCategories: [{ slug: 'info', label: 'お知らせ' }],
  fastest: null,
  episodes: [],
  builtAt: '2000-01-10T12:00:00+09:00',
};
/** Any image the last build has. */
const built = Object.keys(imageManifest)[0];

describe('NewsPreview', () => {
  it('shows the article as its page does, with what the form holds', () => {
    render(
      <NewsPreview
        data={{ title: '見出し', date: '2000-01-09', category: 'info', image: built, imageAlt: '画像の説明', body: '本文の**強調**' }}
        slug="2000-01-09-info"
        assetUrl={(path) => `blob:${path}`}
        context={context}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('見出し');
    expect(screen.getByText('2000.01.09（日）')).toBeInTheDocument();
    expect(screen.getByText('お知らせ')).toBeInTheDocument();
    expect(screen.getByText('NEW')).toBeInTheDocument();
    expect(screen.getByText('強調', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '画像の説明' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: '新しい画像' })).not.toBeInTheDocument();
  });

  it('shows a new image apart, from the editor’s own copy', () => {
    render(<NewsPreview data={{ title: '見出し', image: '/images/news/just-added.png' }} slug="" assetUrl={(path) => `blob:${path}`} context={context} />);
    const pending = screen.getByRole('complementary', { name: '新しい画像' });
    expect(pending).toHaveTextContent('/images/news/just-added.png');
    expect(pending.querySelector('img')).toHaveAttribute('src', 'blob:/images/news/just-added.png');
  });

  it('keeps the reader in the editor: the page in the preview is inert', () => {
    render(<NewsPreview data={{ title: '見出し' }} slug="" assetUrl={(path) => path} context={context} />);
    expect(screen.getByRole('heading', { level: 1 }).closest('[inert]')).not.toBeNull();
  });
});
