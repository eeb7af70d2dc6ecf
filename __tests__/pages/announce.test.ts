/** @jest-environment node */
// A work is announced at one minute (works.yaml `announce`, else when it first becomes the current work): before it,
// nothing of the work is in any file a build writes; from it, everything is. Every route's paths and props (what each
// page renders, its JSON-LD and share data included), the search index, feeds, calendars, site-version.json and the
// images the export withholds are read at minutes either side, for a copy of the content with a second season and
// a film added (../helpers/moreWorks), each with a character of its own whose picture is also its key visual.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GetStaticPaths, GetStaticProps } from 'next';
import { type YAMLSeq, isMap, parseDocument } from 'yaml';
import { clearContentCache, createContentContext } from '../../lib/content/context';
import { getSiteChanges, getSiteInstant, getWithheldImages } from '../../lib/content/clock';
import { writeCalendars } from '../../pipeline/calendar';
import { writeFeeds } from '../../pipeline/feeds';
import { writeSearchIndex } from '../../pipeline/searchIndex';
import { writeSiteVersion } from '../../pipeline/siteVersion';
import { type AddedWorks, addWorks } from '../helpers/moreWorks';
import { withContentCopy } from '../helpers/contentCopy';
import { atBuildTime, loadPaths, minutesAfter, staticProps } from '../helpers/pageProps';

const PAGES_DIR = path.join(__dirname, '../../pages');
const NO_PROPS = /^(?:_app|_document|404)\.tsx$/;

interface RouteModule {
  getStaticPaths?: GetStaticPaths;
  getStaticProps?: GetStaticProps;
}

/** What a build at `instant` writes of the content: every page's path and props, and the files written beside the pages. */
async function exportAt(instant: string): Promise<{ text: string; withheld: Set<string>; upcoming: string[] }> {
  clearContentCache();
  return atBuildTime(instant, async () => {
    const parts: string[] = [];
    const files = fs
      .readdirSync(PAGES_DIR, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => file.endsWith('.tsx') && !NO_PROPS.test(file));
    for (const file of files) {
      const route = (await import(path.join(PAGES_DIR, file))) as RouteModule;
      const paramsList = route.getStaticPaths ? (await loadPaths(route.getStaticPaths)).paths.map((p) => (typeof p === 'string' ? {} : p.params)) : [{}];
      for (const params of paramsList) {
        const result = route.getStaticProps ? await staticProps(route.getStaticProps, params) : { props: {} };
        if (!('notFound' in result)) parts.push(file, JSON.stringify(params), JSON.stringify(result));
      }
    }
    const ctx = createContentContext(undefined, { buildInstant: instant });
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'announce-out-'));
    let upcoming: string[] = [];
    try {
      writeSearchIndex(out, ctx);
      writeFeeds(out, ctx);
      writeCalendars(out, ctx);
      writeSiteVersion(out, getSiteInstant(ctx), getSiteChanges(ctx), null);
      upcoming = (JSON.parse(fs.readFileSync(path.join(out, 'site-version.json'), 'utf8')) as { upcoming: string[] }).upcoming;
      for (const entry of fs.readdirSync(out, { recursive: true, withFileTypes: true })) {
        if (entry.isFile()) parts.push(fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
      }
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
    return { text: parts.join('\n'), withheld: getWithheldImages(ctx), upcoming };
  });
}

/** One added work's own character: renamed, in that work alone, its picture the work's key visual too. */
interface Newcomer {
  name: string;
  images: string[];
}

/**
 * The last two characters (the first work's own one aside) become the season's and the film's newcomers; each work's
 * key visual is its newcomer's main picture, so those pictures belong to the unannounced work alone.
 */
function addNewcomers(contentDir: string, added: AddedWorks): { season: Newcomer; film: Newcomer } {
  const file = path.join(contentDir, 'members.yaml');
  const doc = parseDocument(fs.readFileSync(file, 'utf8'));
  const entries = (['members', 'supporting'] as const).flatMap((list) =>
    ((doc.getIn([list]) as { items?: unknown[] } | undefined)?.items ?? []).map((_, i) => [list, i] as const),
  );
  const candidates = entries.filter(([list, i]) => doc.getIn([list, i, 'id']) !== added.firstOnly.character);
  if (candidates.length < 3) throw new Error('the series needs three characters besides the first work’s own');
  const newcomer = ([list, i]: readonly [string, number], work: { id: string; label: string }): Newcomer => {
    const name = `${work.label}の新キャラクター`;
    doc.setIn([list, i, 'name'], name);
    doc.setIn([list, i, 'works'], [work.id]);
    const images =
      list === 'members'
        ? [String(doc.getIn([list, i, 'images', 'main', 'src'])), ...((doc.getIn([list, i, 'images', 'alternates']) as { items: unknown[] }).items.map((_, j) => String(doc.getIn([list, i, 'images', 'alternates', j, 'src']))))]
        : [String(doc.getIn([list, i, 'image', 'src']))];
    const workFile = path.join(contentDir, 'works', work.id, 'work.yaml');
    const info = parseDocument(fs.readFileSync(workFile, 'utf8'));
    info.setIn(['keyVisual', 'src'], images[0]);
    fs.writeFileSync(workFile, info.toString());
    return { name, images };
  };
  const result = { season: newcomer(candidates.at(-2)!, added.season), film: newcomer(candidates.at(-1)!, added.film) };
  fs.writeFileSync(file, doc.toString());
  // A newcomer has one voice actor, for its work alone: a series may have given the character lines per work of its own.
  const castFile = path.join(contentDir, 'cast.yaml');
  const cast = parseDocument(fs.readFileSync(castFile, 'utf8'));
  const ids = new Set([candidates.at(-2)!, candidates.at(-1)!].map(([list, i]) => String(doc.getIn([list, i, 'id']))));
  const lines = cast.get('cast') as YAMLSeq;
  const seen = new Set<string>();
  lines.items = lines.items.filter((item) => {
    const id = isMap(item) ? String(item.get('character')) : '';
    if (!ids.has(id)) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    if (isMap(item)) item.delete('works');
    return true;
  });
  fs.writeFileSync(castFile, cast.toString());
  return result;
}

/** Text only the work brings: its label (in its title, episodes, songs …), its station, theatres, staff, recast and newcomer. */
function seasonMarks(added: AddedWorks, newcomer: Newcomer): string[] {
  return [added.season.label, added.season.stationName, added.season.song.title, newcomer.name, `/story/${added.season.id}/`];
}
function filmMarks(added: AddedWorks, newcomer: Newcomer): string[] {
  return [added.film.label, added.film.staff.name, added.film.recast.cv, 'テスト第一劇場', added.film.song.title, newcomer.name, `/onair/${added.film.id}/`];
}

/** The newcomer's pictures no other content file names: those the export must leave out until the announcement. */
function ownImages(contentDir: string, newcomer: Newcomer): string[] {
  const texts = fs
    .readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name !== 'members.yaml' && e.name !== 'work.yaml')
    .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'));
  return newcomer.images.filter((src) => !texts.some((t) => t.includes(src)));
}

function expectAbsent(at: { text: string; withheld: Set<string> }, marks: string[], images: string[]): void {
  for (const mark of marks) expect({ mark, found: at.text.includes(mark) }).toEqual({ mark, found: false });
  for (const src of images) {
    expect({ src, found: at.text.includes(src) }).toEqual({ src, found: false });
    expect({ src, withheld: at.withheld.has(src) }).toEqual({ src, withheld: true });
  }
}

function expectPresent(at: { text: string; withheld: Set<string> }, marks: string[], images: string[]): void {
  for (const mark of marks) expect({ mark, found: at.text.includes(mark) }).toEqual({ mark, found: true });
  for (const src of images) {
    expect({ src, found: at.text.includes(src) }).toEqual({ src, found: true });
    expect({ src, withheld: at.withheld.has(src) }).toEqual({ src, withheld: false });
  }
}

describe('a second season and a film without an announcement time', () => {
  const added = {} as AddedWorks;
  const newcomers = {} as { season: Newcomer; film: Newcomer };
  const images = { season: [] as string[], film: [] as string[] };
  withContentCopy((content) => {
    Object.assign(added, addWorks(content, { announced: false }));
    Object.assign(newcomers, addNewcomers(content, added));
    images.season = ownImages(content, newcomers.season);
    images.film = ownImages(content, newcomers.film);
  });

  it('are in no file of the export before they become current, and all there from that minute', async () => {
    expect(images.season.length + images.film.length).toBeGreaterThan(0);
    const before = await exportAt(minutesAfter(added.season.fromInstant, -1));
    expectAbsent(before, [...seasonMarks(added, newcomers.season), ...filmMarks(added, newcomers.film)], [...images.season, ...images.film]);

    const season = await exportAt(added.season.fromInstant);
    expectPresent(season, seasonMarks(added, newcomers.season), images.season);
    expectAbsent(season, filmMarks(added, newcomers.film), images.film);

    const film = await exportAt(added.film.fromInstant);
    expectPresent(film, [...seasonMarks(added, newcomers.season), ...filmMarks(added, newcomers.film)], [...images.season, ...images.film]);
  });

  it('are each a change of the schedule at that minute', () => {
    const changes = getSiteChanges(createContentContext());
    for (const work of [added.season, added.film]) {
      expect(changes).toContainEqual(expect.objectContaining({ at: work.fromInstant, kind: 'announce', what: expect.stringContaining(`「${work.label}」を発表`) }));
    }
  });
});

describe('a second season and a film announced a week before they become current', () => {
  const WEEK_MINUTES = 7 * 24 * 60;
  const added = {} as AddedWorks;
  const newcomers = {} as { season: Newcomer; film: Newcomer };
  const images = { season: [] as string[], film: [] as string[] };
  const announce = (work: { fromInstant: string }) => minutesAfter(work.fromInstant, -WEEK_MINUTES);
  withContentCopy((content) => {
    Object.assign(added, addWorks(content, { announced: false }));
    Object.assign(newcomers, addNewcomers(content, added));
    images.season = ownImages(content, newcomers.season);
    images.film = ownImages(content, newcomers.film);
    const file = path.join(content, 'works.yaml');
    const doc = parseDocument(fs.readFileSync(file, 'utf8'));
    const entries = (doc.getIn(['works']) as { items: unknown[] }).items;
    entries.forEach((_, i) => {
      const id = doc.getIn(['works', i, 'id']);
      const work = id === added.season.id ? added.season : id === added.film.id ? added.film : null;
      // `YYYY-MM-DD HH:MM` in Japan, as an editor writes it.
      if (work) doc.setIn(['works', i, 'announce'], announce(work).slice(0, 16).replace('T', ' '));
    });
    fs.writeFileSync(file, doc.toString());
  });

  it('are in the export from the announcement, while the first work is still current', async () => {
    const before = await exportAt(minutesAfter(announce(added.season), -1));
    // The publishing run learns the minute from the live site's site-version.json, which names no work.
    expect(before.upcoming).toContain(announce(added.season));
    expectAbsent(before, [...seasonMarks(added, newcomers.season), ...filmMarks(added, newcomers.film)], [...images.season, ...images.film]);

    const season = await exportAt(announce(added.season));
    expectPresent(season, seasonMarks(added, newcomers.season), images.season);
    expectAbsent(season, filmMarks(added, newcomers.film), images.film);

    const film = await exportAt(announce(added.film));
    expectPresent(film, filmMarks(added, newcomers.film), images.film);
  });

  it('has the announcement in the schedule, a week before the switch', () => {
    const changes = getSiteChanges(createContentContext());
    expect(changes).toContainEqual(expect.objectContaining({ at: announce(added.season), kind: 'announce' }));
    expect(changes).toContainEqual(expect.objectContaining({ at: added.season.fromInstant, kind: 'work' }));
  });
});
