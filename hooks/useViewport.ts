import { useEffect, useState } from 'react';

/** The visible viewport and its 1% units, in CSS pixels (spec-shell §3). */
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
 * Measures the viewport when the page first appears and on every resize and orientation change, and writes
 * `--vh` / `--vw` (px) on `<html>`. Mobile browsers' `100vh` includes the hidden address bar; `innerHeight` does
 * not, so `calc(var(--vh, 1vh) * 100)` is the height a visitor actually sees. Returns `null` before the first
 * measurement (on the server and in the static HTML, where CSS falls back to `1vh`).
 */
export function useViewport(): Viewport | null {
  const [viewport, setViewport] = useState<Viewport | null>(null);

  useEffect(() => {
    const root = document.documentElement;
    const update = () => {
      const next = measureViewport(window);
      root.style.setProperty('--vh', `${next.vh}px`);
      root.style.setProperty('--vw', `${next.vw}px`);
      setViewport(next);
    };
    update();
    window.addEventListener('resize', update);
    window.addEventListener('orientationchange', update);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('orientationchange', update);
    };
  }, []);

  return viewport;
}
