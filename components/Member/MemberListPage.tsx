import type { MemberIndexPageProps } from '../../lib/sections/member/pages';
import PageHeader from '../Common/PageHeader';
import Seo from '../Common/Seo';
import MemberIndex from './MemberIndex';
import { useWords } from '../../hooks/useLanguage';
import { sectionLabels } from '../../lib/sections/shape';
import { member as jaMember } from '../../lib/i18n/ja/member';

type Props = MemberIndexPageProps;

export default function MemberListPage({ lead, members, supporting, works, voices }: Props) {
  const { label, labelJa } = sectionLabels('member');
  const title = useWords('member', jaMember).title || labelJa;
  return (
    <>
      <Seo title={title} description={lead} />
      <PageHeader en={label} title={title}>
        <p>{lead}</p>
      </PageHeader>
      <MemberIndex members={members} supporting={supporting} works={works} voices={voices} />
    </>
  );
}
