import { useContext } from 'react';
import { type PageLanguage, PageLanguageContext } from '../lib/i18n/pageLanguage';
import type { Messages } from '../lib/i18n/ja';

/** The page's language, its words and its other-language versions (the shell provides them from the page's props). */
export function useLanguage(): PageLanguage {
  return useContext(PageLanguageContext);
}

/** The interface's words in the page's language. */
export function useMessages(): Messages {
  return useContext(PageLanguageContext).messages;
}
