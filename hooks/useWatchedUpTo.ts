import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import { site } from '../lib/site';
import type { WorkRef } from '../lib/works';
import { useHydrated } from './useHydrated';

/**
 * Where the spoiler guard keeps its setting: this browser's localStorage only (nothing is sent anywhere). The series'
 * short name is part of the key, since two fan sites on one origin (GitHub Pages project sites) share a storage.
 */
export const WATCHED_UP_TO_KEY = `${site.shortName}:watched-up-to`;

/**
 * Each work keeps its own progress (episode 3 of the second season is not episode 3 of the first); the first work
 * keeps {@link WATCHED_UP_TO_KEY}, so visitors from before there were several works keep theirs.
 */
export function watchedUpToKey(work?: Pick<WorkRef, 'id' | 'first'>): string {
  return work && !work.first ? `${site.shortName}:${work.id}:watched-up-to` : WATCHED_UP_TO_KEY;
}

const listeners = new Map<string, Set<() => void>>();
/** The value set in this tab when the storage refuses it (private mode, quota, storage blocked): kept until reload. */
const fallback = new Map<string, string | null>();
const storageFailed = new Set<string>();

function read(key: string): string | null {
  if (storageFailed.has(key)) return fallback.get(key) ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return fallback.get(key) ?? null;
  }
}

function write(key: string, value: string | null): void {
  fallback.set(key, value);
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    storageFailed.delete(key);
  } catch {
    storageFailed.add(key);
  }
  // The storage event reaches the other tabs only: this one is told here.
  for (const listener of listeners.get(key) ?? []) listener();
}

function subscribe(key: string, listener: () => void): () => void {
  const forKey = listeners.get(key) ?? new Set();
  listeners.set(key, forKey);
  forKey.add(listener);
  const onStorage = (event: StorageEvent) => {
    // A change in another tab, or the whole storage cleared there (key null).
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    forKey.delete(listener);
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
 * The spoiler guard's setting for a work (the first when none is given): the episode the visitor has watched up to,
 * or null when the guard is off. Null on the
 * server and while hydrating, so the static HTML and the first render cover nothing (SPOILER_PENDING_SCRIPT hides the
 * content meanwhile); the stored value arrives right after, and follows changes made in other tabs.
 * @returns the value, and a setter (null turns the guard off and forgets the value)
 */
export function useWatchedUpTo(work?: Pick<WorkRef, 'id' | 'first'>): [number | null, (episode: number | null) => void] {
  const key = watchedUpToKey(work);
  const subscribeKey = useCallback((listener: () => void) => subscribe(key, listener), [key]);
  const stored = useSyncExternalStore(subscribeKey, () => read(key), () => null);
  const isHydrated = useHydrated();
  // The render after hydration reads the stored value and covers what it must: unhide the rest before it is painted.
  useLayoutEffect(() => {
    if (isHydrated) document.documentElement.removeAttribute(SPOILER_PENDING_ATTRIBUTE);
  }, [isHydrated]);
  const set = useCallback((episode: number | null) => write(key, episode === null ? null : String(episode)), [key]);
  return [parse(stored), set];
}
