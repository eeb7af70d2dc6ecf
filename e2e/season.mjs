// The season builds of e2e/season.test.mjs and e2e/spoiler.test.mjs: a copy of content/ with one fixture article timed
// at the reveal of the content's second episode (whatever series content/ holds) and a fixture film announced at the
// same minute (works.yaml `announce`, never the current work), built as of a minute before that
// instant, a minute after it, and once more later before the next change of the site (which must give the same files).
// e2e/run.mjs builds them, with the build's own options (pipeline/options.ts), before the tests that need them; the tests
// read the same constants from here.
import fs from 'node:fs';
import path from 'node:path';
import { createContentContext } from '../lib/content/context.ts';
import { getSiteChanges } from '../lib/content/clock.ts';
import { getSettings } from '../lib/content/settings.ts';
import { getEpisodes } from '../lib/sections/story/content.ts';
import { WORKS_DIR, WORKS_FILE } from '../lib/content/works.ts';
import { jstParts, toJstIso } from '../lib/format.ts';
import { KEY_VISUAL_IMAGE } from '../lib/siteImages.ts';
import { parseDocument } from 'yaml';

const ROOT = '.cache/e2e-season';
/** The content copy every season build reads. */
export const SEASON_CONTENT = `${ROOT}/content`;
/** Where each build goes. */
export const SEASON_BUILDS = { before: `${ROOT}/before`, after: `${ROOT}/after`, again: `${ROOT}/again` };

/** The fixture article: its slug, its title and a sentence of its body, found nowhere else. */
export const EMBARGOED = {
  slug: 'e2e-embargoed-article',
  title: '【E2E】解禁時刻つきのテスト記事',
  body: 'この文は解禁時刻までどのファイルにも現れてはいけません。',
};

/** The fixture film: its id (its URLs), its label and a sentence of its introduction, found nowhere else. */
export const ANNOUNCED = {
  id: 'e2e-announced-film',
  label: '【E2E】発表時刻つきの劇場版',
  intro: 'この劇場版の紹介文は発表の時刻までどのファイルにも現れてはいけません。',
};

const MINUTE = 60_000;
const pad = (n) => String(n).padStart(2, '0');

/**
 * The season of content/: its second episode (its reveal is the instant the builds straddle), the episode after it
 * (for the next-episode panel) and the instants of the three builds.
 */
export function season(contentDir = 'content') {
  const episodes = getEpisodes(createContentContext(process.cwd(), { contentDir, buildInstant: '9999-12-31T00:00:00+09:00' }));
  if (episodes.length < 3) throw new Error(`e2e/season.mjs: content/ に 3 話以上が必要です（いま ${episodes.length} 話）`);
  const [, episode, next] = episodes;
  const at = episode.revealAt;
  // The third build: later than the second, before the next change of the site (it must write the same files).
  const changes = getSiteChanges(createContentContext(process.cwd(), { contentDir, buildInstant: at }));
  const following = changes.find((c) => Date.parse(c.at) > Date.parse(at));
  const again = Math.min(Date.parse(at) + 10 * MINUTE, following ? Date.parse(following.at) - MINUTE : Infinity);
  return {
    episode,
    next,
    at,
    now: {
      before: toJstIso(Date.parse(at) - MINUTE),
      after: toJstIso(Date.parse(at) + MINUTE),
      again: toJstIso(again),
    },
  };
}

/** Writes the content copy: content/ as it is, and the fixture article dated at the reveal's minute (JST). */
export function prepareSeasonContent() {
  const { at } = season();
  fs.rmSync(SEASON_CONTENT, { recursive: true, force: true });
  fs.cpSync('content', SEASON_CONTENT, { recursive: true });
  const p = jstParts(at);
  const category = getSettings(createContentContext(process.cwd(), { contentDir: SEASON_CONTENT })).newsCategories[0]?.slug;
  if (!category) throw new Error('e2e/season.mjs: content/settings.yaml にニュースのカテゴリがありません');
  fs.writeFileSync(
    path.join(SEASON_CONTENT, 'news', `${EMBARGOED.slug}.md`),
    `---\ntitle: ${EMBARGOED.title}\ndate: ${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}\ncategory: ${category}\n---\n\n${EMBARGOED.body}\n`,
  );
  addAnnouncedFilm(`${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`, `${p.year}-${pad(p.month)}-${pad(p.day)}`);
}

/** The fixture film, listed last in works.yaml (made with the first work when the series has none) and announced at `announce`. */
function addAnnouncedFilm(announce, startDate) {
  const worksFile = path.join(SEASON_CONTENT, WORKS_FILE);
  const doc = fs.existsSync(worksFile) ? parseDocument(fs.readFileSync(worksFile, 'utf8')) : parseDocument('works:\n  - id: e2e-first\n    label: TVシリーズ\n    kind: tv\n');
  doc.addIn(['works'], { id: ANNOUNCED.id, label: ANNOUNCED.label, kind: 'film', announce });
  fs.writeFileSync(worksFile, doc.toString());
  const dir = path.join(SEASON_CONTENT, WORKS_DIR, ANNOUNCED.id);
  fs.mkdirSync(path.join(dir, 'story'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'work.yaml'),
    `title: ${ANNOUNCED.label}\ncatchCopy: ${ANNOUNCED.label}のキャッチコピー\nkeyVisual:\n  src: ${KEY_VISUAL_IMAGE}\n  alt: ${ANNOUNCED.label}のキービジュアル\nbroadcastStart: ${ANNOUNCED.label}の公開の告知\n`,
  );
  fs.writeFileSync(path.join(dir, 'story', 'intro.md'), `---\ntitle: ${ANNOUNCED.label}のイントロダクション\n---\n\n${ANNOUNCED.intro}\n`);
  fs.writeFileSync(
    path.join(dir, 'screening.yaml'),
    `startDate: ${startDate}\nnotes:\n  - ${ANNOUNCED.label}の注意書き\ntheatres:\n  - prefecture: 東京都\n    name: E2Eテスト劇場\n    url: https://example.com/e2e-theatre\n`,
  );
}

/**
 * Writes the content copy and gives the three season builds as options of `npm run build` (pipeline/options.ts): the
 * copy, the build instant and a fixed build id.
 * @returns {{ label: string, args: string[] }[]}
 */
export function seasonBuilds() {
  prepareSeasonContent();
  const { now } = season(SEASON_CONTENT);
  return /** @type {const} */ (['before', 'after', 'again']).map((name) => ({
    label: `season "${name}" (SITE_NOW=${now[name]}) → ${SEASON_BUILDS[name]}/`,
    // A fixed build id: outside a clean checkout Next draws a random one, and the "again" build must equal "after".
    args: ['--content-dir', SEASON_CONTENT, '--dest', SEASON_BUILDS[name], '--env', `SITE_NOW=${now[name]}`, '--env', 'SITE_BUILD_ID=e2e-season'],
  }));
}
