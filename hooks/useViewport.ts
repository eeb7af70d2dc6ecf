import { useEffect, useState } from 'react';

/** The visible viewport and its 1% units, in CSS pixels (docs/shell.md, "Menu"). */
export type Viewport = {
  height: number;
  width: number;
  /** 1% of the height: the value of `--vh`. */
  vh: number;
  /** 1% of the width: the value of `--vw`. */
  vw: number;
};

/** Measures `win` and derives the 1% units. */
export function measureViewport(win: Pick<Window, 'innerHeight' | 'innerWidth'>): Viewport {
  const height = win.innerHeight;
  const width = win.innerWidth;
  return { height, width, vh: height / 100, vw: width / 100 };
}

/**
 * Measures `win` now and on every resize and orientation change, writes `--vh` / `--vw` (px) on its `<html>` and
 * passes each measurement to `onMeasure`. Returns the function that stops listening.
 */
function watchViewport(win: Window, onMeasure?: (viewport: Viewport) => void): () => void {
  const root = win.document.documentElement;
  const update = () => {
    const next = measureViewport(win);
    root.style.setProperty('--vh', `${next.vh}px`);
    root.style.setProperty('--vw', `${next.vw}px`);
    onMeasure?.(next);
  };
  update();
  win.addEventListener('resize', update);
  win.addEventListener('orientationchange', update);
  return () => {
    win.removeEventListener('resize', update);
    win.removeEventListener('orientationchange', update);
  };
}

/**
 * Keeps `--vh` / `--vw` (px) on `<html>` up to date from the first paint on. Mobile browsers' `100vh` includes the
 * hidden address bar; `innerHeight` does not, so `calc(var(--vh, 1vh) * 100)` is the height a visitor actually
 * sees. Before the first measurement (in the static HTML) CSS falls back to `1vh`.
 *
 * This is the shell's hook (pages/_app.tsx): it holds no React state, so neither hydration nor the address bar
 * sliding away on scroll (a resize on phones) re-renders the page. Components that need the numbers use
 * `useViewport`.
 */
export function useViewportUnits(): void {
  useEffect(() => watchViewport(window), []);
}

/**
 * The same measurement as React state, for a component that lays itself out from it: re-renders its caller on
 * every resize. Returns `null` before the first measurement (on the server and in the static HTML).
 */
export function useViewport(): Viewport | null {
  const [viewport, setViewport] = useState<Viewport | null>(null);
  useEffect(() => watchViewport(window, setViewport), []);
  return viewport;
}
