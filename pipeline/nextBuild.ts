/**
 * `next build`: the pages, exported into out/ (next.config.js `output: 'export'`). A child process, because that is
 * how Next runs; its output is shown as it comes. It inherits this process's environment (the NEXT_PUBLIC_* values and
 * content folder every step sees); the build instant reaches it, and the workers that render the pages, as `SITE_NOW`
 * in its own environment only (lib/content/context.ts reads it).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What next build takes from the steps before it. */
export interface NextBuildInput {
  /** The build instant (pipeline/now.ts). */
  buildInstant: string;
}

/** The child's environment: this process's, with the values of the steps before it. */
export function nextBuildEnv({ buildInstant }: NextBuildInput, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, SITE_NOW: buildInstant };
}

/**
 * The build step: runs `next build` in `root` and resolves when it has exited successfully.
 * @param signal stops the child (Ctrl+C); the promise settles only once it has exited, so nothing writes to out/ after
 * @throws Error when it exits with an error (its own output above says why) or is stopped
 */
export function nextBuild(root: string, input: NextBuildInput, signal: AbortSignal): Promise<void> {
  const bin = createRequire(path.join(root, 'package.json')).resolve('next/dist/bin/next');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'build'], { cwd: root, stdio: 'inherit', env: nextBuildEnv(input) });
    const stop = () => child.kill('SIGTERM');
    signal.addEventListener('abort', stop, { once: true });
    child.on('error', reject);
    child.on('close', (code, killedBy) => {
      signal.removeEventListener('abort', stop);
      if (code === 0) resolve();
      else reject(new Error(killedBy ? `next build が止められました（${killedBy}）` : `next build が失敗しました（終了コード ${code}、理由は上の出力にあります）`));
    });
  });
}
