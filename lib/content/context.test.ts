/** @jest-environment node */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cached, clearContentCache, createContentContext, deepFreeze } from './context';

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
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_CONTENT_DIR;
    else process.env.SITE_CONTENT_DIR = saved;
  });

  it('reads content/ and public/ under the root by default', () => {
    delete process.env.SITE_CONTENT_DIR;
    expect(createContentContext('/srv/site')).toEqual({ contentDir: '/srv/site/content', publicDir: '/srv/site/public' });
  });

  it('reads the content of SITE_CONTENT_DIR when it is set (images still from public/)', () => {
    process.env.SITE_CONTENT_DIR = '/tmp/e2e-content';
    expect(createContentContext('/srv/site')).toEqual({ contentDir: '/tmp/e2e-content', publicDir: '/srv/site/public' });
    expect(createContentContext('/srv/site', { contentDir: '/x' }).contentDir).toBe('/x');
  });
});

describe('content snapshot (SITE_CONTENT_SNAPSHOT, written by npm run build for next build)', () => {
  const saved = process.env.SITE_CONTENT_SNAPSHOT;
  const savedWriter = process.env.SITE_CONTENT_SNAPSHOT_WRITER;
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-snapshot-'));
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_CONTENT_SNAPSHOT;
    else process.env.SITE_CONTENT_SNAPSHOT = saved;
    if (savedWriter === undefined) delete process.env.SITE_CONTENT_SNAPSHOT_WRITER;
    else process.env.SITE_CONTENT_SNAPSHOT_WRITER = savedWriter;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Fresh copies of the modules, as in a new process (the cache and the snapshot flag start empty). */
  async function loadFresh(): Promise<typeof import('./context') & { loadAllContent: typeof import('./check').loadAllContent }> {
    let mods: Awaited<ReturnType<typeof loadFresh>> | undefined;
    await jest.isolateModulesAsync(async () => {
      const { loadAllContent } = await import('./check');
      mods = { ...(await import('./context')), loadAllContent };
    });
    return mods!;
  }

  it('a new process fills its cache from the snapshot instead of loading, and loads what the snapshot lacks', async () => {
    const writer = await loadFresh();
    const value = { items: [{ slug: 'a', date: '2026-10-03' }], note: undefined };
    writer.cached(ctx, 'news', () => value);
    const file = path.join(dir, 'snapshot.v8');
    expect(writer.writeContentSnapshot(file)).toBe(1);

    process.env.SITE_CONTENT_SNAPSHOT = file;
    const reader = await loadFresh();
    const load = jest.fn(() => ({ items: [] }));
    const restored = reader.cached(ctx, 'news', load);
    expect(load).not.toHaveBeenCalled();
    expect(restored).toStrictEqual(value);
    expect(Object.isFrozen(restored.items[0])).toBe(true);
    // Another context or key is not in the snapshot: loaded as usual.
    expect(reader.cached(other, 'news', load)).toEqual({ items: [] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('writes the file whole, through a temporary file that it does not leave behind', async () => {
    const writer = await loadFresh();
    writer.cached(ctx, 'news', () => ({ items: ['a'] }));
    const file = path.join(dir, 'snapshot.v8');
    const write = jest.spyOn(fs, 'writeFileSync');
    const rename = jest.spyOn(fs, 'renameSync');
    writer.writeContentSnapshot(file);
    // The name a reader waits for appears by a rename only, never while it is being written.
    expect(write.mock.calls.map(([target]) => target)).not.toContain(file);
    expect(rename.mock.calls.map(([, target]) => target)).toEqual([file]);
    expect(fs.readdirSync(dir)).toEqual(['snapshot.v8']);
  });

  it('a reader that comes first waits for the file while its writer is alive (next build starts beside the check)', async () => {
    const writer = await loadFresh();
    writer.cached(ctx, 'news', () => ({ items: ['a'] }));
    const ready = path.join(dir, 'ready.v8');
    writer.writeContentSnapshot(ready);
    const file = path.join(dir, 'snapshot.v8');
    // Another process puts the file in place 300 ms from now; this one blocks in the meantime, so it cannot do it.
    const mover = spawn(process.execPath, ['-e', `setTimeout(() => require('fs').renameSync(${JSON.stringify(ready)}, ${JSON.stringify(file)}), 300)`]);
    const moved = new Promise((resolve) => mover.once('exit', resolve));
    process.env.SITE_CONTENT_SNAPSHOT = file;
    process.env.SITE_CONTENT_SNAPSHOT_WRITER = String(process.pid);
    const reader = await loadFresh();
    const load = jest.fn(() => ({ items: [] }));
    const since = Date.now();
    expect(reader.cached(ctx, 'news', load)).toEqual({ items: ['a'] });
    expect(Date.now() - since).toBeGreaterThanOrEqual(250);
    expect(load).not.toHaveBeenCalled();
    await moved;
  });

  it('stops waiting, with an error, when the writer has ended without writing the file (a failed check)', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    process.env.SITE_CONTENT_SNAPSHOT = path.join(dir, 'never.v8');
    process.env.SITE_CONTENT_SNAPSHOT_WRITER = String(ended);
    const reader = await loadFresh();
    expect(() => reader.cached(ctx, 'news', () => ({ items: [] }))).toThrow(`(pid ${ended}) has ended`);
  });

  it('without SITE_CONTENT_SNAPSHOT nothing is read', async () => {
    delete process.env.SITE_CONTENT_SNAPSHOT;
    const read = jest.spyOn(fs, 'readFileSync');
    const reader = await loadFresh();
    expect(reader.cached(ctx, 'k', () => 1)).toBe(1);
    expect(read).not.toHaveBeenCalled();
  });

  it('carries the real content exactly: a new process loads all of it without reading an article or section file', async () => {
    const repo = path.resolve(__dirname, '../..');
    const writer = await loadFresh();
    const original = writer.loadAllContent(writer.createContentContext(repo));
    writer.writeContentSnapshot(path.join(dir, 'snapshot.v8'));

    process.env.SITE_CONTENT_SNAPSHOT = path.join(dir, 'snapshot.v8');
    const read = jest.spyOn(fs, 'readFileSync');
    const reader = await loadFresh();
    const restored = reader.loadAllContent(reader.createContentContext(repo));
    expect(restored).toStrictEqual(original);
    // The sections are Markdown and YAML; content/site.json is read by the cross-check itself, not by a loader.
    const sectionReads = read.mock.calls.map(([file]) => String(file)).filter((file) => /\.(md|ya?ml)$/.test(file));
    expect(sectionReads).toEqual([]);
    expect(read.mock.calls.length).toBeLessThan(5);
  });
});
