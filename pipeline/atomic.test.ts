/** @jest-environment node */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
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

/** The folder itself, not only its files: the same inode and modification time mean nobody moved or wrote it. */
const identity = (dir: string) => {
  const stat = fs.statSync(dir);
  return { ino: stat.ino, mtimeMs: stat.mtimeMs, files: tree(dir) };
};

/** What builds left beside the project's files: their staging folder and its lock. */
const leftovers = () => (fs.existsSync(path.join(root, '.cache')) ? fs.readdirSync(path.join(root, '.cache')).sort() : []);

/** A step that exports a new site into the folder it is handed, as next build does. */
const exportSite = (dir: string) => {
  fs.mkdirSync(path.join(dir, 'news'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), 'new');
  fs.writeFileSync(path.join(dir, 'news/index.html'), 'new news');
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
    { root, out, dest: null },
    async (step, dir) => {
      await step('export', () => exportSite(dir));
      expect(await step('count', () => 'two pages')).toBe('two pages');
    },
    { log },
  );
  expect(tree(out)).toEqual({ 'index.html': 'new', 'news/index.html': 'new news' });
  expect(fs.readdirSync(root).sort()).toEqual(['.cache', 'out']);
  expect(leftovers()).toEqual([]);
  expect(lines).toEqual([expect.stringMatching(/^▶ export$/), expect.stringMatching(/^✓ export（/), '▶ count', '  two pages', expect.stringMatching(/^✓ count（/)]);
});

it('never writes to out/ while the steps run: they write into a staging folder inside the project', async () => {
  const before = identity(out);
  await buildAtomically(
    { root, out, dest: null },
    async (step, dir) => {
      expect(path.relative(root, dir)).toBe(path.join('.cache/staging'));
      await step('export', () => exportSite(dir));
      expect(identity(out)).toEqual(before);
    },
    { log },
  );
});

it('leaves the previous out/ exactly as it was when a late step throws, and names the step', async () => {
  const before = identity(out);
  const failure = buildAtomically(
    { root, out, dest: null },
    async (step, dir) => {
      await step('export', () => exportSite(dir));
      await step('_headers', () => {
        fs.writeFileSync(path.join(dir, '_headers'), 'half');
        throw new Error('broken step');
      });
      await step('never', () => fs.writeFileSync(path.join(root, 'ran'), ''));
    },
    { log },
  );
  await expect(failure).rejects.toEqual(expect.objectContaining({ message: 'broken step', step: '_headers', signal: null }));
  await expect(failure).rejects.toBeInstanceOf(BuildError);
  expect(identity(out)).toEqual(before);
  expect(leftovers()).toEqual([]);
  expect(fs.existsSync(path.join(root, 'ran'))).toBe(false);
});

it('leaves no out/ when there was none before and the build fails', async () => {
  fs.rmSync(out, { recursive: true });
  await expect(buildAtomically({ root, out, dest: null }, async (step, dir) => step('export', () => (exportSite(dir), Promise.reject(new Error('x')))), { log })).rejects.toThrow('x');
  expect(fs.existsSync(out)).toBe(false);
});

it.each(['SIGINT', 'SIGTERM', 'SIGHUP'] as const)('stops at %s: the running step is told, and out/ is untouched', async (name) => {
  const before = identity(out);
  const signals = new EventEmitter();
  const stopped = buildAtomically(
    { root, out, dest: null },
    async (step, dir) => {
      await step('next build', (signal) => {
        exportSite(dir);
        // A child process would be killed here; the step ends when it has.
        return new Promise<void>((_, reject) => signal.addEventListener('abort', () => reject(new Error('killed'))));
      });
    },
    { log, signals },
  );
  setImmediate(() => signals.emit(name, name));
  await expect(stopped).rejects.toEqual(expect.objectContaining({ step: 'next build', signal: name }));
  expect(identity(out)).toEqual(before);
  expect(leftovers()).toEqual([]);
  expect(signals.listenerCount(name)).toBe(0);
});

it('with a destination, moves the new export there and never touches out/, during the build or after', async () => {
  const before = identity(out);
  const dest = path.join(root, '.cache/variant/out');
  await buildAtomically(
    { root, out, dest },
    async (step, dir) => {
      await step('export', () => exportSite(dir));
      expect(identity(out)).toEqual(before);
    },
    { log },
  );
  expect(tree(dest)).toEqual({ 'index.html': 'new', 'news/index.html': 'new news' });
  expect(identity(out)).toEqual(before);
  expect(fs.existsSync(`${out}.old`)).toBe(false);
});

describe('a process killed between the two renames of the swap', () => {
  it('left out/ moved aside and nothing in its place: the next build puts it back before it starts', async () => {
    const before = tree(out);
    fs.renameSync(out, `${out}.old`);
    await expect(buildAtomically({ root, out, dest: null }, async () => Promise.reject(new Error('x')), { log })).rejects.toThrow('x');
    expect(tree(out)).toEqual(before);
    expect(fs.existsSync(`${out}.old`)).toBe(false);
    expect(lines).toContain(`前回中断されたビルドの入れ替えを戻しました（${path.relative(process.cwd(), out)}/ は前回のビルドのままです）。`);
  });

  it('left the new export in place and the old one beside it: the old one is removed', async () => {
    fs.cpSync(out, `${out}.old`, { recursive: true });
    fs.writeFileSync(path.join(out, 'index.html'), 'new');
    const before = tree(out);
    await expect(buildAtomically({ root, out, dest: null }, async () => Promise.reject(new Error('x')), { log })).rejects.toThrow('x');
    expect(tree(out)).toEqual(before);
    expect(fs.existsSync(`${out}.old`)).toBe(false);
  });
});

it('refuses to start while another build runs, and takes over from one that is gone', async () => {
  const before = identity(out);
  fs.mkdirSync(path.join(root, '.cache/staging'), { recursive: true });
  fs.writeFileSync(path.join(root, '.cache/staging/index.html'), 'the running build’s');
  fs.writeFileSync(path.join(root, '.cache/staging.pid'), String(process.ppid));
  await expect(buildAtomically({ root, out, dest: null }, async (step, dir) => step('export', () => exportSite(dir)), { log })).rejects.toThrow(
    new BuildError(`別のビルド（プロセス ${process.ppid}）が実行中です。終わってからもう一度実行してください`, null, null),
  );
  expect(identity(out)).toEqual(before);
  expect(fs.readFileSync(path.join(root, '.cache/staging/index.html'), 'utf8')).toBe('the running build’s');

  fs.writeFileSync(path.join(root, '.cache/staging.pid'), String(spawnSync(process.execPath, ['-e', '']).pid));
  await buildAtomically({ root, out, dest: null }, async (step, dir) => step('export', () => exportSite(dir)), { log });
  expect(tree(out)).toEqual({ 'index.html': 'new', 'news/index.html': 'new news' });
  expect(leftovers()).toEqual([]);
});

describe('a real build process, interrupted while it writes its export', () => {
  /**
   * A build as scripts/build.mjs runs one, whose one step writes `pages` files into its export, one every few
   * milliseconds as next build does, and prints `exporting` once it has begun.
   */
  const script = () => {
    const file = path.join(root, 'build.mjs');
    fs.writeFileSync(
      file,
      `import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { BuildError, buildAtomically } from ${JSON.stringify(path.join(__dirname, 'atomic.ts'))};
const [root, pages, dest] = process.argv.slice(2);
try {
  await buildAtomically({ root, out: root + '/out', dest: dest ?? null }, async (step, dir) => {
    await step('export', async (signal) => {
      fs.mkdirSync(dir, { recursive: true });
      for (let i = 0; i < Number(pages) && !signal.aborted; i++) {
        fs.writeFileSync(dir + '/page-' + i + '.html', 'new');
        if (i === 0) console.log('exporting');
        await sleep(5);
      }
    });
  });
} catch (error) {
  if (!(error instanceof BuildError)) throw error;
  console.error(error.message);
  process.exit(error.signal ? 130 : 1);
}
`,
    );
    return file;
  };

  const started: ChildProcess[] = [];
  // A test that fails before it stops its build must not leave it writing.
  afterEach(() => started.forEach((child) => child.kill('SIGKILL')));

  /** Starts the build and resolves once it has begun writing its export. */
  async function startBuild(...args: string[]): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', script(), root, '100000', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    started.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', () => output.includes('exporting') && resolve());
      child.on('exit', () => reject(new Error(`the build ended before it wrote anything:\n${output}`)));
    });
    return child;
  }

  /** Runs the build to its end, writing two pages. */
  const finishBuild = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', script(), root, '2', ...args], { encoding: 'utf8' });

  it('killed outright (SIGKILL): out/ is untouched, and the next build clears what it left and replaces out/', async () => {
    const before = identity(out);
    const child = await startBuild();
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(identity(out)).toEqual(before);
    expect(leftovers()).toEqual(['staging', 'staging.pid']);

    const next = finishBuild();
    expect(next.status).toBe(0);
    expect(tree(out)).toEqual({ 'page-0.html': 'new', 'page-1.html': 'new' });
    expect(leftovers()).toEqual([]);
  }, 30_000);

  it('sent SIGHUP (its terminal closed): it stops, says so, and leaves out/ untouched and nothing in staging', async () => {
    const before = identity(out);
    const child = await startBuild();
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk));
    child.kill('SIGHUP');
    const [code] = await once(child, 'exit');
    expect(code).toBe(130);
    expect(stderr).toContain('SIGHUP で中断しました');
    expect(identity(out)).toEqual(before);
    expect(leftovers()).toEqual([]);
  }, 30_000);

  it('with a destination, killed or finished, never touches out/', async () => {
    const before = identity(out);
    const dest = path.join(root, '.cache/variant/out');
    const child = await startBuild(dest);
    expect(identity(out)).toEqual(before);
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(finishBuild(dest).status).toBe(0);
    expect(tree(dest)).toEqual({ 'page-0.html': 'new', 'page-1.html': 'new' });
    expect(identity(out)).toEqual(before);
  }, 30_000);
});

describe('npm run serve after a build was killed in the middle of its swap', () => {
  const repo = path.resolve(__dirname, '..');

  /** A port nothing listens on. */
  async function freePort(): Promise<number> {
    const server = net.createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as net.AddressInfo;
    server.close();
    await once(server, 'close');
    return port;
  }

  it('puts the last good export back and serves it', async () => {
    fs.writeFileSync(path.join(out, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
    fs.renameSync(out, `${out}.old`);
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.mjs', '--dir', out, '--port', String(port)], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let output = '';
      server.stdout?.on('data', (chunk: Buffer) => (output += chunk));
      server.stderr?.on('data', (chunk: Buffer) => (output += chunk));
      await new Promise<void>((resolve, reject) => {
        server.stdout?.on('data', () => output.includes('配信中') && resolve());
        server.on('exit', () => reject(new Error(`scripts/serve.mjs did not start:\n${output}`)));
      });
      expect(output).toContain('前回中断されたビルドの入れ替えを戻しました');
      const response = await fetch(`http://127.0.0.1:${port}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('previous');
      expect(fs.existsSync(`${out}.old`)).toBe(false);
    } finally {
      server.kill();
    }
  }, 30_000);

  it('refuses an export the build did not finish (no _headers), saying what to do', () => {
    const serve = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/serve.mjs', '--dir', out, '--port', '1'], { cwd: repo, encoding: 'utf8', timeout: 15_000 });
    expect(serve.status).toBe(1);
    expect(serve.stderr).toContain(`${out}/_headers がありません`);
  }, 30_000);
});
