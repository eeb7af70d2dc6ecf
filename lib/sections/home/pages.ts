/** What the top page gets: the current work's key visual, catch copy, announcement, PV and broadcasts or screening. */
import { HOME_NEWS_COUNT, type NewsListItem, toNewsListItem } from '../news';
import type { StationSlot, StreamingSlot } from '../onair/content';
import { getSiteInstant } from '../../content/clock';
import { type ContentContext, createContentContext } from '../../content/context';
import { getAllNews } from '../news/content';
import { type ScreeningPhase, getOnAir, getScreening, screeningPhase } from '../onair/content';
import { getEpisodes } from '../story/content';
import { forWork, getCurrentWork, getWorkInfo, getWorks, workRef } from '../../content/works';
import { type JsonLdDocument, tvSeriesJsonLd, worksJsonLd } from '../../jsonLd';
import { isOn } from '../shape';
import { shapeOf } from '../../content/shape';

/** The top page's props but the menu (the component's `HomeProps`, built here so the page stays a page). */
export interface HomePageProps {
  catchCopy: string;
  keyVisualAlt: string;
  broadcastStart: string;
  /** The PV's YouTube id and still, or null while there is none (the PV block is then left out). */
  pv: { youtubeId: string; poster: string } | null;
  /** The latest articles, newest first. */
  news: NewsListItem[];
  stations: StationSlot[];
  streaming: StreamingSlot[];
  onAirNotes: string[];
  /** The site instant (ISO, lib/clock.ts), for NEW marks and the next broadcast. */
  siteInstant: string;
  /** Every episode of the current work, for the next broadcast. */
  episodes: Array<{ number: number; title: string; airsAt: string }>;
  /** The current work's key visual when it is not the first work (its `work.yaml`). */
  keyVisual?: string;
  /** With `keyVisual`: its portrait crop for phones held upright, when `work.yaml` has one. */
  keyVisualSp?: string;
  /** When the current work is a film: its screening, shown instead of the broadcasts. */
  screening?: { label: string; startDate: string; endDate: string | null; phase: ScreeningPhase; theatreCount: number; note: string | null };
}

/** The top page at the build's instant; an off section's content is not read, as its files need not exist. */
export function homePageProps(ctx: ContentContext = createContentContext()): HomePageProps {
  const on = (name: 'news' | 'onair' | 'story') => isOn(shapeOf(ctx), name);
  const work = getCurrentWork(ctx);
  const info = getWorkInfo(work, ctx);
  const workCtx = forWork(ctx, work);
  // The first work's key visuals are frame images at fixed paths; another's are its work.yaml's.
  const keyVisual = work.first ? {} : { keyVisual: info.keyVisual.src, ...(info.keyVisualSp ? { keyVisualSp: info.keyVisualSp } : {}) };
  const base = {
    catchCopy: info.catchCopy,
    keyVisualAlt: info.keyVisual.alt,
    broadcastStart: info.broadcastStart,
    pv: info.pvYoutubeId && info.pvPoster ? { youtubeId: info.pvYoutubeId, poster: info.pvPoster } : null,
    news: (on('news') ? getAllNews(ctx) : []).slice(0, HOME_NEWS_COUNT).map(toNewsListItem),
  };
  if (work.kind === 'film') {
    if (!on('onair')) return { ...base, stations: [], streaming: [], onAirNotes: [], siteInstant: getSiteInstant(ctx), episodes: [], ...keyVisual };
    const screening = getScreening(workCtx);
    return {
      ...base,
      stations: [],
      streaming: [],
      onAirNotes: screening.notes,
      siteInstant: getSiteInstant(ctx),
      episodes: [],
      ...keyVisual,
      screening: {
        label: work.label,
        startDate: screening.startDate,
        endDate: screening.endDate,
        phase: screeningPhase(screening, getSiteInstant(ctx)),
        theatreCount: screening.theatres.length,
        note: screening.notes[0] ?? null,
      },
    };
  }
  const onAir = on('onair') ? getOnAir(workCtx) : { stations: [], streaming: [], notes: [] };
  return {
    ...base,
    stations: onAir.stations,
    streaming: onAir.streaming,
    onAirNotes: onAir.notes,
    siteInstant: getSiteInstant(ctx),
    episodes: (on('story') ? getEpisodes(workCtx) : []).map(({ number, title, airsAt }) => ({ number, title, airsAt })),
    ...keyVisual,
  };
}

/** The top page's JSON-LD: one `TVSeries` (with several works, its seasons and episodes, and its films as `Movie`s). */
export function homeJsonLd(episodes: HomePageProps['episodes'], ctx: ContentContext = createContentContext()): JsonLdDocument {
  const works = getWorks(ctx);
  if (works.length < 2) return tvSeriesJsonLd({ episodes });
  const on = (name: 'onair' | 'story') => isOn(shapeOf(ctx), name);
  return worksJsonLd(
    works.map((work) => {
      const workCtx = forWork(ctx, work);
      return {
        ...workRef(work),
        title: getWorkInfo(work, ctx).title,
        episodes: work.kind === 'film' || !on('story') ? [] : getEpisodes(workCtx),
        ...(work.kind === 'film' && on('onair') ? { startDate: getScreening(workCtx).startDate } : {}),
      };
    }),
  );
}
