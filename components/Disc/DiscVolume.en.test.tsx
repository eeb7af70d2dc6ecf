import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import DiscSection from './DiscSection';
import DiscVolumeDetail from './DiscVolumeDetail';
import { storeBonuses, vol1, vol2 } from './fixtures';
import { en } from '../../lib/i18n/en';
import { DEFAULT_PAGE_LANGUAGE, PageLanguageContext } from '../../lib/i18n/pageLanguage';

jest.mock('../../lib/imageManifest', () => jest.requireActual('../../__tests__/helpers/imageManifestStub').stub(1400, 1400));

const English = ({ children }: { children: ReactNode }) => (
  <PageLanguageContext.Provider value={{ ...DEFAULT_PAGE_LANGUAGE, lang: 'en', messages: en }}>{children}</PageLanguageContext.Provider>
);

describe('DISC on an English page', () => {
  it('names the volume’s facts and blocks in English and links within /en/', () => {
    render(<DiscSection entries={[vol1, vol2]} storeBonuses={storeBonuses} notes={[]} />, { wrapper: English });
    const article = screen.getByRole('article', { name: vol1.volume.title });
    expect(within(article).getAllByRole('term').map((t) => t.textContent)).toEqual([en.disc.releaseDate, en.disc.episodes]);
    expect(within(article).getByText('Episodes 1–3')).toBeInTheDocument();
    expect(within(article).getByText('Wed, Dec 23, 2026').tagName).toBe('TIME');
    expect(within(article).getByRole('link', { name: new RegExp(vol1.episodes[0]!.title) })).toHaveAttribute('href', '/en/story/01/');
    expect(within(article).getByRole('link', { name: `${vol1.volume.label}: details & store bonuses` })).toHaveAttribute('href', '/en/disc/vol1/');
    expect(screen.getByRole('navigation', { name: en.disc.index })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.disc.jumpToBonuses })).toHaveAttribute('href', '#store-bonus');
  });

  it('heads the store bonus table in English', () => {
    render(<DiscSection entries={[vol1]} storeBonuses={storeBonuses} notes={[]} />, { wrapper: English });
    const table = screen.getByRole('table', { name: en.disc.storeBonuses });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([en.disc.store, en.disc.bonus, en.disc.bonusVolumes, en.disc.condition]);
    expect(screen.getByText(en.disc.bonusLead)).toBeInTheDocument();
  });

  it('says bonuses come later, and leads between volumes within /en/', () => {
    render(<DiscVolumeDetail entry={vol1} storeBonuses={[]} notes={[]} prev={null} next={{ id: 'vol2', label: 'Vol.2' }} listName="All Blu-ray volumes" />, { wrapper: English });
    expect(screen.getByText(en.disc.bonusLater)).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: en.disc.otherVolumes });
    expect(within(pager).getByRole('link', { name: /Vol\.2/ })).toHaveAttribute('href', '/en/disc/vol2/');
    expect(within(pager).getByRole('link', { name: 'All Blu-ray volumes' })).toHaveAttribute('href', '/en/disc/');
  });
});
