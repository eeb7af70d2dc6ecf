import type { ReactNode } from 'react';
import { DateStyleContext } from '../../lib/dateStyle';
import { englishDates } from '../../lib/dateStyleEn';
import { en } from '../../lib/i18n/en';
import { DEFAULT_PAGE_LANGUAGE, type PageLanguage, PageLanguageContext } from '../../lib/i18n/pageLanguage';

/** What an English route gives its page: the English words (as the page's props bring them) and English dates. */
export function InEnglish({ children, language }: { children: ReactNode; language?: Partial<PageLanguage> }) {
  return (
    <PageLanguageContext.Provider value={{ ...DEFAULT_PAGE_LANGUAGE, lang: 'en', messages: en, ...language }}>
      <DateStyleContext.Provider value={englishDates}>{children}</DateStyleContext.Provider>
    </PageLanguageContext.Provider>
  );
}
