import { type RefObject, useEffect, useRef, useState } from 'react';

type Watcher = { observer: IntersectionObserver; callbacks: Map<Element, () => void> };

/** One IntersectionObserver per margin, shared by every element watched with it. */
const watchers = new Map<string, Watcher>();

function watcherFor(rootMargin: string): Watcher {
  const existing = watchers.get(rootMargin);
  if (existing) return existing;
  const callbacks = new Map<Element, () => void>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = callbacks.get(entry.target);
        if (!callback) continue;
        stopWatching(rootMargin, entry.target);
        callback();
      }
    },
    { rootMargin },
  );
  const watcher = { observer, callbacks };
  watchers.set(rootMargin, watcher);
  return watcher;
}

function stopWatching(rootMargin: string, element: Element) {
  const watcher = watchers.get(rootMargin);
  if (!watcher) return;
  watcher.observer.unobserve(element);
  watcher.callbacks.delete(element);
  if (watcher.callbacks.size === 0) {
    watcher.observer.disconnect();
    watchers.delete(rootMargin);
  }
}

/**
 * Calls `onNear` once, when `element` comes within `rootMargin` of the viewport (or is in it), then stops watching.
 * Where IntersectionObserver does not exist, calls it right away (asynchronously), so nothing stays unloaded.
 * Returns the function that stops watching earlier.
 */
export function watchNearViewport(element: Element, rootMargin: string, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    const timer = setTimeout(onNear, 0);
    return () => clearTimeout(timer);
  }
  const watcher = watcherFor(rootMargin);
  watcher.callbacks.set(element, onNear);
  watcher.observer.observe(element);
  return () => stopWatching(rootMargin, element);
}

export type NearViewportOptions = {
  /** How far outside the viewport counts as near, in CSS margin syntax (`'200px'`). */
  rootMargin: string;
  /** Near from the start, nothing observed (above-the-fold images). */
  disabled?: boolean;
};

/**
 * Whether an element has come within `rootMargin` of the viewport; once true it stays true. Attach the returned
 * ref to an element the component renders for its whole life (Picture's box). Before hydration (and in the static
 * HTML) it is `false` unless `disabled`.
 *
 * The element is held in a ref, not in state: a ref callback that sets state runs during React's commit, and React
 * flushes that update synchronously, so every lazy image on the page would render a second time inside the
 * hydration task (measured on /member/: 14 pictures, part of a 27 ms task that Lighthouse's 4× CPU makes 107 ms).
 */
export function useNearViewport<T extends Element>({ rootMargin, disabled = false }: NearViewportOptions): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(disabled);

  useEffect(() => {
    const element = ref.current;
    if (near || disabled || !element) return;
    return watchNearViewport(element, rootMargin, () => setNear(true));
  }, [near, disabled, rootMargin]);

  return [ref, near || disabled];
}
