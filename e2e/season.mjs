// The season builds of e2e/season.test.mjs and e2e/spoiler.test.mjs: a copy of content/ with one fixture article timed
// at the reveal of the content's second episode (whatever series content/ holds), and a second season and a film with a
// new character each (__tests__/helpers/moreWorks: the unit tests' own) announced at the same minute (works.yaml
// `announce`; neither is the current work yet), built as of a minute before that
// instant, a minute after it, and once more later before the next change of the site (which must give the same files).
// e2e/run.mjs builds them, with the build's own options (pipeline/options.ts), before the tests that need them; the tests
// read the same constants from here.
import fs from 'node:fs';
import path from 'node:path';
import { createContentContext } from '../lib/content/context.ts';
import { getSiteChanges } from '../lib/content/clock.ts';
import { getSettings } from '../lib/content/settings.ts';
import { getEpisodes } from '../lib/sections/story/content.ts';
import { jstParts, toJstIso } from '../lib/format.ts';
import { addNewcomers, addWorks, filmMarks, ownImages, seasonMarks } from '../__tests__/helpers/moreWorks.ts';

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

/** Where the copy records what only the announced works bring, for the test to look for in each export. */
export const ANNOUNCED_FILE = `${ROOT}/announced.json`;

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

/** Writes the content copy: content/ as it is, the fixture article dated at the reveal's minute (JST), and the works announced then. */
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
  const added = addWorks(SEASON_CONTENT, { announce: `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}` });
  const newcomers = addNewcomers(SEASON_CONTENT, added);
  const english = writeEnglishWorks(added);
  const announced = {
    marks: [...seasonMarks(added, newcomers.season), ...filmMarks(added, newcomers.film), english.season.label, ...english.film.notes, english.film.theatre],
    images: [...ownImages(SEASON_CONTENT, newcomers.season), ...ownImages(SEASON_CONTENT, newcomers.film)],
    pages: [
      `story/${added.season.id}/index.html`,
      `onair/${added.season.id}/index.html`,
      `story/${added.film.id}/index.html`,
      `onair/${added.film.id}/index.html`,
      `en/onair/${added.season.id}/index.html`,
      `en/onair/${added.film.id}/index.html`,
    ],
    newcomers: [newcomers.season.name, newcomers.film.name],
    english,
  };
  fs.writeFileSync(ANNOUNCED_FILE, JSON.stringify(announced, null, 2));
}

/**
 * The works in English (content/ is published in English too): works.en.yaml names the first work and the season and
 * leaves the film to be named by its kind; the film's screening.en.yaml gives its notes and its first theatre's name,
 * so its second theatre keeps its Japanese name (a proper name) and loses its untranslated note.
 * @param {import('../__tests__/helpers/moreWorks.ts').AddedWorks} added
 */
function writeEnglishWorks(added) {
  const english = {
    first: { id: added.first.id, label: 'The First Season (E2E)' },
    season: { id: added.season.id, label: 'The Second Season (E2E)' },
    film: { id: added.film.id, path: `/en/onair/${added.film.id}/`, notes: ['Screening times vary by theater (E2E note).'], theatre: 'E2E Cinema One' },
  };
  fs.writeFileSync(
    path.join(SEASON_CONTENT, 'works.en.yaml'),
    `works:\n${[english.first, english.season].map((w) => `  - id: ${w.id}\n    label: ${JSON.stringify(w.label)}\n`).join('')}`,
  );
  fs.writeFileSync(
    path.join(SEASON_CONTENT, `works/${added.film.id}/screening.en.yaml`),
    `notes:\n${english.film.notes.map((n) => `  - ${JSON.stringify(n)}\n`).join('')}theatres:\n  - name: ${JSON.stringify(english.film.theatre)}\n`,
  );
  return english;
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
