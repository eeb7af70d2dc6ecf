// The build steps after `next build` that write files into the export (CONTRIBUTING.md, "Deploy / headers / feeds"):
// news feeds, broadcast calendars, sitemap.xml + robots.txt, and last `_headers`, whose Content-Security-Policy
// hashes the inline scripts of the finished HTML. scripts/build.mjs runs them; on their own:
//   node scripts/postbuild/index.mjs [--out out]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { requireTs } from '../register-ts.mjs';
import { startInlineSourceScan } from './inline-sources.mjs';

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
 * @param {{ outDir?: string, rootDir?: string, log?: (line: string) => void, now?: Date }} [options]
 *   rootDir holds content/ and public/ (default: the repository)
 * @returns {Promise<{ feeds: { files: number, items: number }, calendars: { files: number, events: number }, sitemap: { urls: number }, headers: { scripts: number, styleAttributes: number, cspLength: number } }>}
 */
export async function runPostbuild({ outDir = 'out', rootDir = root, log = (line) => console.log(line), now = new Date() } = {}) {
  const out = path.resolve(root, outDir);
  if (!fs.existsSync(path.join(out, 'index.html'))) throw new Error(`${outDir}/index.html がありません。先に next build を実行してください。`);

  // Everything written here (absolute URLs, _headers patterns) follows NEXT_PUBLIC_SITE_URL as this process sees
  // it; the pages follow what next build saw. Refuse to mix the two (e.g. a value set for one command only).
  const { BASE_PATH, SITE_URL } = lib('url');
  const built = lib('headers').builtBasePath(fs.readFileSync(path.join(out, 'index.html'), 'utf8'));
  if (built !== null && built !== BASE_PATH) {
    throw new Error(
      `${outDir}/ はベースパス ${JSON.stringify(built)} でビルドされていますが、NEXT_PUBLIC_SITE_URL（${SITE_URL}）の` +
        `ベースパスは ${JSON.stringify(BASE_PATH)} です。同じ NEXT_PUBLIC_SITE_URL で next build からやり直してください。`,
    );
  }

  // The pages are final now (no later step changes HTML): start reading them for the CSP on a second thread, while
  // this one writes the feeds, calendars and sitemap.
  const headers = lib('headers');
  const htmlFiles = headers.listHtmlFiles(out);
  const scan = startInlineSourceScan({
    outDir: out,
    files: htmlFiles,
    workerFile: path.join(root, 'scripts/postbuild/inline-sources-worker.mjs'),
    headers,
  });
  try {
    const { loadAllContent } = requireTs('lib/content/check.ts');
    const { createContentContext } = requireTs('lib/content/context.ts');
    const content = loadAllContent(createContentContext(rootDir));

    // Feeds
    const { buildNewsFeeds, FEED_ITEM_COUNT } = lib('feeds');
    const feedFiles = buildNewsFeeds(content.news, content.settings.newsCategories);
    for (const f of feedFiles) writeInto(out, f.path, f.content);
    const feedItems = Math.min(content.news.length, FEED_ITEM_COUNT);
    log(`フィード: ${feedFiles.length} ファイル（RSS・Atom、全体 ${feedItems} 件 + カテゴリ ${content.settings.newsCategories.length} 種）`);

    // Calendars
    const { buildCalendars } = lib('calendar');
    const calendars = buildCalendars(content.episodes, content.onair, { now });
    for (const c of calendars) writeInto(out, c.path, c.content);
    log(`カレンダー: ${calendars.length} ファイル（全局 ${calendars[0].events} 件、${calendars.length - 1} 局）`);

    // Sitemap and robots.txt, from the pages that exist (noindex pages left out)
    const { pagePathOf, sitemapXml, robotsTxt, SITEMAP_PATH } = lib('sitemap');
    const pages = htmlFiles
      .filter((file) => !/<meta name="robots" content="[^"]*noindex/.test(fs.readFileSync(path.join(out, file), 'utf8')))
      .map(pagePathOf)
      .filter((p) => p !== null);
    writeInto(out, SITEMAP_PATH, sitemapXml(pages));
    writeInto(out, '/robots.txt', robotsTxt());
    log(`sitemap.xml: ${pages.length} URL、robots.txt`);

    // _headers: last
    const inline = await scan.finish();
    const csp = headers.contentSecurityPolicy(inline, {
      gaMeasurementId: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID || undefined,
      sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN || undefined,
      frameOrigins: content.settings.pvYoutubeId ? [headers.PV_EMBED_ORIGIN] : [],
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
      `Content-Security-Policy: ${inline.scripts.length} inline script hash(es), ${inline.styleAttributes.length} style attribute hash(es), from ${inline.pages} HTML files.`,
    ].join('\n');
    fs.writeFileSync(path.join(out, '_headers'), headers.formatHeadersFile(rules, comment));
    if (csp.length > headers.MAX_HEADER_VALUE_LENGTH) {
      log(`⚠ Content-Security-Policy is ${csp.length} characters; Cloudflare Pages accepts at most ${headers.MAX_HEADER_VALUE_LENGTH} per header.`);
    }
    log(`_headers: CSP ${csp.length} 文字（インラインスクリプト ${inline.scripts.length}、style 属性 ${inline.styleAttributes.length}）`);

    return {
      feeds: { files: feedFiles.length, items: feedItems },
      calendars: { files: calendars.length, events: calendars[0].events },
      sitemap: { urls: pages.length },
      headers: { scripts: inline.scripts.length, styleAttributes: inline.styleAttributes.length, cspLength: csp.length },
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
