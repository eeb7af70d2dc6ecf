import PageHeader from '../components/Common/PageHeader';
import Seo from '../components/Common/Seo';

export default function OnAirPage() {
  return (
    <>
      <Seo title="放送・配信情報" />
      <PageHeader en="ON AIR" title="放送・配信情報">
        <p>テレビ放送の局と時間、配信サービスの情報です。</p>
      </PageHeader>
    </>
  );
}
