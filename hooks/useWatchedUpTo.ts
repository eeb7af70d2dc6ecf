import { useCallback, useSyncExternalStore } from 'react';
import { site } from '../lib/site';

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

/** A stored value as an episode number, or null (off) for anything else. */
function parse(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : null;
}

/**
 * The spoiler guard's setting: the episode the visitor has watched up to, or null when the guard is off. Null on the
 * server and while hydrating, so the static HTML and the first render never hide anything; the stored value arrives
 * right after, and follows changes made in other tabs.
 * @returns the value, and a setter (null turns the guard off and forgets the value)
 */
export function useWatchedUpTo(): [number | null, (episode: number | null) => void] {
  const stored = useSyncExternalStore(subscribe, read, () => null);
  const set = useCallback((episode: number | null) => write(episode === null ? null : String(episode)), []);
  return [parse(stored), set];
}
