import MemberListPage from '../../components/Member/MemberListPage';
import { type MemberIndexPageProps, hasMemberPages, memberIndexProps } from '../../lib/sections/member/pages';
import { sectionProps } from '../../lib/content/shell';

type Props = MemberIndexPageProps;

export default MemberListPage;

export const getStaticProps = sectionProps<Props>('member', (ctx) => (hasMemberPages(ctx) ? { props: memberIndexProps(ctx) } : { notFound: true }), { route: '/member' });
