import type { GetStaticProps } from 'next';
import PageHeader from '../components/Common/PageHeader';
import Seo from '../components/Common/Seo';
import MusicSection from '../components/Music/MusicSection';
import { getSiteInstant } from '../lib/content/schedule';
import { type MusicRelease, getMusic } from '../lib/content/music';
import { type JsonLdDocument, graphJsonLd, musicJsonLd } from '../lib/jsonLd';
import { site } from '../lib/site';

type Props = {
  releases: MusicRelease[];
  /** Structured data, built here as of the build's instant (pre-order or in stock). */
  jsonLd: JsonLdDocument;
};

export default function MusicPage({ releases, jsonLd }: Props) {
  return (
    <>
      <Seo
        title="ミュージック"
        description={`TVアニメ『${site.title}』のオープニング・エンディング主題歌、挿入歌、アルバムの発売情報です。`}
        jsonLd={jsonLd}
      />
      <PageHeader en="MUSIC" title="ミュージック">
        <p>オープニング・エンディング主題歌、挿入歌、アルバムの情報です。</p>
      </PageHeader>
      <MusicSection releases={releases} />
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = () => {
  const releases = getMusic();
  const now = new Date(getSiteInstant());
  return { props: { releases, jsonLd: graphJsonLd(releases.map((release) => musicJsonLd(release, now))) } };
};
