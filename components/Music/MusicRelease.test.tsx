import { render, screen, within } from '@testing-library/react';
import MusicRelease from './MusicRelease';
import { albumRelease, opRelease } from './fixtures';

// The fixtures' images need not be in this series' public/.
jest.mock('../../lib/imageManifest', () => jest.requireActual('../../__tests__/helpers/imageManifestStub').stub(1400, 1400));

describe('MusicRelease', () => {
  it('is an article addressable by its id and named by its title', () => {
    render(<MusicRelease release={opRelease} />);
    const article = screen.getByRole('article', { name: 'ソライロ・シグナル' });
    expect(article).toHaveAttribute('id', 'op');
    expect(screen.getByRole('heading', { level: 2, name: 'ソライロ・シグナル' })).toBeInTheDocument();
  });

  it('shows the kind label, artist, credits and the release date in a <time>', () => {
    render(<MusicRelease release={opRelease} />);
    expect(screen.getByText('OP主題歌')).toBeInTheDocument();
    expect(screen.getByText('そらいろ')).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['発売日', '作詞', '作曲', '編曲']);
    expect(screen.getByText('潮崎ユウ、真砂リョウ')).toBeInTheDocument();
    const time = screen.getByText('2026.10.28（水）');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-10-28T00:00:00+09:00');
  });

  it('shows the square jacket with its alt text', () => {
    render(<MusicRelease release={opRelease} />);
    expect(screen.getByRole('img', { name: '防波堤に並ぶ5人のジャケット' })).toBeInTheDocument();
  });

  it('lists editions with catalogue codes and tax-included prices', () => {
    render(<MusicRelease release={opRelease} />);
    const table = screen.getByRole('table', { name: 'ソライロ・シグナル 形態・価格' });
    const row = within(table).getByRole('row', { name: /初回限定盤/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('初回限定盤（CD+Blu-ray）');
    expect(row).toHaveTextContent('SRAE-0001');
    expect(row).toHaveTextContent('2,750円（税込）');
  });

  it('numbers the tracks and marks TV size and instrumental versions', () => {
    const { container } = render(<MusicRelease release={opRelease} />);
    const list = container.querySelector('ol');
    if (!list) throw new Error('no <ol>');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'ソライロ・シグナル',
      'ソライロ・シグナル （TV size）',
      'ソライロ・シグナル （Instrumental）',
    ]);
    expect(items.map((li) => li.getAttribute('value'))).toEqual(['1', '2', '3']);
  });

  it('links to streaming and shops in a new tab, announced to screen readers', () => {
    render(<MusicRelease release={opRelease} />);
    for (const name of [/^うみねこミュージック\s*（新しいタブで開きます）$/, /^オンラインストア\s*（新しいタブで開きます）$/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('leaves out credits and the streaming block when a release has none', () => {
    render(<MusicRelease release={albumRelease} />);
    expect(screen.getByText('アルバム')).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['発売日']);
    expect(screen.queryByRole('heading', { name: '配信で聴く' })).toBeNull();
    expect(screen.getByRole('heading', { name: '購入する' })).toBeInTheDocument();
  });

  it('links back to the index when given one', () => {
    render(<MusicRelease release={opRelease} indexId="music-index" />);
    expect(screen.getByRole('link', { name: 'リリース一覧へ戻る' })).toHaveAttribute('href', '#music-index');
  });
});
