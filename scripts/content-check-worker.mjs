// The content check of `npm run build`, on a worker thread (scripts/build.mjs, "content check"): the build's own
// thread stays free to start next build the moment the type check has passed, instead of waiting behind a check
// that is synchronous from start to end.
//
// workerData: { rootDir, snapshot }. Checks the content under rootDir and, when it is valid, writes the content
// cache to `snapshot` (lib/content/context.ts, "content snapshot") for next build's worker and the build's own
// later steps. Answers { ok, lines }: the check's report, sent back rather than printed here, so that it appears
// between the build's "▶" and "✓" lines and not wherever a worker's output happens to land.
import { parentPort, workerData } from 'node:worker_threads';
import { runContentCheck } from './content-check.mjs';
import { requireTs } from './register-ts.mjs';

/** @type {{ stream: 'stdout' | 'stderr', text: string }[]} */
const lines = [];
const ok = runContentCheck({
  rootDir: workerData.rootDir,
  log: (text) => lines.push({ stream: 'stdout', text }),
  error: (text) => lines.push({ stream: 'stderr', text }),
});
if (ok) requireTs('lib/content/context.ts').writeContentSnapshot(workerData.snapshot);
parentPort?.postMessage({ ok, lines });
