import PageHeader from '../../components/Common/PageHeader';
import Seo from '../../components/Common/Seo';

export default function DiscPage() {
  return (
    <>
      <Seo title="ブルーレイ・DVD" />
      <PageHeader en="DISC" title="ブルーレイ・DVD">
        <p>Blu-ray・DVDの発売情報です。</p>
      </PageHeader>
    </>
  );
}
