import PageHeader from '../../components/Common/PageHeader';
import Seo from '../../components/Common/Seo';

export default function NewsPage() {
  return (
    <>
      <Seo title="ニュース" />
      <PageHeader en="NEWS" title="ニュース">
        <p>作品の最新情報をお届けします。</p>
      </PageHeader>
    </>
  );
}
