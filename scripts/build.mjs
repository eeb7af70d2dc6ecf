#!/usr/bin/env node
// `npm run build`: the static site in out/, all or nothing. The steps below run one after another, each a function
// of one module of pipeline/, writing into this build's own staging folder; only when all have passed does it
// replace out/, so a step that throws, Ctrl+C or a killed process leaves out/ exactly as it was (pipeline/atomic.ts).
// Type errors stop it in `next build`, which checks the whole project itself (next.config.js).
// Options (pipeline/options.ts): `--variant instrumented|basepath|series`, or `--content-dir`, `--series`, `--site-url`,
// `--env KEY=VALUE` and `--dest`, to build other content, another series or another site URL into another folder.
//
// npm runs this file with `tsx`, so it and the steps import the TypeScript of lib/ directly. A step hands what it
// computed to later ones as its return value, never through process.env.

// First: the options and the .env files into process.env, before any module below reads NEXT_PUBLIC_SITE_URL.
import { build } from '../pipeline/environment.ts';
import fs from 'node:fs';
import path from 'node:path';
import { BuildError, buildAtomically } from '../pipeline/atomic.ts';
import { writeCalendars } from '../pipeline/calendar.ts';
import { writeFeeds } from '../pipeline/feeds.ts';
import { isEditorPage, writeHeaders } from '../pipeline/headers.ts';
import manifest from '../pipeline/images/manifest.cjs';
import { writeImages } from '../pipeline/images/variants.ts';
import { nextBuild } from '../pipeline/nextBuild.ts';
import { checkOutputSizes } from '../pipeline/outputBudget.ts';
import { describeSiteInstant, fixBuildInstant } from '../pipeline/now.ts';
import { scanByLanguage, scanPages } from '../pipeline/pageScan.ts';
import { writeSearchIndex } from '../pipeline/searchIndex.ts';
import { buildSeries } from '../pipeline/seriesCopy.ts';
import { sitemapVersions, writeSitemap } from '../pipeline/sitemap.ts';
import { writeNotFoundPages } from '../pipeline/notFound.ts';
import { writeSiteVersion } from '../pipeline/siteVersion.ts';
import { withholdImages } from '../pipeline/withheldImages.ts';
import { runContentCheck } from '../pipeline/contentCheck.ts';
import { getSiteChanges, getSiteInstant } from '../lib/content/clock.ts';
import { createContentContext } from '../lib/content/context.ts';

const { root, series } = build;
const target = build.dest ?? build.out;
const started = performance.now();

try {
  await buildAtomically(build, async (step, out) => {
    // Another series builds as a whole, with these steps, in a copy of the project that has it (pipeline/seriesCopy.ts).
    if (series) return void (await step(`${series} のビルド`, (signal) => buildSeries(root, series, out, signal)));
    // In an object: the step prints its own line (saying whether SITE_NOW pinned it), and a string would print again.
    const { buildInstant } = await step('ビルド時刻', () => ({ buildInstant: fixBuildInstant() }));
    if (build.prepareContent) await step('内容の準備', () => build.prepareContent?.(root));
    // The content as of the build instant, for every step in this process (next build gets the instant itself).
    const ctx = createContentContext(root, { buildInstant });
    await step('内容チェック', () => {
      if (!runContentCheck({ rootDir: root, buildInstant })) throw new Error('content/ に誤りがあります（上の一覧）');
    });
    await step('サイトの時点', () => describeSiteInstant(ctx));
    const withheld = await step('公開前の画像', () => withholdImages(ctx));
    await step('画像の目録', () => manifest.writeProjectImageManifest(root, withheld));
    await step('next build', (signal) => nextBuild(root, { buildInstant, exportDir: out }, signal));
    await step('404 ページ', () => writeNotFoundPages(out).join(', ') || 'なし');
    // The site's pages and the editor's (/admin/) are read apart: each gets its own Content-Security-Policy.
    const pages = await step('ページの読み取り', () => scanPages(out, (file) => !isEditorPage(file)));
    const editor = await step('編集画面の読み取り', () => scanPages(out, isEditorPage));
    await step('画像', () => writeImages(root, out, pages, withheld));
    await step('ニュース検索インデックス', () => writeSearchIndex(out, ctx));
    await step('フィード', () => writeFeeds(out, ctx));
    await step('カレンダー', () => writeCalendars(out, ctx));
    await step('sitemap.xml と robots.txt', () => writeSitemap(out, pages, sitemapVersions(ctx)));
    // Each language's pages are read apart for their policy (pipeline/headers.ts): one list of every page's scripts would
    // grow past the header line Cloudflare reads.
    await step('_headers', () => {
      const { own, languages } = scanByLanguage(out, (file) => !isEditorPage(file));
      return writeHeaders(out, own, editor, process.env, languages);
    });
    await step('site-version.json', () => writeSiteVersion(out, getSiteInstant(ctx), getSiteChanges(ctx)));
    // Last: every file is written by now. Warns, never fails.
    await step('出力サイズ', () => checkOutputSizes(out));
  });
} catch (error) {
  if (!(error instanceof BuildError)) throw error;
  console.error(`\n✖ ビルドに失敗しました${error.step ? `（${error.step}）` : ''}: ${error.message}`);
  const name = `${path.relative(root, target)}/`;
  console.error(fs.existsSync(target) ? `  ${name} は前回のビルドのままです。` : `  （前回の ${name} はありません）`);
  process.exit(error.signal ? 130 : 1);
}

const where = build.dest ? `${build.dest}/（out/ はそのまま）` : 'out/';
console.log(`\n✓ ビルド完了（${((performance.now() - started) / 1000).toFixed(1)} s）: ${where}`);
