import PageHeader from '../../components/Common/PageHeader';
import Seo from '../../components/Common/Seo';
import MemberIndex from '../../components/Member/MemberIndex';
import { type Member, type SupportingCharacter, getMemberPageLead, getMembers, getSupportingCharacters } from '../../lib/content/members';
import { sectionProps } from '../../lib/content/shell';
import { sectionLabels } from '../../lib/sections/shape';

type Props = {
  /** The sentence under the heading (content/members.yaml `lead`). */
  lead: string;
  members: Member[];
  supporting: SupportingCharacter[];
};

export default function MemberPage({ lead, members, supporting }: Props) {
  const { label, labelJa } = sectionLabels('member');
  return (
    <>
      <Seo title={labelJa} description={lead} />
      <PageHeader en={label} title={labelJa}>
        <p>{lead}</p>
      </PageHeader>
      <MemberIndex members={members} supporting={supporting} />
    </>
  );
}

export const getStaticProps = sectionProps<Props>('member', () => ({
  props: { lead: getMemberPageLead(), members: getMembers(), supporting: getSupportingCharacters() },
}));
