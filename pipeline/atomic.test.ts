/** @jest-environment node */
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BuildError, buildAtomically } from './atomic';

let root: string;
let out: string;
let lines: string[];
const log = (line: string) => lines.push(line);

/** Every file under `dir` with its content: equal only when the folder is exactly as it was. */
function tree(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .map((file) => [path.relative(dir, file), fs.readFileSync(file, 'utf8')])
      .sort(),
  );
}

/** A step that exports a new site into out/, as next build does. */
const exportSite = () => {
  fs.mkdirSync(path.join(out, 'news'), { recursive: true });
  fs.writeFileSync(path.join(out, 'index.html'), 'new');
  fs.writeFileSync(path.join(out, 'news/index.html'), 'new news');
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-'));
  out = path.join(root, 'out');
  lines = [];
  fs.mkdirSync(path.join(out, 'old'), { recursive: true });
  fs.writeFileSync(path.join(out, 'index.html'), 'previous');
  fs.writeFileSync(path.join(out, 'old/page.html'), 'previous page');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('replaces out/ whole when every step passes, and logs each step and the line it returns', async () => {
  await buildAtomically(
    { out, dest: null },
    async (step) => {
      await step('export', exportSite);
      expect(await step('count', () => 'two pages')).toBe('two pages');
    },
    { log },
  );
  expect(tree(out)).toEqual({ 'index.html': 'new', 'news/index.html': 'new news' });
  expect(fs.existsSync(`${out}.previous`)).toBe(false);
  expect(lines).toEqual([expect.stringMatching(/^▶ export$/), expect.stringMatching(/^✓ export（/), '▶ count', '  two pages', expect.stringMatching(/^✓ count（/)]);
});

it('leaves the previous out/ exactly as it was when a late step throws, and names the step', async () => {
  const before = tree(out);
  const failure = buildAtomically(
    { out, dest: null },
    async (step) => {
      await step('export', exportSite);
      await step('_headers', () => {
        fs.writeFileSync(path.join(out, '_headers'), 'half');
        throw new Error('broken step');
      });
      await step('never', () => fs.writeFileSync(path.join(root, 'ran'), ''));
    },
    { log },
  );
  await expect(failure).rejects.toEqual(expect.objectContaining({ message: 'broken step', step: '_headers', signal: null }));
  await expect(failure).rejects.toBeInstanceOf(BuildError);
  expect(tree(out)).toEqual(before);
  expect(fs.existsSync(`${out}.previous`)).toBe(false);
  expect(fs.existsSync(path.join(root, 'ran'))).toBe(false);
});

it('leaves no out/ when there was none before and the build fails', async () => {
  fs.rmSync(out, { recursive: true });
  await expect(buildAtomically({ out, dest: null }, async (step) => step('export', () => (exportSite(), Promise.reject(new Error('x')))), { log })).rejects.toThrow('x');
  expect(fs.existsSync(out)).toBe(false);
});

it('stops at Ctrl+C: the running step is told, and out/ is put back', async () => {
  const before = tree(out);
  const signals = new EventEmitter();
  const stopped = buildAtomically(
    { out, dest: null },
    async (step) => {
      await step('next build', (signal) => {
        exportSite();
        // A child process would be killed here; the step ends when it has.
        return new Promise<void>((_, reject) => signal.addEventListener('abort', () => reject(new Error('killed'))));
      });
    },
    { log, signals },
  );
  setImmediate(() => signals.emit('SIGINT', 'SIGINT'));
  await expect(stopped).rejects.toEqual(expect.objectContaining({ step: 'next build', signal: 'SIGINT' }));
  expect(tree(out)).toEqual(before);
  expect(signals.listenerCount('SIGINT')).toBe(0);
});

it('with a destination, moves the new export there and leaves out/ as it was', async () => {
  const before = tree(out);
  const dest = path.join(root, '.cache/variant/out');
  await buildAtomically({ out, dest }, async (step) => step('export', exportSite), { log });
  expect(tree(dest)).toEqual({ 'index.html': 'new', 'news/index.html': 'new news' });
  expect(tree(out)).toEqual(before);
});

it('puts back the out/ of an earlier build that was killed before it could', async () => {
  fs.renameSync(out, `${out}.previous`);
  const before = tree(`${out}.previous`);
  await expect(buildAtomically({ out, dest: null }, async () => Promise.reject(new Error('x')), { log })).rejects.toThrow('x');
  expect(tree(out)).toEqual(before);
  expect(lines).toContain('前回中断されたビルドの out/ を元に戻しました。');
});
