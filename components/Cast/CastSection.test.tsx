import { render, screen, within } from '@testing-library/react';
import CastSection from './CastSection';

describe('CastSection', () => {
  it('has a キャスト and a スタッフ section, each with its own list', () => {
    render(
      <CastSection
        cast={[
          {
            characterId: 'nagi',
            characterName: '白波 凪',
            characterReading: 'しらなみ なぎ',
            cv: { name: '青柳みなも', reading: 'あおやぎ みなも' },
            kind: 'member',
            color: 'secondary',
          },
        ]}
        staff={[{ role: '音楽', names: ['潮崎ユウ'] }]}
      />,
    );
    const castRegion = screen.getByRole('region', { name: 'キャスト' });
    const staffRegion = screen.getByRole('region', { name: 'スタッフ' });
    expect(within(castRegion).getByRole('heading', { level: 2 })).toHaveTextContent('キャスト');
    expect(within(castRegion).getByRole('link')).toHaveAttribute('href', '/member/nagi/');
    expect(within(staffRegion).getByRole('term')).toHaveTextContent('音楽');
    expect(within(staffRegion).getByRole('definition')).toHaveTextContent('潮崎ユウ');
  });
});
