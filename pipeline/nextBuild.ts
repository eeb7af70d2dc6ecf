/** `next build` as a child process; the build instant and the folder it exports to reach it and its render workers in its own environment only. */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface NextBuildInput {
  buildInstant: string;
  /** The build's staging folder (pipeline/atomic.ts); next.config.js makes it the export's `distDir`. */
  exportDir: string;
}

export function nextBuildEnv(root: string, { buildInstant, exportDir }: NextBuildInput, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  // Relative: Next joins distDir to the project folder.
  return { ...env, SITE_NOW: buildInstant, SITE_EXPORT_DIR: path.relative(root, exportDir) };
}

/** Runs `next build`; settles only once the child has exited, so nothing writes to the export after. @throws Error when it fails or is stopped. */
export function nextBuild(root: string, input: NextBuildInput, signal: AbortSignal): Promise<void> {
  const bin = createRequire(path.join(root, 'package.json')).resolve('next/dist/bin/next');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'build'], { cwd: root, stdio: 'inherit', env: nextBuildEnv(root, input) });
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
