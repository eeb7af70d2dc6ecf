import type { GetStaticProps } from 'next';
import PageHeader from '../../components/Common/PageHeader';
import Seo from '../../components/Common/Seo';
import DiscSection from '../../components/Disc/DiscSection';
import { type ResolvedStoreBonus, getDiscs } from '../../lib/content/discs';
import { getEpisodes } from '../../lib/content/story';
import { getSiteInstant } from '../../lib/content/schedule';
import { type DiscVolumeEntry, withEpisodes } from '../../lib/disc';
import { discProductJsonLd, graphJsonLd } from '../../lib/jsonLd';
import { site } from '../../lib/site';

type Props = {
  entries: DiscVolumeEntry[];
  storeBonuses: ResolvedStoreBonus[];
  notes: string[];
  /** Build time: pre-order or in stock, in the structured data. */
  builtAt: string;
};

export default function DiscPage({ entries, storeBonuses, notes, builtAt }: Props) {
  return (
    <>
      <Seo
        title="ブルーレイ・DVD"
        description={`TVアニメ『${site.title}』Blu-ray・DVD全${entries.length}巻の発売日、価格、特典、店舗別購入特典の情報です。`}
        jsonLd={graphJsonLd(entries.map((e) => discProductJsonLd(e.volume, new Date(builtAt))))}
      />
      <PageHeader en="DISC" title="ブルーレイ・DVD">
        <p>Blu-ray・DVD 全{entries.length}巻の発売情報と、店舗別購入特典のご案内です。</p>
      </PageHeader>
      <DiscSection entries={entries} storeBonuses={storeBonuses} notes={notes} />
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = () => {
  const { volumes, storeBonuses, notes } = getDiscs();
  return { props: { entries: withEpisodes(volumes, getEpisodes()), storeBonuses, notes, builtAt: getSiteInstant() } };
};
