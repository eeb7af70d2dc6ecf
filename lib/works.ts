/** Works (`lib/content/works.ts`) as pages and components get them: no Node, no folders. */
import type { WorkKind } from './content/schema';

/** A work as a page knows it. */
export interface WorkRef {
  id: string;
  /** 「第2期」「劇場版」. */
  label: string;
  kind: WorkKind;
  /** The first work keeps today's URLs (`/story/01/`) and the spoiler guard's storage key. */
  first: boolean;
}

/** One link of the work switcher. */
export interface WorkNavItem {
  id: string;
  label: string;
  href: string;
}

/** The work switcher of a section page when there are several works: every work's own page, and which is shown. */
export interface WorkNav {
  items: WorkNavItem[];
  /** The id of the work the page shows. */
  shown: string;
}

/** What a STORY or ONAIR page of a series with several works gets besides its content: its work and the switcher. */
export interface WorkPage {
  work: WorkRef;
  nav: WorkNav;
}
