import { render, screen, within } from '@testing-library/react';
import StreamingTable from './StreamingTable';
import { streaming } from './fixtures';

const services = [
  streaming({ url: 'https://example.com/umineko-video/sorairo-ensemble', note: '最速配信' }),
  streaming({
    id: 'cinemabox-store',
    name: 'シネマボックス・ストア',
    type: 'レンタル',
    startDate: '2026-10-05',
    weekday: '月',
    time: '12:00',
    url: 'https://example.com/cinemabox/store/sorairo',
    startAt: '2026-10-05T12:00:00+09:00',
  }),
];

describe('StreamingTable', () => {
  it('is a captioned table with column headers', () => {
    render(<StreamingTable services={services} />);
    const table = screen.getByRole('table', { name: '配信サービスと配信日時' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '配信サービス',
      '配信形態',
      '配信開始',
      '更新日時',
      '備考',
    ]);
  });

  it('links each service in a new tab and says so', () => {
    render(<StreamingTable services={services} />);
    const link = screen.getByRole('link', { name: /^うみねこビデオ\s?（新しいタブで開きます）$/ });
    expect(link).toHaveAttribute('href', 'https://example.com/umineko-video/sorairo-ensemble');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows 見放題 / レンタル, the start and the weekly update time as <time> in JST', () => {
    render(<StreamingTable services={services} />);
    const row = screen.getByRole('rowheader', { name: /うみねこビデオ/ }).closest('tr')!;
    expect(within(row).getByText('見放題')).toBeInTheDocument();
    expect(within(row).getByText('2026.10.03（土）26:00〜')).toHaveAttribute('dateTime', '2026-10-04T02:00:00+09:00');
    expect(within(row).getByText('毎週土曜 26:00〜')).toHaveAttribute('dateTime', '2026-10-04T02:00:00+09:00');
    const rental = screen.getByRole('rowheader', { name: /シネマボックス/ }).closest('tr')!;
    expect(within(rental).getByText('レンタル')).toBeInTheDocument();
    expect(within(rental).getByText('毎週月曜 12:00〜')).toHaveAttribute('dateTime', '2026-10-05T12:00:00+09:00');
  });
});
