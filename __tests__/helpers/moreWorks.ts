import fs from 'node:fs';
import path from 'node:path';
import { type YAMLSeq, isMap, parse, parseDocument, stringify } from 'yaml';
import { addDays, weekdayOfDate } from '../../lib/format';
import { KEY_VISUAL_IMAGE } from '../../lib/siteImages';
import type { RawSectionEntry } from '../../lib/site';
import { isOn, resolveShape } from '../../lib/sections/shape';
import { type TempContent, makeTempContent } from '../../lib/content/__fixtures__/tempContent';
import { withContentCopy } from './contentCopy';
import { translationLangOf } from '../../lib/content/translationFiles';

/** What {@link addWorks} added, so tests take their expectations from it rather than from a series. */
export interface AddedWorks {
  first: { id: string };
  season: {
    id: string;
    label: string;
    from: string;
    fromInstant: string;
    firstAirDate: string;
    episodes: number;
    stationName: string;
    /** Its one disc volume (holding its first episode) and its one song. */
    volume: { id: string; title: string; releaseDate: string };
    song: { id: string; title: string };
  };
  film: {
    id: string;
    label: string;
    from: string;
    fromInstant: string;
    startDate: string;
    theatres: number;
    /** Its one song, its one staff credit, and a role recast for it. */
    song: { id: string; title: string };
    staff: { role: string; name: string };
    recast: { character: string; cv: string };
  };
  /** A supporting character (or, without any, a member) given `works:` of the first work alone. */
  firstOnly: { character: string };
}

/** Before any instant a test builds at: works announced then are in every build, as before announcements existed. */
const LONG_AGO = '2000-01-01 00:00';

/**
 * Adds a second season (two episodes, made from the first work's first two, and its onair.yaml) and a film (a
 * screening file) to a copy of `content/`, starting weeks after the first work's last broadcast whatever the series;
 * `content/works.yaml` lists the three (or gains the two when the series already has one). They are announced long
 * ago unless `announced` is false: then they have no `announce` and are announced when they become current. `announce`
 * (`YYYY-MM-DD HH:mm` in Japan, as an editor writes it) announces both at that minute instead.
 */
export function addWorks(contentDir: string, { announced = true, announce: at }: { announced?: boolean; announce?: string } = {}): AddedWorks {
  const inContent = (rel: string): string => path.join(contentDir, rel);
  const write = (rel: string, text: string): void => {
    fs.mkdirSync(path.dirname(inContent(rel)), { recursive: true });
    fs.writeFileSync(inContent(rel), text);
  };
  const episodeFiles = fs.readdirSync(inContent('story/episodes')).filter((f) => f.endsWith('.md') && translationLangOf(f) === undefined).sort();
  const lastAirDate = episodeFiles
    .map((f) => /^airDate: *["']?(\d{4}-\d{2}-\d{2})/m.exec(fs.readFileSync(inContent(`story/episodes/${f}`), 'utf8'))?.[1] ?? '')
    .sort()
    .at(-1);
  if (!lastAirDate) throw new Error('addWorks: the first work has no episode with an airDate');

  // Thirteen weeks on keeps the weekday; the film opens four months after the season starts.
  const firstAirDate = addDays(lastAirDate, 7 * 13);
  const weekday = weekdayOfDate(firstAirDate);
  const startDate = addDays(firstAirDate, 7 * 17);
  const season = {
    id: 'season2',
    label: '第2期（テスト）',
    from: `${addDays(firstAirDate, -28)} 12:00`,
    fromInstant: `${addDays(firstAirDate, -28)}T12:00:00+09:00`,
    firstAirDate,
    episodes: 2,
    stationName: 'テスト第二期テレビ',
    volume: { id: 'season2-vol1', title: '第2期（テスト）の第1巻', releaseDate: addDays(firstAirDate, 7 * 8) },
    song: { id: 'season2-op', title: '第2期（テスト）のオープニング' },
  };
  const film = {
    id: 'film',
    label: '劇場版（テスト）',
    from: `${addDays(startDate, -28)} 12:00`,
    fromInstant: `${addDays(startDate, -28)}T12:00:00+09:00`,
    startDate,
    theatres: 2,
    song: { id: 'film-theme', title: '劇場版（テスト）の主題歌' },
    staff: { role: '監督', name: 'テスト劇場版監督' },
    recast: { character: '', cv: 'テスト代役' },
  };

  const worksFile = inContent('works.yaml');
  let firstId = 'season1';
  if (fs.existsSync(worksFile)) {
    const doc = parseDocument(fs.readFileSync(worksFile, 'utf8'));
    firstId = String(doc.getIn(['works', 0, 'id']));
    const announce = at ? { announce: at } : announced ? { announce: LONG_AGO } : {};
    doc.addIn(['works'], { id: season.id, label: season.label, kind: 'tv', ...announce });
    doc.addIn(['works'], { id: film.id, label: film.label, kind: 'film', ...announce });
    if (!doc.hasIn(['current'])) doc.setIn(['current'], doc.createNode([{ work: firstId }]));
    doc.addIn(['current'], { work: season.id, from: season.from });
    doc.addIn(['current'], { work: film.id, from: film.from });
    fs.writeFileSync(worksFile, doc.toString());
  } else {
    write(
      'works.yaml',
      [
        'works:',
        `  - id: ${firstId}`,
        '    label: 第1期（テスト）',
        '    kind: tv',
        `  - id: ${season.id}`,
        `    label: ${season.label}`,
        '    kind: tv',
        ...(at || announced ? [`    announce: ${at ?? LONG_AGO}`] : []),
        `  - id: ${film.id}`,
        `    label: ${film.label}`,
        '    kind: film',
        ...(at || announced ? [`    announce: ${at ?? LONG_AGO}`] : []),
        'current:',
        `  - work: ${firstId}`,
        `  - work: ${season.id}`,
        `    from: ${season.from}`,
        `  - work: ${film.id}`,
        `    from: ${film.from}`,
        '',
      ].join('\n'),
    );
  }

  for (const work of [season, film]) {
    const dir = `works/${work.id}`;
    write(
      `${dir}/work.yaml`,
      [
        `title: ${work.label}のタイトル`,
        `catchCopy: ${work.label}のキャッチコピー`,
        'keyVisual:',
        `  src: ${KEY_VISUAL_IMAGE}`,
        `  alt: ${work.label}のキービジュアル`,
        `broadcastStart: ${work.label}の告知`,
        '',
      ].join('\n'),
    );
    write(`${dir}/story/intro.md`, `---\ntitle: ${work.label}のイントロダクション\n---\n\n${work.label}のあらすじの紹介。\n`);
  }
  episodeFiles.slice(0, season.episodes).forEach((name, i) => {
    const text = fs
      .readFileSync(inContent(`story/episodes/${name}`), 'utf8')
      .replace(/^number: .*$/m, `number: ${i + 1}`)
      .replace(/^title: .*$/m, `title: ${season.label}の第${i + 1}話`)
      .replace(/^airDate: .*$/m, `airDate: ${addDays(firstAirDate, 7 * i)}`)
      .replace(/^revealAt: .*\n/m, '');
    write(`works/${season.id}/story/episodes/${String(i + 1).padStart(2, '0')}.md`, text);
  });
  write(
    `works/${season.id}/onair.yaml`,
    [
      'notes:',
      `  - ${season.label}の注意書き`,
      'stations:',
      '  - id: season2-tv',
      `    name: ${season.stationName}`,
      '    area: 関東',
      `    firstAirDate: ${firstAirDate}`,
      `    weekday: ${weekday}`,
      '    time: "25:30"',
      '    fastest: true',
      'streaming: []',
      '',
    ].join('\n'),
  );
  write(
    `works/${film.id}/screening.yaml`,
    [
      `startDate: ${film.startDate}`,
      'notes:',
      `  - ${film.label}の注意書き`,
      'theatres:',
      '  - prefecture: 東京都',
      '    name: テスト第一劇場',
      '    url: https://example.com/theatre1',
      '  - prefecture: 大阪府',
      '    name: テスト第二劇場',
      '    url: https://example.com/theatre2',
      '    note: 舞台挨拶あり',
      '',
    ].join('\n'),
  );
  const firstOnly = addCredits(inContent, write, { firstId, season, film });
  return { first: { id: firstId }, season, film, firstOnly };
}

/**
 * The season's disc volume (while DISC is on) and song, the film's song and staff, a role recast for the film and a character of the
 * first work alone, each made from what the series already has (its first release and volume, its first cast entry).
 */
function addCredits(
  inContent: (rel: string) => string,
  write: (rel: string, text: string) => void,
  { firstId, season, film }: { firstId: string; season: AddedWorks['season']; film: AddedWorks['film'] },
): AddedWorks['firstOnly'] {
  const read = (rel: string): Record<string, unknown[]> => parse(fs.readFileSync(inContent(rel), 'utf8')) as Record<string, unknown[]>;
  const [release] = read('music.yaml').music as Array<Record<string, unknown> & { editions: Array<Record<string, unknown>> }>;
  // Catalogue codes of a made-up label, so they never repeat the series' own.
  const song = (label: string, { id, title }: { id: string; title: string }, releaseDate: string) => ({
    ...release,
    id,
    title,
    releaseDate,
    editions: release.editions.map((e, i) => ({ ...e, code: `${label}-${9001 + i}` })),
  });
  write(`works/${season.id}/music.yaml`, stringify({ music: [song('TSTS', season.song, season.firstAirDate)] }));
  write(`works/${film.id}/music.yaml`, stringify({ music: [song('TSTF', film.song, film.startDate)] }));

  // A series with DISC off (site.json `sections`) may have no discs.yaml: the season gets none either.
  const shape = resolveShape((JSON.parse(fs.readFileSync(inContent('site.json'), 'utf8')) as { sections?: RawSectionEntry[] }).sections);
  if (isOn(shape, 'disc')) addSeasonDiscs(read('discs.yaml'), write, season);
  write(`works/${film.id}/staff.yaml`, stringify({ staff: [{ role: film.staff.role, names: [film.staff.name] }] }));

  // The first cast entry is recast for the film: one entry for the other works, one with the film's voice actor.
  const cast = parseDocument(fs.readFileSync(inContent('cast.yaml'), 'utf8'));
  const recast = String(cast.getIn(['cast', 0, 'character']));
  film.recast.character = recast;
  cast.setIn(['cast', 0, 'works'], [firstId, season.id]);
  cast.addIn(['cast'], { character: recast, works: [film.id], cv: { name: film.recast.cv, reading: 'てすとだいやく' } });
  fs.writeFileSync(inContent('cast.yaml'), cast.toString());

  // The last supporting character (else member) whose cast lines name no works: not the role recast for the film, nor
  // one the series itself recasts for a work of its own.
  const castByWork = new Set(
    (cast.toJS() as { cast: Array<{ character: string; works?: string[] }> }).cast.filter((entry) => entry.works).map((entry) => entry.character),
  );
  const members = parseDocument(fs.readFileSync(inContent('members.yaml'), 'utf8'));
  const others = (list: 'supporting' | 'members') =>
    ((members.getIn([list]) as YAMLSeq | undefined)?.items ?? []).map((_item, i) => i).filter((i) => !castByWork.has(String(members.getIn([list, i, 'id']))));
  const list = others('supporting').length > 0 ? 'supporting' : 'members';
  const index = others(list).at(-1) ?? 0;
  const character = String(members.getIn([list, index, 'id']));
  members.setIn([list, index, 'works'], [firstId]);
  fs.writeFileSync(inContent('members.yaml'), members.toString());
  return { character };
}

/** The season's one disc volume, made from the series' first (its first episode, catalogue codes of a made-up label). */
function addSeasonDiscs(discs: Record<string, unknown[]>, write: (rel: string, text: string) => void, season: AddedWorks['season']): void {
  const [volume] = discs.volumes as Array<Record<string, unknown> & { formats: Array<Record<string, unknown>> }>;
  write(
    `works/${season.id}/discs.yaml`,
    stringify({
      volumes: [
        {
          ...volume,
          id: season.volume.id,
          title: season.volume.title,
          releaseDate: season.volume.releaseDate,
          episodes: [1],
          formats: volume.formats.map((f, i) => ({ ...f, code: `TSTD-${9001 + i}` })),
        },
      ],
      stores: discs.stores,
      storeBonuses: [],
    }),
  );
}

/**
 * For the `describe` it is called in: the loaders read a copy of the content with a second season and a film added
 * ({@link addWorks}); the returned object is filled in before the tests run.
 */
export function withMoreWorks(): AddedWorks {
  const added = {} as AddedWorks;
  withContentCopy((content) => Object.assign(added, addWorks(content)));
  return added;
}

/** Runs `test` on a fresh copy of the base content with a second season and a film, then changed by `change`. */
export function withWorks<T>(change: (t: TempContent, added: AddedWorks) => void, test: (t: TempContent, added: AddedWorks) => T): T {
  const t = makeTempContent();
  try {
    const added = addWorks(path.join(t.root, 'content'), { announced: false });
    change(t, added);
    return test(t, added);
  } finally {
    t.cleanup();
  }
}

/** One added work's own character: renamed, in that work alone, its picture the work's key visual too. */
export interface Newcomer {
  name: string;
  images: string[];
}

/**
 * The last two characters (the first work's own one aside) become the season's and the film's newcomers; each work's
 * key visual is its newcomer's main picture, so those pictures belong to the unannounced work alone.
 */
export function addNewcomers(contentDir: string, added: AddedWorks): { season: Newcomer; film: Newcomer } {
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
export function seasonMarks(added: AddedWorks, newcomer: Newcomer): string[] {
  return [added.season.label, added.season.stationName, added.season.song.title, newcomer.name, `/story/${added.season.id}/`];
}
export function filmMarks(added: AddedWorks, newcomer: Newcomer): string[] {
  return [added.film.label, added.film.staff.name, added.film.recast.cv, 'テスト第一劇場', added.film.song.title, newcomer.name, `/onair/${added.film.id}/`];
}

/** The newcomer's pictures no other content file names: those the export must leave out until the announcement. */
export function ownImages(contentDir: string, newcomer: Newcomer): string[] {
  const texts = fs
    .readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name !== 'members.yaml' && e.name !== 'work.yaml')
    .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'));
  return newcomer.images.filter((src) => !texts.some((t) => t.includes(src)));
}
