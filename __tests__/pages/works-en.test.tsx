/** @jest-environment node */
// A series of several works in English (#45), on a copy of the content with a second season and a film
// (../helpers/moreWorks) published in English: every work's ONAIR page is under /en/, the film's screening included,
// and reads English; each links its Japanese twin and back; the switchers lead to the English pages, or to a Japanese
// one marked as such where a work has none in English; the top page writes a current film's dates in English.
import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import EnWorkOnAirPage, { getStaticPaths as enOnairPaths, getStaticProps as enOnairProps } from '../../pages/en/onair/[work]';
import { getStaticProps as jaOnairProps } from '../../pages/onair/[work]';
import EnMusicWorkPage, { getStaticProps as enMusicProps } from '../../pages/en/music/[work]';
import EnHomePage, { getStaticProps as enHomeProps } from '../../pages/en/index';
import { englishDates } from '../../lib/dateStyleEn';
import { siteContext } from '../../lib/content/context';
import { getWorks } from '../../lib/content/works';
import { siteTextOf } from '../../lib/content/siteText';
import { formatDateJaLong } from '../../lib/format';
import { en } from '../../lib/i18n/en';
import { fillTemplate } from '../../lib/i18n/template';
import type { ShellProps } from '../../lib/content/shell';
import { type AddedWorks, addWorks } from '../helpers/moreWorks';
import { withContentCopy } from '../helpers/contentCopy';
import { InEnglish } from '../helpers/english';
import { atBuildTime, loadPaths, loadProps } from '../helpers/pageProps';
import { renderStatic } from '../helpers/renderStatic';

const SEASON_LABEL = 'Season Two (test)';
const NOTE = 'Screening times vary by theater (test).';
const THEATRE = 'Test Cinema One';
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

const added = {} as AddedWorks;
withContentCopy((content) => {
  Object.assign(added, addWorks(content));
  const siteFile = path.join(content, 'site.json');
  fs.writeFileSync(siteFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(siteFile, 'utf8')), languages: ['ja', 'en'] }, null, 2));
  // The season is named in English, the other works are not (any works.en.yaml the series has is replaced); the film's first theatre and its notes are
  // translated, its second theatre is not; the season's song is in English, the film's is not.
  fs.writeFileSync(path.join(content, 'works.en.yaml'), stringify({ works: [{ id: added.season.id, label: SEASON_LABEL }] }));
  fs.writeFileSync(path.join(content, `works/${added.film.id}/screening.en.yaml`), stringify({ notes: [NOTE], theatres: [{ name: THEATRE }] }));
  const music = fs.readFileSync(path.join(content, `works/${added.season.id}/music.yaml`), 'utf8');
  fs.writeFileSync(path.join(content, `works/${added.season.id}/music.en.yaml`), music.replace(added.season.song.title, 'The Second Season’s Opening'));
});

/** Every work current by then. */
const later = () => added.film.fromInstant;
type Shelled = { shell: ShellProps };
/** The works in English as the pages get them then, in works.yaml's order (the series' own and the two added). */
const englishWorks = () => atBuildTime(later(), () => getWorks(siteContext('en')));
/** A work works.en.yaml leaves out is named by its kind ("TV series 2"). */
const KIND_NAME = new RegExp(`^(${Object.values(en.workNames.kinds).join('|')})( \\d+)?$`);

describe('the works’ ONAIR pages in English', () => {
  it('are every work’s, the film’s screening included, each linking its Japanese twin, which links it back', async () => {
    const { paths } = await atBuildTime(later(), () => loadPaths(enOnairPaths));
    const ids = (await englishWorks()).map((w) => w.id);
    expect(ids).toEqual(expect.arrayContaining([added.first.id, added.season.id, added.film.id]));
    expect(paths).toEqual(ids.map((work) => ({ params: { work } })));
    for (const work of ids) {
      const enShell = ((await atBuildTime(later(), () => loadProps(enOnairProps, { work }))) as unknown as Shelled).shell;
      const jaShell = ((await atBuildTime(later(), () => loadProps(jaOnairProps, { work }))) as unknown as Shelled).shell;
      expect(enShell.alternates).toEqual({ ja: `/onair/${work}/`, en: `/en/onair/${work}/` });
      expect(jaShell.alternates).toEqual(enShell.alternates);
    }
  });

  it('show the film’s screening in English: its words, its dates, the translated notes and theatres, no Japanese but a theatre’s name', async () => {
    const props = await atBuildTime(later(), () => loadProps(enOnairProps, { work: added.film.id }));
    const { page, document } = renderStatic(
      <InEnglish>
        <EnWorkOnAirPage {...props} />
      </InEnglish>,
    );
    const works = await englishWorks();
    const film = works.find((w) => w.id === added.film.id)!.label;
    expect(film).toMatch(KIND_NAME);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe(en.onair.screeningName);
    const hero = page.getByRole('heading', { level: 2, name: new RegExp(`^${film}`) });
    expect(hero.textContent).toBe(`${film}${en.onair.releaseBefore}${englishDates.dateLong(added.film.startDate)}`);
    const text = document.body.textContent ?? '';
    expect(text).toContain(NOTE);
    expect(text).not.toContain(formatDateJaLong(added.film.startDate));
    const theatres = page.getAllByRole('rowheader').map((th) => th.textContent ?? '');
    expect(theatres[0]).toContain(THEATRE);
    // The untranslated theatre keeps its name (a proper name); its note, untranslated, is left out.
    const [untranslated] = theatres[1]!.split(en.shell.newTab);
    expect(untranslated).toMatch(JAPANESE);
    expect(text.replace(untranslated!, '')).not.toMatch(JAPANESE);
    // Every work has its English ONAIR page, so the switcher leads to them only.
    const switcher = page.getByRole('navigation', { name: fillTemplate(en.works.switcher, { section: en.onair.switcherSection }) });
    const links = [...switcher.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('hreflang')]);
    expect(links).toEqual(works.map((w) => [w.id === added.season.id ? SEASON_LABEL : expect.stringMatching(KIND_NAME), `/en/onair/${w.id}/`, null]));
  });
});

describe('a switcher in English where a work has no English page', () => {
  it('leads to that work’s Japanese page, marked in Japanese, and to the English pages of the others', async () => {
    const props = await atBuildTime(later(), () => loadProps(enMusicProps, { work: added.season.id }));
    const { page } = renderStatic(
      <InEnglish>
        <EnMusicWorkPage {...props} />
      </InEnglish>,
    );
    const label = (await englishWorks()).find((w) => w.id === added.film.id)!.label;
    const film = page.getAllByRole('link').find((a) => a.textContent === `${label} (${en.shell.langNames.ja})`);
    expect(film?.getAttribute('href')).toBe(`/music/${added.film.id}/`);
    expect(film?.getAttribute('hreflang')).toBe('ja');
    expect(film?.querySelector('[lang="ja"]')?.textContent).toBe(en.shell.langNames.ja);
    const season = page.getByRole('link', { name: SEASON_LABEL });
    expect(season.getAttribute('href')).toBe(`/en/music/${added.season.id}/`);
    expect(season.getAttribute('aria-current')).toBe('page');
  });
});

describe('the English top page while the film is current', () => {
  it('names it in English and writes its release date for English readers', async () => {
    const props = await atBuildTime(later(), () => loadProps(enHomeProps));
    const { page } = renderStatic(
      <InEnglish>
        <EnHomePage {...props} />
      </InEnglish>,
    );
    const panel = page.getByRole('region', { name: en.home.headings.onair });
    expect(panel.textContent).toContain((await englishWorks()).find((w) => w.id === added.film.id)!.label);
    expect(panel.textContent).toContain(englishDates.dateLong(added.film.startDate));
    expect(panel.textContent).toContain(NOTE);
    expect(panel.textContent).not.toMatch(JAPANESE);
  });

  it('describes the seasons in its JSON-LD by the English title and names, at their English pages', async () => {
    type Node = { '@type'?: string; containsSeason?: Array<{ name: string; url: string }> };
    const { jsonLd } = (await atBuildTime(later(), () => loadProps(enHomeProps))) as unknown as { jsonLd: Node & { '@graph'?: Node[] } };
    const series = (jsonLd['@graph'] ?? [jsonLd]).find((node) => node['@type'] === 'TVSeries');
    const title = siteTextOf(siteContext('en')).title;
    const seasons = (await englishWorks()).filter((w) => w.kind !== 'film');
    expect(seasons.map((w) => w.id)).toContain(added.season.id);
    expect(series?.containsSeason?.map((s) => [s.name, new URL(s.url).pathname])).toEqual(seasons.map((w) => [`${title} ${w.label}`, `/en/story/${w.id}/`]));
    expect(series?.containsSeason?.map((s) => s.name)).toContain(`${title} ${SEASON_LABEL}`);
  });
});
