import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { useNow } from './useNow';

describe('useNow', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-28T10:00:00.400Z'));
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is null on the server', () => {
    function Probe() {
      const now = useNow(1000);
      return createElement('span', null, now === null ? 'null' : String(now));
    }
    expect(renderToString(createElement(Probe))).toBe('<span>null</span>');
  });

  it('reads the clock after mount and then on each interval boundary', () => {
    const { result } = renderHook(() => useNow(1000));
    expect(result.current).toBe(Date.parse('2026-11-28T10:00:00.400Z'));

    // The next tick lands on the whole second, not 1000 ms after mount.
    act(() => jest.advanceTimersByTime(599));
    expect(result.current).toBe(Date.parse('2026-11-28T10:00:00.400Z'));
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(Date.parse('2026-11-28T10:00:01.000Z'));
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(Date.parse('2026-11-28T10:00:02.000Z'));
  });

  it('honours a minute interval', () => {
    const { result } = renderHook(() => useNow(60_000));
    act(() => jest.advanceTimersByTime(30_000));
    expect(result.current).toBe(Date.parse('2026-11-28T10:00:00.400Z'));
    act(() => jest.advanceTimersByTime(29_600));
    expect(result.current).toBe(Date.parse('2026-11-28T10:01:00.000Z'));
  });

  it('stops its timer on unmount', () => {
    const { unmount } = renderHook(() => useNow(1000));
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
