import Link from '../components/Common/Link';
import PageHeader from '../components/Common/PageHeader';
import Seo from '../components/Common/Seo';

export default function NotFoundPage() {
  return (
    <>
      <Seo title="ページが見つかりません" />
      <PageHeader en="404" title="ページが見つかりません">
        <p>お探しのページは移動または削除されたか、URLが間違っている可能性があります。</p>
        <p>
          <Link href="/">トップページへ戻る</Link>
        </p>
      </PageHeader>
    </>
  );
}
