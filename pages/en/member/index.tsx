import MemberListPage from '../../../components/Member/MemberListPage';
import { type MemberIndexPageProps, hasMemberPages, memberIndexProps } from '../../../lib/sections/member/pages';
import { sectionProps } from '../../../lib/content/shell';
import { englishPage } from '../../../components/Layout/englishPage';

type Props = MemberIndexPageProps;

export default englishPage(MemberListPage);

export const getStaticProps = sectionProps<Props>('member', (ctx) => (hasMemberPages(ctx) ? { props: memberIndexProps(ctx) } : { notFound: true }), { route: '/member', lang: 'en' });
