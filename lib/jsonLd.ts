/** schema.org JSON-LD typed with `schema-dts`, built in `getStaticProps` so only its output reaches the browser. */
import type {
  Graph,
  ImageObject,
  Offer,
  Organization,
  TVSeries,
  Thing,
  WithContext,
} from 'schema-dts';
import { type Instant, toDateTimeAttr } from './format';
import type { RankedChange } from './clock';
import { site } from './site';
import { LOGO_IMAGE } from './siteImages';
import { absoluteUrl } from './url';
import { DEFAULT_LANG, type Lang, pathInLang } from './i18n/languages';

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

/**
 * The series the site is about, as other objects point to it (`partOfSeries`, `about`): on a page in another language,
 * by its title there (`text`, the site's words in it) at its top page there, as that top page describes it.
 */
export function seriesRefJsonLd(text: { title: string } = site, lang: Lang = DEFAULT_LANG): TVSeries {
  return { '@type': 'TVSeries', name: text.title, url: absoluteUrl(pathInLang(lang, '/')) };
}

/** One way to buy a release (an edition, a disc format): its shop price in yen, on pre-order until its release day. */
export const yenOffer = (input: { name: string; sku: string; price: number; url: string; releaseDate: string; now: Instant }): Offer => ({
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
    Date.parse(input.now) < Date.parse(toDateTimeAttr(input.releaseDate)) ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock',
  availabilityStarts: toDateTimeAttr(input.releaseDate),
  itemCondition: 'https://schema.org/NewCondition',
});

/** A release's day on the schedule (MUSIC's and DISC's): its offers turn from pre-order to in stock at 00:00 JST, as {@link yenOffer} has it. */
export const releaseChange = (name: string, releaseDate: string): RankedChange => ({
  at: toDateTimeAttr(releaseDate),
  kind: 'release',
  rank: 100,
  what: `「${name}」の発売日: 構造化データが予約受付中から在庫ありに`,
});

/** Several objects in one `<script>`: `{ "@context": …, "@graph": [...] }`. */
export function graphJsonLd(items: readonly Thing[]): Graph {
  return { '@context': SCHEMA_CONTEXT, '@graph': [...items] };
}

