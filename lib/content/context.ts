/** Where content is read from and as of when; tests pass their own context to point loaders at a temporary copy or another time. */
import path from 'node:path';
import { resolveBuildInstant } from '../clock';
import type { Instant } from '../format';
import { DEFAULT_LANG, type Lang } from '../i18n/languages';

/** Directories a loader reads, and the instant it reads them as of. */
export interface ContentContext {
  readonly contentDir: string;
  readonly publicDir: string;
  /** The build instant: anything published later is left out of what the pages get. */
  readonly buildInstant: Instant;
  /** The series' `content/` when this context reads one work's folder (`./works.ts` `forWork`), so messages still name `content/works/<id>/…`. */
  readonly rootContentDir?: string;
  /** The language the pages built from it are in (absent: the default language, Japanese): loaders overlay its translations. */
  readonly lang?: Lang;
}

/** Builds a context from `process.cwd()`, `SITE_CONTENT_DIR` and `SITE_NOW`, as pages call loaders without arguments. */
export function createContentContext(
  rootDir: string = process.cwd(),
  overrides: Partial<ContentContext> = {},
): ContentContext {
  return {
    contentDir: path.resolve(overrides.contentDir ?? process.env.SITE_CONTENT_DIR ?? path.join(rootDir, 'content')),
    publicDir: path.resolve(overrides.publicDir ?? path.join(rootDir, 'public')),
    buildInstant: overrides.buildInstant ?? resolveBuildInstant(process.env.SITE_NOW),
  };
}

let resolved: ContentContext | undefined;

/**
 * The context every page builds with, resolved once per process: one build has one instant, however many pages ask.
 * `next dev` resolves it on each call, so edits and a moving clock show up without a restart. A page in another
 * language gets the same context in its language.
 */
export function siteContext(lang: Lang = DEFAULT_LANG): ContentContext {
  const ctx = process.env.NODE_ENV === 'development' ? createContentContext() : (resolved ??= createContentContext());
  return inLang(ctx, lang);
}

/** The language of the pages `ctx` builds (the default language when it names none). */
export const langOf = (ctx: Pick<ContentContext, 'lang'>): Lang => ctx.lang ?? DEFAULT_LANG;

/** `ctx` for the pages in `lang`: the default language's context is the one without a language, as before. */
export function inLang(ctx: ContentContext, lang: Lang): ContentContext {
  if (langOf(ctx) === lang) return ctx;
  if (lang === DEFAULT_LANG) {
    const { lang: _dropped, ...rest } = ctx;
    void _dropped;
    return rest;
  }
  return { ...ctx, lang };
}

/** Whether something dated `at` is public as of the context's instant; `null` means it always is. */
export function isPublished(ctx: Pick<ContentContext, 'buildInstant'>, at: Instant | null | undefined): boolean {
  return at == null || Date.parse(at) <= Date.parse(ctx.buildInstant);
}

/** The instants not yet public as of the context's instant (see {@link isPublished}), in time order: what is timed for later. */
export function aheadOf(ctx: Pick<ContentContext, 'buildInstant'>, instants: readonly Instant[]): Instant[] {
  return instants.filter((at) => !isPublished(ctx, at)).sort((a, b) => Date.parse(a) - Date.parse(b));
}

/** How a file is named in messages, so it reads `content/news/x.md` wherever the content lives. */
export function fileLabel(ctx: ContentContext, absolutePath: string): string {
  const base = path.dirname(ctx.rootContentDir ?? ctx.contentDir);
  return path.relative(base, absolutePath).split(path.sep).join('/');
}

/** How a message names a file inside `content/`: `contentFileLabel(ctx, 'members.yaml')` → `content/members.yaml`. */
export function contentFileLabel(ctx: ContentContext, relPath: string): string {
  return fileLabel(ctx, path.join(ctx.contentDir, relPath));
}

const cache = new Map<string, unknown>();

const cacheKeyOf = (ctx: ContentContext, key: string): string => `${ctx.contentDir}\0${ctx.publicDir}\0${langOf(ctx)}\0${key}`;

/** Freezes a value deeply, so one caller cannot change shared cached data under another. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze(Reflect.get(value, key));
  }
  return value;
}

/** Runs `load` once per context and key for the process and returns one frozen value; `next dev` skips the cache so edits show up. */
export function cached<T>(ctx: ContentContext, key: string, load: () => T): T {
  if (process.env.NODE_ENV === 'development') return load();
  const cacheKey = cacheKeyOf(ctx, key);
  if (cache.has(cacheKey)) {
    return cache.get(cacheKey) as T;
  }
  const value = deepFreeze(load());
  cache.set(cacheKey, value);
  return value;
}

const cacheAsOf = new Map<string, { buildInstant: string; value: unknown }>();

/** {@link cached} for values that depend on the instant too, kept for the latest instant asked. */
export function cachedAsOf<T>(ctx: ContentContext, key: string, load: () => T): T {
  if (process.env.NODE_ENV === 'development') return load();
  const cacheKey = cacheKeyOf(ctx, key);
  const hit = cacheAsOf.get(cacheKey);
  if (hit && hit.buildInstant === ctx.buildInstant) return hit.value as T;
  const value = deepFreeze(load());
  cacheAsOf.set(cacheKey, { buildInstant: ctx.buildInstant, value });
  return value;
}

/** Forgets every cached section and the resolved site context, for tests that rewrite files in place or change `SITE_NOW`. */
export function clearContentCache(): void {
  resolved = undefined;
  cache.clear();
  cacheAsOf.clear();
}
