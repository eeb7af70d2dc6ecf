/** The site's clock on the content's side: one site instant per build, so every page's time-dependent props agree without naming the changes they depend on. */
import { type SiteChange, siteChanges, siteInstantAt } from '../clock';
import { type ContentContext, cached, createContentContext } from './context';
import { discFormatsLabel } from '../disc';
import { getDiscs } from './discs';
import { getMusic } from './music';
import { getNewsPublishTimes } from './news';
import { getOnAir } from './onair';
import { getEpisodeRevealTimes } from './story';

/** Every change of the site the content holds, in time order. @throws ContentError when a file it reads is invalid. */
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

/** The site instant of this build; hooks/useLiveInstant moves on from it after hydration. */
export function getSiteInstant(ctx: ContentContext = createContentContext()): string {
  return siteInstantAt(getSiteChanges(ctx), ctx.buildInstant);
}

/** Images only unpublished content shows, left out of the export so nothing gives them away. */
export function getWithheldImages(ctx: ContentContext = createContentContext()): Set<string> {
  const built = Date.parse(ctx.buildInstant);
  const items = [
    ...getNewsPublishTimes(ctx).map((a) => ({ at: a.publishedAt, images: a.images })),
    ...getEpisodeRevealTimes(ctx).map((e) => ({ at: e.revealAt, images: e.images })),
  ];
  const shown = new Set(items.filter((i) => Date.parse(i.at) <= built).flatMap((i) => i.images));
  return new Set(items.filter((i) => Date.parse(i.at) > built).flatMap((i) => i.images).filter((src) => !shown.has(src)));
}
