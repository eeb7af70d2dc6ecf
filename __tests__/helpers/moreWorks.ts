import fs from 'node:fs';
import path from 'node:path';
import { type YAMLSeq, parse, parseDocument, stringify } from 'yaml';
import { addDays, weekdayOfDate } from '../../lib/format';
import { KEY_VISUAL_IMAGE } from '../../lib/siteImages';
import type { RawSectionEntry } from '../../lib/site';
import { isOn, resolveShape } from '../../lib/sections/shape';
import { type TempContent, makeTempContent } from '../../lib/content/__fixtures__/tempContent';
import { withContentCopy } from './contentCopy';

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
 * ago unless `announced` is false: then they have no `announce` and are announced when they become current.
 */
export function addWorks(contentDir: string, { announced = true }: { announced?: boolean } = {}): AddedWorks {
  const inContent = (rel: string): string => path.join(contentDir, rel);
  const write = (rel: string, text: string): void => {
    fs.mkdirSync(path.dirname(inContent(rel)), { recursive: true });
    fs.writeFileSync(inContent(rel), text);
  };
  const episodeFiles = fs.readdirSync(inContent('story/episodes')).filter((f) => f.endsWith('.md')).sort();
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
    const announce = announced ? { announce: LONG_AGO } : {};
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
        ...(announced ? [`    announce: ${LONG_AGO}`] : []),
        `  - id: ${film.id}`,
        `    label: ${film.label}`,
        '    kind: film',
        ...(announced ? [`    announce: ${LONG_AGO}`] : []),
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
