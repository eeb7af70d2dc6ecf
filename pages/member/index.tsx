import PageHeader from '../../components/Common/PageHeader';
import Seo from '../../components/Common/Seo';
import MemberIndex from '../../components/Member/MemberIndex';
import { useMessages } from '../../hooks/useLanguage';
import { type MemberIndexPageProps, hasMemberPages, memberIndexProps } from '../../lib/sections/member/pages';
import { sectionProps } from '../../lib/content/shell';
import { sectionLabels } from '../../lib/sections/shape';

type Props = MemberIndexPageProps;

export default function MemberPage({ lead, members, supporting, works, voices }: Props) {
  const { label, labelJa } = sectionLabels('member');
  const title = useMessages().member.title || labelJa;
  return (
    <>
      <Seo title={title} description={lead} />
      <PageHeader en={label} title={title}>
        <p>{lead}</p>
      </PageHeader>
      <MemberIndex members={members} supporting={supporting} works={works} voices={voices} />
    </>
  );
}

export const getStaticProps = sectionProps<Props>('member', (ctx) => (hasMemberPages(ctx) ? { props: memberIndexProps(ctx) } : { notFound: true }), { route: '/member' });
