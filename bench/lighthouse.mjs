// Lighthouse (npm `lighthouse` 12.x) in Debian's Chromium, closed network: mobile form factor with its default
// simulated throttling (150 ms RTT, 1.6 Mbps, 4× CPU slowdown). Each run is a separate Lighthouse process with a
// fresh Chromium profile. Usage on its own:  node bench/lighthouse.mjs https://127.0.0.1:3193/ [runs]
//
// An https:// URL is loaded over HTTP/2 from `serve.mjs --tls`, whose certificate is a throwaway self-signed one:
// Chromium is told to accept it (--ignore-certificate-errors), which Lighthouse then treats as a secure page.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/browser.mjs';
import { ROOT, median, run } from './lib.mjs';

const CLI = join(ROOT, 'node_modules/lighthouse/cli/index.js');
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/**
 * One Lighthouse run; writes the full report to `outputPath` and returns the numbers the benchmark uses.
 * `applied`: DevTools throttling instead of Lantern's simulation. Chromium itself slows the network (562.5 ms RTT,
 * 1.4 Mbps) and the CPU (4×) while the page loads, and the metrics are what it observed. Slower to run and noisier,
 * but it shows what a change does to a real load, where the simulation only re-times the unthrottled trace.
 * @param {string} url @param {string} outputPath @param {{ applied?: boolean }} [options]
 */
export async function lighthouseOnce(url, outputPath, { applied = false } = {}) {
  mkdirSync(join(outputPath, '..'), { recursive: true });
  const chromeFlags = url.startsWith('https:') ? [...CHROMIUM_ARGS, '--ignore-certificate-errors'] : CHROMIUM_ARGS;
  const { code, output } = await run(
    process.execPath,
    [
      CLI,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outputPath}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      ...(applied ? ['--throttling-method=devtools'] : []),
      `--chrome-flags=${chromeFlags.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, quiet: true, label: 'lighthouse' },
  );
  if (code !== 0) throw new Error(`lighthouse exited with ${code} for ${url}:\n${output.slice(-2000)}`);
  return summarise(JSON.parse(readFileSync(outputPath, 'utf8')));
}

/** The numbers and the failing audits of a Lighthouse JSON report. */
export function summarise(lhr) {
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? null]));
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null]));
  /** Audits that cost points in a category (score < 1, weighted or not), so a missing point can be explained. */
  const failing = {};
  for (const c of CATEGORIES) {
    failing[c] = lhr.categories[c].auditRefs
      .filter((ref) => (c === 'performance' ? ref.weight > 0 : true))
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => a.id);
  }
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
  const lcpPhases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? null;
  return {
    ...metrics,
    scores,
    failing,
    lcpElement,
    lcpPhases,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    offMachineRequests: requests.map((r) => r.url).filter((u) => !/^https?:\/\/(?:127\.0\.0\.1|localhost)[:/]/.test(u) && !u.startsWith('data:')),
    /** HTTP/2 or HTTP/1.1: what the page's own requests went over (Lantern simulates connections per protocol). */
    protocol: requests[0]?.protocol ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/** Medians of several runs (metrics and scores), with every run kept. */
export function medianOf(runs) {
  const m = (pick) => median(runs.map(pick));
  return {
    runs: runs.length,
    fcp: m((r) => r.fcp),
    lcp: m((r) => r.lcp),
    tbt: m((r) => r.tbt),
    cls: m((r) => r.cls),
    si: m((r) => r.si),
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, m((r) => r.scores[c])])),
    failing: Object.fromEntries(CATEGORIES.map((c) => [c, [...new Set(runs.flatMap((r) => r.failing[c]))]])),
    lcpElement: runs[0]?.lcpElement ?? null,
    benchmarkIndex: m((r) => r.benchmarkIndex),
    protocol: runs[0]?.protocol ?? null,
    offMachineRequests: [...new Set(runs.flatMap((r) => r.offMachineRequests))],
    all: runs,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [url, runsArg = '1'] = process.argv.slice(2);
  if (!url) {
    console.error('usage: node bench/lighthouse.mjs <url> [runs]');
    process.exit(2);
  }
  const runs = [];
  for (let i = 0; i < Number(runsArg); i++) runs.push(await lighthouseOnce(url, `/tmp/lighthouse-${process.pid}-${i}.json`));
  const { all, ...summary } = medianOf(runs);
  void all;
  console.log(JSON.stringify(summary, null, 2));
}
