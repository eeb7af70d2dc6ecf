/** @jest-environment node */
// Works (#37): a second season and a film added by content only (content/works.yaml and content/works/<id>/), and
// what an editor reads for each mistake in them, made on the minimal valid content of lib/content/__fixtures__/base.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_FILES, checkContent, checkContentWarnings, contentSummary, listContentFiles } from '../../lib/content/check';
import { clearContentCache, createContentContext } from '../../lib/content/context';
import { formatIssue } from '../../lib/content/errors';
import { getSiteChanges, getSiteInstant, getWithheldImages } from '../../lib/content/clock';
import { scheduleReport } from '../../lib/clock';
import { getOnAir, getScreening } from '../../lib/sections/onair/content';
import { getEpisodes, getStoryIntro } from '../../lib/sections/story/content';
import { forWork, getAllWorks, getCurrentWork, getWaitingWorks, getWorkInfo, getWorkSwitchTimes, getWorks, hasSeveralWorks, requiredWorkFiles } from '../../lib/content/works';
import { type TempContent, makeTempContent } from '../../lib/content/__fixtures__/tempContent';
import { editorCollections } from '../../lib/sections/registry';
import { type AddedWorks, withWorks } from '../helpers/moreWorks';

const at = (t: TempContent, buildInstant: string) => createContentContext(t.root, { buildInstant });

describe('one work (no works.yaml)', () => {
  it('is the top-level files, current from the start, with no switch to schedule', () => {
    const t = makeTempContent();
    try {
      const [work] = getWorks(t.ctx);
      expect(getWorks(t.ctx)).toHaveLength(1);
      expect(work).toMatchObject({ first: true, dir: '' });
      expect(hasSeveralWorks(t.ctx)).toBe(false);
      expect(forWork(t.ctx, work)).toBe(t.ctx);
      expect(getCurrentWork(t.ctx)).toBe(work);
      expect(getWorkSwitchTimes(t.ctx)).toEqual([]);
      expect(contentSummary(t.ctx).some((line) => line.startsWith('作品'))).toBe(false);
    } finally {
      t.cleanup();
    }
  });
});

describe('a second season and a film', () => {
  it('pass the check, each read from its own folder', () => {
    withWorks(() => {}, (t, added) => {
      expect(checkContent(t.ctx).map(formatIssue)).toEqual([]);
      const works = getWorks(t.ctx);
      expect(works.map((w) => [w.id, w.kind, w.first])).toEqual([
        [added.first.id, 'tv', true],
        [added.season.id, 'tv', false],
        [added.film.id, 'film', false],
      ]);
      const season = forWork(t.ctx, works[1]);
      expect(getEpisodes(season).map((e) => e.slug)).toEqual(['01', '02']);
      expect(getEpisodes(season)[0].airDate).toBe(added.season.firstAirDate);
      expect(getOnAir(season).fastest.name).toBe(added.season.stationName);
      expect(getStoryIntro(season).title).toContain(added.season.label);
      expect(getWorkInfo(works[1], t.ctx).catchCopy).toContain(added.season.label);
      const film = forWork(t.ctx, works[2]);
      expect(getScreening(film)).toMatchObject({ startDate: added.film.startDate, startAt: `${added.film.startDate}T00:00:00+09:00` });
      expect(getScreening(film).theatres).toHaveLength(added.film.theatres);
      // The first work keeps reading the top-level files.
      expect(getEpisodes(forWork(t.ctx, works[0]))).toEqual(getEpisodes(t.ctx));
    });
  });

  it('use every kind of file a work folder may hold', () => {
    withWorks(() => {}, (t) => {
      const files = listContentFiles(t.ctx).filter((f) => /^works\b/.test(f));
      const unused = CONTENT_FILES.filter((c) => /^\^works\b/.test(c.pattern.source) && !files.some((f) => c.pattern.test(f)));
      expect(unused.map((c) => String(c.pattern))).toEqual([]);
    });
  });

  it('are edited in the browser editor: the list of works, each work’s files and the season’s episodes', () => {
    withWorks(() => {}, (t, added) => {
      const { folders, files } = editorCollections(t.ctx);
      expect(folders.map((f) => f.folder)).toContain(`works/${added.season.id}/story/episodes`);
      expect(folders.some((f) => f.folder.startsWith(`works/${added.film.id}/`))).toBe(false);
      const edited = files.flatMap((group) => group.files.map((f) => f.file));
      const workFiles = listContentFiles(t.ctx).filter((rel) => rel === 'works.yaml' || (rel.startsWith('works/') && !rel.includes('/episodes/')));
      expect(workFiles.filter((rel) => !edited.includes(rel))).toEqual([]);
    });
  });

  it('change the current work when each `from` passes', () => {
    withWorks(() => {}, (t, added) => {
      const minuteBefore = (iso: string) => new Date(Date.parse(iso) - 60_000).toISOString();
      expect(getCurrentWork(at(t, minuteBefore(added.season.fromInstant))).id).toBe(added.first.id);
      expect(getCurrentWork(at(t, added.season.fromInstant)).id).toBe(added.season.id);
      expect(getCurrentWork(at(t, minuteBefore(added.film.fromInstant))).id).toBe(added.season.id);
      expect(getCurrentWork(at(t, added.film.fromInstant)).id).toBe(added.film.id);
      expect(getWorkSwitchTimes(t.ctx).map((s) => [s.work.id, s.at])).toEqual([
        [added.season.id, added.season.fromInstant],
        [added.film.id, added.film.fromInstant],
      ]);
    });
  });

  it('are changes of the site: the schedule lists each switch, and the site instant moves to it', () => {
    withWorks(() => {}, (t, added) => {
      const changes = getSiteChanges(t.ctx).filter((c) => c.kind === 'work');
      expect(changes.map((c) => c.at)).toEqual([added.season.fromInstant, added.film.fromInstant]);
      const dayBefore = new Date(Date.parse(added.season.fromInstant) - 24 * 3600_000).toISOString();
      expect(scheduleReport(getSiteChanges(t.ctx), dayBefore, 2)).toContain(`「${added.season.label}」がいまの作品に`);
      expect(getSiteInstant(at(t, new Date(Date.parse(added.film.fromInstant) + 60_000).toISOString()))).toBe(added.film.fromInstant);
    });
  });

  it('are listed by `npm run schedule`: the switch, and the new season’s reveals and broadcasts on its own station', () => {
    withWorks(() => {}, (t, added) => {
      const now = new Date(Date.parse(added.season.fromInstant) - 3600_000).toISOString();
      const run = (...args: string[]) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'scripts/schedule.mjs', t.root, '--now', now, ...args], {
          cwd: path.resolve(__dirname, '../..'),
          encoding: 'utf8',
          env: { ...process.env, SITE_NOW: '' },
        }).stdout;
      const report = run('--days', '60');
      expect(report).toContain(`「${added.season.label}」がいまの作品に`);
      expect(report).toContain(`${added.season.label} 第1話「${added.season.label}の第1話」の放送開始（${added.season.stationName}）`);
      expect(report).toContain(`${added.season.label} 第2話「${added.season.label}の第2話」の放送終了: 全2話の放送終了の案内`);
      const [switchLine] = run('--days', '60', '--cron').split('\n').filter((line) => line.includes('がいまの作品に'));
      const at = new Date(added.season.fromInstant);
      expect(switchLine).toMatch(new RegExp(`^${at.getUTCMinutes()} ${at.getUTCHours()} ${at.getUTCDate()} ${at.getUTCMonth() + 1} \\* `));
    });
  }, 30_000);

  it('are summed up one line per work', () => {
    withWorks(() => {}, (t, added) => {
      const lines = contentSummary(at(t, added.season.fromInstant));
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^作品: 3 つ（いまは「${added.season.label.replace(/[()（）]/g, '.')}」`)));
      expect(lines).toContainEqual(expect.stringContaining(`「${added.season.label}」（${added.season.id}・テレビシリーズ・content/works/${added.season.id}/）: イントロダクションと 2 話、放送局 1、配信サービス 0`));
      expect(lines).toContainEqual(expect.stringContaining(`「${added.film.label}」（${added.film.id}・映画・content/works/${added.film.id}/）: イントロダクション、${added.film.startDate} 公開、上映劇場 ${added.film.theatres}`));
    });
  });
});

type Change = (t: TempContent, added: AddedWorks) => void;

const cases: ReadonlyArray<[mistake: string, change: Change, messages: (added: AddedWorks) => string[]]> = [
  [
    'an unknown work id in current',
    (t, a) => t.edit('works.yaml', (s) => s.replace(`  - work: ${a.season.id}\n`, '  - work: season-2\n')),
    (a) => [`content/works.yaml 13行目「いまの作品（current）2番目の作品（work）」: works に書いた作品の id を書いてください。書かれている値: "season-2"。使える値: ${a.first.id}（第1期（テスト））、${a.season.id}（${a.season.label}）、${a.film.id}（${a.film.label}）`],
  ],
  [
    'a folder under works/ that works.yaml does not list',
    (t) => t.write('works/ova/story/intro.md', '---\ntitle: OVA\n---\n\n本文。\n'),
    (a) => [`content/works/ova/: このフォルダの作品（ova）は content/works.yaml の works にありません。works に「- id: ova」を書き足すか、フォルダの名前を作品の id にそろえてください（書かれている id: ${a.first.id}、${a.season.id}、${a.film.id}）。`],
  ],
  [
    'a folder under works/ without works.yaml',
    (t) => t.remove('works.yaml'),
    (a) => [
      // The fixture's works: on a cast entry and a character name works that are gone (workContent.ts).
      ...['cast.yaml', 'cast.yaml', 'members.yaml'].map((file) => expect.stringMatching(new RegExp(`^content/${file} \\d+行目.*（works）」: works:（登場する作品）は、`))),
      `content/works/${a.film.id}/: このフォルダの作品（${a.film.id}）を使うには、content/works.yaml を作って works に1つ目の作品と「- id: ${a.film.id}」を書いてください（書き方は content/README.md の「第2期・劇場版を足す」）。`,
      `content/works/${a.season.id}/: このフォルダの作品（${a.season.id}）を使うには、content/works.yaml を作って works に1つ目の作品と「- id: ${a.season.id}」を書いてください（書き方は content/README.md の「第2期・劇場版を足す」）。`,
    ],
  ],
  [
    'episodes under a film',
    (t, a) => fs.cpSync(path.join(t.root, 'content', 'works', a.season.id, 'story', 'episodes'), path.join(t.root, 'content', 'works', a.film.id, 'story', 'episodes'), { recursive: true }),
    (a) => [`content/works/${a.film.id}/story/episodes/: 「${a.film.label}」（${a.film.id}）は映画（kind: film）なので各話はありません。このフォルダを消すか、各話のある作品なら content/works.yaml の kind を tv か ova にしてください。`],
  ],
  [
    'a work id of digits only (an episode slug)',
    (t) => t.setYaml('works.yaml', ['works', 0, 'id'], '01'),
    (a) => [
      'content/works.yaml 2行目「作品（works）1番目の作品の id（id）」: 英小文字を1文字以上含む id（例: tv2、movie）を書いてください。書かれている値: "01"（数字だけの id は、1つ目の作品の各話の URL /story/01/ と重なります）。',
      `content/works.yaml 12行目「いまの作品（current）1番目の作品（work）」: works に書いた作品の id を書いてください。書かれている値: "${a.first.id}"。使える値: 01（第1期（テスト））、${a.season.id}（${a.season.label}）、${a.film.id}（${a.film.label}）`,
    ],
  ],
  [
    'a reserved work id',
    (t) => t.setYaml('works.yaml', ['works', 0, 'id'], 'calendar'),
    (a) => [
      'content/works.yaml 2行目「作品（works）1番目の作品の id（id）」: サイトが使っていない id（例: tv2、movie）を書いてください。書かれている値: "calendar"（サイトが URL に使う名前です）。使える値: index、calendar、page 以外',
      `content/works.yaml 12行目「いまの作品（current）1番目の作品（work）」: works に書いた作品の id を書いてください。書かれている値: "${a.first.id}"。使える値: calendar（第1期（テスト））、${a.season.id}（${a.season.label}）、${a.film.id}（${a.film.label}）`,
    ],
  ],
  [
    'a second work without its folder',
    (t, a) => fs.rmSync(path.join(t.root, 'content', 'works', a.season.id), { recursive: true }),
    (a) => [`content/works.yaml 5行目「作品（works）2番目の作品の id（id）」: この作品のフォルダ content/works/${a.season.id}/ がありません。2つ目からの作品は、そのフォルダに work.yaml・story/intro.md と、テレビ・OVA なら onair.yaml と story/episodes/、映画なら screening.yaml を置きます。まだ発表しない作品なら、この作品に announce（発表する日時）を書くと、ファイルがそろうまでサイトに出さずにビルドが続きます（書き方は content/README.md の「第2期・劇場版を足す」）。`],
  ],
  [
    'from times out of order',
    (t, a) => t.setYaml('works.yaml', ['current', 2, 'from'], a.season.from),
    (a) => [`content/works.yaml 16行目「いまの作品（current）3番目の切り替わる日時（from）」: 前の切り替え（14行目の ${a.season.from}）より後の日時を書いてください。書かれている値: "${a.season.from}"。current は切り替わる順に上から書きます。`],
  ],
  [
    'a later switch without from',
    (t) => t.edit('works.yaml', (s) => s.replace(/\n    from: [^\n]*\n$/, '\n')),
    () => ['content/works.yaml 15行目「いまの作品（current）3番目」: 2つ目からの切り替えには、切り替わる日時 from: を書いてください（例: from: 2027-01-09 12:00）。'],
  ],
  [
    'an announcement after the work becomes current',
    (t) => t.setYaml('works.yaml', ['works', 1, 'announce'], '2099-01-01 12:00'),
    (a) => [
      `content/works.yaml 8行目「作品（works）2番目の発表する日時（announce）」: 「${a.season.label}」がいまの作品になる日時（15行目の from: ${a.season.from}）と同じか、それより前の日時を書いてください。書かれている値: "2099-01-01 12:00"。発表より前にいまの作品にはなれません。announce を省くと、from の日時に発表されます。`,
    ],
  ],
  [
    'an announcement for the work current from the start',
    (t) => t.setYaml('works.yaml', ['works', 0, 'announce'], '2099-01-01 12:00'),
    () => [
      'content/works.yaml 5行目「作品（works）1番目の発表する日時（announce）」: 「第1期（テスト）」は current の1つ目（13行目）なので最初からいまの作品です。発表する日時（announce）は書けないので、この行を消してください。',
    ],
  ],
  [
    'a film as the first work',
    (t) => t.setYaml('works.yaml', ['works', 0, 'kind'], 'film'),
    (a) => [
      `content/onair.yaml: 「第1期（テスト）」（${a.first.id}）は映画（kind: film）なので、上映の情報は onair.yaml ではなく screening.yaml に書きます。`,
      `content/story/episodes/: 「第1期（テスト）」（${a.first.id}）は映画（kind: film）なので各話はありません。このフォルダを消すか、各話のある作品なら content/works.yaml の kind を tv か ova にしてください。`,
      'content/works.yaml 4行目「作品（works）1番目の作品の種類（kind）」: tv か ova（1つ目の作品は content/story/episodes/ と content/onair.yaml を使います）を書いてください。書かれている値: "film"（映画は2つ目からの作品にしてください）。使える値: tv、ova',
    ],
  ],
  [
    'an onair.yaml for a film',
    (t, a) => fs.copyFileSync(path.join(t.root, 'content', 'onair.yaml'), path.join(t.root, 'content', 'works', a.film.id, 'onair.yaml')),
    (a) => [`content/works/${a.film.id}/onair.yaml: 「${a.film.label}」（${a.film.id}）は映画（kind: film）なので、上映の情報は onair.yaml ではなく screening.yaml に書きます。`],
  ],
  [
    'a screening that ends before it starts',
    (t, a) => t.setYaml(`works/${a.film.id}/screening.yaml`, ['endDate'], '2000-01-01'),
    (a) => [`content/works/${a.film.id}/screening.yaml 12行目「上映終了日（endDate）」: 公開日（${a.film.startDate}）以降の日付を書いてください。書かれている値: "2000-01-01"。`],
  ],
  [
    'a theatre without a prefecture',
    (t, a) => t.setYaml(`works/${a.film.id}/screening.yaml`, ['theatres', 0, 'prefecture'], '東京'),
    (a) => [`content/works/${a.film.id}/screening.yaml 5行目「上映劇場（theatres）1番目の都道府県（prefecture）」: 47都道府県のどれかの名前（「都」「道」「府」「県」まで書きます。例: 東京都、大阪府、北海道、神奈川県）を書いてください。書かれている値: "東京"。劇場のある都道府県。`],
  ],
  [
    'a prefecture that is not one of the 47, though it ends in 府',
    (t, a) => t.setYaml(`works/${a.film.id}/screening.yaml`, ['theatres', 0, 'prefecture'], '東都府'),
    (a) => [`content/works/${a.film.id}/screening.yaml 5行目「上映劇場（theatres）1番目の都道府県（prefecture）」: 47都道府県のどれかの名前（「都」「道」「府」「県」まで書きます。例: 東京都、大阪府、北海道、神奈川県）を書いてください。書かれている値: "東都府"。劇場のある都道府県。`],
  ],
  [
    'a work id with a capital letter, and its folder named the same: one message, suggesting no invalid id',
    (t, a) => {
      t.edit('works.yaml', (s) => s.replaceAll(a.season.id, 'Tv2'));
      fs.renameSync(path.join(t.root, 'content', 'works', a.season.id), path.join(t.root, 'content', 'works', 'Tv2'));
    },
    () => ['content/works.yaml 5行目「作品（works）2番目の作品の id（id）」: 半角の英小文字・数字・ハイフンだけの id（2つ目からの作品は content/works/ のフォルダの名前も同じ id にします。例: tv2、movie）を書いてください。書かれている値: "Tv2"。作品を指す名前。'],
  ],
  [
    'the first work’s id refused: one message, the second work not taken for the first',
    (t, a) => t.edit('works.yaml', (s) => s.replaceAll(a.first.id, 'Tv1')),
    () => ['content/works.yaml 2行目「作品（works）1番目の作品の id（id）」: 半角の英小文字・数字・ハイフンだけの id（2つ目からの作品は content/works/ のフォルダの名前も同じ id にします。例: tv2、movie）を書いてください。書かれている値: "Tv1"。作品を指す名前。'],
  ],
  [
    'a folder whose name is not an id: no tip to write it as one',
    (t) => t.write('works/OVA/story/intro.md', '---\ntitle: OVA\n---\n\n本文。\n'),
    (a) => [`content/works/OVA/: このフォルダの作品（OVA）は content/works.yaml の works にありません。フォルダの名前を works に書いた作品の id にそろえるか、フォルダの名前を半角の英小文字・数字・ハイフンだけの id（例: tv2、movie）に変え、works にその id を書き足してください（書かれている id: ${a.first.id}、${a.season.id}、${a.film.id}）。`],
  ],
  [
    'from indented by three spaces: one message about the indentation, not a missing bracket and a missing work',
    (t, a) => t.edit('works.yaml', (s) => s.replace(`    from: ${a.season.from}`, `   from: ${a.season.from}`)),
    () => ['content/works.yaml 14行目: YAML の書き方に誤りがあります（4文字目あたり）。字下げ（行頭の空白の数）が上の「- 」の項目とそろっていません。その項目の続きなら上の行の項目と同じ 4 文字、新しい項目なら「- 」を付けて 2 文字の字下げにしてください。'],
  ],
  [
    'a second season episode file broken',
    (t, a) => t.edit(`works/${a.season.id}/story/episodes/02.md`, (s) => s.replace(/^number: .*$/m, 'number: 1')),
    (a) => [`content/works/${a.season.id}/story/episodes/02.md 2行目「話数（number）」: ほかの話と重ならない話数を書いてください。書かれている値: 1（content/works/${a.season.id}/story/episodes/01.md と同じです）。`],
  ],
];

describe.each(cases)('%s', (_mistake, change, messages) => {
  it('is reported with its file, line and what is allowed', () => {
    withWorks(change, (t, added) => {
      expect(checkContent(t.ctx).map(formatIssue)).toEqual(messages(added));
    });
  });
});

describe('a work added in the editor before its announcement', () => {
  const ANNOUNCE = '2099-01-01 12:00';
  const ANNOUNCED_AT = '2099-01-01T12:00:00+09:00';
  const NOW = '2098-12-31T12:00:00+09:00';
  // What the works.yaml form writes: a work added at the end of the list, with its announcement.
  const listNewWork = (t: TempContent, kind: 'tv' | 'film' = 'tv') =>
    t.setYaml('works.yaml', ['works', 3], { id: 'tv3', label: '第3期（テスト）', kind, announce: ANNOUNCE });

  it('builds while listed without files, left out of the site, each missing file a warning naming the editor’s form', () => {
    withWorks((t) => listNewWork(t), (t) => {
      const ctx = at(t, NOW);
      expect(checkContent(ctx).map(formatIssue)).toEqual([]);
      expect(getAllWorks(ctx).map((w) => w.id)).not.toContain('tv3');
      expect(getWaitingWorks(ctx)).toEqual([
        { work: expect.objectContaining({ id: 'tv3' }), announcedAt: ANNOUNCED_AT, missing: ['works/tv3/work.yaml', 'works/tv3/story/intro.md', 'works/tv3/onair.yaml'] },
      ]);
      // Its announcement stays a change of the site: the build at that minute is the one that needs the files.
      expect(getSiteChanges(ctx)).toContainEqual(expect.objectContaining({ at: ANNOUNCED_AT, kind: 'announce' }));
      const warnings = checkContentWarnings(ctx).map(formatIssue).filter((line) => line.startsWith('content/works/tv3/'));
      expect(warnings.sort()).toEqual([
        'content/works/tv3/onair.yaml: 「第3期（テスト）」（tv3）のこのファイルがまだありません。編集画面の「作品: 第3期（テスト）（2099-01-01 12:00 に発表）：放送局・配信サービスを作る」で作って保存してください。ファイルがそろうまで、この作品はサイトに出ません。発表の 2099-01-01 12:00 までにそろわないと、その時刻からのビルドが止まります。',
        'content/works/tv3/story/intro.md: 「第3期（テスト）」（tv3）のこのファイルがまだありません。編集画面の「作品: 第3期（テスト）（2099-01-01 12:00 に発表）：イントロダクションを作る」で作って保存してください。ファイルがそろうまで、この作品はサイトに出ません。発表の 2099-01-01 12:00 までにそろわないと、その時刻からのビルドが止まります。',
        'content/works/tv3/work.yaml: 「第3期（テスト）」（tv3）のこのファイルがまだありません。編集画面の「作品: 第3期（テスト）（2099-01-01 12:00 に発表）：作品名・キャッチコピー・キービジュアルを作る」で作って保存してください。ファイルがそろうまで、この作品はサイトに出ません。発表の 2099-01-01 12:00 までにそろわないと、その時刻からのビルドが止まります。',
      ].sort());
      expect(contentSummary(ctx)).toContainEqual(expect.stringMatching(/^ {2}「第3期（テスト）」（tv3・テレビシリーズ・content\/works\/tv3\/）: ファイル待ち（まだないもの: work.yaml、story\/intro.md、onair.yaml。/));
      // From the announcement on, the build stops, saying what the folder must hold.
      expect(checkContent(at(t, ANNOUNCED_AT)).map(formatIssue)).toEqual([expect.stringContaining('この作品のフォルダ content/works/tv3/ がありません。')]);
    });
  });

  it('builds after each file saved one by one, and is checked like any work once they are all there', () => {
    withWorks((t) => listNewWork(t), (t, added) => {
      // Each save is a new build, which reads the files afresh.
      const ctx = () => {
        clearContentCache();
        return at(t, NOW);
      };
      const season = `works/${added.season.id}`;
      const keyVisual = getWorkInfo(getWorks(ctx()).find((w) => w.id === added.season.id)!, ctx()).keyVisual.src;
      t.write('works/tv3/work.yaml', fs.readFileSync(path.join(t.root, 'content', season, 'work.yaml'), 'utf8').replace(keyVisual, '/images/top/tv3-kv.png'));
      expect(checkContent(ctx()).map(formatIssue)).toEqual([]);
      expect(getWaitingWorks(ctx())[0].missing).toEqual(['works/tv3/story/intro.md', 'works/tv3/onair.yaml']);
      // What its files name so far stays out of the export until the announcement, though the work is not read yet.
      t.write('works/tv3/story/intro.md', `---\ntitle: 第3期\nimage: /images/story/tv3-only.png\n---\n\n![](/images/story/tv3-body.png)\n`);
      expect([...getWithheldImages(ctx())]).toEqual(expect.arrayContaining(['/images/top/tv3-kv.png', '/images/story/tv3-only.png', '/images/story/tv3-body.png']));
      t.write('works/tv3/story/intro.md', fs.readFileSync(path.join(t.root, 'content', season, 'story/intro.md'), 'utf8'));
      expect(checkContent(ctx()).map(formatIssue)).toEqual([]);
      t.write('works/tv3/onair.yaml', 'stations: []\n');
      expect(getWaitingWorks(ctx())).toEqual([]);
      expect(getAllWorks(ctx()).map((w) => w.id)).toContain('tv3');
      // Complete, it is read and checked before its announcement, as every work is.
      expect(checkContent(ctx()).map(formatIssue).some((line) => line.startsWith('content/works/tv3/onair.yaml'))).toBe(true);
    });
  });

  it('is in the editor of npm run cms with its announcement, each file it needs as an empty form; not in the exported editor', () => {
    withWorks((t) => listNewWork(t), (t) => {
      const ctx = at(t, NOW);
      const exported = editorCollections(ctx);
      expect(JSON.stringify(exported)).not.toContain('tv3');
      const local = editorCollections(ctx, { unannounced: true });
      const forms = local.folders.filter((f) => f.single && f.folder.startsWith('works/tv3'));
      expect(forms.map((f) => `${f.folder}/${f.slug}.${f.markdown ? 'md' : 'yaml'}`)).toEqual(expect.arrayContaining(requiredWorkFiles({ dir: 'works/tv3', kind: 'tv' })));
      // The files a work may have later (its music, discs, staff) are made the same way.
      expect(forms.map((f) => f.slug)).toEqual(expect.arrayContaining(['music', 'discs', 'staff']));
      expect(forms.every((f) => f.label.startsWith('作品: 第3期（テスト）（2099-01-01 12:00 に発表）：'))).toBe(true);
      // The introduction is alone in its folder, so its form lists it once written; work.yaml shares its folder with onair.yaml.
      expect(forms.find((f) => f.slug === 'intro')?.single).toBe('listed');
      expect(forms.find((f) => f.slug === 'work')?.single).toBe('hidden');
      expect(local.folders.find((f) => f.folder === 'works/tv3/story/episodes')?.label).toBe('各話あらすじ（第3期（テスト））（2099-01-01 12:00 に発表）');
      // Once saved, the file is edited in its work's group, and its form is gone.
      t.write('works/tv3/work.yaml', 'title: x\n');
      clearContentCache();
      const after = editorCollections(at(t, NOW), { unannounced: true });
      expect(after.files.find((g) => g.name === 'work-tv3')?.files.map((f) => f.file)).toEqual(['works/tv3/work.yaml']);
      expect(after.folders.filter((f) => f.single && f.folder.startsWith('works/tv3')).map((f) => f.slug)).not.toContain('work');
    });
  });

  it('a film waits for its screening file, not onair.yaml', () => {
    withWorks((t) => listNewWork(t, 'film'), (t) => {
      expect(getWaitingWorks(at(t, NOW))[0].missing).toEqual(['works/tv3/work.yaml', 'works/tv3/story/intro.md', 'works/tv3/screening.yaml']);
    });
  });
});

describe('a series of one work, in the editor', () => {
  it('makes works.yaml from an empty form, the first step of adding a season or a film', () => {
    const t = makeTempContent();
    try {
      const { folders, files } = editorCollections(t.ctx);
      expect(files.some((g) => g.name === 'works')).toBe(false);
      expect(folders.filter((f) => f.single).map((f) => [f.folder, f.slug, f.markdown, f.label])).toEqual([['', 'works', false, '作品の一覧（第2期・劇場版など）：作品と切り替わる日時を作る']]);
    } finally {
      t.cleanup();
    }
  });
});
