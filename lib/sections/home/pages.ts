/** What the top page gets: the current work's key visual, catch copy, announcement, PV and broadcasts or screening. */
import { HOME_NEWS_COUNT, type NewsListItem, toNewsListItem } from '../news/articles';
import type { StationSlot, StreamingSlot } from '../onair/content';
import { getSiteInstant } from '../../content/clock';
import { type ContentContext, langOf } from '../../content/context';
import { getAllNews } from '../news/content';
import { type ScreeningPhase, getOnAir, getScreening, screeningPhase } from '../onair/content';
import { getEpisodes } from '../story/content';
import { forWork, getCurrentWork, getWorkInfo, getWorks, workRef } from '../../content/works';
import type { Graph, TVSeason, TVSeries, WithContext } from 'schema-dts';
import { type JsonLdDocument, SCHEMA_CONTEXT, graphJsonLd } from '../../jsonLd';
import { site as defaultSite } from '../../site';
import type { SiteText } from '../../i18n/pageLanguage';
import { siteTextOf } from '../../content/siteText';
import { langOfPath, pathInLang } from '../../i18n/languages';
import { SHARE_IMAGE } from '../../siteImages';
import { absoluteUrl } from '../../url';
import type { WorkRef } from '../../works';
import { storyPath, storyWorkPath } from '../story';
import type { EpisodeSummary } from '../story/content';
import { movieJsonLd } from '../story/pages';
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
export function homePageProps(ctx: ContentContext): HomePageProps {
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
export function homeJsonLd(ctx: ContentContext, episodes: HomePageProps['episodes']): JsonLdDocument {
  const works = getWorks(ctx);
  // On a page in another language the series is named in it, and its URL is that language's top page.
  const text = { site: siteTextOf(ctx), path: pathInLang(langOf(ctx), '/') };
  if (works.length < 2) return tvSeriesJsonLd({ episodes, ...text });
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
    text,
  );
}

/** A work as the top page's JSON-LD describes it (`lib/content/works.ts`): its episodes, or a film's title and release. */
export interface JsonLdWork extends WorkRef {
  /** The work's own title (its work.yaml), for a film's `Movie`. */
  title: string;
  episodes: ReadonlyArray<Pick<EpisodeSummary, 'number' | 'slug' | 'title' | 'airsAt'>>;
  /** A film's release day. */
  startDate?: string;
}

/** A season in the top page's language: named with the series' title there, at its pages there. */
function seasonJsonLd(work: JsonLdWork, seasonNumber: number, { site: text = defaultSite, path = '/' }: SeriesText): TVSeason {
  const inLang = (p: string) => absoluteUrl(pathInLang(langOfPath(path), p));
  return {
    '@type': 'TVSeason',
    name: `${text.title} ${work.label}`,
    seasonNumber,
    url: inLang(storyWorkPath(work.id)),
    numberOfEpisodes: work.episodes.length,
    ...(work.episodes[0]?.airsAt ? { startDate: work.episodes[0].airsAt } : {}),
    episode: work.episodes.map((e) => ({
      '@type': 'TVEpisode',
      episodeNumber: e.number,
      name: e.title,
      url: inLang(storyPath(e.slug, work)),
    })),
  };
}

/**
 * The top page's JSON-LD with several works: the `TVSeries` with each TV season or OVA as a `TVSeason` holding its
 * episodes, and each film a `Movie` beside it in a `@graph`.
 */
export function worksJsonLd(works: readonly JsonLdWork[], text: SeriesText = {}): WithContext<TVSeries> | Graph {
  const seasons = works.filter((w) => w.kind !== 'film');
  const films = works.filter((w) => w.kind === 'film');
  const { '@context': context, ...series } = tvSeriesJsonLd({ episodes: seasons[0]?.episodes ?? [], ...text });
  const total = seasons.reduce((sum, w) => sum + w.episodes.length, 0);
  const withSeasons: TVSeries = {
    ...series,
    numberOfSeasons: seasons.length,
    ...(total > 0 ? { numberOfEpisodes: total } : {}),
    containsSeason: seasons.map((w, i) => seasonJsonLd(w, i + 1, text)),
  };
  if (films.length === 0) return { '@context': context, ...withSeasons };
  return graphJsonLd([withSeasons, ...films.map((film) => movieJsonLd(film, langOfPath(text.path ?? '/'), text.site))]);
}

/** The site's words and top page the series is described with: the default language's unless a page in another passes its own. */
interface SeriesText {
  site?: SiteText;
  path?: string;
}

/** `TVSeries` for the top page of a series of one work. */
export function tvSeriesJsonLd(input: { episodes?: ReadonlyArray<Pick<EpisodeSummary, 'number' | 'airsAt'>> } & SeriesText = {}): WithContext<TVSeries> {
  const episodes = input.episodes ?? [];
  const { site = defaultSite, path = '/' } = input;
  const first = episodes.reduce<Pick<EpisodeSummary, 'number' | 'airsAt'> | undefined>(
    (min, e) => (min === undefined || e.number < min.number ? e : min),
    undefined,
  );
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'TVSeries',
    name: site.title,
    alternateName: site.titleEn,
    description: site.description,
    url: absoluteUrl(path),
    image: absoluteUrl(SHARE_IMAGE),
    inLanguage: 'ja',
    countryOfOrigin: { '@type': 'Country', name: 'JP' },
    numberOfSeasons: 1,
    ...(episodes.length > 0 ? { numberOfEpisodes: episodes.length } : {}),
    ...(first?.airsAt ? { startDate: first.airsAt } : {}),
    sameAs: [site.xAccountUrl],
    // The copyright line names who holds the rights, not who made the series.
    copyrightHolder: { '@type': 'Organization', name: site.copyright.replace(/^©\s*/, '') },
  };
}
