import { act, renderHook } from '@testing-library/react';
import { measureViewport, useViewport, useViewportUnits } from './useViewport';

function resizeTo(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

describe('measureViewport', () => {
  it.each([
    [390, 844, 3.9, 8.44],
    [1280, 800, 12.8, 8],
    [360, 640, 3.6, 6.4],
  ])('%ix%i → vw %f, vh %f', (width, height, vw, vh) => {
    expect(measureViewport({ innerWidth: width, innerHeight: height })).toEqual({ width, height, vw, vh });
  });
});

describe('useViewport', () => {
  const root = document.documentElement;

  beforeEach(() => {
    root.style.removeProperty('--vh');
    root.style.removeProperty('--vw');
    resizeTo(390, 844);
  });

  it('measures on first render and writes --vh / --vw in px', () => {
    const { result } = renderHook(() => useViewport());
    expect(result.current).toEqual({ width: 390, height: 844, vw: 3.9, vh: 8.44 });
    expect(root.style.getPropertyValue('--vh')).toBe('8.44px');
    expect(root.style.getPropertyValue('--vw')).toBe('3.9px');
  });

  it.each(['resize', 'orientationchange'])('re-measures on %s', (eventName) => {
    const { result } = renderHook(() => useViewport());
    act(() => {
      resizeTo(844, 390);
      window.dispatchEvent(new Event(eventName));
    });
    expect(result.current).toEqual({ width: 844, height: 390, vw: 8.44, vh: 3.9 });
    expect(root.style.getPropertyValue('--vh')).toBe('3.9px');
  });

  it('stops listening after unmount', () => {
    const { unmount } = renderHook(() => useViewport());
    unmount();
    resizeTo(1000, 500);
    window.dispatchEvent(new Event('resize'));
    expect(root.style.getPropertyValue('--vh')).toBe('8.44px');
  });
});

describe('useViewportUnits (the shell hook)', () => {
  const root = document.documentElement;

  beforeEach(() => {
    root.style.removeProperty('--vh');
    root.style.removeProperty('--vw');
    resizeTo(390, 844);
  });

  it('writes --vh / --vw on mount and on every resize without re-rendering its component', () => {
    let renders = 0;
    renderHook(() => {
      renders += 1;
      useViewportUnits();
    });
    expect(root.style.getPropertyValue('--vh')).toBe('8.44px');
    expect(root.style.getPropertyValue('--vw')).toBe('3.9px');
    act(() => {
      resizeTo(844, 390);
      window.dispatchEvent(new Event('resize'));
    });
    expect(root.style.getPropertyValue('--vh')).toBe('3.9px');
    expect(root.style.getPropertyValue('--vw')).toBe('8.44px');
    // The whole page sits under the shell: one render, not one more per measurement.
    expect(renders).toBe(1);
  });

  it('stops listening after unmount', () => {
    const { unmount } = renderHook(() => useViewportUnits());
    unmount();
    resizeTo(1000, 500);
    window.dispatchEvent(new Event('orientationchange'));
    expect(root.style.getPropertyValue('--vh')).toBe('8.44px');
  });
});
