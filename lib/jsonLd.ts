/** schema.org JSON-LD typed with `schema-dts`, built in `getStaticProps` so only its output reaches the browser. */
import type {
  BroadcastEvent,
  Graph,
  ImageObject,
  Movie,
  NewsArticle,
  Offer,
  Organization,
  Person,
  TVEpisode,
  TVSeason,
  TVSeries,
  Thing,
  WebPage,
  WithContext,
} from 'schema-dts';
import type { NewsSummary } from './content/news';
import type { WrittenPage } from './content/pages';
import type { EpisodeSummary } from './content/story';
import { toDateTimeAttr } from './format';
import { site } from './site';
import { LOGO_IMAGE, SHARE_IMAGE } from './siteImages';
import { absoluteUrl } from './url';
import { newsPath } from './sections/news';
import { writtenPagePath } from './sections/pages';
import { storyPath, storyWorkPath } from './sections/story';
import type { WorkRef } from './works';

export const SCHEMA_CONTEXT = 'https://schema.org';

/** What `<JsonLd>` accepts: one object with `@context`, or a `@graph` of several. */
export type JsonLdDocument = WithContext<Thing> | Graph;

/** Whoever runs the site, as an organisation. */
export function publisherJsonLd(): Organization {
  return {
    '@type': 'Organization',
    name: site.operator,
    url: absoluteUrl('/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO_IMAGE) } satisfies ImageObject,
    sameAs: [site.xAccountUrl],
  };
}

function seriesRef(): TVSeries {
  return { '@type': 'TVSeries', name: site.title, url: absoluteUrl('/') };
}

const people = (names: readonly string[]): Person[] => names.map((name) => ({ '@type': 'Person', name }));

/** A work as the top page's JSON-LD describes it (`lib/content/works.ts`): its episodes, or a film's title and release. */
export interface JsonLdWork extends WorkRef {
  /** The work's own title (its work.yaml), for a film's `Movie`. */
  title: string;
  episodes: ReadonlyArray<Pick<EpisodeSummary, 'number' | 'slug' | 'title' | 'airsAt'>>;
  /** A film's release day. */
  startDate?: string;
}

function seasonJsonLd(work: JsonLdWork, seasonNumber: number): TVSeason {
  return {
    '@type': 'TVSeason',
    name: `${site.title} ${work.label}`,
    seasonNumber,
    url: absoluteUrl(storyWorkPath(work.id)),
    numberOfEpisodes: work.episodes.length,
    ...(work.episodes[0]?.airsAt ? { startDate: work.episodes[0].airsAt } : {}),
    episode: work.episodes.map((e) => ({
      '@type': 'TVEpisode',
      episodeNumber: e.number,
      name: e.title,
      url: absoluteUrl(storyPath(e.slug, work)),
    })),
  };
}

/** `Movie` for a film of the series: its own STORY page, and beside the `TVSeries` on the top page. */
export function movieJsonLd(work: Pick<JsonLdWork, 'id' | 'title' | 'startDate'>): Movie {
  return {
    '@type': 'Movie',
    name: work.title,
    url: absoluteUrl(storyWorkPath(work.id)),
    inLanguage: 'ja',
    countryOfOrigin: { '@type': 'Country', name: 'JP' },
    ...(work.startDate ? { datePublished: work.startDate } : {}),
    isPartOf: seriesRef(),
    copyrightHolder: { '@type': 'Organization', name: site.copyright.replace(/^©\s*/, '') },
  };
}

/**
 * The top page's JSON-LD with several works: the `TVSeries` with each TV season or OVA as a `TVSeason` holding its
 * episodes, and each film a `Movie` beside it in a `@graph`.
 */
export function worksJsonLd(works: readonly JsonLdWork[]): WithContext<TVSeries> | Graph {
  const seasons = works.filter((w) => w.kind !== 'film');
  const films = works.filter((w) => w.kind === 'film');
  const { '@context': context, ...series } = tvSeriesJsonLd({ episodes: seasons[0]?.episodes ?? [] });
  const total = seasons.reduce((sum, w) => sum + w.episodes.length, 0);
  const withSeasons: TVSeries = {
    ...series,
    numberOfSeasons: seasons.length,
    ...(total > 0 ? { numberOfEpisodes: total } : {}),
    containsSeason: seasons.map((w, i) => seasonJsonLd(w, i + 1)),
  };
  if (films.length === 0) return { '@context': context, ...withSeasons };
  return graphJsonLd([withSeasons, ...films.map(movieJsonLd)]);
}

/** `TVSeries` for the top page of a series of one work. */
export function tvSeriesJsonLd(input: { episodes?: ReadonlyArray<Pick<EpisodeSummary, 'number' | 'airsAt'>> } = {}): WithContext<TVSeries> {
  const episodes = input.episodes ?? [];
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
    url: absoluteUrl('/'),
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

/** `TVEpisode` for an episode page; an episode of a work after the first is also part of that work's `TVSeason`. */
export function tvEpisodeJsonLd(
  episode: Pick<EpisodeSummary, 'number' | 'slug' | 'title' | 'airsAt' | 'stills' | 'credits' | 'summary'>,
  work?: WorkRef,
): WithContext<TVEpisode> {
  const season = work && !work.first ? work : undefined;
  const namesFor = (role: string) => episode.credits.find((c) => c.role === role)?.names ?? [];
  const broadcast: BroadcastEvent = { '@type': 'BroadcastEvent', startDate: episode.airsAt, isLiveBroadcast: false };
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'TVEpisode',
    name: episode.title,
    alternateName: `第${episode.number}話「${episode.title}」`,
    episodeNumber: episode.number,
    url: absoluteUrl(storyPath(episode.slug, season)),
    // Before its reveal an episode has neither: the fields are left out, not empty.
    ...(episode.summary ? { description: episode.summary } : {}),
    ...(episode.stills.length > 0 ? { image: episode.stills.map((s) => absoluteUrl(s.src)) } : {}),
    inLanguage: 'ja',
    ...(episode.airsAt ? { datePublished: episode.airsAt, publication: broadcast } : {}),
    partOfSeries: seriesRef(),
    ...(season ? { partOfSeason: { '@type': 'TVSeason', name: `${site.title} ${season.label}`, url: absoluteUrl(storyWorkPath(season.id)) } } : {}),
    author: people(namesFor('脚本')),
    director: people(namesFor('演出')),
  };
}

/** `NewsArticle` for an article page; without an eye-catch the share image, as Google asks for an image. */
export function newsArticleJsonLd(
  article: Pick<NewsSummary, 'slug' | 'title' | 'publishedAt' | 'category' | 'image' | 'summary'>,
): WithContext<NewsArticle> {
  const url = absoluteUrl(newsPath(article.slug));
  const published = article.publishedAt;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.summary,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [absoluteUrl(article.image?.src ?? SHARE_IMAGE)],
    datePublished: published,
    dateModified: published,
    articleSection: article.category.label,
    inLanguage: 'ja',
    author: publisherJsonLd(),
    publisher: publisherJsonLd(),
  };
}

/** `WebPage` for a written page, part of the series' site; dated only when it was timed. */
export function writtenPageJsonLd(
  page: Pick<WrittenPage, 'slug' | 'title' | 'description' | 'hero' | 'publishedAt'>,
): WithContext<WebPage> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebPage',
    name: page.title,
    description: page.description,
    url: absoluteUrl(writtenPagePath(page.slug)),
    image: absoluteUrl(page.hero?.src ?? SHARE_IMAGE),
    inLanguage: 'ja',
    ...(page.publishedAt !== null ? { datePublished: page.publishedAt } : {}),
    about: seriesRef(),
    publisher: publisherJsonLd(),
  };
}

/** One way to buy a release (an edition, a disc format): its shop price in yen, on pre-order until its release day. */
export const yenOffer = (input: { name: string; sku: string; price: number; url: string; releaseDate: string; now: Date }): Offer => ({
  '@type': 'Offer',
  name: input.name,
  sku: input.sku,
  url: input.url,
  price: input.price,
  priceCurrency: 'JPY',
  // Content stores shop prices, which in Japan include consumption tax.
  priceSpecification: {
    '@type': 'UnitPriceSpecification',
    price: input.price,
    priceCurrency: 'JPY',
    valueAddedTaxIncluded: true,
  },
  availability:
    input.now.getTime() < Date.parse(toDateTimeAttr(input.releaseDate)) ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock',
  availabilityStarts: toDateTimeAttr(input.releaseDate),
  itemCondition: 'https://schema.org/NewCondition',
});

/** Several objects in one `<script>`: `{ "@context": …, "@graph": [...] }`. */
export function graphJsonLd(items: readonly Thing[]): Graph {
  return { '@context': SCHEMA_CONTEXT, '@graph': [...items] };
}
