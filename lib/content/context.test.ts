/** @jest-environment node */
import { aheadOf, cached, clearContentCache, createContentContext, deepFreeze, isPublished, siteContext } from './context';

// Two contexts, so a test's keys never meet another test's (the cache is per process).
const ctx = createContentContext('/tmp/context-test-a');
const other = createContentContext('/tmp/context-test-b');

afterEach(() => {
  clearContentCache();
  jest.restoreAllMocks(); // also undoes jest.replaceProperty
});

describe('cached', () => {
  it('loads once per context and key, and hands every caller the same object', () => {
    const load = jest.fn(() => ({ items: [{ slug: 'a' }, { slug: 'b' }] }));
    const first = cached(ctx, 'k', load);
    expect(cached(ctx, 'k', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first).toEqual({ items: [{ slug: 'a' }, { slug: 'b' }] });

    cached(other, 'k', load);
    cached(ctx, 'other-key', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('freezes the value all the way down, so an in-place sort or edit throws (modules are strict mode)', () => {
    const value = cached(ctx, 'k', () => ({ items: [{ slug: 'b' }, { slug: 'a' }], meta: { tags: ['x'] } }));
    expect(() => value.items.sort((a, b) => a.slug.localeCompare(b.slug))).toThrow(TypeError);
    expect(() => value.items.push({ slug: 'c' })).toThrow(TypeError);
    expect(() => {
      value.items[0].slug = 'z';
    }).toThrow(TypeError);
    expect(() => value.meta.tags.pop()).toThrow(TypeError);
    // A copy is the caller's own.
    expect([...value.items].sort((a, b) => a.slug.localeCompare(b.slug)).map((i) => i.slug)).toEqual(['a', 'b']);
    expect(cached(ctx, 'k', () => null)).toEqual({ items: [{ slug: 'b' }, { slug: 'a' }], meta: { tags: ['x'] } });
  });

  it('does not cache a failed load', () => {
    const load = jest.fn(() => {
      if (load.mock.calls.length === 1) throw new Error('broken file');
      return ['ok'];
    });
    expect(() => cached(ctx, 'k', load)).toThrow('broken file');
    expect(cached(ctx, 'k', load)).toEqual(['ok']);
  });

  it('loads afresh on every call under next dev, so edits show up on reload', () => {
    jest.replaceProperty(process.env, 'NODE_ENV', 'development');
    let n = 0;
    const load = () => ({ n: (n += 1) });
    expect(cached(ctx, 'k', load)).toEqual({ n: 1 });
    expect(cached(ctx, 'k', load)).toEqual({ n: 2 });
  });

  it('forgets everything on clearContentCache', () => {
    const load = jest.fn(() => [1]);
    cached(ctx, 'k', load);
    clearContentCache();
    cached(ctx, 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('deepFreeze', () => {
  it('returns the same value, frozen with everything it reaches', () => {
    const shared = { label: 'お知らせ' };
    const value = { a: [shared, { b: shared }], n: 1, s: 'x', nothing: null };
    expect(deepFreeze(value)).toBe(value);
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.a)).toBe(true);
    expect(Object.isFrozen(value.a[1])).toBe(true);
    expect(Object.isFrozen(shared)).toBe(true);
  });

  it('leaves primitives alone', () => {
    expect(deepFreeze('x')).toBe('x');
    expect(deepFreeze(null)).toBeNull();
    expect(deepFreeze(3)).toBe(3);
  });
});

describe('createContentContext', () => {
  const saved = process.env.SITE_CONTENT_DIR;
  const savedNow = process.env.SITE_NOW;
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_CONTENT_DIR;
    else process.env.SITE_CONTENT_DIR = saved;
    if (savedNow === undefined) delete process.env.SITE_NOW;
    else process.env.SITE_NOW = savedNow;
  });

  it('sees the content as of the build instant (SITE_NOW), or another one given', () => {
    process.env.SITE_NOW = '2030-04-06T16:30:00Z';
    expect(createContentContext('/srv/site').buildInstant).toBe('2030-04-07T01:30:00+09:00');
    expect(createContentContext('/srv/site', { buildInstant: '2031-01-01T00:00:00+09:00' }).buildInstant).toBe('2031-01-01T00:00:00+09:00');
  });

  it('reads content/ and public/ under the root by default', () => {
    delete process.env.SITE_CONTENT_DIR;
    expect(createContentContext('/srv/site')).toMatchObject({ contentDir: '/srv/site/content', publicDir: '/srv/site/public' });
  });

  it('reads the content of SITE_CONTENT_DIR when it is set (images still from public/)', () => {
    process.env.SITE_CONTENT_DIR = '/tmp/e2e-content';
    expect(createContentContext('/srv/site')).toMatchObject({ contentDir: '/tmp/e2e-content', publicDir: '/srv/site/public' });
    expect(createContentContext('/srv/site', { contentDir: '/x' }).contentDir).toBe('/x');
  });
});

describe('siteContext and isPublished', () => {
  const saved = process.env.SITE_NOW;
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_NOW;
    else process.env.SITE_NOW = saved;
    clearContentCache();
  });

  it('resolves the site context once per process, until the cache is cleared', () => {
    process.env.SITE_NOW = '2030-01-01T00:00:00+09:00';
    clearContentCache();
    const first = siteContext();
    process.env.SITE_NOW = '2031-01-01T00:00:00+09:00';
    expect(siteContext()).toBe(first);
    clearContentCache();
    expect(siteContext().buildInstant).toBe('2031-01-01T00:00:00+09:00');
  });

  it('tells what is public as of the instant, whatever offset each side is written in', () => {
    const ctx = { buildInstant: '2030-01-01T09:00:00+09:00' };
    expect(isPublished(ctx, '2030-01-01T00:00:00Z')).toBe(true);
    expect(isPublished(ctx, '2030-01-01T00:01:00Z')).toBe(false);
    expect(isPublished(ctx, null)).toBe(true);
  });

  it('lists what is still ahead of the instant in time order, leaving out what is public', () => {
    const ctx = { buildInstant: '2030-01-01T09:00:00+09:00' };
    expect(aheadOf(ctx, ['2030-01-03T00:00:00+09:00', '2030-01-01T00:00:00Z', '2030-01-01T00:01:00Z'])).toEqual([
      '2030-01-01T00:01:00Z',
      '2030-01-03T00:00:00+09:00',
    ]);
  });
});
