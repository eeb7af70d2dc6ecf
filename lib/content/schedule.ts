/**
 * The schedule of the site's changes (lib/schedule.ts) for the content being built, and the instant a build shows.
 *
 * Every page's time-dependent props (which episodes have aired, NEW marks, the countdown's layout, pre-order or in
 * stock) come from {@link getSiteInstant}, and so do the build's steps that stamp a time (the calendars): one value
 * per build, the same for every build until the next change, so an unchanged site rebuilds into the same files.
 */
import { type SiteChange, siteChanges, stateInstantAt } from '../schedule';
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
 * The instant the pages of this build show the site as of (ISO, +09:00): the last change at or before the build's
 * instant (`ctx.now`, `SITE_NOW`). Pages hand it to their components as the "now" of the static HTML; the browser's
 * clock takes over after hydration.
 */
export function getSiteInstant(ctx: ContentContext = createContentContext()): string {
  return stateInstantAt(getSiteChanges(ctx), ctx.now);
}

/**
 * The images only content not yet published shows (an article's eye-catch before its time, an episode's stills before
 * its reveal), as site paths (`/images/story/ep12-1.png`): the build leaves them out of the export, so nothing in it
 * gives them away. An image that published content shows too stays in.
 */
export function getWithheldImages(ctx: ContentContext = createContentContext()): Set<string> {
  const now = Date.parse(ctx.now);
  const items = [
    ...getNewsPublishTimes(ctx).map((a) => ({ at: a.publishedAt, images: a.images })),
    ...getEpisodeRevealTimes(ctx).map((e) => ({ at: e.revealAt, images: e.images })),
  ];
  const shown = new Set(items.filter((i) => Date.parse(i.at) <= now).flatMap((i) => i.images));
  return new Set(items.filter((i) => Date.parse(i.at) > now).flatMap((i) => i.images).filter((src) => !shown.has(src)));
}
