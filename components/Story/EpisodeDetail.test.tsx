import { act, render, screen, within } from '@testing-library/react';
import type { Episode } from '../../lib/sections/story/content';
import { WATCHED_UP_TO_KEY } from '../../hooks/useWatchedUpTo';
import EpisodeDetail, { type EpisodeNavItem } from './EpisodeDetail';
import { InEnglish } from '../../__tests__/helpers/english';

// The image manifest is written by the build from public/images; any still is "there" in these tests.
jest.mock('../../lib/imageManifest', () => jest.requireActual('../../__tests__/helpers/imageManifestStub').stub(1600, 900));

const stills = [1, 2, 3].map((k) => ({ src: `/images/story/ep02-${k}.png`, alt: `第2話の場面${k}` }));

const episode: Episode = {
  number: 2,
  slug: '02',
  title: '波音ベースライン',
  airDate: '2026-10-10',
  airsAt: '2026-10-11T01:30:00+09:00',
  revealAt: '2026-10-11T01:30:00+09:00',
  revealed: true,
  stills,
  credits: [
    { role: '脚本', names: ['朱鷺田 圭'] },
    { role: '絵コンテ', names: ['渚川 透'] },
    { role: '演出', names: ['汐崎 航'] },
    { role: '作画監督', names: ['綿貫ほのか', '宮古 恵'] },
  ],
  summary: '凪は港の倉庫で…',
  bodyHtml: '<p>凪は港の倉庫で荷を運んでいた。</p>',
  prev: { number: 1, slug: '01', title: 'はじまりの音' },
  next: { number: 3, slug: '03', title: '鍵盤とサイダー' },
};

const episodes: EpisodeNavItem[] = [
  { number: 1, slug: '01', title: 'はじまりの音', airsAt: '2026-10-04T01:30:00+09:00' },
  { number: 2, slug: '02', title: '波音ベースライン', airsAt: '2026-10-11T01:30:00+09:00' },
  { number: 3, slug: '03', title: '鍵盤とサイダー', airsAt: '2026-10-18T01:30:00+09:00' },
];

const BEFORE = '2026-10-08T12:00:00+09:00';
const AFTER = '2026-10-12T12:00:00+09:00';

describe('EpisodeDetail', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows three stills with their Japanese alt text', () => {
    jest.setSystemTime(new Date(AFTER));
    render(<EpisodeDetail episode={episode} episodes={episodes} stationName="あおぞらテレビ" siteInstant={AFTER} />);
    const list = screen.getByRole('list', { name: '第2話の場面カット' });
    const images = within(list).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['第2話の場面1', '第2話の場面2', '第2話の場面3']);
  });

  it('lists the credits in a <dl>, one <dd> per name', () => {
    jest.setSystemTime(new Date(AFTER));
    const { container } = render(
      <EpisodeDetail episode={episode} episodes={episodes} stationName="あおぞらテレビ" siteInstant={AFTER} />,
    );
    const dl = container.querySelector('dl');
    expect(dl).not.toBeNull();
    const terms = Array.from(dl!.querySelectorAll('dt')).map((dt) => dt.textContent);
    expect(terms).toEqual(['脚本', '絵コンテ', '演出', '作画監督']);
    const directors = Array.from(dl!.querySelectorAll(':scope > div:last-child > dd')).map((dd) => dd.textContent);
    expect(directors).toEqual(['綿貫ほのか', '宮古 恵']);
  });

  it('links the previous and next episodes and every episode by number', () => {
    jest.setSystemTime(new Date(AFTER));
    render(<EpisodeDetail episode={episode} episodes={episodes} stationName="あおぞらテレビ" siteInstant={AFTER} />);
    const pager = screen.getByRole('navigation', { name: '前後のエピソード' });
    expect(within(pager).getByRole('link', { name: /前の話\s*第1話 はじまりの音/ })).toHaveAttribute('href', '/story/01/');
    expect(within(pager).getByRole('link', { name: /次の話\s*第3話 鍵盤とサイダー/ })).toHaveAttribute('href', '/story/03/');
    const switcher = screen.getByRole('navigation', { name: '話数を選ぶ' });
    expect(within(switcher).getAllByRole('link')).toHaveLength(3);
    expect(within(switcher).getByRole('link', { name: '第2話' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no previous link on the first episode', () => {
    jest.setSystemTime(new Date(AFTER));
    render(
      <EpisodeDetail
        episode={{ ...episode, prev: null }}
        episodes={episodes}
        stationName="あおぞらテレビ"
        siteInstant={AFTER}
      />,
    );
    expect(screen.queryByRole('link', { name: /前の話/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /次の話/ })).toBeInTheDocument();
  });

  it('marks an episode not yet aired, with its air date in 30-hour notation', () => {
    jest.setSystemTime(new Date(BEFORE));
    render(<EpisodeDetail episode={episode} episodes={episodes} stationName="あおぞらテレビ" siteInstant={BEFORE} />);
    expect(screen.getByText('放送前')).toBeInTheDocument();
    expect(screen.getByText('2026.10.10（土）25:30〜')).toHaveAttribute('dateTime', '2026-10-11T01:30:00+09:00');
    expect(screen.getByText('あおぞらテレビほかにて放送')).toBeInTheDocument();
  });

  it('drops the 「放送前」 mark after load once the visitor\'s clock is past the broadcast', () => {
    jest.setSystemTime(new Date(AFTER));
    render(<EpisodeDetail episode={episode} episodes={episodes} stationName="あおぞらテレビ" siteInstant={BEFORE} />);
    expect(screen.queryByText('放送前')).not.toBeInTheDocument();
    expect(screen.getByText('最新話')).toBeInTheDocument();
  });

  it('never goes back behind the build time (a preview built for a later date keeps its state)', () => {
    jest.setSystemTime(new Date(BEFORE));
    render(<EpisodeDetail episode={episode} episodes={episodes} stationName="あおぞらテレビ" siteInstant={AFTER} />);
    expect(screen.queryByText('放送前')).not.toBeInTheDocument();
    expect(screen.getByText('最新話')).toBeInTheDocument();
  });

  it('before its reveal has no stills and says when the synopsis comes out', () => {
    jest.setSystemTime(new Date(BEFORE));
    const unrevealed = { ...episode, revealed: false, stills: [], summary: '', bodyHtml: '' };
    const { rerender } = render(<EpisodeDetail episode={unrevealed} episodes={episodes} stationName="あおぞらテレビ" siteInstant={BEFORE} />);
    expect(screen.queryByRole('list', { name: '第2話の場面カット' })).not.toBeInTheDocument();
    expect(screen.getByText('あらすじは放送後に公開します。')).toBeInTheDocument();
    // An explicit reveal time in the file is said as it is, in 30-hour notation like the air time.
    rerender(
      <EpisodeDetail episode={{ ...unrevealed, revealAt: '2026-10-10T18:00:00+09:00' }} episodes={episodes} stationName="あおぞらテレビ" siteInstant={BEFORE} />,
    );
    const time = screen.getByText('2026.10.10（土）18:00');
    expect(time).toHaveAttribute('datetime', '2026-10-10T18:00:00+09:00');
    expect(time.closest('p')).toHaveTextContent('あらすじは2026.10.10（土）18:00に公開します。');
  });

  it('says a revealed synopsis left empty is not written yet', () => {
    jest.setSystemTime(new Date(AFTER));
    render(<EpisodeDetail episode={{ ...episode, bodyHtml: '' }} episodes={episodes} stationName="あおぞらテレビ" siteInstant={AFTER} />);
    expect(screen.getByText('あらすじは準備中です。')).toBeInTheDocument();
  });

  it('with the spoiler guard set before this episode, covers its stills and synopsis; not the ones watched', () => {
    jest.setSystemTime(new Date(AFTER));
    window.localStorage.setItem(WATCHED_UP_TO_KEY, '1');
    try {
      const { rerender } = render(<EpisodeDetail episode={episode} episodes={episodes} stationName="あおぞらテレビ" siteInstant={AFTER} />);
      expect(screen.getByRole('button', { name: '第2話の場面写真を表示する' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '第2話のあらすじを表示する' })).toBeInTheDocument();
      window.localStorage.setItem(WATCHED_UP_TO_KEY, '2');
      rerender(<EpisodeDetail episode={{ ...episode }} episodes={episodes} stationName="あおぞらテレビ" siteInstant={AFTER} />);
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: WATCHED_UP_TO_KEY, newValue: '2' }));
      });
      expect(screen.queryByRole('button', { name: /表示する$/ })).not.toBeInTheDocument();
    } finally {
      window.localStorage.clear();
    }
  });
});

describe('EpisodeDetail on an English page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const inEnglish = (ui: React.ReactElement) =>
    render(<InEnglish>{ui}</InEnglish>);

  it('writes its words and the air time in English, JST first with the station’s notation, and links English pages', () => {
    jest.setSystemTime(new Date(BEFORE));
    const translated = { ...episode, prev: { ...episode.prev!, title: 'The First' }, next: { ...episode.next!, title: 'Keys' }, title: 'Bassline', bodyHtml: '<p>Nagi carries crates.</p>', stills: stills.map((s, i) => ({ ...s, alt: `Still ${i + 1}` })) };
    inEnglish(<EpisodeDetail episode={translated} episodes={episodes} stationName="Aozora TV" siteInstant={BEFORE} />);
    expect(screen.getByText('Upcoming')).toBeInTheDocument();
    expect(screen.getByText('Sun, Oct 11, 2026, 1:30 AM JST (25:30)')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Stills from Episode 2' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Synopsis' })).toBeInTheDocument();
    expect(screen.getByText('Screenplay')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/en/story/03/');
    expect(screen.getByRole('link', { name: 'Episode 1' })).toHaveAttribute('href', '/en/story/01/');
    // Names of people stay as written (proper names); none of the interface's Japanese words is left.
    for (const word of ['あらすじ', '放送', 'スタッフ', '脚本', '第', '話', 'ネタバレ']) expect(document.body.textContent).not.toContain(word);
  });

  it('an untranslated synopsis: says it is in Japanese and links the Japanese page, never shows it', () => {
    jest.setSystemTime(new Date(AFTER));
    const untranslated = { ...episode, title: '', bodyHtml: '', summary: '', stills: [], inDefaultLang: true };
    inEnglish(<EpisodeDetail episode={untranslated} episodes={episodes} stationName="Aozora TV" siteInstant={AFTER} />);
    expect(screen.getByText(/The synopsis of this episode is in Japanese\./)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Read it on the Japanese page' });
    expect(link).toHaveAttribute('href', '/story/02/');
    expect(link).toHaveAttribute('hreflang', 'ja');
    expect(screen.queryByRole('list', { name: /Stills/ })).not.toBeInTheDocument();
  });
});
