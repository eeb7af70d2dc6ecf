import { render, screen, within } from '@testing-library/react';
import type { PreviewContext } from '../../lib/cms/preview';
import EpisodePreview from './EpisodePreview';

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
