/**
 * What the ONAIR pages get, for any work: `/onair/` (the current work) and `/onair/<id>/` (a work's own page, only
 * with several works). A TV season or OVA shows its broadcasts; a film its screening.
 */
import { onairWorks } from '.';
import type { WorkPage } from '../../works';
import { getSiteInstant } from '../../content/clock';
import type { ContentContext } from '../../content/context';
import { type OnAir, type ScreeningAsOf, getOnAir, getScreening, screeningAsOf } from './content';
import { getEpisodes } from '../story/content';
import { forWork } from '../../content/works';
import { isOn } from '../shape';
import { shapeOf } from '../../content/shape';
import { type WorkRoute, resolveWorkRoute, workRoutes } from '../../content/workRoutes';

/** A work's broadcasts, with its episodes for the countdown. */
export type BroadcastProps = OnAir & {
  episodes: Array<{ number: number; title: string; airsAt: string }>;
  siteInstant: string;
  /** Only with several works. */
  works?: WorkPage;
  /** Only on a work's own page: `/onair/` while it is the current work, as that page shows the same. */
  canonical?: string;
};

/** A film's screening (only with several works, as the first work is never a film). */
export interface ScreeningProps {
  /** As of the site instant: before its release, in theatres, or ended (then without the ticket link). */
  screening: ScreeningAsOf;
  works: WorkPage;
  canonical?: string;
}

export type OnAirPageProps = BroadcastProps | ScreeningProps;

/** `/onair/` or a work's own `/onair/<id>/` (with its canonical): a TV season's broadcasts, a film's screening. */
function onairProps(ctx: ContentContext, { work, index, canonical, works }: WorkRoute): OnAirPageProps {
  const workCtx = forWork(ctx, work);
  const own = index ? {} : { canonical };
  if (work.kind === 'film' && works) return { screening: screeningAsOf(getScreening(workCtx), getSiteInstant(ctx)), works, ...own };
  return {
    ...getOnAir(workCtx),
    // With STORY off, its episodes are not read (their files need not exist): no countdown.
    episodes: (isOn(shapeOf(ctx), 'story') ? getEpisodes(workCtx) : []).map(({ number, title, airsAt }) => ({ number, title, airsAt })),
    siteInstant: getSiteInstant(ctx),
    ...(works ? { works } : {}),
    ...own,
  };
}

/** `/onair/`: the current work. */
export function currentOnAirProps(ctx: ContentContext): OnAirPageProps {
  return onairProps(ctx, workRoutes(ctx, onairWorks).index);
}

/** `/onair/<id>/`: a work's own page, or null when the segment is no work's (or the series has one work). */
export function ownOnAirProps(ctx: ContentContext, segment: string): OnAirPageProps | null {
  const route = resolveWorkRoute(ctx, onairWorks, segment);
  return route && onairProps(ctx, route);
}
