import PageHeader from '../components/Common/PageHeader';
import Seo from '../components/Common/Seo';

export default function CastPage() {
  return (
    <>
      <Seo title="キャスト・スタッフ" />
      <PageHeader en="CAST" title="キャスト・スタッフ">
        <p>キャラクターを演じるキャスト、作品をつくるスタッフの一覧です。</p>
      </PageHeader>
    </>
  );
}
