import { useContext } from 'react';
import { type PageLanguage, PageLanguageContext } from '../lib/i18n/pageLanguage';
import type { Messages } from '../lib/i18n/ja';

/** The page's language, its site words and its other-language versions (the shell provides them from the page's props). */
export function useLanguage(): PageLanguage {
  return useContext(PageLanguageContext);
}

/**
 * One part of the interface's words in the page's language: `useWords('shell', shell)` with the Japanese part the
 * component imports (`lib/i18n/ja/shell.ts`), which a Japanese page uses, so its scripts carry no other part's words.
 */
export function useWords<K extends keyof Messages>(part: K, japanese: Messages[K]): Messages[K] {
  return useContext(PageLanguageContext).messages?.[part] ?? japanese;
}
