import { render, screen } from '@testing-library/react';
import OnAirSection from './OnAirSection';
import { station, streaming } from './fixtures';

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
