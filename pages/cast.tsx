import type { GetStaticProps } from 'next';
import CastSection from '../components/Cast/CastSection';
import PageHeader from '../components/Common/PageHeader';
import Seo from '../components/Common/Seo';
import { type CastEntry, type StaffEntry, getCast, getStaff } from '../lib/content/cast';
import { site } from '../lib/site';

type Props = {
  cast: CastEntry[];
  staff: StaffEntry[];
};

export default function CastPage({ cast, staff }: Props) {
  return (
    <>
      <Seo title="キャスト・スタッフ" description={`${site.workName}のキャスト・スタッフ一覧です。`} />
      <PageHeader en="CAST" title="キャスト・スタッフ">
        <p>キャラクターを演じるキャスト、作品をつくるスタッフの一覧です。</p>
      </PageHeader>
      <CastSection cast={cast} staff={staff} />
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = () => ({
  props: { cast: getCast(), staff: getStaff() },
});
