import type { MemberPageProps } from '../../lib/sections/member/pages';
import Seo from '../Common/Seo';
import MemberDetail from './MemberDetail';
import { hasText } from './inLanguage';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { DEFAULT_LANG } from '../../lib/i18n/languages';
import { fillTemplate } from '../../lib/i18n/template';
import { sectionLabels } from '../../lib/sections/shape';
import { member as jaMember } from '../../lib/i18n/ja/member';

type Props = MemberPageProps;

/** A member page. Its `<h1>` (the name with its reading) is part of MemberDetail's hero, so no PageHeader. */
export default function MemberPage({ member, members, voices, works }: Props) {
  const { lang } = useLanguage();
  const words = useWords('member', jaMember);
  const name = lang === DEFAULT_LANG ? member.name : member.nameEn;
  return (
    <>
      <Seo
        title={fillTemplate(words.pageTitle, { name, cv: voices.map((v) => v.cv.name).join(words.cvJoin), section: words.title || sectionLabels('member').labelJa })}
        description={hasText(member, 'profile') ? member.profile : `${name}. ${words.profileInJapanese}`}
        image={member.images.main.src}
        imageAlt={hasText(member, 'images.main.alt') ? member.images.main.alt : name}
      />
      <MemberDetail member={member} members={members} voices={voices} works={works} />
    </>
  );
}
