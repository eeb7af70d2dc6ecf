import PageHeader from '../../components/Common/PageHeader';
import Seo from '../../components/Common/Seo';

export default function StoryPage() {
  return (
    <>
      <Seo title="ストーリー" />
      <PageHeader en="STORY" title="ストーリー">
        <p>作品のあらすじと各話のストーリーです。</p>
      </PageHeader>
    </>
  );
}
