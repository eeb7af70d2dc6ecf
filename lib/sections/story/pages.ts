/** STORY page props: `/story/`, `/story/<id>/` (a work, or a first-work episode, which keeps `/story/01/`), `/story/<id>/<ep>/`. */
import { type JsonLdDocument, SCHEMA_CONTEXT, movieJsonLd, tvEpisodeJsonLd } from '../jsonLd';
import { storyWorks } from '../sections/story';
import type { WorkPage, WorkRef } from '../works';
import { getSiteInstant } from './clock';
import type { ContentContext } from './context';
import { getOnAir } from './onair';
import { type Episode, type EpisodeCard, type StoryIntro, getEpisode, getEpisodeCards, getEpisodes, getStoryIntro } from './story';
import { type Work, forWork, getWorkInfo, getWorks, workRef } from './works';
import { type WorkRoute, resolveWorkRoute, workRoutes } from './workRoutes';
import { getScreening } from './screening';
import { isOn } from '../sections/shape';
import { shapeOf } from './shape';

/** A STORY list: the introduction and the episode cards of one work. */
export interface StoryIndexProps {
  intro: StoryIntro;
  episodes: EpisodeCard[];
  siteInstant: string;
  /** Only with several works. */
  works?: WorkPage;
  /** Only for a film: its `Movie`. */
  jsonLd?: JsonLdDocument;
}

export interface EpisodePageProps {
  episode: Episode;
  episodes: Array<Pick<Episode, 'number' | 'slug' | 'title' | 'airsAt'>>;
  stationName: string;
  siteInstant: string;
  jsonLd: JsonLdDocument;
  /** Only for an episode of a work other than the first. */
  work?: WorkRef;
}

/** A STORY list, `/story/` or a work's own `/story/<id>/` (with its canonical); a film: its introduction, no episodes. */
function storyIndexProps(ctx: ContentContext, { work, index, canonical, works }: WorkRoute): StoryIndexProps & { canonical?: string } {
  const workCtx = forWork(ctx, work);
  return {
    intro: getStoryIntro(workCtx),
    episodes: work.kind === 'film' ? [] : getEpisodeCards(workCtx),
    siteInstant: getSiteInstant(ctx),
    ...(works ? { works } : {}),
    ...(work.kind === 'film'
      ? { jsonLd: { '@context': SCHEMA_CONTEXT, ...movieJsonLd({ id: work.id, title: getWorkInfo(work, ctx).title, startDate: getScreening(workCtx).startDate }) } }
      : {}),
    ...(index ? {} : { canonical }),
  };
}

/** `/story/`: the current work. */
export function currentStoryIndexProps(ctx: ContentContext): StoryIndexProps {
  return storyIndexProps(ctx, workRoutes(ctx, storyWorks).index);
}

/** An episode page of a work, or null when the slug is not one of its episodes (only the two-digit form is). */
function episodePageProps(ctx: ContentContext, work: Work, slug: string): EpisodePageProps | null {
  if (work.kind === 'film') return null;
  const workCtx = forWork(ctx, work);
  const episode = getEpisode(Number(slug), workCtx);
  if (!episode || episode.slug !== slug) return null;
  return {
    episode,
    episodes: getEpisodes(workCtx).map(({ number, slug: s, title, airsAt }) => ({ number, slug: s, title, airsAt })),
    // With ONAIR off, no station is named (as on the schedule).
    stationName: isOn(shapeOf(ctx), 'onair') ? getOnAir(workCtx).fastest.name : '',
    siteInstant: getSiteInstant(ctx),
    jsonLd: tvEpisodeJsonLd(episode, workRef(work)),
    ...(work.first ? {} : { work: workRef(work) }),
  };
}

/**
 * `/story/<segment>/`: a work's own page when the segment is a work's id (with several works), else an episode of the
 * first work, which keeps the URLs it always had (`/story/01/`); null for anything else.
 */
export function storySegmentProps(ctx: ContentContext, segment: string): StoryIndexProps | EpisodePageProps | null {
  const route = resolveWorkRoute(ctx, storyWorks, segment);
  return route ? storyIndexProps(ctx, route) : episodePageProps(ctx, getWorks(ctx)[0], segment);
}

/** `/story/<id>/<episode>/`: an episode of a work after the first, or null. */
export function workEpisodePageProps(ctx: ContentContext, id: string, slug: string): EpisodePageProps | null {
  const route = resolveWorkRoute(ctx, storyWorks, id);
  return route && !route.work.first ? episodePageProps(ctx, route.work, slug) : null;
}
