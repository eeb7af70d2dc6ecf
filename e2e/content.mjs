// The content an export was built from, read with the site's own loaders as of the instant the export shows: what the
// browser tests expect comes from here (titles, ids, counts, dates, which articles are out and which episodes are
// revealed), never from the sample series. Tests of out/ read the repository's content/; the test series'
// (e2e/series.test.mjs) is read from its own folder.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadAllContent } from '../lib/content/check.ts';
import { createContentContext } from '../lib/content/context.ts';
import { shapeOf } from '../lib/content/shape.ts';
import { getWorks } from '../lib/content/works.ts';

/** An instant after every article's time and every episode's reveal: the content with everything published. */
export const EVERYTHING_PUBLISHED = '9999-12-31T00:00:00+09:00';

/**
 * The instant an export shows the site at (its `site-version.json`, pipeline/siteVersion.ts): the content as of then is
 * what its pages hold.
 * @param {string} [exportDir]
 */
export function shownAt(exportDir = 'out') {
  const file = path.join(exportDir, 'site-version.json');
  if (!existsSync(file)) throw new Error(`${file} がありません。先にそのビルドを作ってください（e2e/run.mjs が作ります）。`);
  return /** @type {import('../pipeline/siteVersion.ts').SiteVersion} */ (JSON.parse(readFileSync(file, 'utf8'))).shows;
}

/**
 * Everything a series shows as of an instant, its site.json, its shape (lib/sections/shape.ts: the sections it has
 * on, their names and order) and its works (lib/content/works.ts: one, or those content/works.yaml lists).
 * @param {string} [root] a folder with `content/` and `public/` (the repository, or a series folder such as fixtures/series)
 * @param {string} [now] the instant to read it as of: by default the one out/ shows
 */
export function contentOf(root = '.', now = shownAt()) {
  const dir = path.resolve(root);
  const ctx = createContentContext(dir, { contentDir: path.join(dir, 'content'), buildInstant: now });
  /** @type {import('../lib/content/schema.ts').SiteFile} */
  const site = JSON.parse(readFileSync(path.join(dir, 'content/site.json'), 'utf8'));
  return { ...loadAllContent(ctx), site, shape: shapeOf(ctx), works: getWorks(ctx) };
}

/** @typedef {ReturnType<typeof contentOf>} SeriesContent */
