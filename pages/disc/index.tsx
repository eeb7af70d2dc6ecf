import PageHeader from '../../components/Common/PageHeader';
import Seo from '../../components/Common/Seo';
import DiscSection from '../../components/Disc/DiscSection';
import { type ResolvedStoreBonus, getDiscs } from '../../lib/content/discs';
import { getEpisodes } from '../../lib/content/story';
import { getSiteInstant } from '../../lib/content/clock';
import { type DiscVolumeEntry, discFormatsLabel, discLineup, withEpisodes } from '../../lib/disc';
import { type JsonLdDocument, discProductJsonLd, graphJsonLd } from '../../lib/jsonLd';
import { site } from '../../lib/site';
import { sectionProps } from '../../lib/content/shell';
import { isSectionOn, sectionLabels } from '../../lib/sections/shape';

type Props = {
  entries: DiscVolumeEntry[];
  storeBonuses: ResolvedStoreBonus[];
  notes: string[];
  /** The section's name from the formats on sale (「ブルーレイ・DVD」). */
  heading: string;
  /** The formats and the number of volumes (「Blu-ray・DVD 全4巻」). */
  lineup: string;
  /** Structured data, built here as of the site instant (pre-order or in stock). */
  jsonLd: JsonLdDocument;
};

export default function DiscPage({ entries, storeBonuses, notes, heading, lineup, jsonLd }: Props) {
  // Unless site.json renames it, the section is named for the formats on sale.
  const { label, labelJa } = sectionLabels('disc', { labelJa: heading });
  return (
    <>
      <Seo
        title={labelJa}
        description={`${site.workName}${lineup}の発売日、価格、特典、店舗別購入特典の情報です。`}
        jsonLd={jsonLd}
      />
      <PageHeader en={label} title={labelJa}>
        <p>{lineup}の発売情報と、店舗別購入特典のご案内です。</p>
      </PageHeader>
      <DiscSection entries={entries} storeBonuses={storeBonuses} notes={notes} />
    </>
  );
}

export const getStaticProps = sectionProps<Props>('disc', () => {
  const { volumes, storeBonuses, notes } = getDiscs();
  const siteInstant = new Date(getSiteInstant());
  return {
    props: {
      entries: withEpisodes(volumes, isSectionOn('story') ? getEpisodes() : []),
      storeBonuses,
      notes,
      heading: discFormatsLabel(volumes, 'ja'),
      lineup: discLineup(volumes),
      jsonLd: graphJsonLd(volumes.map((volume) => discProductJsonLd(volume, siteInstant))),
    },
  };
});
