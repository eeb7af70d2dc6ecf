// npm run bench:scale — build time and memory against the number of news articles, site vs baseline
// (bench/README.md).
//
//   node bench/scale.mjs [--counts 100,1000,3000] [--repeat 3] [--keep]
//
// The site is copied to /tmp (node_modules hard-linked, the image cache copied, so it is warm) and N synthetic
// articles are added to the copy's content/news/ (the real content/ is never touched); the baseline is copied too
// and given a getStaticPaths page over plain data entries, as many as make it export the same number of HTML pages.
// Each side builds once untimed, so every timed build starts with a warm .next/cache, as a fan group's second
// build does; then the sides take turns, --repeat times at each count, and the report gives medians.
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BASELINE, BUILD_ENV, copyRepo, linkNodeModules, median, reportHead, table, times, walk, writeReport } from './lib.mjs';
import { BASELINE_ARTICLE_PAGE, baselineEntries, writeSyntheticNews } from './synthetic.mjs';

const { values: opts } = parseArgs({
  options: {
    counts: { type: 'string', default: '100,1000,3000' },
    repeat: { type: 'string', default: '3' },
    keep: { type: 'boolean', default: false },
  },
});
const counts = opts.counts.split(',').map(Number);
const repeats = Number(opts.repeat);
if (counts.some((n) => !Number.isInteger(n) || n < 0)) throw new Error(`--counts takes whole numbers, not ${opts.counts}`);
if (!Number.isInteger(repeats) || repeats < 1) throw new Error(`--repeat must be a whole number of at least 1, not ${opts.repeat}`);

/** Issue 26's targets: the build at 1,000 articles against the baseline's, and how time and memory grow. */
const TARGETS = { ratioAt1000: 3, minR2: 0.98, memGrowthOverBaselineMiBPer1000: 20 };

const log = (...a) => console.error('[bench:scale]', ...a);
const started = new Date();
const mib = (bytes) => bytes / 1024 / 1024;

/** Resident memory (bytes) of `pid` and all its descendants, read from /proc. */
function treeRss(pid) {
  const children = new Map();
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  for (const stack = [pid]; stack.length; ) {
    const p = stack.pop();
    try {
      total += Number(readFileSync(`/proc/${p}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) * 1024;
    } catch {
      // gone
    }
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

/**
 * Runs a build under GNU time (its CPU seconds and the largest single process's peak memory) while sampling the
 * memory of the whole process tree every 200 ms; fails with the end of its output if the build fails.
 */
function timedBuild(label, cmd, args, cwd) {
  return new Promise((resolvePromise, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn('/usr/bin/time', ['-v', cmd, ...args], { cwd, env: BUILD_ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    let peakTree = 0;
    const timer = setInterval(() => (peakTree = Math.max(peakTree, treeRss(child.pid))), 200);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      if (code !== 0) return reject(new Error(`${label} build failed:\n${output.slice(-4000)}`));
      const gnu = (re) => Number(output.match(re)?.[1] ?? NaN);
      resolvePromise({
        seconds: Number(process.hrtime.bigint() - start) / 1e9,
        cpuSeconds: gnu(/User time \(seconds\): ([\d.]+)/) + gnu(/System time \(seconds\): ([\d.]+)/),
        maxProcessRss: gnu(/Maximum resident set size \(kbytes\): (\d+)/) * 1024,
        peakTreeRss: peakTree,
        pages: walk(join(cwd, 'out')).filter((f) => f.endsWith('.html') && !f.startsWith('_next/')).length,
      });
    });
  });
}

// ---- The two temporary projects -------------------------------------------------------------------------------
const siteDir = join(tmpdir(), `bench-scale-site-${process.pid}`);
const baseDir = join(tmpdir(), `bench-scale-base-${process.pid}`);
for (const dir of [siteDir, baseDir]) rmSync(dir, { recursive: true, force: true });
copyRepo(siteDir);
for (const name of ['next.config.js', 'pages', 'public']) cpSync(join(BASELINE, name), join(baseDir, name), { recursive: true });
// Below news/, like the site's articles (at the top, entry 404 would collide with the 404 page).
for (const dir of ['data', 'pages/news']) mkdirSync(join(baseDir, dir), { recursive: true });
writeFileSync(join(baseDir, 'pages/news/[id].js'), BASELINE_ARTICLE_PAGE);
linkNodeModules(baseDir);
const realArticles = readdirSync(join(siteDir, 'content/news')).filter((f) => f.endsWith('.md')).length;

const buildSite = (label) => timedBuild(`site (${label})`, 'npm', ['run', 'build'], siteDir);
/** Builds the baseline with `entries` data pages beside its own index and 404 pages. */
function buildBaseline(entries, label) {
  writeFileSync(join(baseDir, 'data/news.json'), JSON.stringify(baselineEntries(entries)));
  // The copy's own next (hard links): the repository's would load a second React beside the copy's.
  return timedBuild(`baseline (${label})`, join(baseDir, 'node_modules/.bin/next'), ['build'], baseDir);
}

const results = [];
try {
  log('warm-up builds (untimed): the site with its own articles, the baseline with one entry…');
  const { pages: basePages } = await buildBaseline(1, 'warm-up');
  const baseOwnPages = basePages - 1; // its index and 404 pages
  await buildSite('warm-up');
  for (const n of counts) {
    for (const f of readdirSync(join(siteDir, 'content/news')).filter((f) => f.includes('-bench-'))) rmSync(join(siteDir, 'content/news', f));
    writeSyntheticNews(siteDir, n);
    const site = [];
    const base = [];
    for (let k = 1; k <= repeats; k++) {
      const label = `${n} articles, ${k}/${repeats}`;
      site.push(await buildSite(label));
      base.push(await buildBaseline(site[0].pages - baseOwnPages, label));
      log(`${label}: site ${site.at(-1).seconds.toFixed(1)} s (${site.at(-1).pages} pages), baseline ${base.at(-1).seconds.toFixed(1)} s (${base.at(-1).pages} pages)`);
    }
    results.push({ synthetic: n, articles: n + realArticles, site, base });
  }
} finally {
  if (opts.keep) log(`kept ${siteDir} and ${baseDir}`);
  else for (const dir of [siteDir, baseDir]) rmSync(dir, { recursive: true, force: true });
}

// ---- Report ---------------------------------------------------------------------------------------------------
/** The median of each figure of one side's builds at one count, and every wall time. */
const summary = (builds) => ({
  pages: builds[0].pages,
  ...Object.fromEntries(['seconds', 'cpuSeconds', 'maxProcessRss', 'peakTreeRss'].map((k) => [k, median(builds.map((b) => b[k]))])),
  all: builds.map((b) => b.seconds),
});
for (const r of results) Object.assign(r, { siteMedian: summary(r.site), baseMedian: summary(r.base) });

/** Least-squares line through [x, y] points: slope, intercept and R² (1 = perfectly linear). */
function fit(points) {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p[0], 0) / n;
  const my = points.reduce((s, p) => s + p[1], 0) / n;
  const sxx = points.reduce((s, p) => s + (p[0] - mx) ** 2, 0);
  const slope = sxx ? points.reduce((s, p) => s + (p[0] - mx) * (p[1] - my), 0) / sxx : 0;
  const ssTot = points.reduce((s, p) => s + (p[1] - my) ** 2, 0);
  const ssRes = points.reduce((s, p) => s + (p[1] - (slope * p[0] + my - slope * mx)) ** 2, 0);
  return { slope, intercept: my - slope * mx, r2: ssTot ? 1 - ssRes / ssTot : 1 };
}
const growth = (side) => ({
  msPerPage: fit(results.map((r) => [r[side].pages, r[side].seconds * 1000])),
  processMiBPer1000Pages: fit(results.map((r) => [r[side].pages / 1000, mib(r[side].maxProcessRss)])),
  treeMiBPer1000Pages: fit(results.map((r) => [r[side].pages / 1000, mib(r[side].peakTreeRss)])),
});
const g = { site: growth('siteMedian'), baseline: growth('baseMedian') };

const at1000 = results.find((r) => r.synthetic === 1000);
const ratio1000 = at1000 && at1000.siteMedian.seconds / at1000.baseMedian.seconds;
const memLimit = g.baseline.processMiBPer1000Pages.slope + TARGETS.memGrowthOverBaselineMiBPer1000;
const enough = results.length >= 3;
const ok = (met, measured = true) => (!measured ? 'not measured' : met ? 'met' : '**missed**');
const f1 = (n) => n.toFixed(1);
const growthLine = (label, s) =>
  `- ${label}: ${f1(s.msPerPage.slope)} ms per page (R² ${s.msPerPage.r2.toFixed(3)}, fixed ${f1(s.msPerPage.intercept / 1000)} s); memory per 1,000 pages: largest process ${s.processMiBPer1000Pages.slope >= 0 ? '+' : ''}${s.processMiBPer1000Pages.slope.toFixed(0)} MiB, process tree ${s.treeMiBPer1000Pages.slope >= 0 ? '+' : ''}${s.treeMiBPer1000Pages.slope.toFixed(0)} MiB`;

const md = [
  ...reportHead('Build scaling: site vs bare Next.js baseline', started, [
    [`≤ ${TARGETS.ratioAt1000}× the baseline at 1,000 articles`, at1000 ? `${ratio1000.toFixed(2)}× (${f1(at1000.siteMedian.seconds)} s against ${f1(at1000.baseMedian.seconds)} s)` : '–', ok(ratio1000 <= TARGETS.ratioAt1000, !!at1000)],
    [`Linear: R² ≥ ${TARGETS.minR2} of wall time against pages`, enough ? g.site.msPerPage.r2.toFixed(3) : '–', ok(g.site.msPerPage.r2 >= TARGETS.minR2, enough)],
    [`Memory flat: the largest process grows ≤ the baseline's + ${TARGETS.memGrowthOverBaselineMiBPer1000} MiB per 1,000 pages`, enough ? `${g.site.processMiBPer1000Pages.slope.toFixed(0)} MiB (limit ${memLimit.toFixed(0)})` : '–', ok(g.site.processMiBPer1000Pages.slope <= memLimit, enough)],
  ]),
  `\`npm run build\` of the site (every step) against \`next build\` of the baseline, exporting the same number of HTML pages, warm .next/cache and image cache; ${repeats} build(s) of each side per count, taking turns, medians. CPU: user + system seconds of the build and its children. Memory: the peak of the largest single process (GNU time) and of the whole process tree (sampled every 200 ms).${enough ? '' : ' Linearity and memory growth need three counts or more.'}`,
  '',
  ...table(
    ['Articles', 'HTML pages', 'Site s', 'Base s', 'Site ÷ base', 'Site CPU s', 'Base CPU s', 'Site MiB (process / tree)', 'Base MiB (process / tree)', 'Every build, site; base (s)'],
    results.map(({ articles, synthetic, siteMedian: s, baseMedian: b }) => [
      `${articles} (${synthetic} synthetic)`,
      s.pages === b.pages ? s.pages : `${s.pages} / ${b.pages}`,
      f1(s.seconds),
      f1(b.seconds),
      times(s.seconds, b.seconds),
      f1(s.cpuSeconds),
      f1(b.cpuSeconds),
      `${mib(s.maxProcessRss).toFixed(0)} / ${mib(s.peakTreeRss).toFixed(0)}`,
      `${mib(b.maxProcessRss).toFixed(0)} / ${mib(b.peakTreeRss).toFixed(0)}`,
      `${s.all.map(f1).join(', ')}; ${b.all.map(f1).join(', ')}`,
    ]),
  ),
  '',
  ...(enough ? ['Growth (least squares through the medians):', '', growthLine('site', g.site), growthLine('baseline', g.baseline), ''] : []),
];
writeReport('scale', started, md.join('\n'), { repeats, targets: TARGETS, results, growth: g });
