import { render, screen, within } from '@testing-library/react';
import { hydrateStatic } from '../../__tests__/helpers/hydrate';
import { station, streaming } from '../OnAir/fixtures';
import { InEnglish } from '../../__tests__/helpers/english';
import OnAirSummary from './OnAirSummary';

describe('OnAirSummary', () => {
  const episodes = [
    { number: 1, title: 'はじまりの音', airsAt: '2026-10-04T01:30:00+09:00' },
    { number: 2, title: '波音ベースライン', airsAt: '2026-10-11T01:30:00+09:00' },
  ];
  const props = {
    episodes,
    siteInstant: '2026-10-03T12:00:00+09:00',
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

  it('shows no empty card: none for streaming before any service is announced, none for TV with only repeats', () => {
    render(<OnAirSummary {...props} streaming={[]} />);
    expect(screen.getByRole('heading', { name: 'TV放送' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '配信' })).not.toBeInTheDocument();
    render(<OnAirSummary {...props} stations={props.stations.filter((s) => s.repeat)} />);
    expect(screen.getAllByRole('heading', { name: 'TV放送' })).toHaveLength(1);
  });

  it('prints the first note and links the on-air page', () => {
    render(<OnAirSummary {...props} />);
    expect(screen.getByText('※放送日時は変更になる場合があります。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '放送・配信情報をくわしく見る' })).toHaveAttribute('href', '/onair/');
  });

  describe('the next broadcast', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const line = () => screen.getByText(/NEXT ON AIR|NOW ON AIR|THANK YOU/).parentElement;

    it.each([
      ['before the first broadcast', '2026-10-03T12:00:00+09:00', 'NEXT ON AIR次回 第1話「はじまりの音」2026.10.03（土）25:30〜 あおぞらテレビ'],
      ['during a broadcast', '2026-10-04T01:45:00+09:00', 'NOW ON AIRただいま放送中 第1話「はじまりの音」あおぞらテレビにて 25:30〜26:00'],
      ['between two broadcasts', '2026-10-04T02:00:00+09:00', 'NEXT ON AIR次回 第2話「波音ベースライン」2026.10.10（土）25:30〜 あおぞらテレビ'],
      ['after the last one', '2026-10-11T02:00:00+09:00', 'THANK YOU全2話の放送は終了しましたご視聴ありがとうございました'],
    ])('%s', (_when, siteInstant, text) => {
      jest.setSystemTime(new Date(siteInstant));
      render(<OnAirSummary {...props} siteInstant={siteInstant} />);
      expect(line()).toHaveTextContent(text);
      // A visitor abroad reads the local time beside the JST one, so a state with a time marks it up as one.
      const airing = line()?.querySelector('time:not(.local-time time)');
      if (!text.startsWith('THANK YOU')) expect(airing).toHaveAttribute('dateTime', expect.stringMatching(/^2026-10-/));
      else expect(airing).toBeNull();
    });

    it('names an episode without a title (not out yet, or not translated) by its number alone, in either language', () => {
      jest.setSystemTime(new Date(props.siteInstant));
      const untitled = episodes.map((e) => ({ ...e, title: '' }));
      const { unmount } = render(<OnAirSummary {...props} episodes={untitled} />);
      expect(line()).toHaveTextContent(/次回 第1話\d{4}\./);
      unmount();
      render(
        <InEnglish>
          <OnAirSummary {...props} episodes={untitled} />
        </InEnglish>,
      );
      expect(line()).toHaveTextContent(/Next: Episode 1\s*(?!:)\S/);
      expect(line()).not.toHaveTextContent('Episode 1:');
    });

    it('is the build’s in the HTML, hydrates without a mismatch, then follows the visitor’s clock', () => {
      jest.setSystemTime(new Date('2026-10-04T02:00:00+09:00'));
      const { host, html, remove } = hydrateStatic(<OnAirSummary {...props} siteInstant="2026-10-03T12:00:00+09:00" />);
      const server = document.createElement('div');
      server.innerHTML = html;
      expect(server.textContent).toContain('次回 第1話「はじまりの音」');
      expect(host.textContent).toContain('次回 第2話「波音ベースライン」');
      remove();
    });
  });
});
