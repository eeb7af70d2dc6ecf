/** @jest-environment node */
// MUSIC, DISC, MEMBER, CAST and staff per work (#37): what each work's files hold, which work /music/ and /disc/
// show, and what an editor reads for each mistake, made on the minimal valid content of lib/content/__fixtures__/base
// with the second season and the film of `addWorks`.
import { checkContent, contentSummary } from '../../lib/content/check';
import { createContentContext } from '../../lib/content/context';
import { formatIssue } from '../../lib/content/errors';
import { getSiteChanges } from '../../lib/content/clock';
import { getCast, getStaff } from '../../lib/sections/cast/content';
import { getDiscs } from '../../lib/sections/disc/content';
import { getMembersFile } from '../../lib/sections/member/content';
import { getMusic } from '../../lib/sections/music/content';
import { worksWithFile } from '../../lib/content/workContent';
import { workRoutes } from '../../lib/content/workRoutes';
import { discWorks } from '../../lib/sections/disc';
import { musicWorks } from '../../lib/sections/music';
import type { WorkSection } from '../../lib/works';
import { forWork, getWork } from '../../lib/content/works';
import { editorCollections } from '../../lib/sections/registry';
import { type TempContent, makeTempContent } from '../../lib/content/__fixtures__/tempContent';
import { type AddedWorks, withWorks } from '../helpers/moreWorks';

const workOf = (t: TempContent, id: string) => {
  const work = getWork(id, t.ctx);
  if (!work) throw new Error(`no work ${id}`);
  return work;
};

describe('each work its own music, discs and staff', () => {
  it('reads each work folder', () => {
    withWorks(() => {}, (t, added) => {
      expect(checkContent(t.ctx).map(formatIssue)).toEqual([]);
      const season = workOf(t, added.season.id);
      const film = workOf(t, added.film.id);
      expect(getMusic(forWork(t.ctx, season)).map((m) => m.title)).toEqual([added.season.song.title]);
      expect(getMusic(forWork(t.ctx, film)).map((m) => m.title)).toEqual([added.film.song.title]);
      expect(getDiscs(forWork(t.ctx, season)).volumes.map((v) => v.id)).toEqual([added.season.volume.id]);
      expect(getStaff(forWork(t.ctx, film))).toEqual([{ role: added.film.staff.role, names: [added.film.staff.name] }]);
      expect(worksWithFile('music.yaml', t.ctx).map((w) => w.id)).toEqual([added.first.id, added.season.id, added.film.id]);
      expect(worksWithFile('discs.yaml', t.ctx).map((w) => w.id)).toEqual([added.first.id, added.season.id]);
      expect(worksWithFile('staff.yaml', t.ctx).map((w) => w.id)).toEqual([added.first.id, added.film.id]);
    });
  });

  it('are edited in the browser editor where the work has them', () => {
    withWorks(() => {}, (t, added) => {
      const edited = editorCollections(t.ctx).files.flatMap((group) => group.files.map((f) => f.file));
      const of = (work: string) => edited.filter((f) => f.startsWith(`works/${work}/`) && /(music|discs|staff)\.yaml$/.test(f)).sort();
      expect(of(added.season.id)).toEqual([`works/${added.season.id}/discs.yaml`, `works/${added.season.id}/music.yaml`]);
      expect(of(added.film.id)).toEqual([`works/${added.film.id}/music.yaml`, `works/${added.film.id}/staff.yaml`]);
    });
  });

  it('shows the current work, or the latest earlier one with the file', () => {
    withWorks(() => {}, (t, added) => {
      const ctxAt = (instant: string) => createContentContext(t.root, { buildInstant: instant });
      const shown = (section: WorkSection, instant: string) => workRoutes(ctxAt(instant), section).index.work.id;
      const before = new Date(Date.parse(added.season.fromInstant) - 60_000).toISOString();
      expect(shown(musicWorks, before)).toBe(added.first.id);
      expect(shown(musicWorks, added.season.fromInstant)).toBe(added.season.id);
      expect(shown(musicWorks, added.film.fromInstant)).toBe(added.film.id);
      // The film has no discs: /disc/ keeps the season's.
      expect(shown(discWorks, added.film.fromInstant)).toBe(added.season.id);
    });
  });

  it('are summed up in each work line, and their release dates are changes of the site', () => {
    withWorks(() => {}, (t, added) => {
      const summary = contentSummary(t.ctx);
      expect(summary.find((line) => line.includes(`（${added.season.id}・`))).toMatch(/音楽 1 件、ディスク 1 巻$/);
      expect(summary.find((line) => line.includes(`（${added.film.id}・`))).toMatch(/スタッフ 1 件、音楽 1 件$/);
      const at = `${added.season.volume.releaseDate}T00:00:00+09:00`;
      expect(getSiteChanges(t.ctx).some((c) => c.at === at)).toBe(true);
    });
  });
});

describe('who appears where', () => {
  it('keeps works: on characters and a recast as a second cast entry', () => {
    withWorks(() => {}, (t, added) => {
      const { members, supporting } = getMembersFile(t.ctx);
      expect([...members, ...supporting].find((c) => c.id === added.firstOnly.character)?.works).toEqual([added.first.id]);
      const entries = getCast(t.ctx).filter((c) => c.characterId === added.film.recast.character);
      expect(entries.map((e) => [e.works, e.cv.name])).toEqual([
        [[added.first.id, added.season.id], entries[0].cv.name],
        [[added.film.id], added.film.recast.cv],
      ]);
      expect(entries[0].cv.name).not.toBe(added.film.recast.cv);
    });
  });
});

type Case = [string, (t: TempContent, a: AddedWorks) => void, (a: AddedWorks, t: TempContent) => string[]];

const firstVolume = (t: TempContent) => getDiscs(t.ctx).volumes[0];
const worksAllowed = (a: AddedWorks) => `使える値: ${a.first.id}（第1期（テスト））、${a.season.id}（${a.season.label}）、${a.film.id}（${a.film.label}）`;
const VOLUME_ID = 'ほかの作品の巻の id とも、作品の id とも重ならない id（巻のページの URL /disc/<id>/ になります）を書いてください';

const cases: Case[] = [
  [
    'a volume id of the first work',
    (t, a) => t.setYaml(`works/${a.season.id}/discs.yaml`, ['volumes', 0, 'id'], firstVolume(t).id),
    (a, t) => [
      `content/works/${a.season.id}/discs.yaml 2行目「巻（volumes）1番目のID（id）」: ${VOLUME_ID}。書かれている値: "${firstVolume(t).id}"（content/discs.yaml の「${firstVolume(t).label}」と同じです）。2つ目からの作品の巻は、たとえば ${a.season.id}-vol1 のように作品の id を付けると重なりません。`,
    ],
  ],
  [
    'a volume id that is a work id',
    (t, a) => t.setYaml(`works/${a.season.id}/discs.yaml`, ['volumes', 0, 'id'], a.film.id),
    (a) => [
      `content/works/${a.season.id}/discs.yaml 2行目「巻（volumes）1番目のID（id）」: ${VOLUME_ID}。書かれている値: "${a.film.id}"（content/works.yaml の作品「${a.film.label}」の id と同じです。その作品のディスク一覧が /disc/${a.film.id}/ を使います）。2つ目からの作品の巻は、たとえば ${a.season.id}-vol1 のように作品の id を付けると重なりません。`,
    ],
  ],
  [
    'a cast entry naming an unknown work',
    (t) => t.setYaml('cast.yaml', ['cast', 0, 'works', 1], 'season9'),
    (a) => [`content/cast.yaml 5行目「キャスト（cast）1番目の登場する作品（works）2番目」: content/works.yaml の works にある作品の id を書いてください。書かれている値: "season9"。${worksAllowed(a)}`],
  ],
  [
    'a recast sharing a work',
    (t, a) => t.setYaml('cast.yaml', ['cast', 0, 'works', 1], a.film.id),
    (a) => [
      `content/cast.yaml 8行目「キャスト（cast）4番目のキャラクター（character）」: 一覧にまだないキャラクター（同じキャラクターは1つの作品に1回だけ。作品によって声優が違うときは、works: で作品を分けて cv: を書きます）を書いてください。書かれている値: "${a.film.recast.character}"（2行目の「キャスト（cast）1番目のキャラクター（character）」と同じです）。`,
    ],
  ],
  [
    'a character naming an unknown work',
    (t) => t.setYaml('members.yaml', ['members', 0, 'works'], ['tv']),
    (a) => [`content/members.yaml 22行目「メンバー（members）1番目の登場する作品（works）1番目」: content/works.yaml の works にある作品の id を書いてください。書かれている値: "tv"。${worksAllowed(a)}`],
  ],
];

describe.each(cases)('%s', (_mistake, change, messages) => {
  it('is reported with its file, line and what is allowed', () => {
    withWorks(change, (t, added) => {
      expect(checkContent(t.ctx).map(formatIssue)).toEqual(messages(added, t));
    });
  });
});

describe('works: in a series of one work', () => {
  it('is reported: there is nothing to choose', () => {
    const t = makeTempContent();
    try {
      t.setYaml('cast.yaml', ['cast', 0, 'works'], ['movie']);
      expect(checkContent(t.ctx).map(formatIssue)).toEqual([
        'content/cast.yaml 3行目「キャスト（cast）1番目の登場する作品（works）」: works:（登場する作品）は、content/works.yaml で作品を2つ以上にしたときに書きます。いまは作品が1つなので、この works: を消してください。',
      ]);
    } finally {
      t.cleanup();
    }
  });
});
