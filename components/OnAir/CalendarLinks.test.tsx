import { render, screen } from '@testing-library/react';
import { SITE_URL } from '../../lib/url';
import CalendarLinks, { StationCalendarLinks } from './CalendarLinks';
import { station as stationSlot } from './fixtures';

const station = stationSlot({ fastest: true });

describe('CalendarLinks', () => {
  it('offers the whole schedule as an .ics file and as a subscription', () => {
    render(<CalendarLinks episodeCount={12} />);
    expect(screen.getByRole('complementary', { name: '放送予定をカレンダーに' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^カレンダーに追加/ })).toHaveAttribute('href', '/onair/calendar.ics');
    const subscribe = screen.getByRole('link', { name: 'カレンダーアプリで購読する' });
    expect(subscribe.getAttribute('href')).toBe(`${SITE_URL.replace(/^https?:/, 'webcal:')}/onair/calendar.ics`);
    expect(screen.getByText(/全12話・全局/)).toBeInTheDocument();
  });
});

describe('StationCalendarLinks', () => {
  it('links the station’s own .ics file, named for the station', () => {
    render(<StationCalendarLinks station={station} episodeCount={12} />);
    expect(screen.getByRole('link', { name: /^あおぞらテレビの放送予定を\s*カレンダーに追加\s*（iCalendar形式）$/ })).toHaveAttribute(
      'href',
      '/onair/calendar/aozora-tv.ics',
    );
  });

  it('opens Google Calendar in a new tab with the weekly slot in Japan time', () => {
    render(<StationCalendarLinks station={station} episodeCount={12} />);
    const link = screen.getByRole('link', { name: /^あおぞらテレビの放送予定を\s*Googleカレンダー\s*に追加（新しいタブで開きます）$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.host).toBe('calendar.google.com');
    expect(url.searchParams.get('dates')).toBe('20261004T013000/20261004T020000');
    expect(url.searchParams.get('ctz')).toBe('Asia/Tokyo');
    expect(url.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;COUNT=12');
  });
});
