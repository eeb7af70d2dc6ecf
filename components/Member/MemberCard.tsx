import Link from '../Common/Link';
import Picture from '../Common/Picture';
import type { Member } from '../../lib/sections/member/schema';
import type { MemberArtRatio } from '../../lib/sections/member/characters';
import NameRuby from '../Common/NameRuby';
import type { WorkRef } from '../../lib/works';
import type { CharacterVoice } from '../../lib/sections/member/characters';
import VoiceLines from './VoiceLines';
import styles from './MemberCard.module.scss';
import { memberColorClass } from './memberStyle';
import { memberPath } from '../../lib/sections/member';
import { useLanguage } from '../../hooks/useLanguage';
import { DEFAULT_LANG, pathInLang } from '../../lib/i18n/languages';
import { hasText } from './inLanguage';

export type MemberCardProps = {
  member: Member;
  /** Heading level inside the list. */
  headingLevel?: 2 | 3;
  /** Above the fold on phones: load the art eagerly. */
  priority?: boolean;
  /** The art box every card of the list shares (lib/sections/member/); the art is shown whole inside it. */
  artRatio?: MemberArtRatio;
  /** Cards a row holds on a desktop, for the width the art is drawn at. */
  columns?: number;
  /** Every work, when the series has several (#37): the card names the works the member is in. */
  works?: WorkRef[];
  /** Its voice actor in each work when recast (CAST's); without it, members.yaml's. */
  voices?: CharacterVoice[];
};

/** The content column's width on a desktop and the gap between cards there (styles/_tokens.scss). */
const CONTENT_WIDTH = 1080;
const DESKTOP_GAP = 16;

/** A band member in the member list: art, part, name with reading, CV; the whole card links to the member page. */
export default function MemberCard({ member, headingLevel = 2, priority = false, artRatio = '3 / 4', columns = 5, works, voices }: MemberCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A row is never shorter than three cards' width (MemberIndex.module.scss).
  const perRow = Math.max(columns, 3);
  const desktopWidth = Math.ceil((CONTENT_WIDTH - (perRow - 1) * DESKTOP_GAP) / perRow);
  const { lang } = useLanguage();
  // In another language the card is named by the member's own field for it, the Japanese name beneath.
  const inDefault = lang === DEFAULT_LANG;
  return (
    <article className={`${styles.card} ${memberColorClass(member.color)}`}>
      <div className={styles.art}>
        {/* Phones: two columns inside 16px gutters and a 12px gap, 50vw − 22px, so 46vw: a 390px phone at DPR 2
            takes the 384w variant, not 640w. */}
        <Picture
          src={member.images.main.src}
          alt={hasText(member, 'images.main.alt') ? member.images.main.alt : member.nameEn}
          sizes={`(min-width: 1024px) ${desktopWidth}px, (min-width: 768px) 33vw, 46vw`}
          aspectRatio={artRatio}
          fit="contain"
          anchor="bottom"
          priority={priority}
        />
      </div>
      <div className={styles.body}>
        {hasText(member, 'part') && <p className={styles.part}>{member.part}</p>}
        <Heading className={styles.name}>
          <Link href={pathInLang(lang, memberPath(member.id))} className={styles.link}>
            {inDefault ? <NameRuby name={member.name} reading={member.reading} /> : member.nameEn}
          </Link>
        </Heading>
        {inDefault ? (
          <p className={styles.en} lang="en">
            {member.nameEn}
          </p>
        ) : (
          <p className={styles.en} lang="ja">
            {member.name}
          </p>
        )}
        <VoiceLines voices={voices ?? [{ cv: member.cv }]} ids={member.works} works={works} classes={{ cv: styles.cv, cvLabel: styles.cvLabel }} />
      </div>
    </article>
  );
}
