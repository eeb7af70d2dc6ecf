import Seo from '../../components/Common/Seo';
import MemberDetail from '../../components/Member/MemberDetail';
import { type Member, getMember, getMembers } from '../../lib/sections/member/content';
import { allWorkRefs } from '../../lib/sections/cast/pages';
import { characterVoices } from '../../lib/sections/member/pages';
import type { WorkRef } from '../../lib/works';
import { type CharacterVoice, type MemberLink, toMemberLink } from '../../lib/sections/member';
import { sectionPaths, sectionProps } from '../../lib/content/shell';
import { sectionLabels } from '../../lib/sections/shape';

type Params = { id: string };

type Props = {
  member: Member;
  members: MemberLink[];
  /** The member's voice actor in each work (several when recast). */
  voices: CharacterVoice[];
  /** Only with several works. */
  works?: WorkRef[];
};

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

export const getStaticPaths = sectionPaths<Params>('member', () => ({
  paths: getMembers().map((m) => ({ params: { id: m.id } })),
  fallback: false,
}));

export const getStaticProps = sectionProps<Props, Params>('member', ({ params }) => {
  const member = params ? getMember(params.id) : null;
  if (!member) return { notFound: true };
  const works = allWorkRefs();
  return { props: { member, members: getMembers().map(toMemberLink), voices: characterVoices(member), ...(works ? { works } : {}) } };
});
