import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import MusicRelease from './MusicRelease';
import MusicSection from './MusicSection';
import { opRelease } from './fixtures';
import { en } from '../../lib/i18n/en';
import { DEFAULT_PAGE_LANGUAGE, PageLanguageContext } from '../../lib/i18n/pageLanguage';

jest.mock('../../lib/imageManifest', () => jest.requireActual('../../__tests__/helpers/imageManifestStub').stub(1400, 1400));

/** An English page's context, as the shell gives it from the page's props. */
const English = ({ children }: { children: ReactNode }) => (
  <PageLanguageContext.Provider value={{ ...DEFAULT_PAGE_LANGUAGE, lang: 'en', messages: en }}>{children}</PageLanguageContext.Provider>
);

describe('MusicRelease on an English page', () => {
  it('names its kind, facts, blocks and links in English, the date as English readers write it', () => {
    render(<MusicRelease release={opRelease} indexId="music-index" />, { wrapper: English });
    expect(screen.getByText(en.music.kinds[opRelease.kind])).toBeInTheDocument();
    expect(screen.getAllByRole('term')[0]).toHaveTextContent(en.music.releaseDate);
    expect(screen.getByText('Wed, Oct 28, 2026').tagName).toBe('TIME');
    for (const heading of [en.music.editions, en.music.tracks]) expect(screen.getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.music.backToIndex })).toHaveAttribute('href', '#music-index');
  });

  it('prices each edition in yen, tax included, in English', () => {
    render(<MusicRelease release={opRelease} />, { wrapper: English });
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([en.music.editionKind, en.release.code, en.release.price]);
    const [edition] = opRelease.editions;
    expect(within(table).getByText(`¥${edition!.priceTaxIncluded.toLocaleString('en-US')} (tax incl.)`)).toBeInTheDocument();
  });

  it('says an external link opens a new tab in English', () => {
    render(<MusicRelease release={opRelease} />, { wrapper: English });
    const [link] = screen.getAllByRole('link', { name: new RegExp(en.shell.newTab.replace(/[()]/g, '\\$&')) });
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('names the index in English', () => {
    render(<MusicSection releases={[opRelease]} />, { wrapper: English });
    expect(screen.getByRole('navigation', { name: en.music.index })).toBeInTheDocument();
  });
});
