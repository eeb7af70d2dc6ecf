/** @jest-environment node */
// A second season and a film added to a copy of the content (../helpers/moreWorks): every URL of the series as it was
// still answers with the same content, /story/ and /onair/ show the current work under a switcher, and each work has
// its own pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { within } from '@testing-library/dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'yaml';
import Home from '../../components/Home/Home';
import { homePageProps } from '../../lib/sections/home/pages';
import { BASE_PATH } from '../../lib/url';
import { writeHeaders } from '../../pipeline/headers';
import { headersForRequest, parseHeadersFile } from '../../pipeline/headersFile';
import { emptyScan, scanPage } from '../../pipeline/pageScan';
import StoryPage, { getStaticProps as storyProps } from '../../pages/story/index';
import StorySegmentPage, { getStaticPaths as segmentPaths, getStaticProps as segmentProps } from '../../pages/story/[episode]/index';
import WorkEpisodePage, { getStaticPaths as workEpisodePaths, getStaticProps as workEpisodeProps } from '../../pages/story/[episode]/[number]';
import OnAirIndexPage, { getStaticProps as onairProps } from '../../pages/onair';
import HomePage, { getStaticProps as homeProps } from '../../pages/index';
import { getSettings } from '../../lib/content/settings';
import WorkOnAirPage, { getStaticPaths as workOnAirPaths, getStaticProps as workOnAirProps } from '../../pages/onair/[work]';
import { createContentContext } from '../../lib/content/context';
import { getEpisodes } from '../../lib/sections/story/content';
import { currentOnAirProps } from '../../lib/sections/onair/pages';
import { currentStoryIndexProps, storySegmentProps } from '../../lib/sections/story/pages';
import { getWorks } from '../../lib/content/works';
import { renderStatic } from '../helpers/renderStatic';
import { atBuildTime, loadPaths, loadProps, minutesAfter, staticProps, withoutShell } from '../helpers/pageProps';
import { withMoreWorks, withWorks } from '../helpers/moreWorks';

/** The repository's content as it is, one work. */
const original = (buildInstant: string) => createContentContext(undefined, { contentDir: path.join(process.cwd(), 'content'), buildInstant });
const originalEpisodes = getEpisodes(original(new Date().toISOString()));

describe('a series that adds a second season and a film', () => {
  const added = withMoreWorks();
  const beforeSeason = () => minutesAfter(added.season.fromInstant, -1);

  it('keeps every STORY URL it had, with the same props, and adds each work’s own pages', async () => {
    const { paths } = await loadPaths(segmentPaths);
    const segments = paths.map((p) => (typeof p === 'string' ? p : p.params.episode));
    expect(segments).toEqual([...originalEpisodes.map((e) => e.slug), ...getWorks(createContentContext()).map((w) => w.id)]);
    expect(getWorks(createContentContext()).map((w) => w.id)).toEqual(expect.arrayContaining([added.first.id, added.season.id, added.film.id]));
    const now = beforeSeason();
    for (const e of originalEpisodes) {
      const props = await atBuildTime(now, () => loadProps(segmentProps, { episode: e.slug }));
      const ctx = original(now);
      expect(withoutShell(props)).toEqual(storySegmentProps(ctx, e.slug));
    }
    // /story/ and /onair/ show the same work as before the season's switch, with the switcher (now of every work).
    const withoutWorks = <T extends object>(props: T) => Object.fromEntries(Object.entries(props).filter(([key]) => key !== 'works'));
    const story = await atBuildTime(now, () => loadProps(storyProps));
    expect(withoutWorks(withoutShell(story))).toEqual(withoutWorks(currentStoryIndexProps(original(now))));
    expect(story.works?.nav.shown).toBe(added.first.id);
    const onair = await atBuildTime(now, () => loadProps(onairProps));
    expect(withoutWorks(withoutShell(onair))).toEqual(withoutWorks(currentOnAirProps(original(now))));
    expect(onair.works?.nav.items.map((i) => i.href)).toEqual(getWorks(createContentContext()).map((w) => `/onair/${w.id}/`));
  });

  it('builds the second season’s episodes under its id, and no episode pages for the film', async () => {
    const { paths } = await loadPaths(workEpisodePaths);
    expect(paths).toEqual(['01', '02'].map((number) => ({ params: { episode: added.season.id, number } })));
    const props = await atBuildTime(beforeSeason(), () => loadProps(workEpisodeProps, { episode: added.season.id, number: '02' }));
    const { page } = renderStatic(<WorkEpisodePage {...props} />);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe(`${added.season.label} 第2話「${added.season.label}の第2話」`);
    expect(page.getByRole('link', { name: /前の話/ }).getAttribute('href')).toBe(`/story/${added.season.id}/01/`);
    expect(page.getByRole('link', { name: '一覧へ' }).getAttribute('href')).toBe(`/story/${added.season.id}/#episodes`);
    // The first work's episode 02 is not this one, and a film's or an unknown work's episode is no page.
    expect(await staticProps(workEpisodeProps, { episode: added.film.id, number: '01' })).toEqual({ notFound: true });
    expect(await staticProps(workEpisodeProps, { episode: added.first.id, number: '01' })).toEqual({ notFound: true });
    expect(await staticProps(workEpisodeProps, { episode: added.season.id, number: '03' })).toEqual({ notFound: true });
  });

  it('shows the new season on /story/ from its `from` on, under a switcher of plain links', async () => {
    const props = await atBuildTime(added.season.fromInstant, () => loadProps(storyProps));
    const { page } = renderStatic(<StoryPage {...props} />);
    const nav = page.getByRole('navigation', { name: /作品を選ぶ/ });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual(
      getWorks(createContentContext()).map((w) => [w.label, `/story/${w.id}/`, w.id === added.season.id ? 'true' : null]),
    );
    expect(page.getByRole('heading', { level: 2, name: new RegExp(`${added.season.label}のイントロダクション`) })).toBeTruthy();
    const cards = within(page.getByRole('region', { name: /各話あらすじ/ })).getAllByRole('link');
    expect(cards.map((a) => a.getAttribute('href'))).toEqual([`/story/${added.season.id}/01/`, `/story/${added.season.id}/02/`]);
  });

  it('gives each work its own STORY page, canonical /story/ while it is the current one', async () => {
    const at = added.season.fromInstant;
    const own = await atBuildTime(at, () => loadProps(segmentProps, { episode: added.season.id }));
    expect(own).toMatchObject({ canonical: '/story/' });
    const first = await atBuildTime(at, () => loadProps(segmentProps, { episode: added.first.id }));
    expect(first).toMatchObject({ canonical: `/story/${added.first.id}/` });
    const { page } = renderStatic(<StorySegmentPage {...first} />);
    const current = within(page.getByRole('navigation', { name: /作品を選ぶ/ })).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe(getWorks(createContentContext())[0].label);
    // The first work's own page lists its episodes at the URLs they always had.
    const cards = within(page.getByRole('region', { name: /各話あらすじ/ })).getAllByRole('link');
    expect(cards.map((a) => a.getAttribute('href'))).toEqual(originalEpisodes.map((e) => `/story/${e.slug}/`));
  });

  it('shows a film’s introduction without any episode list, and its screening on ONAIR', async () => {
    const at = added.film.fromInstant;
    const story = renderStatic(<StoryPage {...await atBuildTime(at, () => loadProps(storyProps))} />).page;
    expect(story.getByRole('heading', { level: 2, name: new RegExp(`${added.film.label}のイントロダクション`) })).toBeTruthy();
    expect(story.queryByRole('region', { name: /各話あらすじ/ })).toBeNull();
    expect(story.queryByText(/ネタバレ/)).toBeNull();

    const onair = renderStatic(<OnAirIndexPage {...await atBuildTime(at, () => loadProps(onairProps))} />).page;
    expect(onair.getByRole('heading', { level: 1, name: '上映情報' })).toBeTruthy();
    const table = onair.getByRole('table', { name: '上映劇場' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(added.film.theatres);
    expect(onair.queryByRole('timer')).toBeNull();
    expect(onair.getByRole('heading', { level: 2, name: new RegExp(added.film.label) }).querySelector('time')?.getAttribute('datetime')).toBe(added.film.startDate);
  });

  it('shows the current work on the top page: its catch copy, key visual and next broadcast, then the film’s release', async () => {
    const before = await atBuildTime(beforeSeason(), () => loadProps(homeProps));
    const settings = getSettings(original(beforeSeason()));
    expect(before).toMatchObject({ catchCopy: settings.catchCopy, keyVisualAlt: settings.keyVisualAlt });
    expect('keyVisual' in before).toBe(false);

    const season = renderStatic(<HomePage {...await atBuildTime(added.season.fromInstant, () => loadProps(homeProps))} />).page;
    expect(season.getByText(`${added.season.label}のキャッチコピー`)).toBeTruthy();
    expect(season.getAllByRole('img', { name: `${added.season.label}のキービジュアル` }).length).toBeGreaterThan(0);
    expect(season.getByText(new RegExp(`次回 第1話「${added.season.label}の第1話」`))).toBeTruthy();
    expect(season.getAllByText(new RegExp(added.season.stationName)).length).toBeGreaterThan(0);

    const film = renderStatic(<HomePage {...await atBuildTime(added.film.fromInstant, () => loadProps(homeProps))} />).page;
    expect(film.getByText(`${added.film.label}のキャッチコピー`)).toBeTruthy();
    const panel = film.getByRole('region', { name: /上映情報/ });
    expect(panel.querySelector('time')?.getAttribute('datetime')).toBe(added.film.startDate);
    expect(panel.textContent).toContain(`全${added.film.theatres}館`);
    expect(film.queryByText(/次回 第/)).toBeNull();
  });

  it('gives every work its own ONAIR page, with its own calendars', async () => {
    const { paths } = await loadPaths(workOnAirPaths);
    expect(paths).toEqual(getWorks(createContentContext()).map((w) => ({ params: { work: w.id } })));
    const props = await atBuildTime(beforeSeason(), () => loadProps(workOnAirProps, { work: added.season.id }));
    const { page } = renderStatic(<WorkOnAirPage {...props} />);
    const calendars = page.getAllByRole('link').map((a) => a.getAttribute('href') ?? '').filter((href) => href.endsWith('.ics'));
    expect(calendars).toEqual([`/onair/${added.season.id}/calendar/season2-tv.ics`, `/onair/${added.season.id}/calendar.ics`, `webcal://`].map((h) => expect.stringContaining(h)));
    expect(page.getByRole('rowheader').textContent).toContain(added.season.stationName);
    expect(await staticProps(workOnAirProps, { work: 'nothing' })).toEqual({ notFound: true });
  });
});

describe('the series as it is', () => {
  it('has work pages and a switcher only when works.yaml lists several works', async () => {
    const works = getWorks(createContentContext());
    const several = works.length > 1;
    expect((await loadPaths(workOnAirPaths)).paths).toEqual(several ? works.map((w) => ({ params: { work: w.id } })) : []);
    const { paths } = await loadPaths(segmentPaths);
    expect(paths).toEqual([...getEpisodes(createContentContext()).map((e) => e.slug), ...(several ? works.map((w) => w.id) : [])].map((episode) => ({ params: { episode } })));
    const props = await loadProps(storyProps);
    expect('works' in props).toBe(several);
    expect(renderStatic(<StoryPage {...props} />).page.queryAllByRole('navigation', { name: /作品を選ぶ/ })).toHaveLength(several ? 1 : 0);
  });
});

describe('a later work’s PV', () => {
  it('plays on the top page once its work is current, though the first work has none: the top page’s policy frames the player', () => {
    withWorks(
      (t, added) => {
        const file = `works/${added.season.id}/work.yaml`;
        const { keyVisual } = parse(fs.readFileSync(path.join(t.root, 'content', file), 'utf8')) as { keyVisual: { src: string } };
        t.setYaml(file, ['pvYoutubeId'], 'abcDEF12345');
        t.setYaml(file, ['pvPoster'], keyVisual.src);
      },
      (t, added) => {
        const out = fs.mkdtempSync(path.join(os.tmpdir(), 'works-pv-'));
        try {
          const frameSrc = (buildInstant: string) => {
            const ctx = createContentContext(t.root, { buildInstant });
            const html = renderToStaticMarkup(<Home {...homePageProps(ctx)} menu={[]} />);
            fs.writeFileSync(path.join(out, 'index.html'), html);
            const scan = emptyScan();
            scanPage(scan, 'index.html', html);
            writeHeaders(out, scan, emptyScan(), {});
            const { rules } = parseHeadersFile(fs.readFileSync(path.join(out, '_headers'), 'utf8'));
            const csp = headersForRequest(rules, `${BASE_PATH}/`).get('Content-Security-Policy') ?? '';
            return /(?:^|;\s*)frame-src ([^;]*)/.exec(csp)?.[1] ?? null;
          };
          expect(frameSrc(minutesAfter(added.season.fromInstant, -1))).toBeNull();
          expect(frameSrc(added.season.fromInstant)).toBe('https://www.youtube-nocookie.com');
        } finally {
          fs.rmSync(out, { recursive: true, force: true });
        }
      },
    );
  });
});
