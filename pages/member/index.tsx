import type { GetStaticProps } from 'next';
import PageHeader from '../../components/Common/PageHeader';
import Seo from '../../components/Common/Seo';
import MemberIndex from '../../components/Member/MemberIndex';
import { allWorkRefs } from '../../lib/content/castPages';
import type { WorkRef } from '../../lib/works';
import { type Member, type SupportingCharacter, getMemberPageLead, getMembers, getSupportingCharacters } from '../../lib/content/members';

type Props = {
  /** The sentence under the heading (content/members.yaml `lead`). */
  lead: string;
  members: Member[];
  supporting: SupportingCharacter[];
  /** Only with several works. */
  works?: WorkRef[];
};

export default function MemberPage({ lead, members, supporting, works }: Props) {
  return (
    <>
      <Seo title="メンバー" description={lead} />
      <PageHeader en="MEMBER" title="メンバー">
        <p>{lead}</p>
      </PageHeader>
      <MemberIndex members={members} supporting={supporting} works={works} />
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = () => {
  const works = allWorkRefs();
  return {
    props: { lead: getMemberPageLead(), members: getMembers(), supporting: getSupportingCharacters(), ...(works ? { works } : {}) },
  };
};
