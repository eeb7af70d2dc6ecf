/** The site's clock on the content's side: one site instant per build, so every page's time-dependent props agree without naming the changes they depend on. */
import { type ScheduleInput, type SiteChange, siteChanges, siteInstantAt } from '../clock';
import { type ContentContext, cached, isPublished } from './context';
import { contentSections } from './sections';

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
export function getSiteChanges(ctx: ContentContext): readonly SiteChange[] {
  return cached(ctx, 'site-changes', () => siteChanges(scheduleInput(ctx)));
}

/** The site instant of this build; hooks/useLiveInstant moves on from it after hydration. */
export function getSiteInstant(ctx: ContentContext): string {
  return siteInstantAt(getSiteChanges(ctx), ctx.buildInstant);
}

/** Images only unpublished content shows, left out of the export so nothing gives them away. */
export function getWithheldImages(ctx: ContentContext): Set<string> {
  const items = contentSections(ctx).flatMap((section) => section.withheld?.(ctx) ?? []);
  const shown = new Set(items.filter((i) => isPublished(ctx, i.at)).flatMap((i) => i.images));
  return new Set(items.filter((i) => !isPublished(ctx, i.at)).flatMap((i) => i.images).filter((src) => !shown.has(src)));
}
