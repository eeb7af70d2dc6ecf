import CastSection from '../components/Cast/CastSection';
import PageHeader from '../components/Common/PageHeader';
import Seo from '../components/Common/Seo';
import { type CastEntry, type StaffEntry, getCast, getStaff } from '../lib/content/cast';
import { site } from '../lib/site';
import { sectionProps } from '../lib/content/shell';

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

export const getStaticProps = sectionProps<Props>('cast', () => ({
  props: { cast: getCast(), staff: getStaff() },
}));
