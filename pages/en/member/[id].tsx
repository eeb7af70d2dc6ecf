import MemberPage from '../../../components/Member/MemberPage';
import { type MemberPageProps, memberIds, memberPageProps } from '../../../lib/sections/member/pages';
import { sectionPaths, sectionProps } from '../../../lib/content/shell';
import { englishPage } from '../../../components/Layout/englishPage';

type Params = { id: string };

type Props = MemberPageProps;

export default englishPage(MemberPage);

export const getStaticPaths = sectionPaths<Params>('member', (ctx) => ({
  paths: memberIds(ctx).map((id) => ({ params: { id } })),
  fallback: false,
}), 'en');

export const getStaticProps = sectionProps<Props, Params>('member', (ctx, { params }) => {
  const props = params ? memberPageProps(ctx, params.id) : null;
  return props ? { props } : { notFound: true };
}, { route: '/member/[id]', lang: 'en' });
