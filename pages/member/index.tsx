import PageHeader from '../../components/Common/PageHeader';
import Seo from '../../components/Common/Seo';
import MemberIndex from '../../components/Member/MemberIndex';
import { type MemberIndexPageProps, memberIndexProps } from '../../lib/sections/member/pages';
import { sectionProps } from '../../lib/content/shell';
import { sectionLabels } from '../../lib/sections/shape';

type Props = MemberIndexPageProps;

export default function MemberPage({ lead, members, supporting, works, voices }: Props) {
  const { label, labelJa } = sectionLabels('member');
  return (
    <>
      <Seo title={labelJa} description={lead} />
      <PageHeader en={label} title={labelJa}>
        <p>{lead}</p>
      </PageHeader>
      <MemberIndex members={members} supporting={supporting} works={works} voices={voices} />
    </>
  );
}

export const getStaticProps = sectionProps<Props>('member', (ctx) => ({ props: memberIndexProps(ctx) }), { route: '/member' });
