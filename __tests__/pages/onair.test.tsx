/** @jest-environment node */
import { within } from '@testing-library/dom';
import OnAirPage, { getStaticProps } from '../../pages/onair';
import { getOnAir } from '../../lib/sections/onair/content';
import { getEpisodes } from '../../lib/sections/story/content';
import { createContentContext } from '../../lib/content/context';
import { formatDateJaLong, formatWeeklySlot } from '../../lib/format';
import { renderStatic } from '../helpers/renderStatic';
import { loadProps } from '../helpers/pageProps';
import { sectionLabels } from '../../lib/sections/shape';

const onair = getOnAir(createContentContext());
const episodes = getEpisodes(createContentContext());

describe('/onair/', () => {
  it('loads the stations, the streaming services and every episode’s instant', async () => {
    const props = await loadProps(getStaticProps);
    // The sample's current work is a TV series: its broadcasts, not a film's screening.
    if ('screening' in props) throw new Error('/onair/ shows a screening');
    expect(props.stations.map((s) => s.id)).toEqual(onair.stations.map((s) => s.id));
    expect(props.fastest.id).toBe(onair.fastest.id);
    expect(props.streaming.map((s) => s.id)).toEqual(onair.streaming.map((s) => s.id));
    expect(props.episodes).toEqual(episodes.map(({ number, title, airsAt }) => ({ number, title, airsAt })));
  });

  it('states the schedule in the static HTML, without the countdown', async () => {
    const { fastest } = onair;
    const props = await loadProps(getStaticProps);
    const { page } = renderStatic(<OnAirPage {...props} />);
    expect(page.getByRole('heading', { level: 1, name: sectionLabels('onair').labelJa })).toBeTruthy();
    // With several works, the line starts with the work's name.
    const work = props.works ? `${props.works.work.label} ` : '';
    const schedule = page.getByRole('heading', { level: 2, name: new RegExp(`^${work}${formatDateJaLong(fastest.firstAirDate)}より`) });
    expect(schedule.textContent).toBe(`${work}${formatDateJaLong(fastest.firstAirDate)}より${formatWeeklySlot(fastest.weekday, fastest.time)}${fastest.name}ほかにて放送`);
    expect(schedule.querySelector('time')?.getAttribute('datetime')).toBe(fastest.firstAirAt);
    expect(page.queryByRole('timer')).toBeNull();
  });

  it('lists the stations in a captioned table with 30-hour slots and the first instant in JST', async () => {
    const { page } = renderStatic(<OnAirPage {...await loadProps(getStaticProps)} />);
    const table = page.getByRole('table', { name: 'テレビ放送の放送局と放送日時' });
    expect(table.querySelector('caption')).not.toBeNull();
    // The last column holds the per-station calendar links.
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['放送局', '放送地域', '放送開始', '放送日時', '備考', 'カレンダー']);
    const rows = within(table).getAllByRole('rowheader');
    expect(rows).toHaveLength(onair.stations.length);
    onair.stations.forEach((station, i) => {
      expect(rows[i].textContent).toBe(`${station.name}${station.fastest ? '最速' : ''}${station.repeat ? 'リピート' : ''}`);
      const slot = within(rows[i].closest('tr') as HTMLElement).getByText(formatWeeklySlot(station.weekday, station.time));
      expect(slot.getAttribute('datetime')).toBe(station.firstAirAt);
    });
  });

  it('lists the streaming services in a second table and shows the notice', async () => {
    const { page } = renderStatic(<OnAirPage {...await loadProps(getStaticProps)} />);
    const table = page.getByRole('table', { name: '配信サービスと配信日時' });
    const rows = within(table).getAllByRole('rowheader');
    expect(rows.map((th) => th.textContent?.replace('（新しいタブで開きます）', ''))).toEqual(onair.streaming.map((s) => s.name));
    for (const type of ['見放題', 'レンタル']) {
      expect(within(table).queryAllByText(type)).toHaveLength(onair.streaming.filter((s) => s.type === type).length);
    }
    const notice = page.getByRole('region', { name: 'ご注意' });
    expect(within(notice).getAllByRole('listitem').map((li) => li.textContent)).toEqual(onair.notes.map((n) => n.replace(/^※\s*/, '')));
  });
});
