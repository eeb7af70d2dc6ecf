/**
 * The interface's words in Japanese, the default language: one module per part of the site, so a page's scripts carry
 * the words of its own components only (a component reads them with `useWords`, hooks/useLanguage.ts). Japanese pages
 * carry no words in their props; a page in another language gets its language's catalogue (`../en.ts`) in them.
 * Node code (a page's props, tests) imports the whole catalogue from here; browser code imports a part.
 */
import { shell } from './shell';

export const ja = { shell };

/** The catalogue's shape: every language has the same keys, as strings. */
export type Messages = typeof ja;
