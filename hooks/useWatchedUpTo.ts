import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import { site } from '../lib/site';
import { useHydrated } from './useHydrated';

/**
 * Where the spoiler guard keeps its setting: this browser's localStorage only (nothing is sent anywhere). The series'
 * short name is part of the key, since two fan sites on one origin (GitHub Pages project sites) share a storage.
 */
export const WATCHED_UP_TO_KEY = `${site.shortName}:watched-up-to`;

const listeners = new Set<() => void>();
/** The value set in this tab when the storage refuses it (private mode, quota, storage blocked): kept until reload. */
let fallback: string | null = null;
let storageFailed = false;

function read(): string | null {
  if (storageFailed) return fallback;
  try {
    return window.localStorage.getItem(WATCHED_UP_TO_KEY);
  } catch {
    return fallback;
  }
}

function write(value: string | null): void {
  fallback = value;
  try {
    if (value === null) window.localStorage.removeItem(WATCHED_UP_TO_KEY);
    else window.localStorage.setItem(WATCHED_UP_TO_KEY, value);
    storageFailed = false;
  } catch {
    storageFailed = true;
  }
  // The storage event reaches the other tabs only: this one is told here.
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // A change in another tab, or the whole storage cleared there (key null).
    if (event.key === WATCHED_UP_TO_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** What a stored value must look like to count as an episode number (anything else is off). */
const STORED_EPISODE = /^[1-9]\d{0,3}$/;

/** A stored value as an episode number, or null (off) for anything else. */
function parse(value: string | null): number | null {
  return value !== null && STORED_EPISODE.test(value) ? Number(value) : null;
}

/** The attribute on `<html>` that hides every coverable content until the guard has covered what it must. */
export const SPOILER_PENDING_ATTRIBUTE = 'data-spoiler-pending';

/**
 * An inline script for the static HTML, placed before any coverable content: with a setting stored, it marks the page
 * pending, so a slow phone does not show later episodes for the seconds before hydration. Should the page's
 * JavaScript never run, the mark goes after ten seconds rather than hide the synopses for good.
 */
export const SPOILER_PENDING_SCRIPT = [
  'try{',
  `var v=localStorage.getItem(${JSON.stringify(WATCHED_UP_TO_KEY)}),h=document.documentElement;`,
  `if(v&&${STORED_EPISODE}.test(v)){h.setAttribute('${SPOILER_PENDING_ATTRIBUTE}','');`,
  `setTimeout(function(){h.removeAttribute('${SPOILER_PENDING_ATTRIBUTE}')},10000)}`,
  '}catch(e){}',
].join('');

/**
 * The spoiler guard's setting: the episode the visitor has watched up to, or null when the guard is off. Null on the
 * server and while hydrating, so the static HTML and the first render cover nothing (SPOILER_PENDING_SCRIPT hides the
 * content meanwhile); the stored value arrives right after, and follows changes made in other tabs.
 * @returns the value, and a setter (null turns the guard off and forgets the value)
 */
export function useWatchedUpTo(): [number | null, (episode: number | null) => void] {
  const stored = useSyncExternalStore(subscribe, read, () => null);
  const isHydrated = useHydrated();
  // The render after hydration reads the stored value and covers what it must: unhide the rest before it is painted.
  useLayoutEffect(() => {
    if (isHydrated) document.documentElement.removeAttribute(SPOILER_PENDING_ATTRIBUTE);
  }, [isHydrated]);
  const set = useCallback((episode: number | null) => write(episode === null ? null : String(episode)), []);
  return [parse(stored), set];
}
