/**
 * Where content is read from, and the per-process cache of parsed sections.
 *
 * Pages call loaders without arguments: content is read from `<cwd>/content` and images are checked in
 * `<cwd>/public` (Next runs `getStaticProps` with the repository root as cwd). Tests pass their own context
 * to point loaders at a temporary copy with one broken file.
 */
import path from 'node:path';

/** Directories a loader reads. */
export interface ContentContext {
  /** Absolute path of the `content/` directory. */
  readonly contentDir: string;
  /** Absolute path of `public/`, where referenced images must exist. */
  readonly publicDir: string;
}

/**
 * Builds a context. With no argument: `content/` and `public/` under `process.cwd()`.
 * @param rootDir a directory holding `content/` and `public/`
 * @param overrides replace either directory
 */
export function createContentContext(
  rootDir: string = process.cwd(),
  overrides: Partial<ContentContext> = {},
): ContentContext {
  return {
    contentDir: path.resolve(overrides.contentDir ?? path.join(rootDir, 'content')),
    publicDir: path.resolve(overrides.publicDir ?? path.join(rootDir, 'public')),
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

const cache = new Map<string, string>();

/**
 * Runs `load` once per context and key and keeps the result for the rest of the process (a build renders
 * hundreds of pages from the same content). Failures are not cached. `next dev` skips the cache so that edits
 * show up on reload.
 *
 * Each call returns a fresh copy, so a page that sorts or edits what it got cannot change what the next page
 * sees. The copy goes through JSON, which is also what `getStaticProps` props must survive.
 */
export function cached<T>(ctx: ContentContext, key: string, load: () => T): T {
  if (process.env.NODE_ENV === 'development') return load();
  const cacheKey = `${ctx.contentDir}\0${ctx.publicDir}\0${key}`;
  let json = cache.get(cacheKey);
  if (json === undefined) {
    json = JSON.stringify(load());
    cache.set(cacheKey, json);
  }
  // The string was produced from a T just above; JSON.parse cannot know that.
  return JSON.parse(json) as T;
}

/** Forgets every cached section (tests that rewrite files in place). */
export function clearContentCache(): void {
  cache.clear();
}
