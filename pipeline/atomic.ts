/** All or nothing: a build writes its export into a staging folder of its own and swaps it in for out/ (or `--dest`) only when every step has passed, so a build that fails, is stopped or is killed never touches the last good export. */
import fs from 'node:fs';
import path from 'node:path';
import type { BuildTarget } from './options';

export type StepRunner = <T>(name: string, run: (signal: AbortSignal) => T | Promise<T>) => Promise<T>;

export class BuildError extends Error {
  constructor(
    message: string,
    readonly step: string | null,
    readonly signal: NodeJS.Signals | null,
  ) {
    super(message);
  }
}

/**
 * Inside the project, since `next build` exports nowhere else, and the same for every build: Turbopack keeps its cache
 * only while next.config.js stays the same, distDir included. One build at a time, as `next build` allows.
 */
const STAGING = '.cache/staging';
const LOCK = '.cache/staging.pid';

/** Where the swap keeps the export it replaces while it puts the new one in its place. */
const replacedBy = (target: string) => `${target}.old`;

/** How messages name a folder: relative to where the command runs, as the user typed it. */
const label = (dir: string) => `${path.relative(process.cwd(), dir) || '.'}/`;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Finishes a swap that a killed process left half done: with the target moved aside and nothing in its place, puts it
 * back; with the new export already in place, removes the old one. Run by every build and by `npm run serve`.
 */
export function recoverInterruptedSwap(target: string, log: (line: string) => void = (line) => console.log(line)): void {
  const old = replacedBy(target);
  if (!fs.existsSync(old)) return;
  if (fs.existsSync(target)) {
    fs.rmSync(old, { recursive: true, force: true });
  } else {
    fs.renameSync(old, target);
    log(`前回中断されたビルドの入れ替えを戻しました（${label(target)} は前回のビルドのままです）。`);
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the staging folder for this process, from a build that is gone if need be. @throws BuildError while another build runs. */
function takeStaging(root: string): { staging: string; release: () => void } {
  const lock = path.join(root, LOCK);
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(fs.readFileSync(lock, 'utf8'));
    if (holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new BuildError(`別のビルド（プロセス ${holder}）が実行中です。終わってからもう一度実行してください`, null, null);
    }
    fs.writeFileSync(lock, String(process.pid));
  }
  // What a stopped or killed build left.
  const staging = path.join(root, STAGING);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging);
  return { staging, release: () => fs.rmSync(lock, { force: true }) };
}

/** Replaces `target` with `staging` by two renames; a process killed between them is undone by {@link recoverInterruptedSwap}. */
function swapIn(staging: string, target: string): void {
  const old = replacedBy(target);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const hadTarget = fs.existsSync(target);
  if (hadTarget) fs.renameSync(target, old);
  try {
    fs.renameSync(staging, target);
  } catch (error) {
    if (hadTarget) fs.renameSync(old, target);
    throw error;
  }
  fs.rmSync(old, { recursive: true, force: true });
}

/**
 * Runs `steps`, which write the export into the folder they are handed, and swaps it in for out/ (or `dest`) when all
 * pass. @throws BuildError with out/ and `dest` as they were.
 */
export async function buildAtomically(
  target: Pick<BuildTarget, 'root' | 'out' | 'dest'>,
  steps: (step: StepRunner, exportDir: string) => Promise<void>,
  {
    log = (line: string) => console.log(line),
    signals = process,
  }: {
    log?: (line: string) => void;
    signals?: Pick<NodeJS.EventEmitter, 'on' | 'off'>;
  } = {},
): Promise<void> {
  const destination = target.dest ?? target.out;
  const { staging, release } = takeStaging(target.root);
  const stop = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => stop.abort(signal);
  // SIGHUP too: closing the terminal must stop the build as Ctrl+C does.
  const stopSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  for (const name of stopSignals) signals.on(name, onSignal);
  let current: string | null = null;

  const step: StepRunner = async (name, run) => {
    if (stop.signal.aborted) throw stop.signal.reason;
    current = name;
    const since = performance.now();
    log(`▶ ${name}`);
    const result = await run(stop.signal);
    if (stop.signal.aborted) throw stop.signal.reason;
    if (typeof result === 'string') log(result.replace(/^/gm, '  '));
    log(`✓ ${name}（${seconds(since)}）`);
    current = null;
    return result;
  };

  try {
    recoverInterruptedSwap(destination, log);
    await steps(step, staging);
    if (stop.signal.aborted) throw stop.signal.reason;
    swapIn(staging, destination);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    const signal = stop.signal.aborted ? (stop.signal.reason as NodeJS.Signals) : null;
    const message = signal ? `${signal} で中断しました` : error instanceof Error ? error.message : String(error);
    throw new BuildError(message, current, signal);
  } finally {
    for (const name of stopSignals) signals.off(name, onSignal);
    release();
  }
}
