// Lighthouse (npm `lighthouse` 12) in Debian's Chromium: the mobile form factor with its default simulated
// throttling, one process and a fresh Chromium profile per run. The categories' scores, the audits that cost points,
// CLS and the LCP element are what the benchmark reads (bench/README.md).
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/browser.mjs';
import { ROOT, median, run } from './lib.mjs';

const CLI = join(ROOT, 'node_modules/lighthouse/cli/index.js');
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * One Lighthouse run of `url` (https:// from `serve()`; Chromium accepts its self-signed certificate and Lighthouse
 * then treats the page as secure). Writes the full report to `outputPath`.
 */
export async function lighthouseOnce(url, outputPath) {
  mkdirSync(dirname(outputPath), { recursive: true });
  const { code, output } = await run(
    process.execPath,
    [
      CLI,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outputPath}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${[...CHROMIUM_ARGS, '--ignore-certificate-errors'].join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, quiet: true },
  );
  if (code !== 0) throw new Error(`lighthouse exited with ${code} for ${url}:\n${output.slice(-2000)}`);
  const lhr = JSON.parse(readFileSync(outputPath, 'utf8'));
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  /** Per category, the audits that cost points (so a missing point can be explained). */
  const failing = {};
  for (const c of CATEGORIES) {
    failing[c] = lhr.categories[c].auditRefs
      .filter((ref) => c !== 'performance' || ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && !['informative', 'manual', 'notApplicable'].includes(a.scoreDisplayMode))
      .map((a) => a.id);
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? NaN) * 100)])),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    failing,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
  };
}

/** The medians of several runs, the audits that failed in any of them, and every run. */
export function medianOf(runs) {
  return {
    runs: runs.length,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])),
    cls: median(runs.map((r) => r.cls)),
    lcp: median(runs.map((r) => r.lcp)),
    failing: Object.fromEntries(CATEGORIES.map((c) => [c, [...new Set(runs.flatMap((r) => r.failing[c]))]])),
    lcpElement: runs[0]?.lcpElement ?? null,
    all: runs,
  };
}
