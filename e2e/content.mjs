// The content an export was built from, read with the site's own loaders: what the browser tests expect comes from
// here (titles, ids, counts, dates), never from the sample series. Tests of out/ read the repository's content/; the
// test series' (e2e/series.test.mjs) is read from its own folder.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadAllContent } from '../lib/content/check.ts';
import { createContentContext } from '../lib/content/context.ts';

/**
 * Everything a series shows, and its site.json.
 * @param {string} [root] a folder with `content/` and `public/` (the repository, or a series folder such as fixtures/series)
 */
export function contentOf(root = '.') {
  const dir = path.resolve(root);
  const ctx = createContentContext(dir, { contentDir: path.join(dir, 'content') });
  /** @type {import('../lib/content/schema.ts').SiteFile} */
  const site = JSON.parse(readFileSync(path.join(dir, 'content/site.json'), 'utf8'));
  return { ...loadAllContent(ctx), site };
}

/** @typedef {ReturnType<typeof contentOf>} SeriesContent */
