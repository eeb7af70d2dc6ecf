/** @jest-environment node */
// The route resolver on the minimal content with a second season and a film (__tests__/helpers/moreWorks): what a
// section's index and each URL segment show, their canonical and switcher, as the current work moves on.
import { createContentContext } from './context';
import { resolveWorkRoute, workRoutes } from './workRoutes';
import { discWorks } from '../sections/disc';
import { musicWorks } from '../sections/music';
import { storyWorks } from '../sections/story';
import { type AddedWorks, withWorks } from '../../__tests__/helpers/moreWorks';
import type { TempContent } from './__fixtures__/tempContent';

const at = (t: TempContent, buildInstant: string) => createContentContext(t.root, { buildInstant });
const minuteBefore = (instant: string) => new Date(Date.parse(instant) - 60_000).toISOString();
const ids = (added: AddedWorks) => [added.first.id, added.season.id, added.film.id];

describe('a section every work has (STORY)', () => {
  it('shows the current work on its index, and each work on its own page, canonical at the index while current', () => {
    withWorks(() => {}, (t, added) => {
      // Each later work is announced when it becomes current: at the film's switch, every work is.
      const ctx = at(t, added.film.fromInstant);
      const { works, index, own } = workRoutes(ctx, storyWorks);
      expect(works.map((w) => w.id)).toEqual(ids(added));
      expect(index).toMatchObject({ work: { id: added.film.id }, index: true, canonical: '/story/' });
      expect(own.map((r) => [r.work.id, r.index, r.canonical])).toEqual([
        [added.first.id, false, `/story/${added.first.id}/`],
        [added.season.id, false, `/story/${added.season.id}/`],
        [added.film.id, false, '/story/'],
      ]);
      // One switcher of every work's own page, marking the work each page shows.
      expect(index.works?.nav.items.map((i) => i.href)).toEqual(ids(added).map((id) => `/story/${id}/`));
      expect(index.works?.nav.shown).toBe(added.film.id);
      expect(own.map((r) => r.works?.nav.shown)).toEqual(ids(added));
      expect(own[2].works?.work).toEqual({ id: added.film.id, label: added.film.label, kind: 'film', first: false });
    });
  });

  it('resolves a segment to a work’s own page, and no page for any other segment', () => {
    withWorks(() => {}, (t, added) => {
      // The season is current; the film is not announced yet.
      const ctx = at(t, added.season.fromInstant);
      expect(resolveWorkRoute(ctx, storyWorks)).toMatchObject({ index: true, work: { id: added.season.id } });
      expect(resolveWorkRoute(ctx, storyWorks, added.season.id)).toMatchObject({ index: false, canonical: '/story/' });
      expect(resolveWorkRoute(ctx, storyWorks, added.first.id)).toMatchObject({ index: false, canonical: `/story/${added.first.id}/` });
      expect(resolveWorkRoute(ctx, storyWorks, added.film.id)).toBeNull();
      expect(resolveWorkRoute(ctx, storyWorks, 'nothing')).toBeNull();
      expect(resolveWorkRoute(ctx, storyWorks, '01')).toBeNull();
    });
  });

  it('has no own pages and no switcher for a series of one work', () => {
    withWorks(() => {}, (t, added) => {
      // Before the season is announced (it is announced when it becomes current), the first work is the only one.
      const ctx = at(t, minuteBefore(added.season.fromInstant));
      const { works, index, own } = workRoutes(ctx, storyWorks);
      expect(works.map((w) => w.id)).toEqual([added.first.id]);
      expect(index).toMatchObject({ index: true, canonical: '/story/', works: null });
      expect(own).toEqual([]);
      expect(resolveWorkRoute(ctx, storyWorks, added.first.id)).toBeNull();
      expect(resolveWorkRoute(ctx, storyWorks, added.season.id)).toBeNull();
    });
  });
});

describe('a section some works have (MUSIC, DISC)', () => {
  it('shows the current work, or the latest earlier one that has the file, and its own page is canonical at the index', () => {
    withWorks(() => {}, (t, added) => {
      const ctx = at(t, added.film.fromInstant);
      expect(workRoutes(ctx, musicWorks).index.work.id).toBe(added.film.id);
      // The film has no discs: /disc/ keeps the season's, and the film has no DISC page.
      const disc = workRoutes(ctx, discWorks);
      expect(disc.works.map((w) => w.id)).toEqual([added.first.id, added.season.id]);
      expect(disc.index.work.id).toBe(added.season.id);
      expect(disc.index.works?.nav.items.map((i) => i.id)).toEqual([added.first.id, added.season.id]);
      expect(resolveWorkRoute(ctx, discWorks, added.season.id)?.canonical).toBe('/disc/');
      expect(resolveWorkRoute(ctx, discWorks, added.first.id)?.canonical).toBe(`/disc/${added.first.id}/`);
      expect(resolveWorkRoute(ctx, discWorks, added.film.id)).toBeNull();
    });
  });
});

describe('a work listed before its announcement, waiting for its files', () => {
  it('has no route in any section', () => {
    withWorks(
      (t) => t.setYaml('works.yaml', ['works', 3], { id: 'tv3', label: '第3期（テスト）', kind: 'tv', announce: '2099-01-01 12:00' }),
      (t, added) => {
        const ctx = at(t, '2098-12-31T12:00:00+09:00');
        expect(workRoutes(ctx, storyWorks).works.map((w) => w.id)).toEqual(ids(added));
        expect(resolveWorkRoute(ctx, storyWorks, 'tv3')).toBeNull();
        expect(workRoutes(ctx, storyWorks).index.works?.nav.items.map((i) => i.id)).not.toContain('tv3');
      },
    );
  });
});
