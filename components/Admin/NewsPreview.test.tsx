import { act, render, screen } from '@testing-library/react';
import type { PreviewContext } from '../../lib/cms/preview';
import type { EditorCms } from '../../hooks/useSveltiaCms';
import { en } from '../../lib/i18n/en';
import { formatDateTimeEn } from '../../lib/dateStyleEn';
import NewsPreview, { registerNewsPreview } from './NewsPreview';

// The last build as far as these tests go: one image, whatever the series' images are.
jest.mock('../../lib/imageManifest', () => ({ imageManifest: { '/images/news/built.png': { hash: '0123456789', width: 1600, height: 900 } } }));

const context: PreviewContext = {
  newsCategories: [{ slug: 'info', label: 'お知らせ', color: 'main' }],
  fastest: null,
  episodes: [],
  siteInstant: '2000-01-10T12:00:00+09:00',
};
const built = '/images/news/built.png';

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

  it('shows the minute an article is published when the form gives one', () => {
    render(<NewsPreview data={{ title: '見出し', date: '2000-01-09 18:30', category: 'info' }} slug="" assetUrl={(path) => path} context={context} />);
    expect(screen.getByText('2000.01.09（日）18:30')).toHaveAttribute('datetime', '2000-01-09T18:30:00+09:00');
  });

  it('shows a new image apart, from the editor’s own copy', () => {
    render(<NewsPreview data={{ title: '見出し', image: '/images/news/just-added.png' }} slug="" assetUrl={(path) => `blob:${path}`} context={context} />);
    const pending = screen.getByRole('complementary', { name: '新しい画像' });
    expect(pending).toHaveTextContent('/images/news/just-added.png');
    expect(pending.querySelector('img')).toHaveAttribute('src', 'blob:/images/news/just-added.png');
  });

  it('shows an upload not yet saved by its thumbnail alone: its path is not known until the save', () => {
    render(<NewsPreview data={{ title: '見出し', image: 'blob:http://localhost/0b7a' }} slug="" assetUrl={(path) => path} context={context} />);
    const pending = screen.getByRole('complementary', { name: '新しい画像' });
    expect(pending.querySelector('img')).toHaveAttribute('src', 'blob:http://localhost/0b7a');
    expect(pending).not.toHaveTextContent('blob:');
  });

  it('keeps the reader in the editor: the page in the preview is inert', () => {
    render(<NewsPreview data={{ title: '見出し' }} slug="" assetUrl={(path) => path} context={context} />);
    expect(screen.getByRole('heading', { level: 1 }).closest('[inert]')).not.toBeNull();
  });

  it('says 予約 and the minute when the article goes public after the site’s instant, and nothing once it is public', () => {
    const { unmount } = render(<NewsPreview data={{ title: '見出し', date: '2000-01-10 12:01', category: 'info' }} slug="" assetUrl={(path) => path} context={context} />);
    expect(screen.getByRole('status')).toHaveTextContent('予約: 2000-01-10 12:01 に公開されます');
    unmount();
    render(<NewsPreview data={{ title: '見出し', date: '2000-01-10 12:00', category: 'info' }} slug="" assetUrl={(path) => path} context={context} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('registerNewsPreview', () => {
  it('draws the English pane as the English page: the translation over the Japanese article, in English words and dates', async () => {
    type Template = (props: { entry: { get(key: string): unknown }; getAsset: (path: string) => { url: string } }) => React.ReactElement;
    const templates = new Map<string, Template>();
    const cms = { registerPreviewTemplate: (name: string, template: never) => templates.set(name, template) } as unknown as EditorCms;
    registerNewsPreview(cms, {
      ...context,
      languages: [
        {
          language: { lang: 'en', messages: en, site: { title: 'Site' } as never },
          newsCategories: [{ slug: 'info', label: 'Announcements', color: 'main' }],
          fastest: null,
          episodes: [],
          translated: { news: ['title', 'summary', 'imageAlt', 'body'] },
        },
      ],
    });
    const Template = templates.get('news');
    if (!Template) throw new Error('no template');
    // The English pane: its form holds what a translation gives, and the editor hands the Japanese one beside it.
    const japanese = { title: '見出し', date: '2000-01-09 18:30', category: 'info', body: '本文' };
    const entry = { get: (key: string) => ({ data: { title: 'Headline', body: 'English **text**' }, i18n: { ja: { data: japanese } }, slug: '2000-01-09-info' })[key] };
    await act(async () => {
      render(<Template entry={entry} getAsset={(path) => ({ url: path })} />);
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Headline');
    expect(screen.getByText('text', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(formatDateTimeEn('2000-01-09', '18:30'))).toHaveAttribute('datetime', '2000-01-09T18:30:00+09:00');
    expect(screen.getByText('Announcements')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.news.backToList })).toBeInTheDocument();
    expect(screen.queryByText('カテゴリ未選択')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')).toHaveAttribute('lang', 'en');
  });
});
