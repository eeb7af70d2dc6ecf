import PageHeader from '../components/Common/PageHeader';
import Seo from '../components/Common/Seo';
import MusicSection from '../components/Music/MusicSection';
import { getSiteInstant } from '../lib/content/clock';
import { type MusicRelease, getMusic } from '../lib/content/music';
import { type JsonLdDocument, graphJsonLd, musicJsonLd } from '../lib/jsonLd';
import { musicLineup } from '../lib/music';
import { site } from '../lib/site';
import { sectionProps } from '../lib/content/shell';
import { sectionLabels } from '../lib/sections/shape';

type Props = {
  releases: MusicRelease[];
  /** The kinds of release there are, as the lead names them (「オープニング・エンディング主題歌、挿入歌」). */
  lineup: string;
  /** Structured data, built here as of the site instant (pre-order or in stock). */
  jsonLd: JsonLdDocument;
};

export default function MusicPage({ releases, lineup, jsonLd }: Props) {
  const { label, labelJa } = sectionLabels('music');
  return (
    <>
      <Seo
        title={labelJa}
        description={`${site.workName}の${lineup}の発売情報です。`}
        jsonLd={jsonLd}
      />
      <PageHeader en={label} title={labelJa}>
        <p>{lineup}の情報です。</p>
      </PageHeader>
      <MusicSection releases={releases} />
    </>
  );
}

export const getStaticProps = sectionProps<Props>('music', () => {
  const releases = getMusic();
  const siteInstant = new Date(getSiteInstant());
  return {
    props: {
      releases,
      lineup: musicLineup(releases.map((r) => r.kind)),
      jsonLd: graphJsonLd(releases.map((release) => musicJsonLd(release, siteInstant))),
    },
  };
});
