import type { GetStaticProps } from 'next';
import CastSection from '../components/Cast/CastSection';
import PageHeader from '../components/Common/PageHeader';
import Seo from '../components/Common/Seo';
import { type CastPageProps, castPageProps } from '../lib/content/castPages';
import { site } from '../lib/site';

type Props = CastPageProps;

export default function CastPage({ cast, staff, works, staffByWork }: Props) {
  return (
    <>
      <Seo title="キャスト・スタッフ" description={`${site.workName}のキャスト・スタッフ一覧です。`} />
      <PageHeader en="CAST" title="キャスト・スタッフ">
        <p>キャラクターを演じるキャスト、作品をつくるスタッフの一覧です。</p>
      </PageHeader>
      <CastSection cast={cast} staff={staff} works={works} staffByWork={staffByWork} />
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = () => ({ props: castPageProps() });
