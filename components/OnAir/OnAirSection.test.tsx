import { render, screen, within } from '@testing-library/react';
import { formatWeeklySlotEn, weeklySlotPartsEn } from '../../lib/dateStyleEn';
import OnAirSection from './OnAirSection';
import { station, streaming } from './fixtures';
import { InEnglish } from '../../__tests__/helpers/english';

const props = { stations: [station()], fastest: station(), notes: [], episodes: [], siteInstant: '2026-10-01T00:00:00+09:00' };

describe('OnAirSection', () => {
  it('lists the streaming services under their heading', () => {
    render(<OnAirSection {...props} streaming={[streaming()]} />);
    expect(screen.getByRole('heading', { level: 2, name: /配信$/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '配信サービスと配信日時' })).toBeInTheDocument();
  });

  it('has no streaming block while there is no service', () => {
    render(<OnAirSection {...props} streaming={[]} />);
    expect(screen.queryByRole('heading', { level: 2, name: /配信$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '配信サービスと配信日時' })).not.toBeInTheDocument();
  });
});

describe('OnAirSection on an English page', () => {
  it('names its blocks and columns in English and writes the slots as the station announces them, with the clock time', () => {
    render(
      <InEnglish>
        <OnAirSection {...props} streaming={[streaming()]} notes={['Times may change.']} />
      </InEnglish>,
    );
    expect(screen.getByRole('heading', { level: 2, name: /TV broadcast$/ })).toBeInTheDocument();
    const tv = screen.getByRole('table', { name: 'TV stations and air times' });
    expect(within(tv).getByRole('columnheader', { name: 'Air time' })).toBeInTheDocument();
    const s = station();
    // The station's notation, then the clock reading set apart: read together, 「Saturdays 25:30 (Sundays 1:30 AM JST)」.
    const slot = within(tv).getByText(weeklySlotPartsEn(s.weekday, s.time).slot);
    expect(slot.parentElement?.textContent).toContain(formatWeeklySlotEn(s.weekday, s.time));
    expect(screen.getByRole('table', { name: 'Streaming services and times' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Add to calendar/ })).toHaveAttribute('href', '/en/onair/calendar.ics');
    expect(screen.getByRole('heading', { name: 'Please note' })).toBeInTheDocument();
  });

  it('has no notice without notes (a page in another language whose notes are not translated)', () => {
    render(<OnAirSection {...props} streaming={[]} notes={[]} />);
    expect(screen.queryByRole('heading', { name: 'ご注意' })).not.toBeInTheDocument();
  });
});
