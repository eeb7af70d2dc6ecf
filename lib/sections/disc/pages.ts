/**
 * What the DISC pages get (#37): `/disc/` shows the current work's volumes (with several works, a switcher), each work
 * with a `discs.yaml` has its own list `/disc/<id>/`, and every volume of every work keeps `/disc/<volume>/`. A series
 * of one work gets what it always got.
 */
import { discPath, discWorks } from '.';
import { type DiscEpisode, type DiscVolumeEntry, type VolumeLink, adjacentVolumes, bonusesForVolume, discFormatsLabel, discLineup, volumeEpisodes, withEpisodes } from './volumes';
import type { Product } from 'schema-dts';
import { type JsonLdDocument, graphJsonLd, yenOffer } from '../../jsonLd';
import { site } from '../../site';
import { absoluteUrl } from '../../url';
import type { WorkPage } from '../../works';
import { getSiteInstant } from '../../content/clock';
import { type ContentContext, langOf } from '../../content/context';
import { CATALOGUES } from '../../i18n/catalogue';
import { DEFAULT_LANG, pathInLang } from '../../i18n/languages';
import { fillTemplate } from '../../i18n/template';
import { siteTextOf } from '../../content/siteText';
import type { Instant } from '../../format';
import { type ResolvedStoreBonus, getDiscs } from './content';
import type { DiscVolume } from './schema';
import { getEpisodes } from '../story/content';
import { type Work, forWork } from '../../content/works';
import { isOn } from '../shape';
import { shapeOf } from '../../content/shape';
import { type WorkRoute, resolveWorkRoute, workRoutes } from '../../content/workRoutes';

export interface DiscListProps {
  entries: DiscVolumeEntry[];
  storeBonuses: ResolvedStoreBonus[];
  notes: string[];
  /** The section's name from the formats on sale (「ブルーレイ・DVD」). */
  heading: string;
  /** The formats and the number of volumes (「Blu-ray・DVD 全4巻」). */
  lineup: string;
  /** Structured data, built here as of the site instant (pre-order or in stock). */
  jsonLd: JsonLdDocument;
  /** Only when several works have discs. */
  works?: WorkPage;
  /** On a work's own list: its canonical URL (`/disc/` while `/disc/` shows that work). */
  canonical?: string;
}

export interface DiscVolumeProps {
  entry: DiscVolumeEntry;
  storeBonuses: ResolvedStoreBonus[];
  notes: string[];
  prev: VolumeLink | null;
  next: VolumeLink | null;
  /** The section's name from the formats of its work's volumes (「ブルーレイ・DVD」), and those formats (「Blu-ray・DVD」). */
  heading: string;
  formats: string;
  jsonLd: JsonLdDocument;
  /** The list the volume belongs to: `/disc/`, or its work's own list. */
  listHref?: string;
}

/** The section's name from its formats: 「ブルーレイ・DVD」 in Japanese, 「Blu-ray & DVD」 in English. */
function discHeading(ctx: ContentContext, volumes: readonly DiscVolume[]): string {
  const lang = langOf(ctx);
  return lang === DEFAULT_LANG ? discFormatsLabel(volumes, 'ja') : discFormatsLabel(volumes, 'en', CATALOGUES[lang].disc.formatJoin);
}

/** A volume's episodes with their titles; a film, or a series with STORY off, has no episode pages to link, so none. */
function episodesOn(volume: DiscVolume, work: Work, ctx: ContentContext): DiscEpisode[] {
  return work.kind === 'film' || !isOn(shapeOf(ctx), 'story') ? [] : volumeEpisodes(volume.episodes, getEpisodes(forWork(ctx, work)));
}

const workOfEntry = (work: Work): Pick<DiscVolumeEntry, 'work'> => (work.first ? {} : { work: { id: work.id, first: false } });

/** `/disc/` or a work's own list `/disc/<id>/` (with its canonical). */
function discListProps(ctx: ContentContext, { work, index, canonical, works }: WorkRoute): DiscListProps {
  const { volumes, storeBonuses, notes } = getDiscs(forWork(ctx, work));
  const siteInstant = getSiteInstant(ctx);
  return {
    entries: (work.kind === 'film' ? volumes.map((volume) => ({ volume, episodes: [] })) : withEpisodes(volumes, isOn(shapeOf(ctx), 'story') ? getEpisodes(forWork(ctx, work)) : [])).map(
      (entry) => ({ ...entry, ...workOfEntry(work) }),
    ),
    storeBonuses,
    notes,
    heading: discHeading(ctx, volumes),
    lineup: discLineup(volumes, CATALOGUES[langOf(ctx)].disc),
    jsonLd: graphJsonLd(volumes.map((volume) => discProductJsonLd(volume, siteInstant, ctx))),
    ...(works ? { works } : {}),
    ...(index ? {} : { canonical: pathInLang(langOf(ctx), canonical) }),
  };
}

/** `/disc/`: the current work's discs (or the latest earlier work's, when the current one has none). */
export function currentDiscListProps(ctx: ContentContext): DiscListProps {
  return discListProps(ctx, workRoutes(ctx, discWorks).index);
}

/** A volume's page `/disc/<volume>/` of whichever work it belongs to, or null. */
function discVolumeProps(ctx: ContentContext, id: string): DiscVolumeProps | null {
  const routes = workRoutes(ctx, discWorks);
  for (const work of routes.works) {
    const { volumes, storeBonuses, notes } = getDiscs(forWork(ctx, work));
    const volume = volumes.find((v) => v.id === id);
    if (!volume) continue;
    return {
      entry: { volume, episodes: episodesOn(volume, work, ctx), ...workOfEntry(work) },
      storeBonuses: bonusesForVolume(storeBonuses, volume.id),
      notes,
      ...adjacentVolumes(volumes, volume.id),
      heading: discHeading(ctx, volumes),
      formats: discFormatsLabel(volumes, 'en', CATALOGUES[langOf(ctx)].disc.formatJoin),
      jsonLd: graphJsonLd([discProductJsonLd(volume, getSiteInstant(ctx), ctx)]),
      // The list it belongs to, when `/disc/` does not show that work.
      ...(work.id === routes.index.work.id ? {} : { listHref: discWorks.workPath(work.id) }),
    };
  }
  return null;
}

/**
 * `/disc/<segment>/`: a volume's page of whichever work it belongs to or, with several works that have discs, a work's
 * own list (the content check keeps volume ids and work ids apart); null for anything else.
 */
export function discSegmentProps(ctx: ContentContext, segment: string): DiscVolumeProps | DiscListProps | null {
  const route = resolveWorkRoute(ctx, discWorks, segment);
  return discVolumeProps(ctx, segment) ?? (route && discListProps(ctx, route));
}

/** A `Product` for one disc volume, one `Offer` per format. */
export function discProductJsonLd(volume: DiscVolume, now: Instant, ctx?: ContentContext): Product {
  const lang = ctx ? langOf(ctx) : DEFAULT_LANG;
  const { title } = ctx ? siteTextOf(ctx) : site;
  const words = CATALOGUES[lang].disc;
  const url = absoluteUrl(pathInLang(lang, discPath(volume.id)));
  const first = Math.min(...volume.episodes);
  const last = Math.max(...volume.episodes);
  const formats = discFormatsLabel([volume], 'en', words.formatJoin);
  return {
    '@type': 'Product',
    name: volume.title,
    url,
    image: absoluteUrl(volume.jacket.src),
    description: fillTemplate(words.productDescription, { site: title, formats, label: volume.label, first, last }),
    releaseDate: volume.releaseDate,
    category: formats,
    brand: { '@type': 'Brand', name: title },
    offers: volume.formats.map((f) =>
      yenOffer({ name: `${volume.label} ${f.format}`, sku: f.code, price: f.priceTaxIncluded, url, releaseDate: volume.releaseDate, now }),
    ),
  };
}
