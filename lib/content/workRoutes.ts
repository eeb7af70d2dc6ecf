/**
 * Which work a section's page shows, resolved once at the route: a section declares which works it has
 * ({@link WorkSection}), and this says what its index and each URL segment show, their canonical and the switcher.
 * The section's builders take the resolved route and build props for that one work.
 */
import type { WorkNav, WorkPage, WorkSection } from '../works';
import { DEFAULT_LANG, type Lang, pathInLang } from '../i18n/languages';
import type { ContentContext } from './context';
import { worksWithFile } from './workContent';
import { type Work, getCurrentWork, getWorks, workRef } from './works';

/** One page of a section that shows one work. */
export interface WorkRoute {
  work: Work;
  /** True on the section's index (`/story/`), false on a work's own page (`/story/<id>/`). */
  index: boolean;
  /** The page that shows this work: the index while it shows the same work, else the work's own page. */
  canonical: string;
  /** The work and the switcher, or null while the section has fewer than two works (no switcher, no own pages). */
  works: WorkPage | null;
}

/** A section's works, its index, and each work's own page (only when the section has several works). */
export interface WorkRoutes {
  /** The works with a page here, announced at the context's instant, in `works.yaml`'s order. */
  works: Work[];
  index: WorkRoute;
  own: WorkRoute[];
}

/** The current work if the section has it, else the latest before it that has (a film without discs shows the season's). */
function shownWork(works: readonly Work[], ctx: ContentContext): Work {
  const all = getWorks(ctx);
  const current = all.indexOf(getCurrentWork(ctx));
  return works.filter((w) => all.indexOf(w) <= current).at(-1) ?? works[0];
}

/** Every page of `section` that shows one work, as of the context's instant (announced works only). */
export function workRoutes(ctx: ContentContext, section: WorkSection): WorkRoutes {
  const works = section.file ? worksWithFile(section.file, ctx) : getWorks(ctx);
  const shown = shownWork(works, ctx);
  const nav = works.length < 2 ? null : { items: works.map((w) => ({ id: w.id, label: w.label, href: section.workPath(w.id) })), shown: '' };
  const route = (work: Work, index: boolean): WorkRoute => ({
    work,
    index,
    canonical: index || work.id === shown.id ? section.path : section.workPath(work.id),
    works: nav && { work: workRef(work), nav: { ...nav, shown: work.id } },
  });
  return { works, index: route(shown, true), own: nav ? works.map((w) => route(w, false)) : [] };
}

/**
 * What a URL segment under the section shows: the index without one, a work's own page for its id; null for any other
 * segment (not a work with a page here, or a series where the section has one work).
 */
export function resolveWorkRoute(ctx: ContentContext, section: WorkSection, segment?: string): WorkRoute | null {
  const routes = workRoutes(ctx, section);
  if (segment === undefined) return routes.index;
  return routes.own.find((r) => r.work.id === segment) ?? null;
}

/**
 * A page's props in another language with its work switcher's links leading to that language's pages where the export
 * has them (`paths`), else to the Japanese page, marked with its language (as the menu leads to a section without
 * pages in the language): a work's MUSIC page exists in English only with a translated release.
 */
export function workNavInLang<P>(props: P, lang: Lang, paths: ReadonlySet<string>): P {
  const works = (props as { works?: Partial<WorkPage> | null }).works;
  if (!works?.nav) return props;
  const nav: WorkNav = {
    ...works.nav,
    items: works.nav.items.map((item) => {
      const href = pathInLang(lang, item.href);
      return paths.has(href) ? { ...item, href } : { ...item, lang: DEFAULT_LANG };
    }),
  };
  return { ...props, works: { ...works, nav } };
}
