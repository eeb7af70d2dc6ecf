import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the static HTML and during hydration, true from the first render after it (and on client-side
 * navigation). Controls that only work with JavaScript (the news search form, the PV player button) render
 * when this is true, so the HTML a visitor without JavaScript gets has no dead controls.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
