/** @jest-environment node */
import { within } from '@testing-library/dom';
import OnAirPage, { getStaticProps } from '../../pages/onair';
import { renderStatic } from '../helpers/renderStatic';
import { loadProps } from '../helpers/pageProps';

describe('/onair/', () => {
  it('loads the stations, the streaming services and the 12 episode instants', async () => {
    const props = await loadProps(getStaticProps);
    expect(props.stations.map((s) => s.id)).toEqual(['aozora-tv', 'umikaze-tv', 'nagisa-hoso', 'bs-minamo', 'anime-harbor', 'bs-minamo-repeat']);
    expect(props.fastest.id).toBe('aozora-tv');
    expect(props.streaming).toHaveLength(5);
    expect(props.episodes).toHaveLength(12);
    expect(props.episodes[11]).toEqual({ number: 12, title: 'そらいろアンサンブル', airsAt: '2026-12-20T01:30:00+09:00' });
  });

  it('states the schedule in the static HTML, without the countdown', async () => {
    const { page } = renderStatic(<OnAirPage {...await loadProps(getStaticProps)} />);
    expect(page.getByRole('heading', { level: 1, name: '放送・配信情報' })).toBeTruthy();
    const schedule = page.getByRole('heading', { level: 2, name: /2026年10月3日（土）より/ });
    expect(schedule.textContent).toBe('2026年10月3日（土）より毎週土曜 25:30〜あおぞらテレビほかにて放送');
    expect(page.queryByRole('timer')).toBeNull();
  });

  it('lists the stations in a captioned table with 30-hour slots and the first instant in JST', async () => {
    const { page } = renderStatic(<OnAirPage {...await loadProps(getStaticProps)} />);
    const table = page.getByRole('table', { name: 'テレビ放送の放送局と放送日時' });
    expect(table.querySelector('caption')).not.toBeNull();
    // The last column holds the per-station calendar links.
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '放送局',
      '放送地域',
      '放送開始',
      '放送日時',
      '備考',
      'カレンダー',
    ]);
    const rows = within(table).getAllByRole('rowheader');
    expect(rows).toHaveLength(6);
    const aozora = rows[0].closest('tr')!;
    expect(rows[0].textContent).toBe('あおぞらテレビ最速');
    const slot = within(aozora).getByText('毎週土曜 25:30〜');
    expect(slot.getAttribute('datetime')).toBe('2026-10-04T01:30:00+09:00');
    const umikaze = within(table).getByRole('rowheader', { name: '関西うみかぜテレビ' }).closest('tr')!;
    expect(within(umikaze).getByText('毎週土曜 26:25〜').getAttribute('datetime')).toBe('2026-10-04T02:25:00+09:00');
    expect(within(table).getByText('リピート')).toBeTruthy();
  });

  it('lists the streaming services in a second table and shows the notice', async () => {
    const { page } = renderStatic(<OnAirPage {...await loadProps(getStaticProps)} />);
    const table = page.getByRole('table', { name: '配信サービスと配信日時' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(5);
    expect(within(table).getAllByText('見放題')).toHaveLength(3);
    expect(within(table).getAllByText('レンタル')).toHaveLength(2);
    const notice = page.getByRole('region', { name: 'ご注意' });
    expect(notice.textContent).toContain('放送日時は編成の都合により変更になる場合があります');
  });
});
