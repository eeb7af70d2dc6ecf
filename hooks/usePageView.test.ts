import { renderHook } from '@testing-library/react';
import mitt from 'next/dist/shared/lib/mitt';
import type { Router } from 'next/router';
import { usePageView } from './usePageView';

function makeEvents() {
  return mitt() as unknown as Router['events'];
}

describe('usePageView', () => {
  afterEach(() => {
    delete window.gtag;
    delete window.dataLayer;
  });

  it('counts the landing page once, then sends page_path on each completed route change', () => {
    const events = makeEvents();
    renderHook(() => usePageView(events, 'G-TEST123'));
    // The bootstrap: ['js', date] and ['config', id] — the config call is the landing page's one view.
    const calls = () => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(calls().filter(([command]) => command === 'config')).toEqual([['config', 'G-TEST123']]);

    events.emit('routeChangeComplete', '/news/');
    events.emit('routeChangeStart', '/story/');
    events.emit('routeChangeComplete', '/story/01/');
    expect(calls().filter(([command]) => command === 'config')).toEqual([
      ['config', 'G-TEST123'],
      ['config', 'G-TEST123', { page_path: '/news/' }],
      ['config', 'G-TEST123', { page_path: '/story/01/' }],
    ]);
  });

  it('pushes the arguments object itself, as gtag.js requires', () => {
    renderHook(() => usePageView(makeEvents(), 'G-TEST123'));
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]');
  });

  it('does nothing without a measurement ID', () => {
    const events = makeEvents();
    renderHook(() => usePageView(events, undefined));
    events.emit('routeChangeComplete', '/news/');
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });

  it('removes its listener on unmount', () => {
    const events = makeEvents();
    const { unmount } = renderHook(() => usePageView(events, 'G-TEST123'));
    unmount();
    const before = window.dataLayer?.length;
    events.emit('routeChangeComplete', '/cast/');
    expect(window.dataLayer?.length).toBe(before);
  });

  it('registers once across re-renders', () => {
    const events = makeEvents();
    const { rerender } = renderHook(() => usePageView(events, 'G-TEST123'));
    rerender();
    rerender();
    const before = window.dataLayer?.length ?? 0;
    events.emit('routeChangeComplete', '/music/');
    expect(window.dataLayer?.length).toBe(before + 1);
  });
});
