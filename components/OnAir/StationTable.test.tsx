import { render, screen, within } from '@testing-library/react';
import StationTable from './StationTable';
import { station } from './fixtures';

const stations = [
  station({ fastest: true, note: '最速放送' }),
  station({
    id: 'bs-minamo-repeat',
    name: 'BSみなも（リピート放送）',
    area: '全国（BS）',
    firstAirDate: '2026-10-11',
    weekday: '日',
    time: '10:00',
    repeat: true,
    firstAirAt: '2026-10-11T10:00:00+09:00',
  }),
];

describe('StationTable', () => {
  it('is a table named by its caption, with column headers and one row header per station', () => {
    render(<StationTable stations={stations} />);
    const table = screen.getByRole('table', { name: 'テレビ放送の放送局と放送日時' });
    expect(table.querySelector('caption')).toHaveTextContent('テレビ放送の放送局と放送日時');
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['放送局', '放送地域', '放送開始', '放送日時', '備考']);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders).toHaveLength(2);
    expect(rowHeaders[0]).toHaveAttribute('scope', 'row');
  });

  it('writes the weekly slot in 30-hour notation with the first instant in JST as dateTime', () => {
    render(<StationTable stations={stations} />);
    const row = screen.getByRole('rowheader', { name: /あおぞらテレビ/ }).closest('tr');
    expect(row).not.toBeNull();
    const slot = within(row!).getByText('毎週土曜 25:30〜');
    expect(slot.tagName).toBe('TIME');
    expect(slot).toHaveAttribute('dateTime', '2026-10-04T01:30:00+09:00');
    // The ordinary clock reading for a slot past midnight.
    expect(within(row!).getByText('（日曜 1:30）')).toBeInTheDocument();
    expect(within(row!).getByText('2026.10.03（土）')).toHaveAttribute('dateTime', '2026-10-03');
  });

  it('marks the fastest and the repeat stations in words', () => {
    render(<StationTable stations={stations} />);
    expect(screen.getByRole('rowheader', { name: 'あおぞらテレビ 最速' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'BSみなも（リピート放送） リピート' })).toBeInTheDocument();
    // A daytime slot gets no clock reading, and an empty note still says so to screen readers.
    const repeatRow = screen.getByRole('rowheader', { name: /BSみなも/ }).closest('tr')!;
    expect(within(repeatRow).queryByText(/（日曜/)).not.toBeInTheDocument();
    expect(within(repeatRow).getByText('なし')).toBeInTheDocument();
  });

  it('adds a calendar column only when calendar links are given', () => {
    const { rerender } = render(<StationTable stations={stations} />);
    expect(screen.queryByRole('columnheader', { name: 'カレンダー' })).not.toBeInTheDocument();
    rerender(<StationTable stations={stations} calendarLinks={(s) => <a href={`/calendar/${s.id}.ics`}>追加</a>} />);
    expect(screen.getByRole('columnheader', { name: 'カレンダー' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '追加' })).toHaveLength(2);
  });
});
