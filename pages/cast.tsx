import CastSection from '../components/Cast/CastSection';
import PageHeader from '../components/Common/PageHeader';
import Seo from '../components/Common/Seo';
import { type CastPageProps, castPageProps } from '../lib/sections/cast/pages';
import { site } from '../lib/site';
import { sectionProps } from '../lib/content/shell';
import { sectionLabels } from '../lib/sections/shape';

type Props = CastPageProps;

export default function CastPage({ cast, staff, works, staffByWork }: Props) {
  const { label, labelJa } = sectionLabels('cast');
  return (
    <>
      <Seo title={labelJa} description={`${site.workName}の${labelJa}一覧です。`} />
      <PageHeader en={label} title={labelJa}>
        <p>キャラクターを演じるキャスト、作品をつくるスタッフの一覧です。</p>
      </PageHeader>
      <CastSection cast={cast} staff={staff} works={works} staffByWork={staffByWork} />
    </>
  );
}

export const getStaticProps = sectionProps<Props>('cast', (ctx) => ({ props: castPageProps(ctx) }), { route: '/cast' });
