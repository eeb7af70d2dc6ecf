/** @jest-environment node */
// A second season and a film added to a copy of the content (../helpers/moreWorks), with their own music, discs and
// staff, a recast role and a character of the first work alone: every MUSIC, DISC, MEMBER and CAST URL of the series
// still answers with the same content, /music/ and /disc/ show the current work under a switcher that skips works
// without the file, and MEMBER and CAST name the works each one is in.
import fs from 'node:fs';
import path from 'node:path';
import { within } from '@testing-library/dom';
import MusicIndexPage, { getStaticProps as musicProps } from '../../pages/music';
import WorkMusicPage, { getStaticPaths as workMusicPaths, getStaticProps as workMusicProps } from '../../pages/music/[work]';
import DiscPage, { getStaticProps as discProps } from '../../pages/disc/index';
import DiscSegmentPage, { getStaticPaths as discPaths, getStaticProps as discSegmentProps } from '../../pages/disc/[volume]';
import MemberPage, { getStaticProps as memberProps } from '../../pages/member/index';
import MemberDetailPage, { getStaticPaths as memberPaths, getStaticProps as memberDetailProps } from '../../pages/member/[id]';
import CastPage, { getStaticProps as castProps } from '../../pages/cast';
import { getCast, getStaff } from '../../lib/sections/cast/content';
import { castPageProps } from '../../lib/sections/cast/pages';
import { createContentContext } from '../../lib/content/context';
import { currentDiscListProps, discSegmentProps as volumeProps } from '../../lib/sections/disc/pages';
import { getDiscs } from '../../lib/sections/disc/content';
import { isSectionOn } from '../../lib/sections/shape';
import { getMembers, getSupportingCharacters } from '../../lib/sections/member/content';
import { worksWithFile } from '../../lib/content/workContent';
import { getWorks } from '../../lib/content/works';
import { currentMusicPageProps } from '../../lib/sections/music/pages';
import { renderStatic } from '../helpers/renderStatic';
import { atBuildTime, loadPaths, loadProps, minutesAfter, staticProps, withoutShell } from '../helpers/pageProps';
import { type AddedWorks, addWorks, withMoreWorks } from '../helpers/moreWorks';
import { withContentCopy } from '../helpers/contentCopy';

/** The repository's content as it is (one work, or the works the series already has). */
const original = (buildInstant: string) => createContentContext(undefined, { contentDir: path.join(process.cwd(), 'content'), buildInstant });
const now0 = new Date().toISOString();
// A series with DISC off (site.json `sections`) has no discs: the DISC tests are skipped.
const discOn = isSectionOn('disc');
const itWithDiscs = discOn ? it : it.skip;
const originalVolumes = discOn ? getDiscs(original(now0)).volumes : [];
const originalMembers = getMembers(original(now0));
const originalWorks = getWorks(original(now0));
const withFileBefore = (file: string) => worksWithFile(file, original(now0));

/** A character or cast entry as it was, without the `works:` the fixture gave it. */
const withoutWorks = <T extends { works?: unknown }>(entry: T): Omit<T, 'works'> => {
  const copy = { ...entry };
  delete copy.works;
  return copy;
};

describe('a series that adds a second season and a film, with their music, discs and staff', () => {
  const added = withMoreWorks();
  const beforeSeason = () => minutesAfter(added.season.fromInstant, -1);
  // The series' own works as the helper leaves them (a series of one work gets works.yaml, its work named
  // 「第1期（テスト）」), then the two added.
  const asListed = (works: ReadonlyArray<{ id: string; label: string; first: boolean }>) =>
    works.map((w) => (w.first && originalWorks.length === 1 ? { id: added.first.id, label: '第1期（テスト）' } : { id: w.id, label: w.label }));
  const labelsOf = (works: ReadonlyArray<{ label: string }>) => works.map((w) => w.label);
  const firstLabel = () => asListed(originalWorks)[0].label;
  const season = () => ({ id: added.season.id, label: added.season.label });
  const film = () => ({ id: added.film.id, label: added.film.label });

  it('keeps every MUSIC URL it had, with the same props besides the switcher', async () => {
    const now = beforeSeason();
    const { works: musicWorks, ...music } = await atBuildTime(now, () => loadProps(musicProps));
    expect(withoutShell(music)).toEqual(withoutWorks(currentMusicPageProps(original(now))));
    expect(musicWorks?.nav.shown).toBe(added.first.id);
  });

  itWithDiscs('keeps every DISC URL it had, with the same props besides the switcher', async () => {
    const now = beforeSeason();
    const { works: discWorks, ...disc } = await atBuildTime(now, () => loadProps(discProps));
    expect(withoutShell(disc)).toEqual(withoutWorks(currentDiscListProps(original(now))));
    expect(discWorks?.nav.shown).toBe(added.first.id);

    const { paths } = await loadPaths(discPaths);
    const segments = paths.map((p) => (typeof p === 'string' ? p : p.params.volume));
    const discWorksAfter = [...asListed(withFileBefore('discs.yaml')), season()];
    expect(segments).toEqual([...originalVolumes.map((v) => v.id), added.season.volume.id, ...discWorksAfter.map((w) => w.id)]);
    for (const v of originalVolumes) {
      const props = await atBuildTime(now, () => loadProps(discSegmentProps, { volume: v.id }));
      expect(withoutShell(props)).toEqual(volumeProps(original(now), v.id));
    }
  });

  it('keeps every MEMBER and CAST URL it had, with the same people', async () => {
    const { works, members, supporting, lead } = await loadProps(memberProps);
    expect(works?.map((w) => w.id)).toEqual([...asListed(originalWorks).map((w) => w.id), added.season.id, added.film.id]);
    expect(lead).toBeTruthy();
    expect(members.map(withoutWorks)).toEqual(originalMembers.map(withoutWorks));
    expect(supporting.map(withoutWorks)).toEqual(getSupportingCharacters(original(now0)).map(withoutWorks));
    const { paths } = await loadPaths(memberPaths);
    expect(paths).toEqual(originalMembers.map((m) => ({ params: { id: m.id } })));
    for (const m of originalMembers) {
      const props = await loadProps(memberDetailProps, { id: m.id });
      expect(withoutWorks(props.member)).toEqual(withoutWorks(m));
    }
    const cast = await loadProps(castProps);
    // The film's recast entry is the one entry added; the others are as they were.
    expect(cast.cast.filter((c) => !c.works?.includes(added.film.id) || c.works.length > 1).map(withoutWorks)).toEqual(
      getCast(original(now0)).map(withoutWorks),
    );
    expect(cast.staff).toEqual(getStaff(original(now0)));
    // A cast entry without works: is in the works its character is in.
    expect(cast.cast.find((c) => c.characterId === added.firstOnly.character)?.works).toEqual([added.first.id]);
    if (originalWorks.length === 1) expect(castPageProps(original(now0))).toEqual({ cast: getCast(original(now0)), staff: getStaff(original(now0)) });
  });

  it('shows the current work’s music on /music/ under a switcher of plain links, and each work’s on its own page', async () => {
    const props = await atBuildTime(added.film.fromInstant, () => loadProps(musicProps));
    const { page } = renderStatic(<MusicIndexPage {...props} />);
    const links = within(page.getByRole('navigation', { name: '作品を選ぶ（ミュージック）' })).getAllByRole('link');
    const musicWorksAfter = [...asListed(withFileBefore('music.yaml')), season(), film()];
    const musicLabels = labelsOf(musicWorksAfter);
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual(
      musicWorksAfter.map((w, i) => [musicLabels[i], `/music/${w.id}/`, w.id === added.film.id ? 'true' : null]),
    );
    expect(page.getByRole('heading', { name: added.film.song.title, level: 2 })).toBeTruthy();

    const { paths } = await loadPaths(workMusicPaths);
    expect(paths).toEqual(musicWorksAfter.map((w) => ({ params: { work: w.id } })));
    const own = await atBuildTime(added.film.fromInstant, () => loadProps(workMusicProps, { work: added.season.id }));
    expect(own.canonical).toBe(`/music/${added.season.id}/`);
    const ownPage = renderStatic(<WorkMusicPage {...own} />).page;
    expect(ownPage.getByRole('heading', { name: added.season.song.title, level: 2 })).toBeTruthy();
    expect(ownPage.getByRole('link', { name: added.season.label }).getAttribute('aria-current')).toBe('page');
    // Its structured data points at the releases on this page, where their anchors are (not /music/, which shows the film's).
    expect(JSON.stringify(own.jsonLd)).toContain(`/music/${added.season.id}/#`);
    expect(JSON.stringify(own.jsonLd)).not.toMatch(/\/music\/#/);
    expect(await staticProps(workMusicProps, { work: 'nothing' })).toEqual({ notFound: true });
  });

  itWithDiscs('keeps the season’s discs on /disc/ while the film, without discs, is current; the switcher skips the film', async () => {
    const props = await atBuildTime(added.film.fromInstant, () => loadProps(discProps));
    const { page } = renderStatic(<DiscPage {...props} />);
    const links = within(page.getByRole('navigation', { name: '作品を選ぶ（ディスク）' })).getAllByRole('link');
    const discWorksAfter = [...asListed(withFileBefore('discs.yaml')), season()];
    const discLabels = labelsOf(discWorksAfter);
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual(
      discWorksAfter.map((w, i) => [discLabels[i], `/disc/${w.id}/`, w.id === added.season.id ? 'true' : null]),
    );
    expect(page.getByRole('heading', { name: added.season.volume.title })).toBeTruthy();
    expect(await staticProps(discSegmentProps, { volume: added.film.id })).toEqual({ notFound: true });
  });

  itWithDiscs('gives the season’s volume its page, linking its episodes and its work’s list', async () => {
    const props = await atBuildTime(beforeSeason(), () => loadProps(discSegmentProps, { volume: added.season.volume.id }));
    const { page } = renderStatic(<DiscSegmentPage {...props} />);
    expect(page.getByRole('link', { name: /#01/ }).getAttribute('href')).toBe(`/story/${added.season.id}/01/`);
    expect(page.getByRole('link', { name: / 一覧$/ }).getAttribute('href')).toBe(`/disc/${added.season.id}/`);
  });

  it('names on MEMBER and CAST the works each one is in, the recast role once per voice actor', async () => {
    const { page, document } = renderStatic(<MemberPage {...await loadProps(memberProps)} />);
    const itemsOf = (list: HTMLElement) => within(list).getAllByRole('listitem').map((li) => li.textContent);
    const lists = page.getAllByRole('list', { name: '登場する作品' });
    // The character of the first work alone (a supporting character's card is addressable by its id).
    const firstOnly = document.getElementById(added.firstOnly.character);
    if (firstOnly) expect(itemsOf(within(firstOnly).getByRole('list', { name: '登場する作品' }))).toEqual([firstLabel()]);
    else expect(lists.map(itemsOf)).toContainEqual([firstLabel()]);
    expect(lists.map(itemsOf)).toContainEqual(labelsOf([...asListed(originalWorks), season(), film()]));

    const [first] = originalMembers;
    const detail = renderStatic(<MemberDetailPage {...await loadProps(memberDetailProps, { id: first.id })} />).page;
    expect(detail.getByText('登場作品')).toBeTruthy();
    expect(lists.length).toBeGreaterThan(0);

    const cast = renderStatic(<CastPage {...await loadProps(castProps)} />).page;
    const recast = cast.getByText(added.film.recast.cv).closest('dd');
    expect(recast && itemsOf(within(recast).getByRole('list', { name: '登場する作品' }))).toEqual([added.film.label]);
    expect(cast.getByRole('heading', { name: added.film.label, level: 3 })).toBeTruthy();
    expect(cast.getByText(added.film.staff.name)).toBeTruthy();
  });
});

(discOn ? describe : describe.skip)('a film with discs of its own', () => {
  const added = {} as AddedWorks;
  withContentCopy((content) => {
    Object.assign(added, addWorks(content));
    // The season's volume under another id, for the film: a film has no episodes to link.
    const text = fs.readFileSync(path.join(content, 'works', added.season.id, 'discs.yaml'), 'utf8');
    fs.writeFileSync(path.join(content, 'works', added.film.id, 'discs.yaml'), text.replace(`id: ${added.season.volume.id}`, 'id: film-bd'));
  });

  it('lists them on the film’s own page and gives the volume its page, without episodes', async () => {
    const list = await atBuildTime(added.film.fromInstant, () => loadProps(discProps));
    expect(list.works?.nav.shown).toBe(added.film.id);
    expect(list.entries.map((e) => [e.volume.id, e.episodes])).toEqual([['film-bd', []]]);
    const volume = await loadProps(discSegmentProps, { volume: 'film-bd' });
    expect('entry' in volume && volume.entry.episodes).toEqual([]);
    const { page } = renderStatic(<DiscSegmentPage {...volume} />);
    expect(page.queryByText('収録話')).toBeNull();
  });
});
