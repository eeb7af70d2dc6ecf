/**
 * Where content is read from, and the per-process cache of parsed sections.
 *
 * Pages call loaders without arguments: content is read from `<cwd>/content` and images are checked in
 * `<cwd>/public` (Next runs `getStaticProps` with the repository root as cwd). Tests pass their own context
 * to point loaders at a temporary copy with one broken file.
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';

/** Directories a loader reads. */
export interface ContentContext {
  /** Absolute path of the `content/` directory. */
  readonly contentDir: string;
  /** Absolute path of `public/`, where referenced images must exist. */
  readonly publicDir: string;
}

/**
 * Builds a context. With no argument: `content/` and `public/` under `process.cwd()`, or the content directory named
 * by `SITE_CONTENT_DIR` when it is set.
 * @param rootDir a directory holding `content/` and `public/`
 * @param overrides replace either directory
 */
export function createContentContext(
  rootDir: string = process.cwd(),
  overrides: Partial<ContentContext> = {},
): ContentContext {
  return {
    // SITE_CONTENT_DIR: a build of other content than content/ (the instrumented e2e build adds a PV to a copy).
    contentDir: path.resolve(overrides.contentDir ?? process.env.SITE_CONTENT_DIR ?? path.join(rootDir, 'content')),
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

/** How a message names a file inside `content/`: `contentFileLabel(ctx, 'members.yaml')` → `content/members.yaml`. */
export function contentFileLabel(ctx: ContentContext, relPath: string): string {
  return fileLabel(ctx, path.join(ctx.contentDir, relPath));
}

const cache = new Map<string, unknown>();

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
  if (!snapshotRead) readContentSnapshot();
  const cacheKey = `${ctx.contentDir}\0${ctx.publicDir}\0${key}`;
  if (cache.has(cacheKey)) {
    // Stored below from the result of this key's `load`, which returns a T.
    return cache.get(cacheKey) as T;
  }
  const value = deepFreeze(load());
  cache.set(cacheKey, value);
  return value;
}

/** Forgets every cached section (tests that rewrite files in place). */
export function clearContentCache(): void {
  cache.clear();
}

// The content snapshot of one `npm run build`. Its content check (scripts/build.mjs, on a worker thread) reads,
// validates and renders every section; `next build` then renders the pages in a worker process whose cache
// starts empty, and would read and render every article again (1.6 s of a 12.9 s build with 1,000 articles).
// So the check writes its cache to a file, named in SITE_CONTENT_SNAPSHOT for next build, whose worker fills its
// cache from it on first use. The file lives for that one build and the cache keys hold the content and public
// directories, so a snapshot cannot stand in for other files.
// v8 serialization: the values are plain data (news.ts keeps its Maps beside the cache), which it copies exactly.
//
// next build starts before the check has finished (its start-up and compile need no content), so the file may not
// exist yet when its worker first asks: the worker then waits for it, for as long as the process writing it, named
// in SITE_CONTENT_SNAPSHOT_WRITER, is alive. A check that fails writes no file and ends the build, and so the wait.

let snapshotRead = false;

/** How long a waiting reader sleeps between two looks for the file. */
const SNAPSHOT_POLL_MS = 10;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else. Not the case for a build's own processes, but alive all the same.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Blocks until `file` exists. Synchronous, because loaders are: `cached` is called from inside them.
 * @throws when the writer process ended without writing it
 */
function waitForSnapshot(file: string, writer: number): void {
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  while (!fs.existsSync(file)) {
    if (!isAlive(writer)) {
      throw new Error(`content snapshot ${file} was not written: the build that writes it (pid ${writer}) has ended`);
    }
    Atomics.wait(sleeper, 0, 0, SNAPSHOT_POLL_MS);
  }
}

/** Fills the cache from the file named by SITE_CONTENT_SNAPSHOT, once per process; without it, does nothing. */
function readContentSnapshot(): void {
  snapshotRead = true;
  const file = process.env.SITE_CONTENT_SNAPSHOT;
  if (!file) return;
  const writer = Number(process.env.SITE_CONTENT_SNAPSHOT_WRITER);
  if (writer > 0) waitForSnapshot(file, writer);
  loadContentSnapshot(file);
}

/**
 * Fills this process's cache from a snapshot file (the build's own thread, after the check has written it); a
 * section already cached stays as it is.
 * @returns how many sections it read
 */
export function loadContentSnapshot(file: string): number {
  const entries = v8.deserialize(fs.readFileSync(file)) as [string, unknown][];
  for (const [key, value] of entries) if (!cache.has(key)) cache.set(key, deepFreeze(value));
  return entries.length;
}

/**
 * Writes every cached section to `file`, for processes started with SITE_CONTENT_SNAPSHOT=`file`. The data goes to
 * a temporary file first and is renamed into place, so a reader waiting for `file` never sees half of it.
 * @returns how many sections it wrote
 */
export function writeContentSnapshot(file: string): number {
  const partial = `${file}.${process.pid}.partial`;
  try {
    fs.writeFileSync(partial, v8.serialize([...cache]));
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return cache.size;
}
