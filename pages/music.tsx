import PageHeader from '../components/Common/PageHeader';
import Seo from '../components/Common/Seo';

export default function MusicPage() {
  return (
    <>
      <Seo title="ミュージック" />
      <PageHeader en="MUSIC" title="ミュージック">
        <p>オープニング・エンディング主題歌、挿入歌、アルバムの情報です。</p>
      </PageHeader>
    </>
  );
}
