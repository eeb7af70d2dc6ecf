/** @jest-environment node */
// A series of several works in another language (#45): works.en.yaml names the works, a work it leaves out is named by
// its kind (never by its Japanese label), a film's screening.en.yaml gives its notes and theatres, and the content check
// reads both as it reads every translation. On the base fixture with a season and a film added (../helpers/moreWorks).
import { stringify } from 'yaml';
import { type ContentContext, inLang } from '../../lib/content/context';
import { formatIssue } from '../../lib/content/errors';
import { issuesOf } from '../helpers/contentIssues';
import { checkContent } from '../../lib/content/check';
import { forWork, getWork, getWorks } from '../../lib/content/works';
import { getScreening } from '../../lib/sections/onair/content';
import { en as words } from '../../lib/i18n/en';
import type { TempContent } from '../../lib/content/__fixtures__/tempContent';
import { type AddedWorks, withWorks } from '../helpers/moreWorks';

const en = (ctx: ContentContext) => inLang(ctx, 'en');
/** Long after every work is announced and current. */
const LATER = '2100-01-01T00:00:00+09:00';
const at = (t: TempContent) => ({ ...t.ctx, buildInstant: LATER });


/** The base fixture published in English too (site.json `languages`), with a season and a film. */
function withEnglishWorks(change: (t: TempContent, added: AddedWorks) => void, test: (t: TempContent, added: AddedWorks) => void): void {
  withWorks(
    (t, added) => {
      t.edit('site.json', (text) => JSON.stringify({ ...JSON.parse(text), languages: ['ja', 'en'] }, null, 2));
      change(t, added);
    },
    test,
  );
}

const labels = (ctx: ContentContext) => getWorks(ctx).map((w) => w.label);

describe('works.en.yaml', () => {
  it('names each work by its translated label on English pages, the Japanese pages keeping works.yaml’s', () => {
    withEnglishWorks(
      (t, added) => t.write('works.en.yaml', stringify({ works: [{ id: added.first.id, label: 'Season 1' }, { id: added.season.id, label: 'Season 2' }, { id: added.film.id, label: 'The Movie' }] })),
      (t, added) => {
        expect(labels(en(at(t)))).toEqual(['Season 1', 'Season 2', 'The Movie']);
        expect(labels(at(t))).toEqual([expect.any(String), added.season.label, added.film.label]);
        expect(getWork(added.film.id, en(at(t)))?.label).toBe('The Movie');
      },
    );
  });

  it('names a work it leaves out by its kind in English, numbered from the second of a kind on, never by its Japanese label', () => {
    withEnglishWorks(
      (t, added) => t.write('works.en.yaml', stringify({ works: [{ id: added.season.id, label: 'Season 2' }] })),
      (t) => {
        expect(labels(en(at(t)))).toEqual([words.workNames.kinds.tv, 'Season 2', words.workNames.kinds.film]);
      },
    );
    withEnglishWorks(
      () => undefined,
      (t) => {
        expect(labels(en(at(t)))).toEqual([words.workNames.kinds.tv, `${words.workNames.kinds.tv} 2`, words.workNames.kinds.film]);
      },
    );
  });

  it('is checked like every translation: a field the original does not have, one no language changes, an id it does not list', () => {
    withEnglishWorks(
      (t, added) => t.write('works.en.yaml', stringify({ works: [{ id: added.season.id, label: 'Season 2', title: 'A second season' }] })),
      (t) => {
        const issues = checkContent(t.ctx).map(formatIssue);
        expect(issues).toEqual([expect.stringMatching(/^content\/works\.en\.yaml 4行目「works1番目のtitle」: この項目名は英語の訳に使えません。.*訳のファイルに書ける項目: works。/)]);
      },
    );
    withEnglishWorks(
      (t, added) => t.write('works.en.yaml', `works:\n  - id: ${added.season.id}\n    label: Season 2\ncurrent:\n  - work: ${added.season.id}\n`),
      (t) => {
        expect(checkContent(t.ctx).map(formatIssue)).toEqual([expect.stringMatching(/^content\/works\.en\.yaml 4行目「.*（current）」: 訳さない項目です。/)]);
      },
    );
    withEnglishWorks(
      (t) => t.write('works.en.yaml', stringify({ works: [{ id: 'nothing', label: 'Nothing' }] })),
      (t) => {
        expect(issuesOf(() => getWorks(en(at(t))))).toEqual([expect.stringMatching(/^content\/works\.en\.yaml 2行目.*nothing/)]);
      },
    );
  });
});

describe('a film’s screening.en.yaml', () => {
  const file = (added: AddedWorks) => `works/${added.film.id}/screening.en.yaml`;

  it('gives the notes and the theatres’ names and notes; prefectures are written in Latin letters', () => {
    withEnglishWorks(
      (t, added) => t.write(file(added), stringify({ notes: ['Times vary by theater.'], theatres: [{ name: 'Test Cinema One' }, { name: 'Test Cinema Two', note: 'Stage greeting' }] })),
      (t, added) => {
        const film = getWork(added.film.id, t.ctx)!;
        const ja = getScreening(forWork(t.ctx, film));
        const screening = getScreening(forWork(en(t.ctx), film));
        expect(screening.notes).toEqual(['Times vary by theater.']);
        expect(screening.theatres.map((th) => [th.name, th.note, th.url])).toEqual([
          ['Test Cinema One', undefined, ja.theatres[0]!.url],
          ['Test Cinema Two', 'Stage greeting', ja.theatres[1]!.url],
        ]);
        expect(screening.theatres.map((th) => th.prefecture)).toEqual(ja.theatres.map(() => expect.stringMatching(/^[A-Z][a-z]+$/)));
        expect(ja.notes).not.toEqual(screening.notes);
        expect(ja.theatres.map((th) => th.prefecture)).not.toEqual(screening.theatres.map((th) => th.prefecture));
      },
    );
  });

  it('without it: no notes and no theatre notes in English (never the Japanese ones), the theatres under their own names', () => {
    withEnglishWorks(
      () => undefined,
      (t, added) => {
        const film = getWork(added.film.id, t.ctx)!;
        const ja = getScreening(forWork(t.ctx, film));
        const screening = getScreening(forWork(en(t.ctx), film));
        expect(ja.notes.length).toBeGreaterThan(0);
        expect(ja.theatres.some((th) => th.note)).toBe(true);
        expect(screening.notes).toEqual([]);
        expect(screening.theatres.map((th) => [th.name, th.note])).toEqual(ja.theatres.map((th) => [th.name, undefined]));
      },
    );
  });

  it('is checked like every translation: a date is the original’s', () => {
    withEnglishWorks(
      (t, added) => t.write(file(added), stringify({ startDate: '2030-01-01', notes: ['Times vary.'] })),
      (t, added) => {
        expect(checkContent(t.ctx).map(formatIssue)).toEqual([expect.stringMatching(new RegExp(`^content/${file(added).replace(/\./g, '\\.')} 1行目「.*（startDate）」: 訳さない項目です。`))]);
      },
    );
  });
});
