/** All or nothing: out/ is set aside first and put back when a step fails or the build is stopped, so a host never sees half a site. */
import fs from 'node:fs';
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

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** A run that died between moving out/ aside and putting it back left `previous`: recover it. */
function recoverInterruptedRun(out: string, previous: string, log: (line: string) => void): void {
  if (!fs.existsSync(previous)) return;
  if (fs.existsSync(out)) {
    fs.rmSync(previous, { recursive: true, force: true });
  } else {
    fs.renameSync(previous, out);
    log('前回中断されたビルドの out/ を元に戻しました。');
  }
}

/** Runs `steps` with out/ set aside and keeps their export only when all pass. @throws BuildError after out/ is put back. */
export async function buildAtomically(
  target: Pick<BuildTarget, 'out' | 'dest'>,
  steps: (step: StepRunner) => Promise<void>,
  {
    log = (line: string) => console.log(line),
    signals = process,
  }: {
    log?: (line: string) => void;
    signals?: Pick<NodeJS.EventEmitter, 'on' | 'off'>;
  } = {},
): Promise<void> {
  const { out, dest } = target;
  const previous = `${out}.previous`;
  recoverInterruptedRun(out, previous, log);
  if (fs.existsSync(out)) fs.renameSync(out, previous);

  const stop = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => stop.abort(signal);
  signals.on('SIGINT', onSignal);
  signals.on('SIGTERM', onSignal);
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
    await steps(step);
    if (stop.signal.aborted) throw stop.signal.reason;
  } catch (error) {
    fs.rmSync(out, { recursive: true, force: true });
    if (fs.existsSync(previous)) fs.renameSync(previous, out);
    const signal = stop.signal.aborted ? (stop.signal.reason as NodeJS.Signals) : null;
    const message = signal ? `${signal} で中断しました` : error instanceof Error ? error.message : String(error);
    throw new BuildError(message, current, signal);
  } finally {
    signals.off('SIGINT', onSignal);
    signals.off('SIGTERM', onSignal);
  }

  if (dest) {
    fs.rmSync(dest, { recursive: true, force: true });
    fs.mkdirSync(`${dest}/..`, { recursive: true });
    fs.renameSync(out, dest);
    if (fs.existsSync(previous)) fs.renameSync(previous, out);
  } else {
    fs.rmSync(previous, { recursive: true, force: true });
  }
}
