import PageHeader from '../../../components/Common/PageHeader';
import Seo from '../../../components/Common/Seo';
import MemberIndex from '../../../components/Member/MemberIndex';
import { useWords } from '../../../hooks/useLanguage';
import { type MemberIndexPageProps, hasMemberPages, memberIndexProps } from '../../../lib/sections/member/pages';
import { sectionProps } from '../../../lib/content/shell';
import { sectionLabels } from '../../../lib/sections/shape';
import { member as jaMember } from '../../../lib/i18n/ja/member';

type Props = MemberIndexPageProps;

export default function MemberPage({ lead, members, supporting, works, voices }: Props) {
  const { label, labelJa } = sectionLabels('member');
  const title = useWords('member', jaMember).title || labelJa;
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

export const getStaticProps = sectionProps<Props>('member', (ctx) => (hasMemberPages(ctx) ? { props: memberIndexProps(ctx) } : { notFound: true }), { route: '/member', lang: 'en' });
