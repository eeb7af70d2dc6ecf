import { useEffect, useState } from 'react';

/**
 * The browser's clock, refreshed every `intervalMs` on the interval boundary (a once-a-second countdown ticks
 * when the wall-clock second changes). Returns `null` on the server and on the first render, so the static
 * HTML and the hydrating render agree; the clock arrives right after mount.
 * @param intervalMs how often to refresh, e.g. 1000 for a seconds display, 60000 for minutes
 */
export function useNow(intervalMs: number = 1000): number | null {
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      timer = setTimeout(tick, intervalMs - (t % intervalMs));
    };
    tick();
    return () => clearTimeout(timer);
  }, [intervalMs]);

  return now;
}
