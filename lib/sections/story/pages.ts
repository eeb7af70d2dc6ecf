/** STORY page props: `/story/`, `/story/<id>/` (a work, or a first-work episode, which keeps `/story/01/`), `/story/<id>/<ep>/`. */
import type { BroadcastEvent, Movie, Person, TVEpisode, WithContext } from 'schema-dts';
import { type JsonLdDocument, SCHEMA_CONTEXT, seriesRefJsonLd } from '../../jsonLd';
import { site } from '../../site';
import { absoluteUrl } from '../../url';
import { storyPath, storyWorkPath, storyWorks } from '.';
import type { WorkPage, WorkRef } from '../../works';
import { getSiteInstant } from '../../content/clock';
import type { ContentContext } from '../../content/context';
import { getOnAir, getScreening } from '../onair/content';
import { type Episode, type EpisodeCard, type EpisodeSummary, type StoryIntro, getEpisode, getEpisodeCards, getEpisodes, getStoryIntro } from './content';
import { type Work, forWork, getWorkInfo, getWorks, workRef } from '../../content/works';
import { type WorkRoute, resolveWorkRoute, workRoutes } from '../../content/workRoutes';
import { isOn } from '../shape';
import { shapeOf } from '../../content/shape';
import { langOf } from '../../content/context';
import { DEFAULT_LANG, type Lang, pathInLang } from '../../i18n/languages';
import { CATALOGUES } from '../../i18n/catalogue';
import type { SiteText } from '../../i18n/pageLanguage';
import { siteTextOf } from '../../content/siteText';
import { fillTemplate } from '../../i18n/template';

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
      ? { jsonLd: { '@context': SCHEMA_CONTEXT, ...movieJsonLd({ id: work.id, title: getWorkInfo(work, ctx).title, startDate: getScreening(workCtx).startDate }, langOf(ctx), siteTextOf(ctx)) } }
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
    jsonLd: tvEpisodeJsonLd(episode, workRef(work), langOf(ctx), siteTextOf(ctx)),
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

const people = (names: readonly string[]): Person[] => names.map((name) => ({ '@type': 'Person', name }));

/**
 * `Movie` for a film of the series: its own STORY page, and beside the `TVSeries` on the top page; in another language
 * at its page there, part of the series as named there (`text`). Its language is the film's own.
 */
export function movieJsonLd(work: { id: string; title: string; startDate?: string }, lang: Lang = DEFAULT_LANG, text: SiteText = site): Movie {
  return {
    '@type': 'Movie',
    name: work.title,
    url: absoluteUrl(pathInLang(lang, storyWorkPath(work.id))),
    inLanguage: 'ja',
    countryOfOrigin: { '@type': 'Country', name: 'JP' },
    ...(work.startDate ? { datePublished: work.startDate } : {}),
    isPartOf: seriesRefJsonLd(text, lang),
    copyrightHolder: { '@type': 'Organization', name: site.copyright.replace(/^©\s*/, '') },
  };
}

/** `TVEpisode` for an episode page; an episode of a work after the first is also part of that work's `TVSeason`. */
export function tvEpisodeJsonLd(
  episode: Pick<EpisodeSummary, 'number' | 'slug' | 'title' | 'airsAt' | 'stills' | 'credits' | 'summary'>,
  work?: WorkRef,
  lang: Lang = DEFAULT_LANG,
  text: SiteText = site,
): WithContext<TVEpisode> {
  const season = work && !work.first ? work : undefined;
  const namesFor = (role: string) => episode.credits.find((c) => c.role === role)?.names ?? [];
  const broadcast: BroadcastEvent = { '@type': 'BroadcastEvent', startDate: episode.airsAt, isLiveBroadcast: false };
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'TVEpisode',
    // In another language: its title there, or none (「Episode 5」 names it).
    name: episode.title || fillTemplate(CATALOGUES[lang].story.episodeUntitled, { n: episode.number }),
    alternateName: episode.title ? fillTemplate(CATALOGUES[lang].story.episodeTitle, { n: episode.number, title: episode.title }) : fillTemplate(CATALOGUES[lang].story.episodeUntitled, { n: episode.number }),
    episodeNumber: episode.number,
    url: absoluteUrl(pathInLang(lang, storyPath(episode.slug, season))),
    // Before its reveal an episode has neither: the fields are left out, not empty.
    ...(episode.summary ? { description: episode.summary } : {}),
    ...(episode.stills.length > 0 ? { image: episode.stills.map((s) => absoluteUrl(s.src)) } : {}),
    inLanguage: lang,
    ...(episode.airsAt ? { datePublished: episode.airsAt, publication: broadcast } : {}),
    partOfSeries: seriesRefJsonLd(text, lang),
    // Named and linked as the top page's JSON-LD names the season in this language.
    ...(season ? { partOfSeason: { '@type': 'TVSeason', name: `${text.title} ${season.label}`, url: absoluteUrl(pathInLang(lang, storyWorkPath(season.id))) } } : {}),
    author: people(namesFor('脚本')),
    director: people(namesFor('演出')),
  };
}
