// The build steps after `next build` that write files into the export (CONTRIBUTING.md, "Deploy / headers / feeds"):
// news feeds, broadcast calendars, sitemap.xml + robots.txt, and last `_headers`, whose Content-Security-Policy
// hashes the inline scripts of the finished HTML. scripts/build.mjs runs them; on their own:
//   node scripts/postbuild/index.mjs [--out out]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { requireTs } from '../register-ts.mjs';
import { startPageScan } from './inline-sources.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const lib = (name) => requireTs(`lib/${name}.ts`);

/**
 * Writes a file under outDir, creating folders; refuses to overwrite a page Next wrote.
 * @param {string} outDir
 * @param {string} sitePath e.g. `/news/feed.xml`
 * @param {string} content
 */
function writeInto(outDir, sitePath, content) {
  const file = path.join(outDir, ...sitePath.split('/').filter(Boolean));
  if (!path.resolve(file).startsWith(path.resolve(outDir) + path.sep)) throw new Error(`refusing to write outside ${outDir}: ${sitePath}`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/**
 * @typedef {{ path: string, content: string }} OutFile
 * @typedef {{ feeds: OutFile[], feedItems: number, categories: number, calendars: (OutFile & { events: number })[], frameOrigins: string[] }} FromContent
 *   the feeds and calendars, with counts for the log, and the origins the CSP lets pages frame (the PV player)
 */

/**
 * What the post-build makes from the content alone, without the pages: the news feeds, the broadcast calendars and
 * the CSP's frame origins. scripts/build.mjs calls this while next build is still generating pages (its own thread
 * has nothing else to do then), so the post-build after it only writes the files.
 * @param {{ rootDir?: string, now?: Date }} [options] rootDir holds content/ (default: the repository)
 * @returns {FromContent}
 */
export function prepareFromContent({ rootDir = root, now = new Date() } = {}) {
  const { loadAllContent } = requireTs('lib/content/check.ts');
  const { createContentContext } = requireTs('lib/content/context.ts');
  const content = loadAllContent(createContentContext(rootDir));
  const { buildNewsFeeds, FEED_ITEM_COUNT } = lib('feeds');
  const { buildCalendars } = lib('calendar');
  return {
    feeds: buildNewsFeeds(content.news, content.settings.newsCategories),
    feedItems: Math.min(content.news.length, FEED_ITEM_COUNT),
    categories: content.settings.newsCategories.length,
    calendars: buildCalendars(content.episodes, content.onair, { now }),
    frameOrigins: content.settings.pvYoutubeId ? [lib('headers').PV_EMBED_ORIGIN] : [],
  };
}

/**
 * @typedef {{ out: string, htmlFiles: string[], scan: ReturnType<typeof startPageScan> }} PageScan the pages of the
 *   export and their scan, under way
 */

/**
 * Checks that the export was built for this process's site URL, and starts reading its pages on a second thread
 * (for the CSP, the sitemap and the image step's check). The pages are final once the first-paint step after next
 * build has run (scripts/first-paint.mjs): no later step changes HTML, so scripts/build.mjs starts this before the
 * image step, which then runs beside it.
 * @param {{ outDir?: string, htmlFiles?: string[] }} [options] htmlFiles: the export's pages, when the caller has
 *   listed them already (`listHtmlFiles`)
 * @returns {PageScan} stop its scan if the post-build is not run after all
 */
export function startPostbuild({ outDir = 'out', htmlFiles } = {}) {
  const out = path.resolve(root, outDir);
  if (!fs.existsSync(path.join(out, 'index.html'))) throw new Error(`${outDir}/index.html がありません。先に next build を実行してください。`);

  // Everything written here (absolute URLs, _headers patterns) follows NEXT_PUBLIC_SITE_URL as this process sees
  // it; the pages follow what next build saw. Refuse to mix the two (e.g. a value set for one command only).
  const { BASE_PATH, SITE_URL } = lib('url');
  const headers = lib('headers');
  const built = headers.builtBasePath(fs.readFileSync(path.join(out, 'index.html'), 'utf8'));
  if (built !== null && built !== BASE_PATH) {
    throw new Error(
      `${outDir}/ はベースパス ${JSON.stringify(built)} でビルドされていますが、NEXT_PUBLIC_SITE_URL（${SITE_URL}）の` +
        `ベースパスは ${JSON.stringify(BASE_PATH)} です。同じ NEXT_PUBLIC_SITE_URL で next build からやり直してください。`,
    );
  }
  const files = htmlFiles ?? headers.listHtmlFiles(out);
  const scan = startPageScan({
    outDir: out,
    files,
    workerFile: path.join(root, 'scripts/postbuild/inline-sources-worker.mjs'),
    headers,
    sitemap: lib('sitemap'),
    variantPrefix: requireTs('lib/imageConfig.json').variantPrefix,
  });
  return { out, htmlFiles: files, scan };
}

/**
 * @param {{ outDir?: string, rootDir?: string, log?: (line: string) => void, now?: Date, fromContent?: FromContent, started?: PageScan }} [options]
 *   rootDir holds content/ and public/ (default: the repository); fromContent: {@link prepareFromContent}'s answer,
 *   started: {@link startPostbuild}'s (each made here when not given)
 * @returns {Promise<{ feeds: { files: number, items: number }, calendars: { files: number, events: number }, sitemap: { urls: number }, headers: { scripts: number, styleAttributes: number, cspLength: number } }>}
 */
export async function runPostbuild({ outDir = 'out', rootDir = root, log = (line) => console.log(line), now = new Date(), fromContent, started } = {}) {
  // The pages are read on a second thread while this one writes the feeds and calendars, then joins in.
  const { out, htmlFiles, scan } = started ?? startPostbuild({ outDir });
  const { BASE_PATH } = lib('url');
  const headers = lib('headers');
  const sitemap = lib('sitemap');
  try {
    const { feeds, feedItems, categories, calendars, frameOrigins } = fromContent ?? prepareFromContent({ rootDir, now });
    for (const f of feeds) writeInto(out, f.path, f.content);
    log(`フィード: ${feeds.length} ファイル（RSS・Atom、全体 ${feedItems} 件 + カテゴリ ${categories} 種）`);
    for (const c of calendars) writeInto(out, c.path, c.content);
    log(`カレンダー: ${calendars.length} ファイル（全局 ${calendars[0].events} 件、${calendars.length - 1} 局）`);

    const inline = await scan.finish();

    // Sitemap and robots.txt, from the pages that exist (noindex pages left out)
    const noindex = new Set(inline.noindex);
    const pages = htmlFiles
      .filter((file) => !noindex.has(file))
      .map(sitemap.pagePathOf)
      .filter((p) => p !== null);
    writeInto(out, sitemap.SITEMAP_PATH, sitemap.sitemapXml(pages));
    writeInto(out, '/robots.txt', sitemap.robotsTxt());
    log(`sitemap.xml: ${pages.length} URL、robots.txt`);

    // _headers: last
    const csp = headers.contentSecurityPolicy(inline.sources, {
      gaMeasurementId: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID || undefined,
      sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN || undefined,
      frameOrigins,
    });
    const entries = fs.readdirSync(out, { withFileTypes: true });
    const rules = headers.rulesBelow(
      [
        { pattern: '/*', headers: headers.securityHeaders(csp) },
        ...headers.cacheRules(
          entries.map((e) => e.name),
          { directories: new Set(entries.filter((e) => e.isDirectory()).map((e) => e.name)) },
        ),
      ],
      BASE_PATH,
    );
    const comment = [
      'Generated by scripts/postbuild/index.mjs at build time: do not edit (CONTRIBUTING.md, "Deploy / headers / feeds").',
      'Read by Cloudflare Pages, Netlify and `npm start`; docs/deploy.md shows how to carry these headers to other hosts.',
      `Content-Security-Policy: ${inline.sources.scripts.length} inline script hash(es), ${inline.sources.styleAttributes.length} style attribute hash(es), from ${inline.pages} HTML files.`,
    ].join('\n');
    fs.writeFileSync(path.join(out, '_headers'), headers.formatHeadersFile(rules, comment));
    if (csp.length > headers.MAX_HEADER_VALUE_LENGTH) {
      log(`⚠ Content-Security-Policy is ${csp.length} characters; Cloudflare Pages accepts at most ${headers.MAX_HEADER_VALUE_LENGTH} per header.`);
    }
    log(`_headers: CSP ${csp.length} 文字（インラインスクリプト ${inline.sources.scripts.length}、style 属性 ${inline.sources.styleAttributes.length}）`);

    return {
      feeds: { files: feeds.length, items: feedItems },
      calendars: { files: calendars.length, events: calendars[0].events },
      sitemap: { urls: pages.length },
      headers: { scripts: inline.sources.scripts.length, styleAttributes: inline.sources.styleAttributes.length, cspLength: csp.length },
    };
  } finally {
    await scan.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'out' } } });
  try {
    await runPostbuild({ outDir: values.out });
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
