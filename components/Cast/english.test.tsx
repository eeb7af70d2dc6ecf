import { render, screen, within } from '@testing-library/react';
import { en } from '../../lib/i18n/en';
import { DEFAULT_PAGE_LANGUAGE, PageLanguageContext } from '../../lib/i18n/pageLanguage';
import CastSection from './CastSection';

describe('CAST in English', () => {
  it('names its lists in English and gives names as the loader does, without readings', () => {
    const { container } = render(
      <PageLanguageContext.Provider value={{ ...DEFAULT_PAGE_LANGUAGE, lang: 'en', messages: en }}>
        <CastSection
          cast={[
            {
              characterId: 'nagi',
              characterName: 'Nagi Shiranami',
              characterReading: 'しらなみ なぎ',
              cv: { name: 'Minamo Aoyagi', reading: 'あおやぎ みなも' },
              kind: 'member',
              color: 'secondary',
            },
          ]}
          staff={[{ role: 'Music', names: ['Yu Shiozaki'] }]}
        />
      </PageLanguageContext.Provider>,
    );
    const castRegion = screen.getByRole('region', { name: 'Cast' });
    expect(within(castRegion).getByRole('link', { name: 'Nagi Shiranami' })).toHaveAttribute('href', '/en/member/nagi/');
    expect(within(castRegion).getByRole('definition')).toHaveTextContent('CVMinamo Aoyagi');
    expect(within(screen.getByRole('region', { name: 'Staff' })).getByRole('term')).toHaveTextContent('Music');
    expect(container.querySelectorAll('ruby')).toHaveLength(0);
  });
});
