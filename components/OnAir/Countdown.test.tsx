import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateStatic } from '../../__tests__/helpers/hydrate';
import Countdown, { type CountdownEpisode } from './Countdown';

const episodes: CountdownEpisode[] = [
  { number: 1, title: 'はじまりの音', airsAt: '2026-10-04T01:30:00+09:00' },
  { number: 2, title: '波音ベースライン', airsAt: '2026-10-11T01:30:00+09:00' },
];

const at = (iso: string) => jest.setSystemTime(new Date(iso));
const live = (container: HTMLElement) => container.querySelector('[aria-live="polite"]');
/** The panel shown (the others only hold its room, hidden). */
const shown = (container: HTMLElement) => within(container.querySelector<HTMLElement>('.current') ?? container);

describe('Countdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lays out the build-time panel on the server, hidden, so that nothing below moves when it starts', () => {
    at('2026-10-11T01:00:00+09:00');
    const html = renderToString(<Countdown episodes={episodes} stationName="あおぞらテレビ" siteInstant="2026-10-03T12:00:00+09:00" />);
    const host = document.createElement('div');
    host.innerHTML = html;
    // The panel as at build time (episode 1 next), not the visitor's clock (episode 2 next).
    const pending = host.querySelector('.current');
    expect(pending?.className).toBe('current pending');
    expect(pending?.getAttribute('aria-hidden')).toBe('true');
    expect(pending?.querySelector('[role="timer"]')).not.toBeNull();
    expect(pending?.textContent).toContain('第1話「はじまりの音」');
    // The polite live region is already there, so later changes are announced.
    expect(live(host)).not.toBeNull();
  });

  it('hydrates the server HTML without a mismatch, then shows the countdown', () => {
    at('2026-10-04T01:00:00+09:00');
    const { host, remove } = hydrateStatic(<Countdown episodes={episodes} stationName="あおぞらテレビ" siteInstant="2026-10-03T12:00:00+09:00" />);
    expect(host.querySelector('.current')?.textContent).toContain('第1話「はじまりの音」');
    remove();
  });

  it('counts down each second to the next broadcast, then says it is on air and announces it once', () => {
    at('2026-10-04T01:29:57+09:00');
    const { container } = render(<Countdown episodes={episodes} stationName="あおぞらテレビ" siteInstant="2026-10-03T12:00:00+09:00" />);

    expect(shown(container).getByText('第1話「はじまりの音」')).toBeInTheDocument();
    expect(shown(container).getByText('2026.10.03（土）25:30〜').closest('time')).toHaveAttribute('dateTime', '2026-10-04T01:30:00+09:00');
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('放送まであと0日00時間00分03秒');
    // Mounting is not a change of state: nothing is announced.
    expect(live(container)?.textContent).toBe('');

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('00分02秒');
    // The ticking numbers are never in the live region.
    expect(live(container)?.textContent).toBe('');

    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(shown(container).getByText('ただいま放送中！')).toBeInTheDocument();
    expect(shown(container).getByText('あおぞらテレビにて 25:30〜26:00')).toBeInTheDocument();
    expect(live(container)).toHaveTextContent('第1話「はじまりの音」の放送が始まりました。');

    // Thirty minutes later the slot is over and the next episode counts down.
    act(() => jest.advanceTimersByTime(30 * 60 * 1000));
    expect(shown(container).getByText('第2話「波音ベースライン」')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('6日23時間30分00秒');
    expect(live(container)).toHaveTextContent('次の放送は第2話「波音ベースライン」です。');
  });

  it('says the run is over after the last slot', () => {
    at('2026-10-11T01:59:59+09:00');
    const { container } = render(<Countdown episodes={episodes} stationName="あおぞらテレビ" siteInstant="2026-10-03T12:00:00+09:00" />);
    expect(shown(container).getByText('ただいま放送中！')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(shown(container).getByText('全2話の放送は終了しました。')).toBeInTheDocument();
    expect(live(container)).toHaveTextContent('全2話の放送が終了しました。');
  });

  it('holds the room of every state it can show from the build on, hidden, in the cell of the panel shown', () => {
    at('2026-10-04T01:00:00+09:00');
    const { container } = render(<Countdown episodes={episodes} stationName="あおぞらテレビ" siteInstant="2026-10-04T01:45:00+09:00" />);
    const reserved = [...container.querySelectorAll<HTMLElement>('.reserved')];
    // Built while episode 1 is on air: episode 1 on air, episode 2 upcoming and on air, the end of the run.
    expect(reserved.map((r) => r.textContent?.match(/第\d話|終了/)?.[0])).toEqual(['第1話', '第2話', '第2話', '終了']);
    expect(reserved.every((r) => r.getAttribute('aria-hidden') === 'true' && r.parentElement === container.querySelector('.current')?.parentElement)).toBe(true);
    // Only the panel shown is a timer; the clock before the build shows the build's state.
    expect(screen.queryAllByRole('timer', { hidden: true })).toHaveLength(0);
    expect(shown(container).getByText('ただいま放送中！')).toBeInTheDocument();
  });

  it('stops ticking when unmounted', () => {
    at('2026-10-01T00:00:00+09:00');
    const { unmount } = render(<Countdown episodes={episodes} stationName="あおぞらテレビ" siteInstant="2026-10-03T12:00:00+09:00" />);
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
