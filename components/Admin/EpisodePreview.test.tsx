import { act, render, screen, within } from '@testing-library/react';
import type { PreviewContext } from '../../lib/cms/preview';
import type { EditorCms } from '../../hooks/useSveltiaCms';
import { en } from '../../lib/i18n/en';
import { fillTemplate } from '../../lib/i18n/template';
import EpisodePreview, { registerEpisodePreview } from './EpisodePreview';

const context: PreviewContext = {
  newsCategories: [],
  fastest: { name: '局A', time: '25:30' },
  episodes: [{ number: 1, slug: '01', title: '一', airsAt: '2000-01-02T01:30:00+09:00' }],
  siteInstant: '2000-01-20T12:00:00+09:00',
};

describe('EpisodePreview', () => {
  it('shows the episode as its page does: heading, broadcast, synopsis, credits and the switcher', () => {
    render(
      <EpisodePreview
        data={{
          number: 2,
          title: '二',
          airDate: '2000-01-08',
          stills: [],
          credits: { screenplay: '脚本家', storyboard: '絵コンテ係', director: '演出家', animationDirectors: ['作監'] },
          body: 'あらすじの文。',
        }}
        assetUrl={(path) => path}
        context={context}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('第2話「二」');
    expect(screen.getByText(/局Aほかにて/)).toBeInTheDocument();
    expect(screen.getByText('あらすじの文。')).toBeInTheDocument();
    expect(screen.getByText('脚本家')).toBeInTheDocument();
    const switcher = screen.getByRole('navigation', { name: '話数を選ぶ' });
    expect(within(switcher).getAllByRole('link').map((a) => a.textContent)).toEqual(['第1話', '第2話']);
  });

  it('shows the synopsis being written even when it is published later than the last build shows', () => {
    render(
      <EpisodePreview
        data={{ number: 2, title: '二', airDate: '2000-01-29', revealAt: '2000-01-29 25:30', stills: [], credits: {}, body: 'まだ公開前のあらすじ。' }}
        assetUrl={(path) => path}
        context={context}
      />,
    );
    expect(screen.getByText('まだ公開前のあらすじ。')).toBeInTheDocument();
  });
});

describe('registerEpisodePreview', () => {
  it('previews a later work’s episodes with its own station, episodes and links', async () => {
    const templates = new Map<string, (props: { entry: { get(key: string): unknown }; getAsset: (path: string) => { url: string } }) => React.ReactElement>();
    const cms = { registerPreviewTemplate: (name: string, template: never) => templates.set(name, template) } as unknown as EditorCms;
    const work = { id: 'tv2', label: '第2期', kind: 'tv' as const, first: false };
    registerEpisodePreview(cms, {
      ...context,
      works: [{ collection: 'episodes-tv2', work, fastest: { name: '局B', time: '24:00' }, episodes: [{ number: 1, slug: '01', title: '始', airsAt: '2000-04-02T00:00:00+09:00' }] }],
    });
    expect([...templates.keys()]).toEqual(['episodes', 'episodes-tv2']);
    const Template = templates.get('episodes-tv2');
    if (!Template) throw new Error('no template');
    const data = { number: 2, title: '続', airDate: '2000-04-08', stills: [], credits: {}, body: '' };
    // The template draws the preview with a React root of its own (the editor's React is another copy).
    await act(async () => {
      render(<Template entry={{ get: (key) => (key === 'data' ? data : undefined) }} getAsset={(path) => ({ url: path })} />);
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('第2期 第2話「続」');
    expect(screen.getByText(/局Bほかにて/)).toBeInTheDocument();
    const switcher = screen.getByRole('navigation', { name: '話数を選ぶ' });
    expect(within(switcher).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/story/tv2/01/', '/story/tv2/02/']);
  });

  it('draws the English pane as the English episode page: the translation over the Japanese, with English words and station', async () => {
    const templates = new Map<string, (props: { entry: { get(key: string): unknown }; getAsset: (path: string) => { url: string } }) => React.ReactElement>();
    const cms = { registerPreviewTemplate: (name: string, template: never) => templates.set(name, template) } as unknown as EditorCms;
    registerEpisodePreview(cms, {
      ...context,
      languages: [
        {
          language: { lang: 'en', messages: en, site: { title: 'Site' } as never },
          newsCategories: [],
          fastest: { name: 'Station A', time: '25:30' },
          episodes: [{ number: 1, slug: '01', title: 'One', airsAt: '2000-01-02T01:30:00+09:00' }],
          translated: { episodes: ['title', 'stills', 'body'] },
        },
      ],
    });
    const Template = templates.get('episodes');
    if (!Template) throw new Error('no template');
    const japanese = { number: 2, title: '二', airDate: '2000-01-08', stills: [], credits: { screenplay: '脚本家' }, body: 'あらすじ' };
    const entry = { get: (key: string) => ({ data: { title: 'Two', body: 'The synopsis.' }, i18n: { ja: { data: japanese } } })[key] };
    await act(async () => {
      render(<Template entry={entry} getAsset={(path) => ({ url: path })} />);
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(fillTemplate(en.story.episodeTitle, { n: 2, title: 'Two' }));
    expect(screen.getByText('The synopsis.')).toBeInTheDocument();
    expect(screen.getByText(/Station A/)).toBeInTheDocument();
    expect(screen.queryByText(/局A/)).not.toBeInTheDocument();
    const switcher = screen.getByRole('navigation', { name: en.story.switcher });
    expect(within(switcher).getAllByRole('link').map((a) => a.textContent)).toHaveLength(2);
  });

  it('says 予約 with the minute the synopsis goes public while it is ahead of the site’s instant', () => {
    const { unmount } = render(<EpisodePreview data={{ number: 3, title: '三', airDate: '2000-01-22' }} assetUrl={(path) => path} context={context} />);
    // Its reveal is the first broadcast: 25:30 of the air date.
    expect(screen.getByRole('status')).toHaveTextContent('予約: 2000-01-23 01:30 に公開されます');
    unmount();
    render(<EpisodePreview data={{ number: 2, title: '二', airDate: '2000-01-08' }} assetUrl={(path) => path} context={context} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
