/**
 * The site's clock on the content's side (lib/clock.ts has the rules): the changes this content schedules, the site
 * instant a build shows, and the images still to come.
 *
 * Every page's time-dependent props (which episodes have aired, NEW marks, the countdown's layout, pre-order or in
 * stock) come from the `siteInstant` of {@link getSiteInstant}, and so do the build's steps that stamp a time (the
 * calendars): one value per build for the whole site, right for any page without each page naming the changes it
 * depends on, and the same for every build until the next change.
 */
import { type SiteChange, siteChanges, siteInstantAt } from '../clock';
import { type ContentContext, cached, createContentContext } from './context';
import { discFormatsLabel } from '../disc';
import { getDiscs } from './discs';
import { getMusic } from './music';
import { getNewsPublishTimes } from './news';
import { getOnAir } from './onair';
import { getEpisodeRevealTimes } from './story';

/**
 * Every change of the site the content holds, past and future, in time order.
 * @throws ContentError when a file it reads is invalid
 */
export function getSiteChanges(ctx: ContentContext = createContentContext()): readonly SiteChange[] {
  return cached(ctx, 'site-changes', () =>
    siteChanges({
      news: getNewsPublishTimes(ctx),
      episodes: getEpisodeRevealTimes(ctx),
      stationName: getOnAir(ctx).fastest.name,
      releases: [
        ...getMusic(ctx).map((m) => ({ name: m.title, releaseDate: m.releaseDate })),
        ...getDiscs(ctx).volumes.map((v) => ({ name: `${discFormatsLabel([v])} ${v.label}`, releaseDate: v.releaseDate })),
      ],
    }),
  );
}

/**
 * The site instant of this build (ISO, +09:00): the last change at or before `ctx.buildInstant`. Pages hand it to their
 * components as `siteInstant`; after hydration hooks/useLiveInstant moves on from it with the visitor's clock.
 */
export function getSiteInstant(ctx: ContentContext = createContentContext()): string {
  return siteInstantAt(getSiteChanges(ctx), ctx.buildInstant);
}

/**
 * The images only content not yet published shows (an article's eye-catch before its time, an episode's stills before
 * its reveal), as site paths (`/images/story/ep12-1.png`): the build leaves them out of the export, so nothing in it
 * gives them away. An image that published content shows too stays in.
 */
export function getWithheldImages(ctx: ContentContext = createContentContext()): Set<string> {
  const built = Date.parse(ctx.buildInstant);
  const items = [
    ...getNewsPublishTimes(ctx).map((a) => ({ at: a.publishedAt, images: a.images })),
    ...getEpisodeRevealTimes(ctx).map((e) => ({ at: e.revealAt, images: e.images })),
  ];
  const shown = new Set(items.filter((i) => Date.parse(i.at) <= built).flatMap((i) => i.images));
  return new Set(items.filter((i) => Date.parse(i.at) > built).flatMap((i) => i.images).filter((src) => !shown.has(src)));
}
