import type { GetStaticProps } from 'next';
import PageHeader from '../components/Common/PageHeader';
import Seo from '../components/Common/Seo';
import MusicSection from '../components/Music/MusicSection';
import { getSiteInstant } from '../lib/content/schedule';
import { type MusicRelease, getMusic } from '../lib/content/music';
import { graphJsonLd, musicJsonLd } from '../lib/jsonLd';
import { site } from '../lib/site';

type Props = {
  releases: MusicRelease[];
  /** Build time: pre-order or in stock, in the structured data. */
  builtAt: string;
};

export default function MusicPage({ releases, builtAt }: Props) {
  return (
    <>
      <Seo
        title="ミュージック"
        description={`TVアニメ『${site.title}』のオープニング・エンディング主題歌、挿入歌、アルバムの発売情報です。`}
        jsonLd={graphJsonLd(releases.map((release) => musicJsonLd(release, new Date(builtAt))))}
      />
      <PageHeader en="MUSIC" title="ミュージック">
        <p>オープニング・エンディング主題歌、挿入歌、アルバムの情報です。</p>
      </PageHeader>
      <MusicSection releases={releases} />
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = () => ({
  props: { releases: getMusic(), builtAt: getSiteInstant() },
});
