/** Works (`lib/content/works.ts`) as pages and components get them: no Node, no folders. */
import type { WorkKind } from './content/schema';
import type { Lang } from './i18n/languages';

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
  /** Set when the link leads to a page in another language than the page's (a work with no page in it): that language. */
  lang?: Lang;
}

/** The work switcher of a section page when there are several works: every work's own page, and which is shown. */
export interface WorkNav {
  items: WorkNavItem[];
  /** The id of the work the page shows. */
  shown: string;
}

/** What a section's page of a series with several works gets besides its content: its work and the switcher. */
export interface WorkPage {
  work: WorkRef;
  nav: WorkNav;
}

/** What a section has per work, for the route resolver (`lib/content/workRoutes.ts`). */
export interface WorkSection {
  /** The section's index, which shows the current work (`/story/`). */
  path: string;
  /** A work's own page (`/story/<id>/`). */
  workPath: (id: string) => string;
  /** The file a later work needs to have a page here (`music.yaml`); without it, every work has one. */
  file?: string;
}
