import type { Member, SupportingCharacter as Character } from '../../lib/sections/member/schema';
import { usePageImages } from '../../hooks/usePageImages';
import { balancedColumns, memberArtRatio } from '../../lib/sections/member/characters';
import type { WorkRef } from '../../lib/works';
import type { CharacterVoice } from '../../lib/sections/member/characters';
import { sectionLabels } from '../../lib/sections/shape';
import MemberCard from './MemberCard';
import SupportingCharacter from './SupportingCharacter';
import styles from './MemberIndex.module.scss';
import { useWords } from '../../hooks/useLanguage';
import { member as jaMember } from '../../lib/i18n/ja/member';

export type MemberIndexProps = {
  /** The main characters, in display order. */
  members: Member[];
  /** Supporting characters, shown below the members. */
  supporting: Character[];
  /** Every work, when the series has several (#37): each card names the works its character is in. */
  works?: WorkRef[];
  /** Each character's voice actors by id, when one is recast for a work (CAST's); the others use members.yaml's. */
  voices?: Readonly<Record<string, CharacterVoice[]>>;
};

/** The supporting characters' Latin label; left out where it would repeat the page's own (MEMBER renamed so). */
const SUPPORTING_EN = 'SUB CHARACTER';

/** Most cards a row holds on a tablet and on a desktop (MemberIndex.module.scss has a class for each length). */
const MAX_COLUMNS = { md: 3, lg: 5 } as const;

/** /member: the members as cards linking to their pages, then the supporting characters. */
export default function MemberIndex({ members, supporting, works, voices = {} }: MemberIndexProps) {
  const words = useWords('member', jaMember);
  const images = usePageImages();
  const repeatsPage = sectionLabels('member').label.toUpperCase() === SUPPORTING_EN;
  const md = balancedColumns(members.length, MAX_COLUMNS.md);
  const lg = balancedColumns(members.length, MAX_COLUMNS.lg);
  const listClass = [styles.members, styles[`md${md}`], styles[`lg${lg}`], members.length % 2 === 1 ? styles.odd : null]
    .filter(Boolean)
    .join(' ');
  const artRatio = memberArtRatio(
    members.map((m) => m.images.main.src),
    images,
  );
  return (
    <div className={styles.wrap}>
      <section aria-labelledby="member-main">
        <h2 id="member-main" className={styles.visuallyHidden}>
          {words.mainCharacters}
        </h2>
        <ul className={listClass}>
          {members.map((member, i) => (
            <li key={member.id}>
              <MemberCard member={member} headingLevel={3} priority={i < 2} artRatio={artRatio} columns={lg} works={works} voices={voices[member.id]} />
            </li>
          ))}
        </ul>
      </section>
      {supporting.length > 0 && (
        <section aria-labelledby="member-supporting" className={styles.supporting}>
          <h2 id="member-supporting" className={styles.heading}>
            {!repeatsPage && (
              <span className={styles.headingEn} aria-hidden="true">
                {SUPPORTING_EN}
              </span>
            )}
            {words.supporting}
          </h2>
          <ul className={styles.supportingList}>
            {supporting.map((character) => (
              <li key={character.id}>
                <SupportingCharacter character={character} works={works} voices={voices[character.id]} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
