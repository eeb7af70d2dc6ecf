/**
 * What the ONAIR pages get, for any work: `/onair/` (the current work) and `/onair/<id>/` (a work's own page, only
 * with several works). A TV season or OVA shows its broadcasts; a film its screening.
 */
import { onair, onairWorkPath } from '.';
import type { WorkPage } from '../../works';
import { getSiteInstant } from '../../content/clock';
import { type ContentContext, createContentContext } from '../../content/context';
import { type OnAir, type ScreeningAsOf, getOnAir, getScreening, screeningAsOf } from './content';
import { getEpisodes } from '../story/content';
import { type Work, forWork, getCurrentWork, workPage } from '../../content/works';
import { isOn } from '../shape';
import { shapeOf } from '../../content/shape';

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

function onairProps(work: Work, ctx: ContentContext): OnAirPageProps {
  const works = workPage(work, onairWorkPath, ctx);
  const workCtx = forWork(ctx, work);
  if (work.kind === 'film' && works) return { screening: screeningAsOf(getScreening(workCtx), getSiteInstant(ctx)), works };
  return {
    ...getOnAir(workCtx),
    // With STORY off, its episodes are not read (their files need not exist): no countdown.
    episodes: (isOn(shapeOf(ctx), 'story') ? getEpisodes(workCtx) : []).map(({ number, title, airsAt }) => ({ number, title, airsAt })),
    siteInstant: getSiteInstant(ctx),
    ...(works ? { works } : {}),
  };
}

/** `/onair/`: the current work. */
export function currentOnAirProps(ctx: ContentContext = createContentContext()): OnAirPageProps {
  return onairProps(getCurrentWork(ctx), ctx);
}

/** `/onair/<id>/`: a work's own page. */
export function ownOnAirProps(work: Work, ctx: ContentContext = createContentContext()): OnAirPageProps {
  return { ...onairProps(work, ctx), canonical: getCurrentWork(ctx).id === work.id ? onair.path : onairWorkPath(work.id) };
}

