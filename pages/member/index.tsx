import PageHeader from '../../components/Common/PageHeader';
import Seo from '../../components/Common/Seo';

export default function MemberPage() {
  return (
    <>
      <Seo title="メンバー" />
      <PageHeader en="MEMBER" title="メンバー">
        <p>バンド「そらいろアンサンブル」の五人を紹介します。</p>
      </PageHeader>
    </>
  );
}
