import { render, screen, within } from '@testing-library/react';
import { station, streaming } from '../OnAir/fixtures';
import OnAirSummary from './OnAirSummary';

describe('OnAirSummary', () => {
  const props = {
    stations: [
      station({ fastest: true }),
      station({ id: 'bs', name: 'BSみなも', area: '全国（BS）', firstAirDate: '2026-10-06', weekday: '火', time: '23:30', firstAirAt: '2026-10-06T23:30:00+09:00' }),
      station({ id: 'bs-repeat', name: 'BSみなも（リピート放送）', repeat: true }),
    ],
    streaming: [
      streaming({ id: 'late', name: 'ストリームポート', startDate: '2026-10-05', weekday: '月', time: '12:00', startAt: '2026-10-05T12:00:00+09:00' }),
      streaming({}),
    ],
    notes: ['※放送日時は変更になる場合があります。'],
  };

  it('lists first-run stations with their start date and weekly slot, the fastest marked', () => {
    render(<OnAirSummary {...props} />);
    const tv = screen.getByRole('heading', { name: 'TV放送' }).nextElementSibling as HTMLElement;
    const rows = within(tv).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'あおぞらテレビ最速関東2026.10.03（土）から 毎週土曜 25:30〜',
      'BSみなも全国（BS）2026.10.06（火）から 毎週火曜 23:30〜',
    ]);
    expect(within(rows[0]).getByText('2026.10.03（土）')).toHaveAttribute('dateTime', '2026-10-04T01:30:00+09:00');
  });

  it('marks the streaming service that starts first as the fastest', () => {
    render(<OnAirSummary {...props} />);
    const stream = screen.getByRole('heading', { name: '配信' }).nextElementSibling as HTMLElement;
    const rows = within(stream).getAllByRole('listitem');
    expect(within(rows[0]).queryByText('最速')).not.toBeInTheDocument();
    expect(within(rows[1]).getByText('最速')).toBeInTheDocument();
  });

  it('prints the first note and links the on-air page', () => {
    render(<OnAirSummary {...props} />);
    expect(screen.getByText('※放送日時は変更になる場合があります。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '放送・配信情報をくわしく見る' })).toHaveAttribute('href', '/onair/');
  });
});
