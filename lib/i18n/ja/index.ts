/**
 * The interface's words in Japanese, the default language: one module per part of the site, so a page's scripts carry
 * the words of its own components only (a component reads them with `useWords`, hooks/useLanguage.ts). Japanese pages
 * carry no words in their props; a page in another language gets its language's catalogue (`../en.ts`) in them.
 * Node code (a page's props, tests) imports the whole catalogue from here; browser code imports a part.
 */
import { shell } from './shell';
import { news } from './news';
import { newsSearch } from './newsSearch';
import { newsFeeds } from './newsFeeds';
import { story } from './story';
import { onair } from './onair';
import { dates } from './dates';
import { home } from './home';
import { notFound } from './notFound';
import { member } from './member';
import { cast } from './cast';
import { release } from './release';
import { music } from './music';
import { disc } from './disc';
import { page } from './page';
import { pv } from './pv';
import { works } from './works';
import { workNames } from './workNames';

export const ja = { shell, news, newsSearch, newsFeeds, story, onair, dates, home, notFound, member, cast, release, music, disc, page, pv, works, workNames };

/** The catalogue's shape: every language has the same keys, as strings. */
export type Messages = typeof ja;
