/** The site's clock on the content's side: one site instant per build, so every page's time-dependent props agree without naming the changes they depend on. */
import { type SiteChange, siteChanges, siteInstantAt } from '../clock';
import type { Instant } from '../format';
import { type ContentContext, cached, isPublished } from './context';
import { contentSections } from '../sections/registry';

/** Every change of the site the content holds, in time order. @throws ContentError when a file it reads is invalid. */
export function getSiteChanges(ctx: ContentContext): readonly SiteChange[] {
  return cached(ctx, 'site-changes', () => siteChanges(contentSections(ctx).flatMap((section) => section.schedule?.(ctx) ?? [])));
}

/** The site instant of this build; hooks/useLiveInstant moves on from it after hydration. */
export function getSiteInstant(ctx: ContentContext): Instant {
  return siteInstantAt(getSiteChanges(ctx), ctx.buildInstant);
}

/** Images only unpublished content shows, left out of the export so nothing gives them away. */
export function getWithheldImages(ctx: ContentContext): Set<string> {
  const items = contentSections(ctx).flatMap((section) => section.withheld?.(ctx) ?? []);
  const shown = new Set(items.filter((i) => isPublished(ctx, i.at)).flatMap((i) => i.images));
  return new Set(items.filter((i) => !isPublished(ctx, i.at)).flatMap((i) => i.images).filter((src) => !shown.has(src)));
}
