import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WATCHED_UP_TO_KEY } from '../../hooks/useWatchedUpTo';
import StoryIndex from './StoryIndex';
import type { EpisodeCardData } from './EpisodeCard';

jest.mock('../../lib/imageManifest', () => jest.requireActual('../../__tests__/helpers/imageManifestStub').stub(1600, 900));

// Counts the status badges drawn, i.e. the episode cards rendered (each card draws one), and draws the real badge.
const mockBadgeRenders = jest.fn();
jest.mock('./AirBadge', () => {
  const actual = jest.requireActual('./AirBadge');
  return {
    __esModule: true,
    default: (props: { status: string }) => {
      mockBadgeRenders(props.status);
      return actual.default(props);
    },
  };
});

const episodes: EpisodeCardData[] = [
  { number: 1, slug: '01', title: 'はじまりの音', airsAt: '2026-10-04T01:30:00+09:00', revealAt: '2026-10-04T01:30:00+09:00', stills: [{ src: '/images/story/ep01-1.png', alt: '坂道を駆け下りる美咲' }] },
  { number: 2, slug: '02', title: '波音ベースライン', airsAt: '2026-10-11T01:30:00+09:00', revealAt: '2026-10-11T01:30:00+09:00', stills: [{ src: '/images/story/ep02-1.png', alt: 'ベースを抱える凪' }] },
  { number: 3, slug: '03', title: '鍵盤とサイダー', airsAt: '2026-10-18T01:30:00+09:00', revealAt: '2026-10-18T01:30:00+09:00', stills: [{ src: '/images/story/ep03-1.png', alt: 'ピアノ室の奏' }] },
];

const intro = { title: 'イントロダクション', lead: '海が鳴ったら、それがはじまりの合図。', bodyHtml: '<p>坂道の向こうに海が見える町。</p>' };

describe('StoryIndex', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-10-12T12:00:00+09:00'));
  });
  afterEach(() => jest.useRealTimers());

  it('shows the introduction, then every episode as a card linking to its page', () => {
    render(<StoryIndex intro={intro} episodes={episodes} siteInstant="2026-10-12T12:00:00+09:00" />);
    expect(screen.getByRole('heading', { level: 2, name: /イントロダクション/ })).toBeInTheDocument();
    expect(screen.getByText('坂道の向こうに海が見える町。')).toBeInTheDocument();

    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = within(items[0]);
    expect(first.getByRole('link', { name: '第1話 はじまりの音' })).toHaveAttribute('href', '/story/01/');
    expect(first.getByRole('img', { name: '坂道を駆け下りる美咲' })).toBeInTheDocument();
    expect(first.getByText('2026.10.03（土）25:30〜')).toHaveAttribute('dateTime', '2026-10-04T01:30:00+09:00');
  });

  it('marks the latest episode and the ones not yet aired', () => {
    render(<StoryIndex intro={intro} episodes={episodes} siteInstant="2026-10-12T12:00:00+09:00" />);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]).queryByText(/最新話|放送前/)).not.toBeInTheDocument();
    expect(within(items[1]).getByText('最新話')).toBeInTheDocument();
    expect(within(items[2]).getByText('放送前')).toBeInTheDocument();
  });

  it('re-draws only the cards whose status changed when the clock moves', () => {
    mockBadgeRenders.mockClear();
    render(<StoryIndex intro={intro} episodes={episodes} siteInstant="2026-10-12T12:00:00+09:00" />);
    // The static render, then the re-render with the browser's clock right after mount: the statuses are the same,
    // so each card is drawn once.
    expect(mockBadgeRenders).toHaveBeenCalledTimes(3);

    // Episode 3 starts: episode 2 is no longer the latest. Episode 1 stays as it was and is not drawn again.
    mockBadgeRenders.mockClear();
    jest.setSystemTime(new Date('2026-10-18T01:31:00+09:00'));
    act(() => jest.advanceTimersByTime(60_000));
    expect(mockBadgeRenders.mock.calls).toEqual([['aired'], ['latest']]);
    const items = screen.getAllByRole('listitem');
    expect(within(items[1]).queryByText('最新話')).not.toBeInTheDocument();
    expect(within(items[2]).getByText('最新話')).toBeInTheDocument();
  });

  describe('with the spoiler guard', () => {
    beforeEach(() => window.localStorage.clear());
    afterEach(() => window.localStorage.clear());
    const covered = () => screen.queryAllByRole('button', { name: /の場面写真を表示する$/ }).map((b) => b.getAttribute('aria-label'));

    it('covers the stills of the episodes after the one stored as watched', () => {
      window.localStorage.setItem(WATCHED_UP_TO_KEY, '1');
      render(<StoryIndex intro={intro} episodes={episodes} siteInstant="2026-10-12T12:00:00+09:00" />);
      expect(screen.getByRole('combobox', { name: 'ネタバレ防止' })).toHaveValue('1');
      expect(covered()).toEqual(['第2話の場面写真を表示する', '第3話の場面写真を表示する']);
      // Titles and links stay: only the pictures are spoilers.
      expect(screen.getByRole('link', { name: '第3話 鍵盤とサイダー' })).toBeInTheDocument();
    });

    it('follows the control, and covers nothing when it is off', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<StoryIndex intro={intro} episodes={episodes} siteInstant="2026-10-12T12:00:00+09:00" />);
      expect(covered()).toEqual([]);
      await user.selectOptions(screen.getByRole('combobox', { name: 'ネタバレ防止' }), '第2話まで視聴済み');
      expect(covered()).toEqual(['第3話の場面写真を表示する']);
      expect(window.localStorage.getItem(WATCHED_UP_TO_KEY)).toBe('2');
      await user.selectOptions(screen.getByRole('combobox', { name: 'ネタバレ防止' }), 'オフ（すべて表示）');
      expect(covered()).toEqual([]);
    });
  });
});
