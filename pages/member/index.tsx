import PageHeader from '../../components/Common/PageHeader';
import Seo from '../../components/Common/Seo';
import MemberIndex from '../../components/Member/MemberIndex';
import { allWorkRefs } from '../../lib/sections/cast/pages';
import { recastVoices } from '../../lib/sections/member/pages';
import type { CharacterVoice } from '../../lib/sections/member';
import type { WorkRef } from '../../lib/works';
import { type Member, type SupportingCharacter, getMemberPageLead, getMembers, getSupportingCharacters } from '../../lib/sections/member/content';
import { sectionProps } from '../../lib/content/shell';
import { sectionLabels } from '../../lib/sections/shape';

type Props = {
  /** The sentence under the heading (content/members.yaml `lead`). */
  lead: string;
  members: Member[];
  supporting: SupportingCharacter[];
  /** Only with several works. */
  works?: WorkRef[];
  /** The voice actors of each recast character, by id. */
  voices?: Record<string, CharacterVoice[]>;
};

export default function MemberPage({ lead, members, supporting, works, voices }: Props) {
  const { label, labelJa } = sectionLabels('member');
  return (
    <>
      <Seo title={labelJa} description={lead} />
      <PageHeader en={label} title={labelJa}>
        <p>{lead}</p>
      </PageHeader>
      <MemberIndex members={members} supporting={supporting} works={works} voices={voices} />
    </>
  );
}

export const getStaticProps = sectionProps<Props>('member', () => {
  const works = allWorkRefs();
  const members = getMembers();
  const supporting = getSupportingCharacters();
  const voices = recastVoices([...members, ...supporting]);
  return {
    props: { lead: getMemberPageLead(), members, supporting, ...(works ? { works, voices } : {}) },
  };
});
