/**
 * What the DISC pages get (#37): `/disc/` shows the current work's volumes (with several works, a switcher), each work
 * with a `discs.yaml` has its own list `/disc/<id>/`, and every volume of every work keeps `/disc/<volume>/`. A series
 * of one work gets what it always got.
 */
import {
  type DiscEpisode,
  type DiscVolumeEntry,
  type VolumeLink,
  adjacentVolumes,
  bonusesForVolume,
  disc,
  discFormatsLabel,
  discLineup,
  discPath,
  volumeEpisodes,
  withEpisodes,
} from '.';
import type { Product } from 'schema-dts';
import { type JsonLdDocument, graphJsonLd, yenOffer } from '../../jsonLd';
import { site } from '../../site';
import { absoluteUrl } from '../../url';
import type { WorkPage } from '../../works';
import { getSiteInstant } from '../../content/clock';
import { type ContentContext, createContentContext } from '../../content/context';
import { type ResolvedStoreBonus, getDiscs } from './content';
import type { DiscVolume } from './schema';
import { getEpisodes } from '../../content/story';
import { shownWork, worksWithFile } from '../../content/workContent';
import { type Work, forWork, workNav, workRef } from '../../content/works';
import { isOn } from '../shape';
import { shapeOf } from '../../content/shape';

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

/** The works with discs: the first, and every other whose folder holds a `discs.yaml`. */
function discWorks(ctx: ContentContext = createContentContext()): Work[] {
  return worksWithFile('discs.yaml', ctx);
}

/** A volume's episodes with their titles; a film, or a series with STORY off, has no episode pages to link, so none. */
function episodesOn(volume: DiscVolume, work: Work, ctx: ContentContext): DiscEpisode[] {
  return work.kind === 'film' || !isOn(shapeOf(ctx), 'story') ? [] : volumeEpisodes(volume.episodes, getEpisodes(forWork(ctx, work)));
}

const workOfEntry = (work: Work): Pick<DiscVolumeEntry, 'work'> => (work.first ? {} : { work: { id: work.id, first: false } });

function discListProps(work: Work, ctx: ContentContext): DiscListProps {
  const { volumes, storeBonuses, notes } = getDiscs(forWork(ctx, work));
  const siteInstant = new Date(getSiteInstant(ctx));
  const nav = workNav(discWorks(ctx), work, discPath);
  return {
    entries: (work.kind === 'film' ? volumes.map((volume) => ({ volume, episodes: [] })) : withEpisodes(volumes, isOn(shapeOf(ctx), 'story') ? getEpisodes(forWork(ctx, work)) : [])).map(
      (entry) => ({ ...entry, ...workOfEntry(work) }),
    ),
    storeBonuses,
    notes,
    heading: discFormatsLabel(volumes, 'ja'),
    lineup: discLineup(volumes),
    jsonLd: graphJsonLd(volumes.map((volume) => discProductJsonLd(volume, siteInstant))),
    ...(nav ? { works: { work: workRef(work), nav } } : {}),
  };
}

/** `/disc/`: the current work's discs (or the latest earlier work's, when the current one has none). */
export function currentDiscListProps(ctx: ContentContext = createContentContext()): DiscListProps {
  return discListProps(shownWork(discWorks(ctx), ctx), ctx);
}


/** A work's own list `/disc/<id>/`, or null when `id` is not a work with discs (or there is no switcher). */
export function ownDiscListProps(id: string, ctx: ContentContext = createContentContext()): DiscListProps | null {
  const works = discWorks(ctx);
  const work = works.length > 1 ? works.find((w) => w.id === id) : undefined;
  if (!work) return null;
  const canonical = shownWork(works, ctx).id === work.id ? disc.path : discPath(work.id);
  return { ...discListProps(work, ctx), canonical };
}

/** A volume's page `/disc/<volume>/` of whichever work it belongs to, or null. */
export function discVolumeProps(id: string, ctx: ContentContext = createContentContext()): DiscVolumeProps | null {
  const works = discWorks(ctx);
  for (const work of works) {
    const { volumes, storeBonuses, notes } = getDiscs(forWork(ctx, work));
    const volume = volumes.find((v) => v.id === id);
    if (!volume) continue;
    const shownHere = works.length < 2 || shownWork(works, ctx).id === work.id;
    return {
      entry: { volume, episodes: episodesOn(volume, work, ctx), ...workOfEntry(work) },
      storeBonuses: bonusesForVolume(storeBonuses, volume.id),
      notes,
      ...adjacentVolumes(volumes, volume.id),
      heading: discFormatsLabel(volumes, 'ja'),
      formats: discFormatsLabel(volumes),
      jsonLd: graphJsonLd([discProductJsonLd(volume, new Date(getSiteInstant(ctx)))]),
      ...(shownHere ? {} : { listHref: discPath(work.id) }),
    };
  }
  return null;
}

/** A `Product` for one disc volume, one `Offer` per format. */
export function discProductJsonLd(volume: DiscVolume, now: Date = new Date()): Product {
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
