import PageHeader from '../../components/Common/PageHeader';
import Seo from '../../components/Common/Seo';
import MemberIndex from '../../components/Member/MemberIndex';
import { allWorkRefs } from '../../lib/content/castPages';
import type { WorkRef } from '../../lib/works';
import { type Member, type SupportingCharacter, getMemberPageLead, getMembers, getSupportingCharacters } from '../../lib/content/members';
import { sectionProps } from '../../lib/content/shell';
import { sectionLabels } from '../../lib/sections/shape';

type Props = {
  /** The sentence under the heading (content/members.yaml `lead`). */
  lead: string;
  members: Member[];
  supporting: SupportingCharacter[];
  /** Only with several works. */
  works?: WorkRef[];
};

export default function MemberPage({ lead, members, supporting, works }: Props) {
  const { label, labelJa } = sectionLabels('member');
  return (
    <>
      <Seo title={labelJa} description={lead} />
      <PageHeader en={label} title={labelJa}>
        <p>{lead}</p>
      </PageHeader>
      <MemberIndex members={members} supporting={supporting} works={works} />
    </>
  );
}

export const getStaticProps = sectionProps<Props>('member', () => {
  const works = allWorkRefs();
  return {
    props: { lead: getMemberPageLead(), members: getMembers(), supporting: getSupportingCharacters(), ...(works ? { works } : {}) },
  };
});
