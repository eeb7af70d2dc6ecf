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
import { parseDocument } from 'yaml';
import { clearContentCache, createContentContext } from '../../lib/content/context';
import { getSiteChanges, getSiteInstant, getWithheldImages } from '../../lib/content/clock';
import { writeCalendars } from '../../pipeline/calendar';
import { writeFeeds } from '../../pipeline/feeds';
import { writeSearchIndex } from '../../pipeline/searchIndex';
import { writeSiteVersion } from '../../pipeline/siteVersion';
import { type AddedWorks, type Newcomer, addNewcomers, addWorks, filmMarks, ownImages, seasonMarks } from '../helpers/moreWorks';
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
