// npm run bench:scale — build time and memory against the number of news articles, site vs baseline.
//
//   node bench/scale.mjs [--counts 100,1000,3000] [--repeat 3] [--keep]
//
// The site is copied to a temporary directory (node_modules hard-linked, the image cache .cache/ copied, so it is
// warm); N synthetic articles are added to the copy's content/news/ (the real content/ is never touched), and
// `npm run build` is timed. The baseline (bench/baseline) is copied too and given a getStaticPaths page over N data
// entries, so it exports the same number of HTML pages as the site did. Each side first builds untimed, so both
// start every timed build with a warm .next/cache and image cache; the site twice, so that its own caches are in the
// state a fan group's next build finds them: the type check's record in .cache/tsc/ (scripts/build.mjs, `tsc -b`)
// made with Next's generated .next/types/, which the copy does not have until its first next build, and the
// transpiled modules in .cache/register-ts/.
//
// The site generates its pages on every core (next.config.js `experimental.cpus`); the bare baseline keeps Next's
// default, one core fewer. When the two differ, a second copy of the baseline is built with the site's number of
// workers too, and the report gives the ratio both ways.
//
// Each side is built --repeat times at each count, the sides taking turns (site, baseline, baseline with the site's
// workers, then again), and the report gives each side's median wall time and the median of each memory figure,
// with all its runs beside them. One build of each side moved the ratio at 1,000 articles between 1.72× and 2.20× across
// one day's runs (the baseline alone between 2.6 and 3.7 s), so a single pair of builds cannot tell 1.9× from 2.1×.
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { spawn } from 'node:child_process';
import { BENCH, RESULTS, ROOT, copyRepo, fillMissingImages, linkNodeModules, machineInfo, walk, writeJson } from './lib.mjs';
import { BASELINE_ARTICLE_PAGE, baselineEntries, writeSyntheticNews } from './synthetic.mjs';

const { values: opts } = parseArgs({
  options: {
    counts: { type: 'string', default: '100,1000,3000' },
    repeat: { type: 'string', default: '3' },
    keep: { type: 'boolean', default: false },
    'placeholder-images': { type: 'boolean', default: false },
    /** Re-run only the baseline against the site results of an earlier run (a scale-*.json). */
    'reuse-site': { type: 'string' },
  },
});
const reused = opts['reuse-site'] ? JSON.parse(readFileSync(opts['reuse-site'], 'utf8')) : null;
const counts = reused ? reused.results.map((r) => r.synthetic) : opts.counts.split(',').map(Number);
const repeats = Number(opts.repeat);
if (!Number.isInteger(repeats) || repeats < 1) throw new Error(`--repeat must be a whole number of at least 1, not ${opts.repeat}`);
const log = (...a) => console.error('[bench:scale]', ...a);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** Resident memory (bytes) of `pid` and all its descendants, read from /proc. */
function treeRss(pid) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    try {
      const kb = Number(readFileSync(`/proc/${p}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
      total += kb * 1024;
    } catch {
      // gone
    }
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

/**
 * Runs a build under GNU time, sampling the memory of the whole process tree every 200 ms.
 * @returns {Promise<{seconds: number, peakTreeRss: number, maxProcessRss: number, code: number, output: string}>}
 */
function timedBuild(cmd, args, cwd) {
  return new Promise((resolvePromise, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn('/usr/bin/time', ['-v', cmd, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    let peak = 0;
    /** @type {number[]} */
    const loads = [];
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid));
      loads.push(loadavg()[0]);
    }, 200);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const maxKb = Number(output.match(/Maximum resident set size \(kbytes\): (\d+)/)?.[1] ?? 0);
      // CPU seconds of the build and its children: less sensitive than wall time to other work on the machine.
      const cpu = ['User', 'System'].reduce((sum, k) => sum + Number(output.match(new RegExp(`${k} time \\(seconds\\): ([\\d.]+)`))?.[1] ?? 0), 0);
      const meanLoad = loads.length ? loads.reduce((a, b) => a + b, 0) / loads.length : loadavg()[0];
      resolvePromise({ seconds, cpuSeconds: cpu, meanLoad, peakTreeRss: peak, maxProcessRss: maxKb * 1024, code, output });
    });
  });
}

const countHtml = (outDir) => walk(outDir).filter((f) => f.endsWith('.html') && !f.startsWith('_next/')).length;

// ---- The two temporary projects ------------------------------------------------------------------------------
const siteDir = join(tmpdir(), `bench-scale-site-${process.pid}`);
const baseDir = join(tmpdir(), `bench-scale-base-${process.pid}`);
/** The baseline given the site's number of page workers (made once that number is known). */
const baseSameDir = join(tmpdir(), `bench-scale-base-workers-${process.pid}`);
rmSync(siteDir, { recursive: true, force: true });
rmSync(baseDir, { recursive: true, force: true });
rmSync(baseSameDir, { recursive: true, force: true });
copyRepo(siteDir);
const placeholders = opts['placeholder-images'] ? await fillMissingImages(siteDir) : [];
if (placeholders.length) log(`drew ${placeholders.length} placeholder images missing from public/`);
const realNews = readdirSync(join(siteDir, 'content/news')).filter((f) => f.endsWith('.md'));
/** A copy of the baseline with the synthetic-article page; `cpus`: its number of page workers (Next's default if not given). */
function makeBaseline(dir, cpus) {
  mkdirSync(dir, { recursive: true });
  for (const name of ['next.config.js', 'pages', 'public']) cpSync(join(BENCH, 'baseline', name), join(dir, name), { recursive: true });
  if (cpus) writeFileSync(join(dir, 'next.config.js'), `${readFileSync(join(dir, 'next.config.js'), 'utf8')}\nmodule.exports.experimental = { cpus: ${cpus} };\n`);
  linkNodeModules(dir);
  mkdirSync(join(dir, 'pages/news'), { recursive: true });
  mkdirSync(join(dir, 'data'), { recursive: true });
  writeFileSync(join(dir, 'pages/news/[id].js'), BASELINE_ARTICLE_PAGE);
}
makeBaseline(baseDir);
/** Next's default number of page workers on this machine, as Next computes it (`experimental.cpus`). */
const NEXT_DEFAULT_WORKERS = createRequire(join(ROOT, 'package.json'))('next/dist/server/config-shared').defaultConfig.experimental.cpus;

function resetSiteNews() {
  for (const f of readdirSync(join(siteDir, 'content/news'))) if (f.includes('-bench-')) rmSync(join(siteDir, 'content/news', f));
}

/**
 * The phases `next build` reports ("Finished TypeScript in 9.1s", "Compiled successfully in 20s", "Generating
 * static pages … in 3.2s", "Exporting … in 1s"), in seconds, so fixed and per-page costs can be told apart.
 */
function phases(output) {
  const sec = (re) => {
    const m = output.match(re);
    if (!m) return null;
    return m[2] === 'ms' ? Number(m[1]) / 1000 : m[2] === 'min' ? Number(m[1]) * 60 : Number(m[1]);
  };
  return {
    typescript: sec(/Finished TypeScript in ([\d.]+)(ms|s|min)/),
    compile: sec(/Compiled successfully in ([\d.]+)(ms|s|min)/),
    generate: sec(/Generating static pages[^\n]*\) in ([\d.]+)(ms|s|min)/),
    export: sec(/Exporting[^\n]*\) in ([\d.]+)(ms|s|min)/),
    workers: Number(output.match(/Generating static pages using (\d+) worker/)?.[1] ?? NaN),
  };
}

const logDir = join(RESULTS, 'scale-logs');
mkdirSync(logDir, { recursive: true });

async function buildSite(label) {
  rmSync(join(siteDir, 'out'), { recursive: true, force: true });
  const r = await timedBuild('npm', ['run', 'build'], siteDir);
  writeFileSync(join(logDir, `site-${label.replace(/\W+/g, '_')}.log`), r.output);
  if (r.code !== 0) throw new Error(`site build (${label}) failed:\n${r.output.slice(-4000)}`);
  return { ...r, pages: countHtml(join(siteDir, 'out')), phases: phases(r.output) };
}

async function buildBaseline(pages, label, dir = baseDir) {
  // Besides the N entries the baseline exports index.html, 404.html and 404/index.html.
  writeFileSync(join(dir, 'data/news.json'), JSON.stringify(baselineEntries(Math.max(0, pages))));
  rmSync(join(dir, 'out'), { recursive: true, force: true });
  // The copy's own next (hard links): the root one would load a second React next to the copy's.
  const r = await timedBuild(join(dir, 'node_modules/.bin/next'), ['build'], dir);
  writeFileSync(join(logDir, `baseline${dir === baseDir ? '' : '-workers'}-${label.replace(/\W+/g, '_')}.log`), r.output);
  if (r.code !== 0) throw new Error(`baseline build (${label}) failed:\n${r.output.slice(-4000)}`);
  return { ...r, pages: countHtml(join(dir, 'out')), phases: phases(r.output) };
}

const mib = (b) => (b / 1024 / 1024).toFixed(0);

/** The median of some numbers (the lower middle one of an even number of them). */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/**
 * One side's builds at one count: the run with the median wall time, with the median of each memory figure (the
 * process tree is sampled every 200 ms, and its peak jumps: one run in three of the site at 3,000 articles read
 * 1,165 MiB, the other two 887 and 895), and every run's wall time and tree peak.
 * @template {{ seconds: number, peakTreeRss: number, maxProcessRss: number }} R
 * @param {R[]} runs
 * @returns {R & { runs: number[], treePeaks: number[] }}
 */
function summarise(runs) {
  return {
    ...runs.find((r) => r.seconds === median(runs.map((x) => x.seconds))),
    peakTreeRss: median(runs.map((r) => r.peakTreeRss)),
    maxProcessRss: median(runs.map((r) => r.maxProcessRss)),
    runs: runs.map((r) => r.seconds),
    treePeaks: runs.map((r) => r.peakTreeRss),
  };
}
const results = [];
/** The site's number of page workers when a baseline was also built with it, else null. */
let sameWorkers = null;
try {
  log(`warm-up builds (untimed): ${reused ? '' : `site with its ${realNews.length} real articles (twice), `}baseline with 1 entry…`);
  const siteWorkers = reused ? reused.results[0].site.phases?.workers : (await buildSite('warm-up'), (await buildSite('warm-up-2')).phases.workers);
  await buildBaseline(1, 'warm-up');
  if (siteWorkers && siteWorkers !== NEXT_DEFAULT_WORKERS) {
    log(`the site generates pages on ${siteWorkers} workers, Next's default here is ${NEXT_DEFAULT_WORKERS}: a second baseline with ${siteWorkers}…`);
    makeBaseline(baseSameDir, siteWorkers);
    await buildBaseline(1, 'warm-up', baseSameDir);
    sameWorkers = siteWorkers;
  }

  for (const n of counts) {
    const reusedSite = reused ? { ...reused.results.find((r) => r.synthetic === n).site, output: '', code: 0 } : null;
    if (reusedSite) log(`N = ${n}: site results reused from ${opts['reuse-site']}`);
    else {
      resetSiteNews();
      writeSyntheticNews(siteDir, n);
    }
    const siteRuns = [];
    const baseRuns = [];
    const sameRuns = [];
    for (let k = 1; k <= repeats; k += 1) {
      const label = repeats > 1 ? `N=${n} ${k}of${repeats}` : `N=${n}`;
      const of = repeats > 1 ? ` (${k}/${repeats})` : '';
      if (!reusedSite) {
        log(`N = ${n}: site build${of}…`);
        const site = await buildSite(label);
        log(`  site: ${site.seconds.toFixed(1)} s, ${site.pages} pages, peak ${mib(site.peakTreeRss)} MiB (tree)`);
        siteRuns.push(site);
      }
      const sitePages = reusedSite?.pages ?? siteRuns[0].pages;
      const basePagesWanted = sitePages - 3; // minus index, 404.html, 404/index.html of the baseline itself
      log(`N = ${n}: baseline build with ${basePagesWanted} data pages${of}…`);
      const base = await buildBaseline(basePagesWanted, label);
      log(`  baseline: ${base.seconds.toFixed(1)} s, ${base.pages} pages, peak ${mib(base.peakTreeRss)} MiB (tree)`);
      baseRuns.push(base);
      if (sameWorkers) {
        const same = await buildBaseline(basePagesWanted, label, baseSameDir);
        log(`  baseline with ${sameWorkers} workers: ${same.seconds.toFixed(1)} s, peak ${mib(same.peakTreeRss)} MiB (tree)`);
        sameRuns.push(same);
      }
    }
    const strip = ({ output, code, ...rest }) => (void output, void code, rest);
    const site = reusedSite ?? summarise(siteRuns);
    const articles = reused ? reused.results.find((r) => r.synthetic === n).articles : n + realNews.length;
    results.push({
      articles,
      synthetic: n,
      site: strip(site),
      baseline: strip(summarise(baseRuns)),
      ...(sameRuns.length ? { baselineSameWorkers: strip(summarise(sameRuns)) } : {}),
    });
  }
} finally {
  if (!opts.keep) {
    rmSync(siteDir, { recursive: true, force: true });
    rmSync(baseDir, { recursive: true, force: true });
    rmSync(baseSameDir, { recursive: true, force: true });
  } else log(`kept ${siteDir}, ${baseDir}${sameWorkers ? ` and ${baseSameDir}` : ''}`);
}

// ---- Report --------------------------------------------------------------------------------------------------
/** Least-squares line through (x, y): slope and intercept, and R² (1 = perfectly linear). */
function fit(points) {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p[0], 0) / n;
  const my = points.reduce((s, p) => s + p[1], 0) / n;
  const sxx = points.reduce((s, p) => s + (p[0] - mx) ** 2, 0);
  const sxy = points.reduce((s, p) => s + (p[0] - mx) * (p[1] - my), 0);
  const slope = sxx ? sxy / sxx : 0;
  const intercept = my - slope * mx;
  const ssTot = points.reduce((s, p) => s + (p[1] - my) ** 2, 0);
  const ssRes = points.reduce((s, p) => s + (p[1] - (slope * p[0] + intercept)) ** 2, 0);
  return { slope, intercept, r2: ssTot ? 1 - ssRes / ssTot : 1 };
}
const growth = (side) => ({
  timeMsPerPage: fit(results.map((r) => [r[side].pages, r[side].seconds * 1000])),
  cpuMsPerPage: fit(results.map((r) => [r[side].pages, r[side].cpuSeconds * 1000])),
  memMiBPer1000Pages: fit(results.map((r) => [r[side].pages / 1000, r[side].peakTreeRss / 1024 / 1024])),
});
const g = { site: growth('site'), baseline: growth('baseline'), ...(sameWorkers ? { baselineSameWorkers: growth('baselineSameWorkers') } : {}) };

/** One side's line in the report's growth list: time per page with its fixed cost, and memory per 1,000 pages. */
const growthLine = (label, gs) =>
  `- ${label}: ${gs.timeMsPerPage.slope.toFixed(1)} ms per page (R² ${gs.timeMsPerPage.r2.toFixed(3)}, fixed cost ${(gs.timeMsPerPage.intercept / 1000).toFixed(1)} s); memory ${gs.memMiBPer1000Pages.slope.toFixed(0)} MiB per 1,000 pages (R² ${gs.memMiBPer1000Pages.r2.toFixed(3)})`;

const machine = machineInfo();
const md = [
  '# Build scaling: site vs bare Next.js baseline',
  '',
  `${new Date().toISOString()} · Next ${machine.next} · Node ${machine.node} · ${machine.cpu} ×${machine.cores} · ${machine.memTotalMiB} MiB`,
  'Wall time of `npm run build` (site: next build + search index + image variants; baseline: next build) with a warm',
  '.next/cache and image cache; memory = peak resident memory of the whole process tree (sampled every 200 ms) and of',
  'the largest single process (GNU time); CPU = user + system seconds of the build and its children (less affected than',
  'wall time by other work on the machine; the load average during each build is shown). Both sides export the same',
  'number of HTML pages.',
  ...(repeats > 1
    ? [
        `Each side was built ${repeats} times at each count, the sides taking turns: the median wall time is shown (its run's CPU and`,
        'load beside it) and the median of each memory figure; every run is listed below the tables.',
      ]
    : []),
  ...(reused ? [`Site numbers reused from ${opts['reuse-site']} (${reused.machine ? 'same machine' : ''}); only the baseline was rebuilt in this run.`] : []),
  ...(placeholders.length ? [`**${placeholders.length} images missing from public/ were drawn as placeholders in the copy.**`] : []),
  '',
  '| Articles | HTML pages (site / base) | Site wall s | Base wall s | Wall ÷ | Site CPU s | Base CPU s | CPU ÷ | Site peak MiB (tree / max proc) | Base peak MiB (tree / max proc) | Load avg (site / base) |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...results.map((r) =>
    `| ${r.articles} (${r.synthetic} synthetic) | ${r.site.pages} / ${r.baseline.pages} | ${r.site.seconds.toFixed(1)} | ${r.baseline.seconds.toFixed(1)} | ${(r.site.seconds / r.baseline.seconds).toFixed(2)}× | ${r.site.cpuSeconds.toFixed(1)} | ${r.baseline.cpuSeconds.toFixed(1)} | ${(r.site.cpuSeconds / r.baseline.cpuSeconds).toFixed(2)}× | ${mib(r.site.peakTreeRss)} / ${mib(r.site.maxProcessRss)} | ${mib(r.baseline.peakTreeRss)} / ${mib(r.baseline.maxProcessRss)} | ${r.site.meanLoad.toFixed(1)} / ${r.baseline.meanLoad.toFixed(1)} |`,
  ),
  ...(sameWorkers
    ? [
        '',
        `The site generates pages on ${sameWorkers} workers (next.config.js \`experimental.cpus\`); the baseline above keeps Next's default, ${NEXT_DEFAULT_WORKERS}. The same baseline built with ${sameWorkers} workers, in the same run:`,
        '',
        '| Articles | Base wall s, default / same workers | Site ÷ base, default / same workers | Base peak MiB (tree), default / same workers |',
        '| --- | --- | --- | --- |',
        ...results.map((r) => {
          const same = r.baselineSameWorkers;
          return `| ${r.articles} | ${r.baseline.seconds.toFixed(1)} / ${same.seconds.toFixed(1)} | ${(r.site.seconds / r.baseline.seconds).toFixed(2)}× / ${(r.site.seconds / same.seconds).toFixed(2)}× | ${mib(r.baseline.peakTreeRss)} / ${mib(same.peakTreeRss)} |`;
        }),
      ]
    : []),
  ...(repeats > 1
    ? [
        '',
        'Every run, in the order they were built: wall time in s (peak memory of the process tree in MiB):',
        '',
        ...results.map((r) => {
          const list = (side) => side?.runs?.map((t, i) => `${t.toFixed(1)} (${mib(side.treePeaks[i])})`).join(', ') ?? '–';
          return `- ${r.articles} articles: site ${list(r.site)}; baseline ${list(r.baseline)}${r.baselineSameWorkers ? `; baseline with ${sameWorkers} workers ${list(r.baselineSameWorkers)}` : ''}`;
        }),
      ]
    : []),
  '',
  'Phases reported by `next build` (s: TypeScript / compile / generate pages / export; the site also runs the search',
  'index and image steps after it, included in its wall time):',
  '',
  ...results.map((r) => {
    const f = (p) => ['typescript', 'compile', 'generate', 'export'].map((k) => (p?.[k] == null ? '–' : p[k].toFixed(1))).join(' / ');
    return `- ${r.articles} articles: site ${f(r.site.phases)}; baseline ${f(r.baseline.phases)}`;
  }),
  '',
  `Growth (least squares over the runs above):`,
  '',
  `- CPU time: site ${g.site.cpuMsPerPage.slope.toFixed(1)} ms per page (R² ${g.site.cpuMsPerPage.r2.toFixed(3)}), baseline ${g.baseline.cpuMsPerPage.slope.toFixed(1)} ms per page (R² ${g.baseline.cpuMsPerPage.r2.toFixed(3)})`,
  growthLine('site', g.site),
  growthLine('baseline', g.baseline),
  ...(g.baselineSameWorkers ? [growthLine(`baseline with ${sameWorkers} workers`, g.baselineSameWorkers)] : []),
  '',
];
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
writeJson(join(RESULTS, `scale-${stamp}.json`), { machine, placeholders, repeats, results, growth: g });
writeJson(join(RESULTS, 'scale-latest.json'), { machine, placeholders, repeats, results, growth: g });
writeFileSync(join(RESULTS, `scale-${stamp}.md`), md.join('\n'));
writeFileSync(join(RESULTS, 'scale-latest.md'), md.join('\n'));
console.log(md.join('\n'));
