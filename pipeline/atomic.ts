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

/** Inside the project, since `next build` refuses to export anywhere else; one folder per build process. */
const STAGING = '.cache/staging';

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

/** Removes what builds that are no longer running left in staging; a build running beside this one keeps its folder. */
function removeStaleStaging(root: string): void {
  const parent = path.join(root, STAGING);
  if (!fs.existsSync(parent)) return;
  for (const name of fs.readdirSync(parent)) {
    if (Number(name) === process.pid || !isRunning(Number(name))) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  }
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
  recoverInterruptedSwap(destination, log);
  removeStaleStaging(target.root);
  const staging = path.join(target.root, STAGING, String(process.pid));
  fs.mkdirSync(staging, { recursive: true });

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
  }
}
