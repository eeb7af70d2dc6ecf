/** schema.org JSON-LD typed with `schema-dts`, built in `getStaticProps` so only its output reaches the browser. */
import type {
  Graph,
  ImageObject,
  MusicAlbum,
  MusicGroup,
  MusicRecording,
  Offer,
  Organization,
  Product,
  TVSeries,
  Thing,
  WithContext,
} from 'schema-dts';
import type { DiscVolume } from './content/discs';
import type { MusicRelease } from './content/music';
import { discFormatsLabel } from './disc';
import { type Instant, toDateTimeAttr } from './format';
import type { RankedChange } from './clock';
import { site } from './site';
import { LOGO_IMAGE } from './siteImages';
import { absoluteUrl } from './url';
import { discPath } from './sections/disc';

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

/** The series the site is about, as other objects point to it (`partOfSeries`, `about`). */
export function seriesRefJsonLd(): TVSeries {
  return { '@type': 'TVSeries', name: site.title, url: absoluteUrl('/') };
}

const yenOffer = (input: { name: string; sku: string; price: number; url: string; releaseDate: string; now: Instant }): Offer => ({
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

/** A release as `MusicAlbum` or `MusicRecording`, each edition an `Offer` in yen; its url is its anchor on `pagePath`. */
export function musicJsonLd(release: MusicRelease, now: Instant, pagePath = '/music/'): MusicAlbum | MusicRecording {
  const url = absoluteUrl(`${pagePath}#${release.id}`);
  const byArtist: MusicGroup = { '@type': 'MusicGroup', name: release.artist };
  const offers = release.editions.map((e) =>
    yenOffer({ name: e.name, sku: e.code, price: e.priceTaxIncluded, url, releaseDate: release.releaseDate, now }),
  );
  const tracks: MusicRecording[] = [...release.tracks]
    .sort((a, b) => a.no - b.no)
    .map((t) => ({ '@type': 'MusicRecording', name: t.note ? `${t.title}（${t.note}）` : t.title, position: t.no, byArtist }));
  const album: MusicAlbum = {
    '@type': 'MusicAlbum',
    name: release.title,
    url,
    byArtist,
    datePublished: release.releaseDate,
    image: absoluteUrl(release.jacket.src),
    albumReleaseType: release.kind === 'アルバム' ? 'https://schema.org/AlbumRelease' : 'https://schema.org/SingleRelease',
    albumProductionType: release.kind === 'アルバム' ? 'https://schema.org/StudioAlbum' : 'https://schema.org/SoundtrackAlbum',
    numTracks: tracks.length,
    track: tracks,
    offers,
  };
  if (release.kind === 'アルバム') return album;

  const credit = (role: string) => release.credits.find((c) => c.role === role)?.name;
  const lyricist = credit('作詞');
  const composer = credit('作曲');
  return {
    '@type': 'MusicRecording',
    name: release.title,
    url,
    byArtist,
    datePublished: release.releaseDate,
    image: absoluteUrl(release.jacket.src),
    genre: release.kind,
    ...(lyricist || composer
      ? {
          recordingOf: {
            '@type': 'MusicComposition',
            name: release.title,
            ...(lyricist ? { lyricist: { '@type': 'Person', name: lyricist } } : {}),
            ...(composer ? { composer: { '@type': 'Person', name: composer } } : {}),
          },
        }
      : {}),
    inAlbum: album,
  };
}

/** A `Product` for one disc volume, one `Offer` per format. */
export function discProductJsonLd(volume: DiscVolume, now: Instant): Product {
  const url = absoluteUrl(discPath(volume.id));
  const first = Math.min(...volume.episodes);
  const last = Math.max(...volume.episodes);
  const formats = discFormatsLabel([volume]);
  return {
    '@type': 'Product',
    name: volume.title,
    url,
    image: absoluteUrl(volume.jacket.src),
    description: `${site.title} ${formats} ${volume.label}（第${first}話〜第${last}話収録）`,
    releaseDate: volume.releaseDate,
    category: formats,
    brand: { '@type': 'Brand', name: site.title },
    offers: volume.formats.map((f) =>
      yenOffer({ name: `${volume.label} ${f.format}`, sku: f.code, price: f.priceTaxIncluded, url, releaseDate: volume.releaseDate, now }),
    ),
  };
}

/** Several objects in one `<script>`: `{ "@context": …, "@graph": [...] }`. */
export function graphJsonLd(items: readonly Thing[]): Graph {
  return { '@context': SCHEMA_CONTEXT, '@graph': [...items] };
}
