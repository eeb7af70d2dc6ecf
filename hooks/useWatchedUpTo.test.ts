import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { site } from '../lib/site';
import { hydrateStatic } from '../__tests__/helpers/hydrate';
import { SPOILER_PENDING_ATTRIBUTE, SPOILER_PENDING_SCRIPT, WATCHED_UP_TO_KEY, useWatchedUpTo, watchedUpToKey } from './useWatchedUpTo';

/** What another tab's change looks like to this one. */
const fromOtherTab = (newValue: string | null) =>
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: WATCHED_UP_TO_KEY, newValue, storageArea: window.localStorage }));
  });

describe('useWatchedUpTo', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('keeps the setting under a key of this series, since sites on one origin share the storage', () => {
    expect(WATCHED_UP_TO_KEY).toContain(site.shortName);
  });

  it('is off on the server, whatever is stored, so the static HTML never hides anything', () => {
    window.localStorage.setItem(WATCHED_UP_TO_KEY, '3');
    function Probe() {
      return createElement('span', null, String(useWatchedUpTo()[0]));
    }
    expect(renderToString(createElement(Probe))).toBe('<span>null</span>');
  });

  it.each([
    ['3', true],
    ['1200', true],
    [null, false],
    ['', false],
    ['0', false],
    ['abc', false],
  ])('marks the page pending before hydration with %p stored: %p', (stored, pending) => {
    if (stored !== null) window.localStorage.setItem(WATCHED_UP_TO_KEY, stored);
    jest.useFakeTimers();
    try {
      new Function(SPOILER_PENDING_SCRIPT)();
      expect(document.documentElement.hasAttribute(SPOILER_PENDING_ATTRIBUTE)).toBe(pending);
      // Should the page's scripts never run, the content is not hidden for good.
      jest.advanceTimersByTime(10_000);
      expect(document.documentElement.hasAttribute(SPOILER_PENDING_ATTRIBUTE)).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('clears the pending mark once hydrated, in the render that reads the setting', () => {
    window.localStorage.setItem(WATCHED_UP_TO_KEY, '3');
    new Function(SPOILER_PENDING_SCRIPT)();
    expect(document.documentElement.hasAttribute(SPOILER_PENDING_ATTRIBUTE)).toBe(true);
    let seenWhileMarked: string | null = 'never rendered';
    function Probe() {
      const [watched] = useWatchedUpTo();
      // What each render sees, before its layout effects.
      if (typeof window !== 'undefined' && document.documentElement.hasAttribute(SPOILER_PENDING_ATTRIBUTE)) seenWhileMarked = String(watched);
      return createElement('span', null, String(watched));
    }
    const { host, remove } = hydrateStatic(createElement(Probe));
    expect(host.textContent).toBe('3');
    expect(document.documentElement.hasAttribute(SPOILER_PENDING_ATTRIBUTE)).toBe(false);
    expect(seenWhileMarked).toBe('3');
    remove();
  });

  it('reads the stored episode after mount, and stores what is set; null turns it off and forgets it', () => {
    window.localStorage.setItem(WATCHED_UP_TO_KEY, '3');
    const { result } = renderHook(() => useWatchedUpTo());
    expect(result.current[0]).toBe(3);
    act(() => result.current[1](5));
    expect(result.current[0]).toBe(5);
    expect(window.localStorage.getItem(WATCHED_UP_TO_KEY)).toBe('5');
    act(() => result.current[1](null));
    expect(result.current[0]).toBeNull();
    expect(window.localStorage.getItem(WATCHED_UP_TO_KEY)).toBeNull();
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useWatchedUpTo());
    expect(result.current[0]).toBeNull();
    window.localStorage.setItem(WATCHED_UP_TO_KEY, '7');
    fromOtherTab('7');
    expect(result.current[0]).toBe(7);
    window.localStorage.removeItem(WATCHED_UP_TO_KEY);
    fromOtherTab(null);
    expect(result.current[0]).toBeNull();
  });

  it('keeps one setting per work, the first work under the key it always had', () => {
    const first = { id: 'tv1', first: true };
    const second = { id: 'tv2', first: false };
    expect(watchedUpToKey(first)).toBe(WATCHED_UP_TO_KEY);
    expect(watchedUpToKey()).toBe(WATCHED_UP_TO_KEY);
    expect(watchedUpToKey(second)).not.toBe(WATCHED_UP_TO_KEY);
    expect(watchedUpToKey(second)).toContain(site.shortName);
    window.localStorage.setItem(WATCHED_UP_TO_KEY, '6');
    const a = renderHook(() => useWatchedUpTo(first));
    const b = renderHook(() => useWatchedUpTo(second));
    expect([a.result.current[0], b.result.current[0]]).toEqual([6, null]);
    act(() => b.result.current[1](2));
    expect([a.result.current[0], b.result.current[0]]).toEqual([6, 2]);
    expect(window.localStorage.getItem(watchedUpToKey(second))).toBe('2');
  });

  it('tells every user in the tab: the control and the covers agree', () => {
    const a = renderHook(() => useWatchedUpTo());
    const b = renderHook(() => useWatchedUpTo());
    act(() => a.result.current[1](2));
    expect(b.result.current[0]).toBe(2);
  });

  it.each(['0', '-1', 'abc', '3.5', ''])('treats a stored %j as off', (value) => {
    window.localStorage.setItem(WATCHED_UP_TO_KEY, value);
    const { result } = renderHook(() => useWatchedUpTo());
    expect(result.current[0]).toBeNull();
  });

  it('when the storage refuses (private mode, quota), keeps the setting for this page and does not throw', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useWatchedUpTo());
    act(() => result.current[1](4));
    expect(result.current[0]).toBe(4);
    act(() => result.current[1](null));
    expect(result.current[0]).toBeNull();
  });

  it('when the storage cannot be read at all, is off', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { result } = renderHook(() => useWatchedUpTo());
    expect(result.current[0]).toBeNull();
  });

  it('stops listening when unmounted', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useWatchedUpTo());
    unmount();
    expect(remove).toHaveBeenCalledWith('storage', expect.any(Function));
  });
});
