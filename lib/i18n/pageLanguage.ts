/**
 * The language a page is rendered in, with its words: a React context the shell provides from the page's props
 * (`lib/content/shell.ts`). Its default is the default language's, so a page of a one-language site, a component test
 * or the editor's preview needs no provider.
 */
import { createContext } from 'react';
import { site } from '../site';
import type { Messages } from './ja';
import { DEFAULT_LANG, type Lang } from './languages';

/** The site's own words (site.json's, or its translation's): what the head, the menu and the footer name the site by. */
export type SiteText = typeof site;

/** The same page in each language the site has it in (site paths), for the language switch and `hreflang`. */
export type Alternates = Partial<Record<Lang, string>>;

export interface PageLanguage {
  lang: Lang;
  /** A page in another language: its catalogue. Absent: the default language's words, which components import by part. */
  messages?: Messages;
  site: SiteText;
  alternates: Alternates;
}

export const DEFAULT_PAGE_LANGUAGE: PageLanguage = { lang: DEFAULT_LANG, site, alternates: {} };

export const PageLanguageContext = createContext<PageLanguage>(DEFAULT_PAGE_LANGUAGE);
