/** The site's clock on the content's side: one site instant per build, so every page's time-dependent props agree without naming the changes they depend on. */
import { type ScheduleInput, type SiteChange, siteChanges, siteInstantAt } from '../clock';
import { type ContentContext, cached, createContentContext } from './context';
import { contentSections } from '../sections/registry';

/** Every section's share of the schedule, merged: lists joined in the registry's order, a single value taken as given. */
function scheduleInput(ctx: ContentContext): ScheduleInput {
  const input: ScheduleInput = { news: [], episodes: [], stationName: '', releases: [], pages: [], works: [], announcements: [] };
  for (const share of contentSections(ctx).flatMap((section) => section.schedule?.(ctx) ?? [])) {
    Object.assign(input, share, {
      news: [...input.news, ...(share.news ?? [])],
      episodes: [...input.episodes, ...(share.episodes ?? [])],
      releases: [...input.releases, ...(share.releases ?? [])],
      pages: [...(input.pages ?? []), ...(share.pages ?? [])],
      works: [...(input.works ?? []), ...(share.works ?? [])],
      screenings: [...(input.screenings ?? []), ...(share.screenings ?? [])],
      announcements: [...(input.announcements ?? []), ...(share.announcements ?? [])],
    });
  }
  return input;
}

/** Every change of the site the content holds, in time order. @throws ContentError when a file it reads is invalid. */
export function getSiteChanges(ctx: ContentContext = createContentContext()): readonly SiteChange[] {
  return cached(ctx, 'site-changes', () => siteChanges(scheduleInput(ctx)));
}

/** The site instant of this build; hooks/useLiveInstant moves on from it after hydration. */
export function getSiteInstant(ctx: ContentContext = createContentContext()): string {
  return siteInstantAt(getSiteChanges(ctx), ctx.buildInstant);
}

/** Images only unpublished content shows, left out of the export so nothing gives them away. */
export function getWithheldImages(ctx: ContentContext = createContentContext()): Set<string> {
  const built = Date.parse(ctx.buildInstant);
  const items = contentSections(ctx).flatMap((section) => section.withheld?.(ctx) ?? []);
  const isPublic = (at: string | null): boolean => at === null || Date.parse(at) <= built;
  const shown = new Set(items.filter((i) => isPublic(i.at)).flatMap((i) => i.images));
  return new Set(items.filter((i) => !isPublic(i.at)).flatMap((i) => i.images).filter((src) => !shown.has(src)));
}
