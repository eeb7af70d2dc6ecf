import PageHeader from '../../components/Common/PageHeader';
import Seo from '../../components/Common/Seo';
import DiscVolumeDetail from '../../components/Disc/DiscVolumeDetail';
import { type ResolvedStoreBonus, getDiscs } from '../../lib/content/discs';
import { getEpisodes } from '../../lib/content/story';
import {
  type DiscVolumeEntry,
  type VolumeLink,
  adjacentVolumes,
  bonusesForVolume,
  discFormatsLabel,
  volumeEpisodes,
} from '../../lib/disc';
import { getSiteInstant } from '../../lib/content/clock';
import { formatDateJaLong } from '../../lib/format';
import { type JsonLdDocument, discProductJsonLd, graphJsonLd } from '../../lib/jsonLd';
import { sectionPaths, sectionProps } from '../../lib/content/shell';
import { isSectionOn, sectionLabels } from '../../lib/sections/shape';

type Props = {
  entry: DiscVolumeEntry;
  storeBonuses: ResolvedStoreBonus[];
  notes: string[];
  prev: VolumeLink | null;
  next: VolumeLink | null;
  /** The section's name from the formats on sale (「ブルーレイ・DVD」), and those formats (「Blu-ray・DVD」). */
  heading: string;
  formats: string;
  /** Structured data, built here as of the site instant (pre-order or in stock). */
  jsonLd: JsonLdDocument;
};

type Params = { volume: string };

export default function DiscVolumePage({ entry, storeBonuses, notes, prev, next, heading, formats, jsonLd }: Props) {
  const { volume } = entry;
  const { label, labelJa } = sectionLabels('disc', { labelJa: heading });
  return (
    <>
      <Seo
        title={`${volume.title}（${formats}）`}
        description={`${volume.title}（${formatDateJaLong(volume.releaseDate)}発売）の収録話、価格、封入特典・映像特典、店舗別購入特典の情報です。`}
        type="product"
        image={volume.jacket.src}
        imageAlt={volume.jacket.alt}
        jsonLd={jsonLd}
      />
      <PageHeader en={label} title={`${labelJa} ${volume.label}`} />
      <DiscVolumeDetail entry={entry} storeBonuses={storeBonuses} notes={notes} prev={prev} next={next} listName={`${formats} 一覧`} />
    </>
  );
}

export const getStaticPaths = sectionPaths<Params>('disc', () => ({
  paths: getDiscs().volumes.map((v) => ({ params: { volume: v.id } })),
  fallback: false,
}));

export const getStaticProps = sectionProps<Props, Params>('disc', ({ params }) => {
  const { volumes, storeBonuses, notes } = getDiscs();
  const volume = volumes.find((v) => v.id === params?.volume);
  if (!volume) return { notFound: true };
  return {
    props: {
      entry: { volume, episodes: volumeEpisodes(volume.episodes, isSectionOn('story') ? getEpisodes() : []) },
      storeBonuses: bonusesForVolume(storeBonuses, volume.id),
      notes,
      ...adjacentVolumes(volumes, volume.id),
      heading: discFormatsLabel(volumes, 'ja'),
      formats: discFormatsLabel(volumes),
      jsonLd: graphJsonLd([discProductJsonLd(volume, new Date(getSiteInstant()))]),
    },
  };
});
