import fs from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { weekdayOfDate } from '../../lib/format';
import { KEY_VISUAL_IMAGE } from '../../lib/siteImages';
import { withContentCopy } from './contentCopy';

/** What {@link addWorks} added, so tests take their expectations from it rather than from a series. */
export interface AddedWorks {
  first: { id: string };
  season: { id: string; label: string; from: string; fromInstant: string; firstAirDate: string; episodes: number; stationName: string };
  film: { id: string; label: string; from: string; fromInstant: string; startDate: string; theatres: number };
}

const DAY_MS = 24 * 60 * 60 * 1000;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Adds a second season (two episodes, made from the first work's first two, and its onair.yaml) and a film (a
 * screening file) to a copy of `content/`, starting weeks after the first work's last broadcast whatever the series;
 * `content/works.yaml` lists the three (or gains the two when the series already has one).
 */
export function addWorks(contentDir: string): AddedWorks {
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
  };
  const film = {
    id: 'film',
    label: '劇場版（テスト）',
    from: `${addDays(startDate, -28)} 12:00`,
    fromInstant: `${addDays(startDate, -28)}T12:00:00+09:00`,
    startDate,
    theatres: 2,
  };

  const worksFile = inContent('works.yaml');
  let firstId = 'season1';
  if (fs.existsSync(worksFile)) {
    const doc = parseDocument(fs.readFileSync(worksFile, 'utf8'));
    firstId = String(doc.getIn(['works', 0, 'id']));
    doc.addIn(['works'], { id: season.id, label: season.label, kind: 'tv' });
    doc.addIn(['works'], { id: film.id, label: film.label, kind: 'film' });
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
        `  - id: ${film.id}`,
        `    label: ${film.label}`,
        '    kind: film',
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
  return { first: { id: firstId }, season, film };
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
