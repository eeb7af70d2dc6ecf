/** @jest-environment node */
// A film's life on a copy of the content with a second season and a film (../helpers/moreWorks), its screening given
// a last day and a ticket link: before its release, from its release day, on its last day and after it, its own ONAIR
// page, /onair/ and the top page say where it is, the ticket link goes with the end, and each boundary is a change.
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import HomePage, { getStaticProps as homeProps } from '../../pages/index';
import OnAirIndexPage, { getStaticProps as onairProps } from '../../pages/onair';
import WorkOnAirPage, { getStaticProps as workOnAirProps } from '../../pages/onair/[work]';
import { getSiteChanges } from '../../lib/content/clock';
import { createContentContext } from '../../lib/content/context';
import { formatDateJaLong, toJstInstant } from '../../lib/format';
import { type AddedWorks, addWorks } from '../helpers/moreWorks';
import { withContentCopy } from '../helpers/contentCopy';
import { atBuildTime, loadProps, minutesAfter } from '../helpers/pageProps';
import { renderStatic } from '../helpers/renderStatic';

const TICKETS = 'https://example.com/tickets/film-life';
const DAY_MS = 24 * 60 * 60 * 1000;

const added = {} as AddedWorks;
let endDate = '';
withContentCopy((content) => {
  Object.assign(added, addWorks(content));
  // Four weeks in theatres, the last day included, with tickets on sale.
  endDate = new Date(Date.parse(`${added.film.startDate}T00:00:00Z`) + 27 * DAY_MS).toISOString().slice(0, 10);
  const file = path.join(content, `works/${added.film.id}/screening.yaml`);
  const doc = parseDocument(fs.readFileSync(file, 'utf8'));
  doc.set('endDate', endDate);
  doc.set('ticketUrl', TICKETS);
  fs.writeFileSync(file, doc.toString());
});

const releaseAt = () => toJstInstant(added.film.startDate, null);
const endAt = () => new Date(Date.parse(toJstInstant(endDate, null)) + DAY_MS).toISOString();

/** The film's own ONAIR page, /onair/ (the film is the current work from its `from` on) and the top page, built at `now`. */
async function buildAt(now: string) {
  const own = await atBuildTime(now, () => loadProps(workOnAirProps, { work: added.film.id }));
  const index = await atBuildTime(now, () => loadProps(onairProps));
  const home = await atBuildTime(now, () => loadProps(homeProps));
  return {
    pages: [renderStatic(<WorkOnAirPage {...own} />).page, renderStatic(<OnAirIndexPage {...index} />).page],
    panel: renderStatic(<HomePage {...home} />).page.getByRole('region', { name: /上映情報/ }),
    // What the export holds besides the HTML: each page's props, as Next writes them into it.
    data: JSON.stringify([own, index, home]),
  };
}

describe('a film’s life', () => {
  it.each([
    ['before its release day', () => minutesAfter(releaseAt(), -1)],
    ['a minute after its `from`', () => added.film.fromInstant],
  ])('%s: says when it opens, with the ticket link', async (_, now) => {
    const { pages, panel } = await buildAt(now());
    for (const page of pages) {
      const hero = page.getByRole('heading', { level: 2, name: new RegExp(added.film.label) });
      expect(hero.textContent).toBe(`${added.film.label}${formatDateJaLong(added.film.startDate)}公開`);
      expect(page.getByRole('link', { name: /チケットを購入する/ }).getAttribute('href')).toBe(TICKETS);
    }
    expect(panel.textContent).toContain(`${formatDateJaLong(added.film.startDate)}公開`);
    expect(panel.textContent).not.toMatch(/上映中|終了/);
  });

  it.each([
    ['from its release day', releaseAt],
    ['on its last day', () => minutesAfter(endAt(), -1)],
  ])('%s: says it is in theatres, with its period and the ticket link', async (_, now) => {
    const { pages, panel } = await buildAt(now());
    for (const page of pages) {
      expect(page.getByRole('heading', { level: 2, name: new RegExp(added.film.label) }).textContent).toBe(`${added.film.label}上映中`);
      expect(page.getByText(/^上映期間:/).textContent).toBe(`上映期間: ${formatDateJaLong(added.film.startDate)}〜${formatDateJaLong(endDate)}`);
      expect(page.getByRole('link', { name: /チケットを購入する/ }).getAttribute('href')).toBe(TICKETS);
    }
    expect(panel.textContent).toContain('上映中');
    expect(panel.textContent).not.toContain('公開・');
  });

  it('after its last day: says the screening has ended, and no page or data links the tickets', async () => {
    const { pages, panel, data } = await buildAt(endAt());
    for (const page of pages) {
      expect(page.getByRole('heading', { level: 2, name: new RegExp(added.film.label) }).textContent).toBe(`${added.film.label}上映は終了しました`);
      expect(page.queryByRole('link', { name: /チケット/ })).toBeNull();
    }
    expect(panel.textContent).toContain('上映は終了しました');
    expect(panel.textContent).not.toMatch(/上映中|公開/);
    expect(data).not.toContain(TICKETS);
  });

  it('makes its release day and the day after its last each a change of the site, named for the film', () => {
    const changes = getSiteChanges(createContentContext(undefined, { buildInstant: added.film.fromInstant }));
    const of = (at: string) => changes.filter((c) => Date.parse(c.at) === Date.parse(at)).map((c) => c.what);
    expect(of(releaseAt())).toContainEqual(expect.stringMatching(new RegExp(`^「${added.film.label}」公開`)));
    expect(of(endAt())).toContainEqual(expect.stringMatching(new RegExp(`^「${added.film.label}」上映終了`)));
  });
});
