import type { GetStaticProps } from 'next';
import PageHeader from '../../components/Common/PageHeader';
import Seo from '../../components/Common/Seo';
import MemberIndex from '../../components/Member/MemberIndex';
import { type Member, type SupportingCharacter, getMembers, getSupportingCharacters } from '../../lib/content/members';

type Props = {
  members: Member[];
  supporting: SupportingCharacter[];
};

export default function MemberPage({ members, supporting }: Props) {
  return (
    <>
      <Seo title="メンバー" description={`バンドの${members.length}人と、彼女たちを取り巻く人々を紹介します。`} />
      <PageHeader en="MEMBER" title="メンバー">
        <p>汐見高校軽音楽部の{members.length}人と、彼女たちを取り巻く人々を紹介します。</p>
      </PageHeader>
      <MemberIndex members={members} supporting={supporting} />
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = () => ({
  props: { members: getMembers(), supporting: getSupportingCharacters() },
});
