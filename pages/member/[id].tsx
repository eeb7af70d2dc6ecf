import Seo from '../../components/Common/Seo';
import MemberDetail from '../../components/Member/MemberDetail';
import { type MemberPageProps, memberIds, memberPageProps } from '../../lib/sections/member/pages';
import { sectionPaths, sectionProps } from '../../lib/content/shell';
import { sectionLabels } from '../../lib/sections/shape';

type Params = { id: string };

type Props = MemberPageProps;

/** A member page. Its `<h1>` (the name with its reading) is part of MemberDetail's hero, so no PageHeader. */
export default function MemberDetailPage({ member, members, voices, works }: Props) {
  return (
    <>
      <Seo
        title={`${member.name}（CV：${voices.map((v) => v.cv.name).join('／')}）｜${sectionLabels('member').labelJa}`}
        description={member.profile}
        image={member.images.main.src}
        imageAlt={member.images.main.alt}
      />
      <MemberDetail member={member} members={members} voices={voices} works={works} />
    </>
  );
}

export const getStaticPaths = sectionPaths<Params>('member', (ctx) => ({
  paths: memberIds(ctx).map((id) => ({ params: { id } })),
  fallback: false,
}));

export const getStaticProps = sectionProps<Props, Params>('member', (ctx, { params }) => {
  const props = params ? memberPageProps(ctx, params.id) : null;
  return props ? { props } : { notFound: true };
}, { route: '/member/[id]' });
