/**
 * Where content is read from, as of when, and the per-process cache of parsed sections.
 *
 * Pages call loaders without arguments: content is read from `<cwd>/content` and images are checked in
 * `<cwd>/public` (Next runs `getStaticProps` with the repository root as cwd), as of the build instant. Tests pass
 * their own context to point loaders at a temporary copy with one broken file, or to see content at another time.
 */
import path from 'node:path';
import { resolveBuildInstant } from '../clock';

/** Directories a loader reads, and the instant it reads them as of. */
export interface ContentContext {
  /** Absolute path of the `content/` directory. */
  readonly contentDir: string;
  /** Absolute path of `public/`, where referenced images must exist. */
  readonly publicDir: string;
  /**
   * The build instant (ISO 8601 with +09:00, lib/clock.ts): what is published by then. An article dated later and an
   * episode's synopsis before its reveal are left out of everything the pages get.
   */
  readonly buildInstant: string;
}

/**
 * Builds a context. With no argument: `content/` and `public/` under `process.cwd()`, or the content directory named
 * by `SITE_CONTENT_DIR` when it is set, as of the build instant: `SITE_NOW`, which scripts/build.mjs hands `next build`
 * (its pages call loaders without arguments), else the clock.
 * @param rootDir a directory holding `content/` and `public/`
 * @param overrides replace either directory, or the instant
 */
export function createContentContext(
  rootDir: string = process.cwd(),
  overrides: Partial<ContentContext> = {},
): ContentContext {
  return {
    // SITE_CONTENT_DIR: a build of other content than content/ (the instrumented e2e build adds a PV to a copy).
    contentDir: path.resolve(overrides.contentDir ?? process.env.SITE_CONTENT_DIR ?? path.join(rootDir, 'content')),
    publicDir: path.resolve(overrides.publicDir ?? path.join(rootDir, 'public')),
    buildInstant: overrides.buildInstant ?? resolveBuildInstant(process.env.SITE_NOW),
  };
}

/**
 * How a file is named in messages: relative to the parent of `content/`, with forward slashes, so a file reads
 * `content/news/x.md` whether the content lives in the repository or in a test's temporary directory.
 */
export function fileLabel(ctx: ContentContext, absolutePath: string): string {
  const base = path.dirname(ctx.contentDir);
  return path.relative(base, absolutePath).split(path.sep).join('/');
}

/** How a message names a file inside `content/`: `contentFileLabel(ctx, 'members.yaml')` → `content/members.yaml`. */
export function contentFileLabel(ctx: ContentContext, relPath: string): string {
  return fileLabel(ctx, path.join(ctx.contentDir, relPath));
}

const cache = new Map<string, unknown>();

/** One section of one content folder (and image folder). */
const cacheKeyOf = (ctx: ContentContext, key: string): string => `${ctx.contentDir}\0${ctx.publicDir}\0${key}`;

/**
 * Freezes a value and everything reachable from it, so shared cached data cannot be changed by one caller under
 * another. Already frozen parts (a section another loader cached) are not walked again.
 * @returns the same value, now frozen
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze(Reflect.get(value, key));
  }
  return value;
}

/**
 * Runs `load` once per context and key and keeps the result for the rest of the process (a build renders
 * hundreds of pages from the same content). Failures are not cached. `next dev` skips the cache so that edits
 * show up on reload.
 *
 * Every call returns the same deep-frozen value: copying it per call made each page pay for the whole section
 * (a build with N articles did O(pages × N) work). A caller that wants to sort or edit must copy first
 * (`[...list].sort()`); changing the value itself throws a TypeError in strict-mode code (all ES modules).
 */
export function cached<T>(ctx: ContentContext, key: string, load: () => T): T {
  if (process.env.NODE_ENV === 'development') return load();
  const cacheKey = cacheKeyOf(ctx, key);
  if (cache.has(cacheKey)) {
    // Stored below from the result of this key's `load`, which returns a T.
    return cache.get(cacheKey) as T;
  }
  const value = deepFreeze(load());
  cache.set(cacheKey, value);
  return value;
}

const cacheAsOf = new Map<string, { buildInstant: string; value: unknown }>();

/**
 * {@link cached} for what depends on the instant too (the articles published by `ctx.buildInstant`): one value per key, for the
 * latest instant asked. A build has one instant, so every page shares the value; a test that asks at several instants
 * recomputes it each time rather than keeping one per instant.
 */
export function cachedAsOf<T>(ctx: ContentContext, key: string, load: () => T): T {
  if (process.env.NODE_ENV === 'development') return load();
  const cacheKey = cacheKeyOf(ctx, key);
  const hit = cacheAsOf.get(cacheKey);
  // Stored below from the result of this key's `load`, which returns a T.
  if (hit && hit.buildInstant === ctx.buildInstant) return hit.value as T;
  const value = deepFreeze(load());
  cacheAsOf.set(cacheKey, { buildInstant: ctx.buildInstant, value });
  return value;
}

/** Forgets every cached section (tests that rewrite files in place). */
export function clearContentCache(): void {
  cache.clear();
  cacheAsOf.clear();
}
