import { render, screen } from '@testing-library/react';
import { en } from '../../lib/i18n/en';
import { DEFAULT_PAGE_LANGUAGE, type PageLanguage, PageLanguageContext } from '../../lib/i18n/pageLanguage';
import LanguageSwitch from './LanguageSwitch';

const mockLanguages = { current: ['ja', 'en'] };
jest.mock('../../lib/site', () => {
  const actual = jest.requireActual<typeof import('../../lib/site')>('../../lib/site');
  return {
    ...actual,
    get siteLanguages() {
      return mockLanguages.current;
    },
  };
});

const renderIn = (language: Partial<PageLanguage>) =>
  render(
    <PageLanguageContext.Provider value={{ ...DEFAULT_PAGE_LANGUAGE, ...language }}>
      <LanguageSwitch className="switch" />
    </PageLanguageContext.Provider>,
  );

afterEach(() => {
  mockLanguages.current = ['ja', 'en'];
});

describe('LanguageSwitch', () => {
  it('leads a Japanese page to its English version, named in English, and marks Japanese as current', () => {
    renderIn({ alternates: { ja: '/news/a/', en: '/en/news/a/' } });
    const link = screen.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/en/news/a/');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link).toHaveAttribute('lang', 'en');
    expect(screen.getByText('日本語')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('navigation', { name: '言語' })).toBeInTheDocument();
  });

  it("leads to the other language's top page when the page has no version in it", () => {
    renderIn({ alternates: { ja: '/news/untranslated/' } });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/');
  });

  it('leads an English page back to the Japanese one, in English words', () => {
    renderIn({ lang: 'en', messages: en, alternates: { ja: '/story/01/', en: '/en/story/01/' } });
    expect(screen.getByRole('link', { name: '日本語' })).toHaveAttribute('href', '/story/01/');
    expect(screen.getByRole('navigation', { name: en.shell.languages })).toBeInTheDocument();
  });

  it('is not there on a one-language site', () => {
    mockLanguages.current = ['ja'];
    const { container } = renderIn({});
    expect(container).toBeEmptyDOMElement();
  });
});
