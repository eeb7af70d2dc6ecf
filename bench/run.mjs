// npm run bench — the site against a bare Next.js baseline, same machine, same run, same throttling.
// See bench/README.md for what is measured and how to read it.
//
//   node bench/run.mjs [--runs 3] [--site-out DIR] [--skip-baseline-build] [--routes /,/news/] [--dpr 2]
//                      [--per-route 3] [--no-lighthouse] [--lighthouse-http1] [--applied] [--keep] [--placeholder-images]
//                      [--max-busy 0.3] [--quiet-timeout 30]
import { rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { lighthouseOnce, medianOf } from './lighthouse.mjs';
import { BENCH, BENCH_SENTRY_DSN, PORTS, RESULTS, ROOT, copyRepo, fillMissingImages, machineInfo, run, serve, median, startSentrySink, waitForQuietCpu, writeJson } from './lib.mjs';
import { listPages, networkCost, staticCost } from './measure.mjs';

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'site-out': { type: 'string' },
    'skip-baseline-build': { type: 'boolean', default: false },
    routes: { type: 'string' },
    dpr: { type: 'string', default: '2' },
    'per-route': { type: 'string', default: '3' },
    'no-lighthouse': { type: 'boolean', default: false },
    'lighthouse-http1': { type: 'boolean', default: false },
    applied: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'placeholder-images': { type: 'boolean', default: false },
    'max-busy': { type: 'string', default: '0.3' },
    'quiet-timeout': { type: 'string', default: '30' },
  },
});

/** The issue's targets. Ratios are against the baseline measured in the same run. */
export const TARGETS = {
  jsRatio: 1.35,
  bytesRatio: 1.5,
  lcpMs: 1500,
  cls: 0,
  tbtOverBaselineMs: 50,
  performance: 0.98,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
};

const BASELINE_DIR = join(BENCH, 'baseline');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const log = (...a) => console.error('[bench]', ...a);
const started = new Date();

// ---- 1. Builds ------------------------------------------------------------------------------------------------
if (!opts['skip-baseline-build']) {
  log('building the baseline (bench/baseline → bench/baseline/out)…');
  rmSync(join(BASELINE_DIR, 'out'), { recursive: true, force: true });
  const { code } = await run(join(ROOT, 'node_modules/.bin/next'), ['build', BASELINE_DIR], { cwd: ROOT, env, label: 'baseline', quiet: true });
  if (code !== 0) throw new Error('baseline build failed');
}
const baselineOut = join(BASELINE_DIR, 'out');

let siteOut = opts['site-out'] ? resolve(opts['site-out']) : null;
let copy = null;
/** @type {string[]} */
let placeholders = [];
if (!siteOut) {
  // A snapshot copy, so the shared .next/ and out/ are untouched and Sentry can be built in with a local DSN.
  copy = join(tmpdir(), `bench-site-${process.pid}`);
  log(`copying the site to ${copy} and building it with Sentry enabled (DSN → local sink)…`);
  rmSync(copy, { recursive: true, force: true });
  copyRepo(copy);
  if (opts['placeholder-images']) placeholders = await fillMissingImages(copy);
  if (placeholders.length) log(`drew ${placeholders.length} placeholder images missing from public/`);
  const { code, output } = await run('npm', ['run', 'build'], {
    cwd: copy,
    env: { ...env, NEXT_PUBLIC_SENTRY_DSN: BENCH_SENTRY_DSN },
    label: 'site',
    quiet: true,
  });
  if (code !== 0) throw new Error(`site build failed:\n${output.slice(-4000)}`);
  siteOut = join(copy, 'out');
}

// ---- 2. Pages and what their HTML loads ------------------------------------------------------------------------
const onlyRoutes = opts.routes?.split(',').map((r) => r.trim());
const sitePages = listPages(siteOut).filter((p) => !onlyRoutes || onlyRoutes.includes(p.page) || onlyRoutes.includes(p.path));
const baselinePages = listPages(baselineOut).filter((p) => p.page === '/');
if (sitePages.length === 0) throw new Error(`no pages found in ${siteOut}`);

/** @type {Map<string, {page: string, urls: any[]}>} */
const routes = new Map();
for (const p of sitePages) {
  const cost = staticCost(siteOut, p.file);
  if (!routes.has(p.page)) routes.set(p.page, { page: p.page, urls: [] });
  routes.get(p.page).urls.push({ ...p, static: cost });
}
const baseline = { page: '/', label: 'baseline', urls: baselinePages.map((p) => ({ ...p, static: staticCost(baselineOut, p.file) })) };

// ---- 3. Network at 390 px and Lighthouse -----------------------------------------------------------------------
const sink = await startSentrySink();
// HTTPS + HTTP/2, as every CDN in docs/deploy.md serves, for the bytes and for Lighthouse; HTTP/1.1 beside it for the
// bytes, and for Lighthouse with --lighthouse-http1. Both sides always go over the same protocol.
const siteServer = await serve(siteOut, PORTS.site);
const baseServer = await serve(baselineOut, PORTS.baseline);
const siteTls = await serve(siteOut, PORTS.siteTls, { tls: true });
const baseTls = await serve(baselineOut, PORTS.baselineTls, { tls: true });
const dpr = Number(opts.dpr);
const perRoute = Number(opts['per-route']);
/** Bytes over HTTP/2 (the figure the target is checked on) and, for comparison, over HTTP/1.1. */
async function bytesOf(path, h2Server, h1Server) {
  const network = await networkCost(new URL(path, h2Server.url).href, { deviceScaleFactor: dpr });
  const h1 = await networkCost(new URL(path, h1Server.url).href, { deviceScaleFactor: dpr });
  return { ...network, bytesHttp1: h1.bytes };
}
/** @type {{path: string, untraced: number, traced: number} | null} */
let tracedVisit = null;
try {
  log(`network cost at 390×844 (DPR ${dpr}), cold profile, untraced visits…`);
  baseline.urls[0].network = await bytesOf('/', baseTls, baseServer);
  for (const route of routes.values()) {
    // Dynamic routes: the pages with the most HTML (the longest articles) stand for the rest.
    const chosen = [...route.urls].sort((a, b) => b.static.htmlGzip - a.static.htmlGzip).slice(0, perRoute);
    for (const u of chosen) {
      u.network = await bytesOf(u.path, siteTls, siteServer);
      log(`  ${u.path}: ${(u.network.bytes / 1024).toFixed(1)} kB (HTTP/1.1 ${(u.network.bytesHttp1 / 1024).toFixed(1)} kB), ${u.network.requests} requests`);
    }
  }
  // What the 1 visit in 10 that Sentry traces adds (the SDK on idle, its page-load trace and session).
  // /404 when it was measured; with --routes, the first page that was (a dynamic route's urls[0] need not be one).
  const measured = [...routes.values()].flatMap((route) => route.urls).filter((u) => u.network);
  const probe = measured.find((u) => routes.get('/404')?.urls.includes(u)) ?? measured[0];
  const traced = await networkCost(new URL(probe.path, siteTls.url).href, { deviceScaleFactor: dpr, traced: true });
  tracedVisit = { path: probe.path, untraced: probe.network.bytes, traced: traced.bytes };

  if (!opts['no-lighthouse']) {
    const runs = Number(opts.runs);
    const stamp = started.toISOString().replace(/[:.]/g, '-');
    /** Lighthouse targets: the baseline and, per route, its heaviest measured page. */
    const [lhSite, lhBase] = opts['lighthouse-http1'] ? [siteServer, baseServer] : [siteTls, baseTls];
    const targets = [
      { key: 'baseline', url: new URL('/', lhBase.url).href, holder: baseline },
      ...[...routes.values()].map((route) => {
        const heaviest = route.urls.filter((u) => u.network).sort((a, b) => b.network.bytes - a.network.bytes)[0];
        return { key: route.page, url: new URL(heaviest.path, lhSite.url).href, holder: route };
      }),
    ];
    // The targets are checked on Lantern's simulation (the issue's "Lighthouse mobile"). With --applied, a second
    // pass under DevTools throttling: what the same loads observe when Chromium is really slowed down.
    const passes = [{ key: 'lighthouse', applied: false }, ...(opts.applied ? [{ key: 'lighthouseApplied', applied: true }] : [])];
    for (const pass of passes) {
      const collected = new Map(targets.map((t) => [t.key, []]));
      // Interleaved (baseline, every route, baseline, …) so drift in machine load hits both sides alike.
      for (let i = 0; i < runs; i++) {
        for (const t of targets) {
          // Simulated throttling scales the CPU time Chromium really used, so a build running beside it would
          // inflate TBT: wait for a quiet machine, and record how busy it was.
          const busy = await waitForQuietCpu({ maxBusy: Number(opts['max-busy']), timeoutMs: Number(opts['quiet-timeout']) * 1000 });
          const load = loadavg()[0];
          // Lighthouse sometimes fails to record a trace (NO_NAVSTART …): try again rather than lose the run.
          let result = null;
          for (let attempt = 1; attempt <= 3 && !result; attempt++) {
            try {
              const file = `${pass.applied ? 'applied-' : ''}${t.key.replace(/\W+/g, '_') || 'root'}-${i + 1}.json`;
              result = await lighthouseOnce(t.url, join(RESULTS, 'lighthouse', stamp, file), { applied: pass.applied });
            } catch (error) {
              log(`  lighthouse attempt ${attempt} failed for ${t.url}: ${String(error).split('\n').slice(0, 3).join(' ')}`);
            }
          }
          if (!result) continue;
          collected.get(t.key).push({ ...result, loadavg: load, cpuBusyBefore: busy });
          log(`  lighthouse${pass.applied ? ' (applied)' : ''} ${i + 1}/${runs} ${t.url}: LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, perf ${result.scores.performance} (CPU ${Math.round(busy * 100)}% busy before, load ${load.toFixed(2)})`);
        }
      }
      for (const t of targets) {
        if (collected.get(t.key).length === 0) continue; // every attempt failed: the table shows dashes
        t.holder[pass.key] = { url: t.url.replace(/^https?:\/\/[^/]+/, ''), ...medianOf(collected.get(t.key)) };
      }
    }
  }
} finally {
  await siteServer.close();
  await baseServer.close();
  await siteTls.close();
  await baseTls.close();
  await sink.close();
  if (copy && !opts.keep) rmSync(copy, { recursive: true, force: true });
}

// ---- 4. Report -------------------------------------------------------------------------------------------------
const kb = (n) => (n == null || !Number.isFinite(n) ? '–' : (n / 1024).toFixed(1));
const ms = (n) => (n == null ? '–' : String(Math.round(n)));
const ratio = (a, b) => (a == null || !b ? null : a / b);
const fmtRatio = (r) => (r == null ? '–' : `${r.toFixed(2)}×`);
const score = (s) => (s == null ? '–' : String(Math.round(s * 100)));
const maxOf = (urls, pick) => Math.max(...urls.map(pick).filter((v) => v != null && Number.isFinite(v)));

function rowOf(route) {
  const measured = route.urls.filter((u) => u.network);
  const js = maxOf(route.urls, (u) => u.static.jsGzip);
  const css = maxOf(route.urls, (u) => u.static.cssGzip);
  const bytes = maxOf(measured, (u) => u.network.bytes);
  const bytesAtLoad = maxOf(measured, (u) => u.network.bytesAtLoad);
  const bytesHttp1 = maxOf(measured, (u) => u.network.bytesHttp1);
  const requests = maxOf(measured, (u) => u.network.requests);
  const fonts = [...new Set(measured.flatMap((u) => u.network.fonts))];
  return {
    route: route.page,
    pages: route.urls.length,
    measuredPages: measured.length,
    jsGzip: js,
    cssGzip: css,
    bytes,
    bytesAtLoad,
    bytesHttp1,
    requests,
    fonts,
    belowFoldImageBytes: maxOf(measured, (u) => u.network.belowFoldImageBytes),
    offMachine: [...new Set(measured.flatMap((u) => u.network.offMachine))],
    failedRequests: [...new Set(measured.flatMap((u) => u.network.failed))],
    consoleErrors: [...new Set(measured.flatMap((u) => u.network.errors))],
    lighthouse: route.lighthouse ?? null,
    lighthouseApplied: route.lighthouseApplied ?? null,
  };
}

const base = rowOf(baseline);
const rows = [...routes.values()].map(rowOf);
for (const r of rows) {
  r.jsRatio = ratio(r.jsGzip, base.jsGzip);
  r.bytesRatio = ratio(r.bytes, base.bytes);
  r.bytesHttp1Ratio = ratio(r.bytesHttp1, base.bytesHttp1);
  const lh = r.lighthouse;
  const checks = {
    [`JS ≤ ${TARGETS.jsRatio}×`]: r.jsRatio <= TARGETS.jsRatio,
    [`bytes ≤ ${TARGETS.bytesRatio}×`]: r.bytesRatio <= TARGETS.bytesRatio,
    'no web font': r.fonts.length === 0,
  };
  if (lh) {
    Object.assign(checks, {
      [`LCP ≤ ${TARGETS.lcpMs} ms`]: lh.lcp <= TARGETS.lcpMs,
      'CLS 0': Math.round(lh.cls * 1000) === 0,
      'TBT ≤ base + 50': base.lighthouse ? lh.tbt <= base.lighthouse.tbt + TARGETS.tbtOverBaselineMs : null,
      'perf ≥ 98': lh.scores.performance >= TARGETS.performance,
      'a11y 100': lh.scores.accessibility >= 1,
      'BP 100': lh.scores['best-practices'] >= 1,
      'SEO 100': lh.scores.seo >= 1,
    });
  }
  r.checks = checks;
  r.missed = Object.entries(checks).filter(([, ok]) => ok === false).map(([k]) => k);
}

const machine = machineInfo();
const header = [
  'Route', 'Pages', 'First-load JS gz kB', '× base', 'CSS gz kB', 'Bytes @390 kB', '× base', 'at load kB', 'HTTP/1.1 kB', '× base', 'Req',
  'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'Perf', 'A11y', 'BP', 'SEO', 'Missed targets',
];
const line = (cells) => `| ${cells.join(' | ')} |`;
const lhCells = (lh) =>
  lh
    ? [ms(lh.fcp), ms(lh.lcp), ms(lh.tbt), lh.cls.toFixed(3), score(lh.scores.performance), score(lh.scores.accessibility), score(lh.scores['best-practices']), score(lh.scores.seo)]
    : Array(8).fill('–');
const md = [
  `# Benchmark: site vs bare Next.js baseline`,
  '',
  `${started.toISOString()} · Next ${machine.next} · Node ${machine.node} · ${machine.chromium} · ${machine.cpu} ×${machine.cores} · ${machine.memTotalMiB} MiB`,
  `Lighthouse 12 mobile, default simulated throttling, ${opts['no-lighthouse'] ? 'not run' : `${opts.runs} runs, medians, over ${base.lighthouse?.protocol ?? '–'} on both sides`}; median benchmarkIndex ` +
    `${base.lighthouse?.benchmarkIndex ?? '–'} (baseline). Bytes: cold load in Chromium at 390×844, DPR ${dpr}, until the network is quiet for 3 s, ` +
    `images drawn below the fold not counted, over HTTPS + HTTP/2 as from a CDN (HTTP/1.1, where every response repeats every header, alongside), ` +
    `an untraced visit (Sentry traces 1 in 10). JS/CSS: gzip -9 of what each HTML file loads. Dynamic routes: worst of up to ${perRoute} pages.`,
  '',
  line(header),
  line(header.map(() => '---')),
  line(['**baseline**', base.pages, kb(base.jsGzip), '1.00×', kb(base.cssGzip), kb(base.bytes), '1.00×', kb(base.bytesAtLoad), kb(base.bytesHttp1), '1.00×', base.requests, ...lhCells(base.lighthouse), '']),
  ...rows.map((r) =>
    line([`\`${r.route}\``, r.pages, kb(r.jsGzip), fmtRatio(r.jsRatio), kb(r.cssGzip), kb(r.bytes), fmtRatio(r.bytesRatio), kb(r.bytesAtLoad), kb(r.bytesHttp1), fmtRatio(r.bytesHttp1Ratio), r.requests, ...lhCells(r.lighthouse), r.missed.join(', ') || '✓']),
  ),
  '',
];
if (base.lighthouseApplied || rows.some((r) => r.lighthouseApplied)) {
  const appliedHeader = ['Route', 'FCP ms', '× base', 'LCP ms', '× base', 'TBT ms', '± base', 'CLS'];
  const appliedCells = (r) => {
    const a = r.lighthouseApplied;
    const b = base.lighthouseApplied;
    if (!a) return Array(7).fill('–');
    return [ms(a.fcp), fmtRatio(ratio(a.fcp, b?.fcp)), ms(a.lcp), fmtRatio(ratio(a.lcp, b?.lcp)), ms(a.tbt), b ? `${a.tbt - b.tbt >= 0 ? '+' : ''}${ms(a.tbt - b.tbt)}` : '–', a.cls.toFixed(3)];
  };
  md.push(
    `Applied throttling (\`--applied\`): the same pages, ${opts.runs} run${opts.runs === '1' ? '' : 's'}, medians, with Lighthouse's DevTools throttling, where Chromium ` +
      'itself slows the network (562.5 ms RTT, 1.4 Mbps) and the CPU (4×) during the load, and the metrics are observed rather than ' +
      "simulated. The targets above are checked on the simulation; this table is for telling a change in the model's " +
      'reading of the trace from a change in the load.',
    '',
    line(appliedHeader),
    line(appliedHeader.map(() => '---')),
    line(['**baseline**', ...appliedCells(base)]),
    ...rows.map((r) => line([`\`${r.route}\``, ...appliedCells(r)])),
    '',
  );
}
const notes = [];
for (const r of [{ ...base, route: 'baseline' }, ...rows]) {
  const lh = r.lighthouse;
  const failing = lh ? Object.entries(lh.failing).filter(([, ids]) => ids.length).map(([c, ids]) => `${c}: ${ids.join(', ')}`) : [];
  const bits = [
    failing.length ? `audits below 100: ${failing.join('; ')}` : '',
    lh?.lcpElement ? `LCP element \`${lh.lcpElement.slice(0, 90)}\`` : '',
    r.fonts.length ? `fonts: ${r.fonts.join(', ')}` : '',
    r.failedRequests.length ? `failed requests: ${r.failedRequests.join(', ')}` : '',
    r.offMachine.length || lh?.offMachineRequests.length ? `OFF-MACHINE requests: ${[...r.offMachine, ...(lh?.offMachineRequests ?? [])].join(', ')}` : '',
  ].filter(Boolean);
  if (bits.length) notes.push(`- \`${r.route}\`${lh ? ` (${lh.url})` : ''}: ${bits.join(' · ')}`);
}
if (notes.length) md.push('Details:', '', ...notes, '');
if (placeholders.length) md.push(`**${placeholders.length} images missing from public/ were drawn as placeholders in the build copy: image bytes and LCP are not the real ones.**`, '');
const busyRuns = [base, ...rows]
  .flatMap((r) => [...(r.lighthouse?.all ?? []), ...(r.lighthouseApplied?.all ?? [])])
  .map((r) => r.cpuBusyBefore)
  .filter((b) => b != null);
if (busyRuns.length) md.push(`CPU busy before Lighthouse runs (other processes): median ${Math.round(median(busyRuns) * 100)}%, max ${Math.round(Math.max(...busyRuns) * 100)}%.`, '');
if (tracedVisit) {
  md.push(`A traced visit (1 in 10, lib/sentrySampling.ts) of \`${tracedVisit.path}\` moves ${kb(tracedVisit.traced)} kB instead of ${kb(tracedVisit.untraced)} kB (+${kb(tracedVisit.traced - tracedVisit.untraced)} kB: the Sentry SDK on idle and what it sends).`, '');
}
md.push(`Sentry sink received ${sink.received()} envelope(s) during the run.`, '');

const report = { date: started.toISOString(), machine, options: opts, tracedVisit, placeholders, targets: TARGETS, baseline: { ...base, urls: baseline.urls }, routes: rows, detail: [...routes.values()] };
const stamp = started.toISOString().replace(/[:.]/g, '-');
writeJson(join(RESULTS, `bench-${stamp}.json`), report);
writeJson(join(RESULTS, 'latest.json'), report);
writeFileSync(join(RESULTS, `bench-${stamp}.md`), md.join('\n'));
writeFileSync(join(RESULTS, 'latest.md'), md.join('\n'));
console.log(md.join('\n'));
log(`written: bench/results/bench-${stamp}.md and .json (and latest.*)`);
