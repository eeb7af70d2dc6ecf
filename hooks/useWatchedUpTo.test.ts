import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { site } from '../lib/site';
import { WATCHED_UP_TO_KEY, useWatchedUpTo } from './useWatchedUpTo';

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
