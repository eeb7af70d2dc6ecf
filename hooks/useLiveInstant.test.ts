import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { useLiveInstant } from './useLiveInstant';

describe('useLiveInstant', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is the site instant on the server (and so in the first render)', () => {
    jest.setSystemTime(new Date('2030-04-10T12:00:00+09:00'));
    function Probe() {
      return createElement('span', null, String(useLiveInstant('2030-04-07T02:00:00+09:00')));
    }
    expect(renderToString(createElement(Probe))).toBe(`<span>${Date.parse('2030-04-07T02:00:00+09:00')}</span>`);
  });

  it('then follows the visitor’s clock, every minute', () => {
    jest.setSystemTime(new Date('2030-04-10T12:00:30+09:00'));
    const { result } = renderHook(() => useLiveInstant('2030-04-07T02:00:00+09:00'));
    expect(result.current).toBe(Date.parse('2030-04-10T12:00:30+09:00'));
    act(() => jest.advanceTimersByTime(30_000));
    expect(result.current).toBe(Date.parse('2030-04-10T12:01:00+09:00'));
  });

  it('never goes back before the site instant (a page built ahead with SITE_NOW keeps its state)', () => {
    jest.setSystemTime(new Date('2030-04-01T12:00:00+09:00'));
    const { result } = renderHook(() => useLiveInstant('2030-04-07T02:00:00+09:00'));
    expect(result.current).toBe(Date.parse('2030-04-07T02:00:00+09:00'));
  });
});
